import Foundation
import StrataGraphics

/// One line of text: its runs of glyphs, shaped by HarfBuzz in each run's font (Apple: CTLine).
public final class CTLine: NSObject, @unchecked Sendable {
    let runs: [CTRun]
    let stringRange: CFRange
    let width: CGFloat
    let ascent: CGFloat
    let descent: CGFloat
    let leading: CGFloat

    /// `string`'s characters in `range` (UTF-16) laid out as one line.
    init(_ string: NSAttributedString, range: NSRange) {
        var runs: [CTRun] = []
        var x: CGFloat = 0
        let whole = string.string as NSString
        if range.length > 0 {
            string.enumerateAttributes(in: range, options: []) { attributes, runRange, _ in
                let style = RunStyle(attributes)
                let text = whole.substring(with: runRange).replacingOccurrences(of: "\n", with: " ")
                var runAttributes = attributes
                runAttributes[NSAttributedString.Key(kCTFontAttributeName)] = style.font
                let shaped = style.font.cgFont.glyphRun(text, atSize: style.font.size)
                let run = CTRun(font: style.font, color: style.color, run: shaped, kern: style.kern, x: x,
                                range: CFRange(location: runRange.location, length: runRange.length),
                                attributes: NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: runAttributes.map { ($0.key.rawValue, $0.value) })))
                runs.append(run)
                x += run.width
            }
        }
        self.runs = runs
        stringRange = CFRange(location: range.location, length: range.length)
        width = x
        let fonts = runs.isEmpty ? [CTFont.defaultFont].compactMap { $0 } : runs.map(\.font)
        ascent = fonts.map(CTFontGetAscent).max() ?? 0
        descent = fonts.map(CTFontGetDescent).max() ?? 0
        leading = fonts.map(CTFontGetLeading).max() ?? 0
    }
}

/// What a run's attributes say, with Core Text's defaults: Helvetica 12, black, no kerning.
struct RunStyle {
    var font: CTFont
    var color: CGColor
    var kern: CGFloat = 0

    init(_ attributes: [NSAttributedString.Key: Any]) {
        let fontValue = attributes[NSAttributedString.Key(kCTFontAttributeName)]
        if let font = fontValue as? CTFont {
            self.font = font
        } else if let named = fontValue as? _CATextLayerFont {
            font = CTFontCreateWithName(named._fontNameForTextLayer as CFString, named._fontSizeForTextLayer, nil)
        } else {
            font = CTFontCreateWithName("Helvetica", 12, nil)
        }
        let colorValue = attributes[NSAttributedString.Key(kCTForegroundColorAttributeName)] ?? attributes[NSAttributedString.Key("NSColor")]
        color = colorValue.flatMap(TextAttributeValue.color) ?? CGColor(gray: 0, alpha: 1)
        if let kern = attributes[NSAttributedString.Key(kCTKernAttributeName)].flatMap({ TextAttributeValue.number($0) }), kern.isFinite {
            self.kern = kern
        }
    }
}

/// The whole string as one line (Apple: CTLineCreateWithAttributedString); newlines are
/// laid out as spaces.
public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
    CTLine(string, range: NSRange(location: 0, length: string.length))
}

/// The line's runs (Apple: CTLineGetGlyphRuns), CTRuns in an array.
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray { line.runs as NSArray }

/// The number of glyphs in the line (Apple: CTLineGetGlyphCount).
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.runs.reduce(0) { $0 + $1.glyphs.count } }

/// The characters the line holds (Apple: CTLineGetStringRange).
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.stringRange }

/// The line's width, and the largest ascent, descent and leading of its runs' fonts
/// through the pointers (Apple: CTLineGetTypographicBounds).
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = line.leading
    return Double(line.width)
}

/// The line's bounds relative to its origin, y up (Apple: CTLineGetImageBounds). Strata gives
/// the typographic box (from the descent to the ascent), not the glyphs' ink.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    CGRect(x: 0, y: -line.descent, width: line.width, height: line.ascent + line.descent)
}

/// Draws the line with its origin at the context's text position, glyphs upright in a y-up
/// user space, each run in its colour (Apple: CTLineDraw). In UIKit's y-down contexts, flip
/// first (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`), as on iOS.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    TextDrawing.draw(runs: line.runs.map { ($0, 0..<$0.glyphs.count) }, in: context)
}

/// The x offset of the character at `charIndex` from the line's origin (Apple:
/// CTLineGetOffsetForStringIndex); the line's width past its end.
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    var offset = line.width
    for run in line.runs {
        if let i = run.stringIndices.firstIndex(where: { $0 >= charIndex }) {
            offset = run.positions[i].x
            break
        }
    }
    secondaryOffset?.pointee = offset
    return offset
}

/// The index of the character nearest `position` on the line (Apple:
/// CTLineGetStringIndexForPosition).
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    for run in line.runs {
        for (i, p) in run.positions.enumerated() where position.x < p.x + run.advances[i].width / 2 {
            return run.stringIndices[i]
        }
    }
    return line.stringRange.location + line.stringRange.length
}

/// How far to move the pen to flush the line in `flushWidth`: 0 left, 0.5 centred, 1 right
/// (Apple: CTLineGetPenOffsetForFlush).
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let factor = flushFactor.isFinite ? min(max(flushFactor, 0), 1) : 0
    return max(0, (flushWidth - Double(line.width)) * Double(factor))
}
