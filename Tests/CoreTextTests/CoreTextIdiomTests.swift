import CoreText
import Testing
import UIKit

/// Core Text as iOS code uses it, with only the imports changed. Apple's pages:
/// CTLineCreateWithAttributedString, CTLineGetGlyphRuns, CTRunGetAttributes ("the attribute
/// dictionary"), CTFontCreatePathForGlyph ("a path for the glyph … in the font's coordinate
/// system", y up), CTLineGetTypographicBounds, CTFramesetterCreateFrame,
/// CTFramesetterSuggestFrameSizeWithConstraints, CTFontCreateWithName ("If 0.0, the default
/// font size of 12.0 is used").
@Suite("Core Text: lines, runs, glyph outlines and frames as iOS code uses them")
struct CoreTextIdiomTests {
    static let fontName = "DejaVuSans-Bold"

    /// The "animate text being written" idiom: the outlines of a string's glyphs gathered into
    /// one path for a CAShapeLayer whose strokeEnd animates (written as Swift iOS code is).
    static func lettersPath(_ string: String, size: CGFloat) -> CGPath {
        let letters = CGMutablePath()
        let font = CTFontCreateWithName(fontName as CFString, size, nil)
        let attrString = NSAttributedString(string: string, attributes: [NSAttributedString.Key(kCTFontAttributeName): font])
        let line = CTLineCreateWithAttributedString(attrString)
        let runArray = CTLineGetGlyphRuns(line)
        for runIndex in 0..<CFArrayGetCount(runArray) {
            let run: CTRun = unsafeBitCast(CFArrayGetValueAtIndex(runArray, runIndex), to: CTRun.self)
            let dictRef: CFDictionary = CTRunGetAttributes(run)
            let dict: NSDictionary = dictRef as NSDictionary
            let runFont = dict[kCTFontAttributeName as String] as! CTFont
            for runGlyphIndex in 0..<CTRunGetGlyphCount(run) {
                let thisGlyphRange = CFRangeMake(runGlyphIndex, 1)
                var glyph = CGGlyph()
                var position = CGPoint.zero
                CTRunGetGlyphs(run, thisGlyphRange, &glyph)
                CTRunGetPositions(run, thisGlyphRange, &position)
                if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                    let t = CGAffineTransform(translationX: position.x, y: position.y)
                    letters.addPath(letter, transform: t)
                }
            }
        }
        return letters
    }

    @Test("glyph outlines: the letters' path spans the line, y up from the baseline")
    func glyphOutlines() throws {
        let path = Self.lettersPath("Hello", size: 72)
        let box = path.boundingBox
        let font = CTFontCreateWithName(Self.fontName as CFString, 72, nil)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello", attributes: [NSAttributedString.Key(kCTFontAttributeName): font]))
        let width = CTLineGetTypographicBounds(line, nil, nil, nil)
        #expect(box.minX >= 0 && box.minX < 10 && abs(Double(box.maxX) - width) < 12, "\(box) against a line \(width) wide")
        #expect(box.minY > -2 && box.minY < 2, "the letters sit on the baseline (y up): \(box)")
        #expect(box.maxY > 45 && box.maxY <= CTFontGetAscent(font) + 1, "capitals reach up: \(box)")
        // The path drives a stroke animation as on iOS.
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(cgPath: path).cgPath
        shape.strokeEnd = 0
        #expect(shape.path?.boundingBox == box)
    }

    @Test("a line's runs: one per style, glyphs and positions, string ranges and typographic bounds")
    func runs() throws {
        let big = CTFontCreateWithName(Self.fontName as CFString, 30, nil)
        let text = NSMutableAttributedString(string: "ab", attributes: [NSAttributedString.Key(kCTFontAttributeName): big])
        text.append(NSAttributedString(string: "cd", attributes: [NSAttributedString.Key(kCTForegroundColorAttributeName): UIColor.red.cgColor]))
        let line = CTLineCreateWithAttributedString(text)
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        #expect(runs.count == 2 && CTLineGetGlyphCount(line) == 4)
        #expect(CTRunGetStringRange(runs[1]) == CFRangeMake(2, 2))
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        #expect(abs(ascent - CTFontGetAscent(big)) < 0.001, "the tallest run's ascent")
        let second = (CTRunGetAttributes(runs[1]) as NSDictionary)[kCTFontAttributeName as String] as? CTFont
        #expect(second.map(CTFontGetSize) == 12, "Core Text's default size where a run names no font")
        var positions = [CGPoint](repeating: .zero, count: 2)
        CTRunGetPositions(runs[1], CFRangeMake(0, 0), &positions)
        let firstWidth = CTRunGetTypographicBounds(runs[0], CFRangeMake(0, 0), nil, nil, nil)
        #expect(abs(Double(positions[0].x) - firstWidth) < 0.001 && positions[1].x > positions[0].x)
        #expect(abs(width - firstWidth - CTRunGetTypographicBounds(runs[1], CFRangeMake(0, 0), nil, nil, nil)) < 0.001)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: positions[1].x + 1, y: 0)) == 3)
        #expect(abs(CTLineGetOffsetForStringIndex(line, 2, nil) - positions[0].x) < 0.001)
    }

    @Test("glyphs for characters and their advances")
    func glyphsAndAdvances() {
        let font = CTFontCreateWithName(Self.fontName as CFString, 20, nil)
        var characters: [UniChar] = Array("AV".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(font, &characters, &glyphs, 2))
        #expect(glyphs[0] != 0 && glyphs[1] != 0 && glyphs[0] != glyphs[1])
        var advances = [CGSize](repeating: .zero, count: 2)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, &glyphs, &advances, 2)
        #expect(total > 20 && abs(total - Double(advances[0].width + advances[1].width)) < 1e-9)
        #expect(CTFontGetSize(CTFontCreateWithName(Self.fontName as CFString, 0, nil)) == 12, "size 0 means 12")
    }

    @Test("CTLineDraw in a flipped UIKit context draws the text upright at the text position")
    func lineDraw() throws {
        let font = CTFontCreateWithName(Self.fontName as CFString, 40, nil)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "T", attributes: [
            NSAttributedString.Key(kCTFontAttributeName): font,
            NSAttributedString.Key(kCTForegroundColorAttributeName): UIColor.blue.cgColor]))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { context in
            let ctx = context.cgContext
            ctx.translateBy(x: 0, y: 60)
            ctx.scaleBy(x: 1, y: -1)
            ctx.textPosition = CGPoint(x: 5, y: 10)   // the baseline 10 points above the bottom
            CTLineDraw(line, ctx)
        }.cgImage!
        // A "T": its bar is at the top of the glyph, near the cap height above the baseline.
        // (Rows and columns in points: the renderer draws at the screen's scale.)
        let scale = image.width / 60
        func inked(_ x: Int, _ y: Int) -> Bool {
            let i = (y * scale) * image.bytesPerRow + (x * scale) * 4
            return image.pixelData[i + 2] > 128 && image.pixelData[i + 3] > 128
        }
        let stemX = 5 + Int(CTLineGetTypographicBounds(line, nil, nil, nil) / 2)
        let rows = (0..<60).filter { inked(stemX, $0) }
        #expect(!rows.isEmpty && rows.max()! <= 50 && rows.max()! >= 47, "the stem ends at the baseline (y 50 from the top): \(rows)")
        let bar = (0..<60).filter { inked($0, (rows.min() ?? 0) + 1) }.count
        #expect(bar > 15, "the bar of the T is at the top: upright, not upside down")
    }

    @Test("a framesetter wraps lines in the frame's box, top down, and stops at its bottom")
    func framesetter() throws {
        let font = CTFontCreateWithName(Self.fontName as CFString, 16, nil)
        let text = NSAttributedString(string: "one two three four five six seven eight",
                                      attributes: [NSAttributedString.Key(kCTFontAttributeName): font])
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 300), transform: nil), nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count >= 3)
        #expect(lines.allSatisfy { CTLineGetTypographicBounds($0, nil, nil, nil) <= 100 })
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        #expect(abs(origins[0].y - (300 - CTFontGetAscent(font))) < 0.001, "the first baseline one ascent below the top")
        #expect(zip(origins, origins.dropFirst()).allSatisfy { $0.y > $1.y }, "then downwards")
        #expect(CTFrameGetVisibleStringRange(frame) == CFRangeMake(0, text.length))
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil, CGSize(width: 100, height: 25), &fit)
        #expect(size.width <= 100 && size.height < 25 && fit.length < text.length && fit.length > 0, "one line fits: \(size) \(fit)")
        let unbounded = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil,
                                                                     CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), nil)
        #expect(unbounded.height < 25 && unbounded.width > 200, "one line when nothing limits it: \(unbounded)")
        // Drawn in a flipped context (as iOS code does), the text starts at the top left.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 300)).image { context in
            context.cgContext.translateBy(x: 0, y: 300)
            context.cgContext.scaleBy(x: 1, y: -1)
            CTFrameDraw(frame, context.cgContext)
        }.cgImage!
        let scale = image.width / 100
        func inkedRow(_ y: Int) -> Bool {
            (0..<100).contains { image.pixelData[(y * scale) * image.bytesPerRow + ($0 * scale) * 4 + 3] > 128 }
        }
        #expect((0..<20).contains(where: inkedRow), "the first line at the top")
        #expect(!(200..<300).contains(where: inkedRow), "nothing near the bottom")
    }

    @Test("a CTFont is a CATextLayer's font and a run's font in attributed text")
    func textLayerFont() {
        let font = CTFontCreateWithName("DejaVu Serif" as CFString, 20, nil)
        let layer = CATextLayer()
        layer.font = font
        #expect(layer.font as? String == "DejaVu Serif", "the font's size is ignored, as Apple documents")
    }

    @Test("bad input: out-of-range indices and non-finite positions do nothing")
    func badInput() {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "x"))
        #expect(CFArrayGetValueAtIndex(CTLineGetGlyphRuns(line), 5) == nil)
        let empty = CTLineCreateWithAttributedString(NSAttributedString(string: ""))
        #expect(CTLineGetGlyphCount(empty) == 0 && CTLineGetTypographicBounds(empty, nil, nil, nil) == 0)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            context.cgContext.textPosition = CGPoint(x: CGFloat.nan, y: 0)
            CTLineDraw(line, context.cgContext)
        }
        var glyph = CGGlyph()
        CTRunGetGlyphs((CTLineGetGlyphRuns(line) as! [CTRun])[0], CFRangeMake(7, 3), &glyph)   // past the end: nothing copied
        #expect(glyph == 0)
    }
}
