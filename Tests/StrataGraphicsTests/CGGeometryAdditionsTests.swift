import Foundation
@testable import StrataGraphics
import Testing

/// CGAffineTransform components, CGPath.isRect and CGImage copies.
@Suite struct CGGeometryAdditionsTests {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/decomposed()
    @Test func transformComponentsRoundTrip() {
        let components = CGAffineTransformComponents(scale: CGSize(width: 2, height: 3), horizontalShear: 0.5,
                                                     rotation: .pi / 6, translation: CGVector(dx: 7, dy: -2))

        let t = CGAffineTransform(components)
        let back = t.decomposed()

        // scale · shear · rotation · translation, composed by hand.
        let expected = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 7, y: -2))
        #expect(isClose(t.a, expected.a) && isClose(t.b, expected.b) && isClose(t.c, expected.c) && isClose(t.d, expected.d))
        #expect(isClose(back.scale.width, 2) && isClose(back.scale.height, 3))
        #expect(isClose(back.horizontalShear, 0.5) && isClose(back.rotation, .pi / 6))
        #expect(back.translation == CGVector(dx: 7, dy: -2))
    }

    // https://developer.apple.com/documentation/coregraphics/cgpath/isrect(_:)
    @Test func isRectRecognisesRectanglesOnly() {
        var rect = CGRect.null
        let box = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        let drawn = CGMutablePath()
        drawn.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 0, y: 5), CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)])
        drawn.closeSubpath()

        #expect(box.isRect(&rect) && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(drawn.isRect(nil))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4),
                        transform: [CGAffineTransform(rotationAngle: 0.3)]).isRect(nil), "a rotated rectangle is not axis-aligned")
    }

    // https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)
    @Test func croppingKeepsThePixelsInside() throws {
        var pixels = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for y in 0..<4 { for x in 0..<4 { pixels[(y * 4 + x) * 4] = UInt8(x * 10 + y); pixels[(y * 4 + x) * 4 + 3] = 255 } }
        let image = try CGImage(width: 4, height: 4, pixels: pixels)

        let part = try #require(image.cropping(to: CGRect(x: 1, y: 2, width: 2, height: 5)))

        #expect(part.width == 2 && part.height == 2, "clipped to the image: rows 2…3")
        #expect(part.pixelData[0] == 12, "the top-left pixel is the image's (1, 2)")
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        #expect(image.copy() === image)
    }

    // https://developer.apple.com/documentation/coregraphics/cgimage/masking(_:)
    @Test func maskingByAGreyImage() throws {
        let red = try CGImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 255, 0, 0, 255])
        let mask = try CGImage(width: 2, height: 1, pixels: [255, 255, 255, 255, 0, 0, 0, 255])

        let masked = try #require(red.masking(mask))

        #expect(masked.color(atX: 0, y: 0) == RGBA(red: 1, green: 0, blue: 0), "white shows the image")
        #expect(masked.color(atX: 1, y: 0)?.alpha == 0, "black hides it")
    }
}

/// Path visiting and flattening, antialiasing switches and the conic gradient's Apple name.
@Suite struct CGPathAndContextAdditionsTests {
    // https://developer.apple.com/documentation/coregraphics/cgpath/apply(info:function:)
    @Test func applyCallsTheFunctionForEachElement() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        var count = 0

        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, element in
                info?.assumingMemoryBound(to: Int.self).pointee += 1
                _ = element.pointee.type
            }
        }

        #expect(count == path.elements.count)
    }

    // https://developer.apple.com/documentation/coregraphics/cgpath/flattened(threshold:)
    @Test func flattenedHasOnlyLines() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)

        let flat = circle.flattened(threshold: 0.1)

        #expect(flat.elements.allSatisfy { if case .curve = $0 { false } else if case .quadCurve = $0 { false } else { true } })
        #expect(flat.elements.count > 20, "a 50-radius circle within 0.1 needs many chords")
        #expect(abs(flat.length - .pi * 100) < 1)
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setallowsantialiasing(_:)
    @Test func antialiasingNeedsBothSwitches() throws {
        func edgeAlpha(_ setup: (CGContext) -> Void) throws -> Double {
            let ctx = try #require(CGContext(layerPixelsWide: 10, pixelsHigh: 10))
            setup(ctx)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 4.5, height: 10))
            return try #require(ctx.makeImage()?.color(atX: 4, y: 5)).alpha
        }

        let disallowed = try edgeAlpha { $0.setAllowsAntialiasing(false) }
        let reallowed = try edgeAlpha { $0.setAllowsAntialiasing(false); $0.setAllowsAntialiasing(true) }
        let keptAcrossRestore = try edgeAlpha { $0.saveGState(); $0.setAllowsAntialiasing(false); $0.restoreGState() }

        #expect(disallowed == 0 || disallowed == 1)
        #expect(reallowed > 0 && reallowed < 1, "should-antialias stayed true, so allowing again turns it back on")
        #expect(keptAcrossRestore == 0 || keptAcrossRestore == 1, "not part of the graphics state: restore keeps it off")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/drawconicgradient(_:center:angle:)
    @Test func conicGradientUnderApplesName() throws {
        let gradient = try #require(CGGradient(colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)],
                                               locations: nil))
        let a = try #require(CGContext(layerPixelsWide: 20, pixelsHigh: 20))
        let b = try #require(CGContext(layerPixelsWide: 20, pixelsHigh: 20))

        a.drawConicGradient(gradient, center: CGPoint(x: 10, y: 10), angle: 0.5)
        b.drawConicGradient(gradient, center: CGPoint(x: 10, y: 10), startAngle: 0.5)

        #expect(a.makeImage()?.pixelData == b.makeImage()?.pixelData)
    }
}
