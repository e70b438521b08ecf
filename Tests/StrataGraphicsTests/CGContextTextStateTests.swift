import Foundation
@testable import StrataGraphics
import Testing

/// CGContext settings Core Animation drawing code sets: the text matrix, font smoothing,
/// colour spaces and space conversions (https://developer.apple.com/documentation/coregraphics/cgcontext).
@Suite struct CGContextTextStateTests {
    // https://developer.apple.com/documentation/coregraphics/cgcontext/textmatrix
    @Test func textMatrixIsNotPartOfTheGraphicsState() throws {
        let ctx = try #require(CGContext(layerPixelsWide: 10, pixelsHigh: 10))
        #expect(ctx.textMatrix == .identity)

        ctx.saveGState()
        ctx.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        ctx.textPosition = CGPoint(x: 3, y: 4)
        ctx.restoreGState()

        #expect(ctx.textMatrix == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 3, ty: 4),
                "Quartz: the text matrix is not saved and restored with the graphics state")
        #expect(ctx.textPosition == CGPoint(x: 3, y: 4))
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshouldsmoothfonts(_:)
    @Test func fontAndAntialiasSwitchesAreAcceptedAndSaved() throws {
        let ctx = try #require(CGContext(layerPixelsWide: 10, pixelsHigh: 10))

        ctx.saveGState()
        ctx.setShouldSmoothFonts(false)
        ctx.setAllowsFontSmoothing(false)
        ctx.setShouldSubpixelPositionFonts(false)
        ctx.setAllowsFontSubpixelPositioning(false)
        ctx.setShouldSubpixelQuantizeFonts(false)
        ctx.setAllowsFontSubpixelQuantization(false)
        ctx.setCharacterSpacing(2)
        ctx.setTextDrawingMode(.stroke)
        ctx.setRenderingIntent(.perceptual)
        #expect(!ctx.gstate.text.shouldSmoothFonts && ctx.gstate.text.drawingMode == .stroke)
        ctx.restoreGState()

        #expect(ctx.gstate.text.shouldSmoothFonts && ctx.gstate.text.characterSpacing == 0, "part of the graphics state")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshouldantialias(_:)
    @Test func antialiasingOffGivesHardEdges() throws {
        func edge(_ antialias: Bool) throws -> RGBA? {
            let ctx = try #require(CGContext(layerPixelsWide: 10, pixelsHigh: 10))
            ctx.setShouldAntialias(antialias)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 4.5, height: 10))
            return ctx.makeImage()?.color(atX: 4, y: 5)
        }

        #expect(try edge(true)?.alpha ?? 0 < 0.75, "half-covered pixel blended")
        let hard = try edge(false)?.alpha ?? 0
        #expect(hard == 0 || hard == 1, "no partial coverage without anti-aliasing")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolorspace(_:)
    @Test func fillColorFromComponentsInTheFillSpace() throws {
        let ctx = try #require(CGContext(layerPixelsWide: 4, pixelsHigh: 4))
        ctx.setFillColorSpace(try #require(CGColorSpace(name: CGColorSpace.sRGB)))
        let components: [CGFloat] = [0, 1, 0, 1]

        ctx.setFillColor(components)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))

        #expect(ctx.makeImage()?.color(atX: 1, y: 1) == RGBA(red: 0, green: 1, blue: 0))
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/converttodevicespace(_:)-2dqbw
    @Test func sizeAndRectConversions() throws {
        let ctx = try #require(CGContext(layerPixelsWide: 20, pixelsHigh: 20, scale: 2))

        #expect(ctx.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: -8),
                "the layer context is y-down in a y-up device space: heights flip sign")
        #expect(ctx.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 5, height: 5)) == CGRect(x: 0, y: 10, width: 10, height: 10))
        #expect(ctx.convertToUserSpace(CGRect(x: 0, y: 10, width: 10, height: 10)) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(ctx.userSpaceToDeviceSpaceTransform == ctx.ctm)
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/bitmapinfo
    @Test func bitmapInfoIsWhatTheContextWasMadeWith() throws {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        let ctx = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        let layerContext = try #require(CGContext(layerPixelsWide: 4, pixelsHigh: 4))

        #expect(ctx.bitmapInfo.rawValue == info && ctx.alphaInfo == .premultipliedLast)
        #expect(layerContext.alphaInfo == .premultipliedFirst && layerContext.bitmapInfo.contains(.byteOrder32Little))
    }
}

/// Bitmap layouts iOS code creates contexts with
/// (https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)).
@Suite struct CGContextLayoutTests {
    func paintRed(_ info: UInt32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 7, count: 4)
        return bytes.withUnsafeMutableBytes { buffer -> [UInt8]? in
            guard let ctx = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
            ctx.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            return Array(buffer)
        }
    }

    @Test func everyAlphaPositionAndByteOrder() {
        let first = CGImageAlphaInfo.premultipliedFirst.rawValue, last = CGImageAlphaInfo.premultipliedLast.rawValue
        let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue

        #expect(paintRed(last) == [255, 128, 0, 255], "R, G, B, A")
        #expect(paintRed(last | little) == [255, 0, 128, 255], "A, B, G, R")
        #expect(paintRed(first | big) == [255, 255, 128, 0], "A, R, G, B")
        #expect(paintRed(first | little) == [0, 128, 255, 255], "B, G, R, A")
        #expect(paintRed(CGImageAlphaInfo.noneSkipLast.rawValue) == [255, 128, 0, 255], "R, G, B, X (X written 255)")
        #expect(paintRed(CGImageAlphaInfo.noneSkipFirst.rawValue | little) == [0, 128, 255, 255], "B, G, R, X")
        #expect(paintRed(last | CGBitmapInfo.byteOrder16Little.rawValue) == nil, "16-bit orders are not supported")
        #expect(CGImage.maximumDimension > 0 && (try? CGImage(width: 1, height: 1, pixels: [0, 0, 0, 0]))?.byteOrderInfo == .orderDefault)
    }
}
