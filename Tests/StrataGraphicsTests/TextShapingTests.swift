import Foundation
import Testing
@testable import StrataGraphics

/// Text is shaped by HarfBuzz, as Core Text shapes it on Apple platforms: the font's kerning
/// pairs tighten "AV", Arabic letters take their joined forms, and what is measured is what is
/// drawn. (DejaVu Sans, installed by the CI's fonts-dejavu-core, has kerning and Arabic.)
@Suite struct TextShapingTests {
    let font = CGFont("DejaVu Sans")!

    @Test func kerningPairsAreApplied() {
        let pair = font.width(of: "AV", atSize: 40)
        let apart = font.width(of: "A", atSize: 40) + font.width(of: "V", atSize: 40)
        // DejaVu Sans kerns A–V by about −0.05 em: 2 points at 40.
        #expect(pair < apart - 1, "AV \(pair) against A + V \(apart)")
        #expect(font.width(of: "HH", atSize: 40) == 2 * font.width(of: "H", atSize: 40), "no kerning between H and H")
    }

    @Test func arabicLettersJoin() throws {
        let shaped = try #require(font.shape("بب", atSize: 40))
        let isolated = try #require(font.shape("ب", atSize: 40))
        #expect(shaped.glyphs.count == 2)
        // Joined, the two letters take their initial and final forms: other glyphs than the isolated one.
        #expect(shaped.glyphs.allSatisfy { $0.index != isolated.glyphs[0].index })
        // Right to left, in visual order: the first glyph drawn (leftmost) is the word's last letter.
        #expect(shaped.glyphs[0].x < shaped.glyphs[1].x)
    }

    @Test func drawnTextEndsWhereItsMeasureSays() throws {
        // "AVAVAV" drawn at x 10: its ink must end near 10 + its (kerned) width, not 10 + the unkerned one.
        let ctx = layerContext(300, 60)
        let width = font.width(of: "AVAVAV", atSize: 40)
        ctx.drawText("AVAVAV", at: CGPoint(x: 10, y: 45), font: font, size: 40,
                     color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let image = try #require(ctx.makeImage())
        dump(image, "text-kerned")
        var rightmost = 0
        for x in 0..<300 where (0..<60).contains(where: { pixel(image, x, $0).alpha > 0.5 }) { rightmost = x }
        #expect(abs(Double(rightmost) - Double(10 + width)) < 4, "ink ends at \(rightmost), measured end \(10 + width)")
    }
}
