import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

@Suite("CATextLayer: defaults, layout, fonts")
struct TextLayerTests {
    @Test("Core Animation's defaults")
    func defaults() {
        MediaClock.virtual().run {
            let text = CATextLayer()
            #expect(text.string == nil)
            text.string = "abc"
            #expect(text.string is String && "\(text.string!)" == "abc")
            #expect(text.font as? String == "Helvetica")
            #expect(text.fontSize == 36)
            #expect(text.foregroundColor.map(RGBA.init) == .white)
            #expect(!text.isWrapped && text.truncationMode == .none && text.alignmentMode == .natural)
            #expect(text.valueKind(forKeyPath: "fontSize") == .number)
            #expect(text.renderedContents(scale: 1) == nil)          // no string, no bounds
        }
    }

    @Test("an 'I' drawn at the top-left: a probe in its stem is the foreground colour")
    func stemProbe() throws {
        try MediaClock.virtual().run {
            let text = CATextLayer()
            text.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
            text.string = "I"
            text.font = "DejaVu Sans"
            text.fontSize = 100
            text.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

            let image = text.renderedContents(scale: 1)
            dumpImage(image, "text-layer-I")

            let font = try #require(CGFont.named("DejaVu Sans"))
            let stemX = Int(font.width(of: "I", atSize: 100) / 2)
            // The baseline is one ascent (≈ 93 pt) down; half the cap height (≈ 36 pt) above it
            // the stem is solid.
            let baseline = font.ascent(atSize: 100)
            #expect(same(probe(image, stemX, Int(baseline - 36)), RGBA(red: 0, green: 0, blue: 1)))
            #expect(probe(image, stemX + 30, Int(baseline - 36)).alpha == 0)
            #expect(probe(image, stemX, Int(baseline + 10)).alpha == 0)
        }
    }

    @Test("alignment right puts the text at the right edge; center in the middle")
    func alignment() throws {
        try MediaClock.virtual().run {
            let text = CATextLayer()
            text.bounds = CGRect(x: 0, y: 0, width: 300, height: 120)
            text.string = "I"
            text.font = "DejaVu Sans"
            text.fontSize = 100
            text.alignmentMode = .right
            let right = text.renderedContents(scale: 1)
            text.alignmentMode = .center
            let center = text.renderedContents(scale: 1)

            let font = try #require(CGFont.named("DejaVu Sans"))
            let advance = font.width(of: "I", atSize: 100), y = Int(font.ascent(atSize: 100) - 36)
            #expect(same(probe(right, Int(300 - advance / 2), y), .white))
            #expect(probe(right, Int(advance / 2), y).alpha == 0)
            #expect(same(probe(center, 150, y), .white))
        }
    }

    @Test("wrapping breaks at spaces; end truncation cuts with an ellipsis")
    func wrappingAndTruncation() throws {
        MediaClock.virtual().run {
            let font = CGFont.named("DejaVu Sans")!
            let wrapping = TextLayout(font: font, size: 20, width: 120, height: 500, wrapped: true, truncation: .none)
            let cutting = TextLayout(font: font, size: 20, width: 120, height: 500, wrapped: false, truncation: .end)
            let starting = TextLayout(font: font, size: 20, width: 120, height: 500, wrapped: false, truncation: .start)

            let lines = wrapping.lines(for: "the quick brown fox jumps")
            let cut = cutting.lines(for: "the quick brown fox jumps")
            let start = starting.lines(for: "the quick brown fox jumps")

            #expect(lines.count >= 2 && lines.allSatisfy { font.width(of: $0, atSize: 20) <= 120 })
            #expect(lines.joined(separator: " ") == "the quick brown fox jumps")
            #expect(cut.count == 1 && cut[0].hasSuffix("…") && cut[0].hasPrefix("the"))
            #expect(font.width(of: cut[0], atSize: 20) <= 120)
            #expect(start[0].hasPrefix("…") && start[0].hasSuffix("jumps"))
        }
    }

    @Test("Helvetica (absent) and unknown fonts fall back and still draw; fontSize animates")
    func fallbackAndAnimation() {
        let clock = MediaClock.virtual()
        clock.run {
            let text = CATextLayer()
            text.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
            text.string = "I"
            text.font = "No Such Font"
            text.fontSize = 100
            let image = text.renderedContents(scale: 1)
            #expect(CGFont.named("No Such Font")?.isSubstitute == true)
            let font = CGFont.named("No Such Font")!
            let y = Int(font.ascent(atSize: 100) - 36)
            #expect(same(probe(image, Int(font.width(of: "I", atSize: 100) / 2), y), .white))

            clock.advance(by: 0)
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = 10; grow.toValue = 30; grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            text.add(grow, forKey: "grow")
            clock.advance(by: 0)
            let mid = text.evaluatedPresentation(at: clock.now + 0.5) as? CATextLayer
            #expect(abs((mid?.fontSize ?? 0) - 20) < 1e-9)
            text.fontSize = -3
            #expect(text.renderedContents(scale: 1) == nil)           // refused with a message
        }
    }
}
