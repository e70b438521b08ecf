import Foundation
import Testing
@testable import StrataGraphics

/// A scene's absurd font size must not break text anywhere else. FreeType fails on a size that
/// rounds to zero in its 26.6 fixed point, and Cairo then marks the whole font face as failed
/// ("error occurred in libfreetype"): before the fix, one CATextLayer at fontSize 1e-300 made
/// every later label in the process measure zero and draw nothing (seen in the full test run).
@Suite("CGFont: sizes FreeType cannot take leave the font usable")
struct FontSizeLimitTests {
    @Test("a glyph FreeType fails to render (an emoji at 313.61 points) leaves the font drawing")
    func aFailedGlyphDoesNotPoisonTheFont() throws {
        let font = try #require(CGFont.named("DejaVu Sans"))
        let big = layerContext(400, 400)
        big.drawText("🙂", at: CGPoint(x: 10, y: 350), font: font, size: 313.61, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(font.ascent(atSize: 40) > 30)
        #expect(matches(stemOfBlueI(font), RGBA(red: 0, green: 0, blue: 1), 0.05))
    }

    @Test("measuring and drawing at 1e-300 and 1e9 points, then at 40 points, still draws")
    func absurdSizesDoNotPoisonTheFont() throws {
        let font = try #require(CGFont.named("DejaVu Sans"))
        let normal = font.ascent(atSize: 40)
        #expect(normal > 30 && normal < 45)
        for size: CGFloat in [1e-300, 1e-9, 1e9, 1e300] {
            // Unhinted metrics scale linearly, also outside the range handed to FreeType.
            let ascent = font.ascent(atSize: size)
            #expect(abs(ascent / size - normal / 40) < 1e-6 * normal / 40, "size \(size): ascent \(ascent)")
            let ctx = layerContext(20, 20)
            ctx.drawText("I", at: CGPoint(x: 2, y: 18), font: font, size: size, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
        #expect(font.ascent(atSize: 40) == normal)
        #expect(matches(stemOfBlueI(font), RGBA(red: 0, green: 0, blue: 1), 0.05))
    }

    /// A blue "I" drawn at 40 points: the colour in its stem.
    private func stemOfBlueI(_ font: CGFont) -> RGBA {
        let ctx = layerContext(60, 60)
        ctx.drawText("I", at: CGPoint(x: 10, y: 50), font: font, size: 40, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        return pixel(ctx.makeImage(), Int(10 + font.width(of: "I", atSize: 40) / 2), 35)
    }
}
