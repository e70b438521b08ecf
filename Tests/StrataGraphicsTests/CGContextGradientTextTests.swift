import Foundation
import Testing
@testable import StrataGraphics

@Suite("CGContext: gradients and text")
struct CGContextGradientTextTests {
    let redToBlue = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: [
        CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
    ], locations: [0, 1])!

    @Test("linear gradient: the colour at a pixel is the stop blend at its projection on the axis")
    func linear() {
        func render(_ options: CGGradientDrawingOptions) -> CGImage? {
            let ctx = layerContext(100, 10)
            ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: options)
            return ctx.makeImage()
        }

        let none = render([]), before = render(.drawsBeforeStartLocation)
        let both = render([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        dump(both, "gradient-linear")

        // Pixel 49 has centre x = 49.5: t = (49.5 − 20) / 60 = 0.4917.
        #expect(matches(pixel(both, 49, 5), RGBA(red: 0.508, green: 0, blue: 0.492), 0.02))
        #expect(matches(pixel(both, 5, 5), red))
        #expect(matches(pixel(both, 95, 5), blue))
        #expect(pixel(none, 5, 5).alpha == 0)
        #expect(pixel(none, 95, 5).alpha == 0)
        #expect(matches(pixel(before, 5, 5), red))
        #expect(pixel(before, 95, 5).alpha == 0)
    }

    @Test("radial gradient: colour by distance from the centre; after-end padding is optional")
    func radial() {
        func render(_ options: CGGradientDrawingOptions) -> CGImage? {
            let ctx = layerContext(100, 100)
            ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
            return ctx.makeImage()
        }

        let none = render([]), after = render(.drawsAfterEndLocation)
        dump(after, "gradient-radial")

        #expect(matches(pixel(none, 50, 50), red, 0.03))
        // Pixel (69, 49) has centre (69.5, 49.5): distance 19.51, t = 0.488.
        #expect(matches(pixel(none, 69, 49), RGBA(red: 0.512, green: 0, blue: 0.488), 0.02))
        #expect(pixel(none, 97, 50).alpha == 0)
        #expect(matches(pixel(after, 97, 50), blue))
    }

    @Test("conic gradient: colour by angle, increasing toward +y (clockwise on a y-down layer)")
    func conic() {
        let ctx = layerContext(100, 100)

        ctx.drawConicGradient(redToBlue, center: CGPoint(x: 50, y: 50), startAngle: 0)
        let image = ctx.makeImage()
        dump(image, "gradient-conic")

        // (50.5, 90.5) is straight below the centre: a quarter turn, t ≈ 0.25.
        #expect(matches(pixel(image, 50, 90), RGBA(red: 0.75, green: 0, blue: 0.25), 0.02))
        // (10.5, 50.5) is to the left: half a turn.
        #expect(matches(pixel(image, 10, 50), RGBA(red: 0.5, green: 0, blue: 0.5), 0.02))
        // (50.5, 10.5) is above: three quarters.
        #expect(matches(pixel(image, 50, 10), RGBA(red: 0.25, green: 0, blue: 0.75), 0.02))
    }

    @Test("text: a probe in the stem of a large 'I' is the text colour; left of it is empty")
    func textStem() throws {
        let ctx = layerContext(120, 140)
        let font = try #require(CGFont("DejaVu Sans"))
        #expect(!font.isSubstitute)

        ctx.drawText("I", at: CGPoint(x: 20, y: 120), font: font, size: 100, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let image = ctx.makeImage()
        dump(image, "text-I")

        // The stem is centred in the glyph's advance; at half the cap height (≈ 0.73 em / 2)
        // above the baseline it is solid.
        let stemX = Int(20 + font.width(of: "I", atSize: 100) / 2)
        #expect(matches(pixel(image, stemX, 120 - 36), blue))
        #expect(pixel(image, 10, 120 - 36).alpha == 0)
        #expect(pixel(image, stemX, 125).alpha == 0)         // below the baseline: nothing
        #expect(font.ascent(atSize: 100) > 70)
    }

    @Test("an unknown font falls back to an installed one and still draws")
    func unknownFont() throws {
        let font = try #require(CGFont("No Such Font Family"))
        let ctx = layerContext(120, 140)

        ctx.drawText("I", at: CGPoint(x: 20, y: 120), fontName: "No Such Font Family", size: 100,
                     color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let image = ctx.makeImage()

        #expect(font.isSubstitute)
        #expect(!font.familyName.isEmpty)
        let stemX = Int(20 + font.width(of: "I", atSize: 100) / 2)
        #expect(matches(pixel(image, stemX, 120 - 36), red))
        #expect(FontResolver.parse("Helvetica-BoldOblique").0 == "Helvetica")
    }
}
