import Foundation
import StrataGraphics

/// A run of glyphs in one font and style within a line (Apple: CTRun).
public final class CTRun: NSObject, @unchecked Sendable {
    let font: CTFont
    let color: CGColor
    let glyphs: [CGGlyph]
    /// Each glyph's origin on the line's baseline (y up), from the line's start.
    let positions: [CGPoint]
    let advances: [CGSize]
    /// Each glyph's UTF-16 index in the attributed string.
    let stringIndices: [CFIndex]
    let stringRange: CFRange
    let attributes: NSDictionary
    /// The run's width (its glyphs' advances, kerning included).
    let width: CGFloat

    init(font: CTFont, color: CGColor, run: GlyphRun, kern: CGFloat, x: CGFloat, range: CFRange, attributes: NSDictionary) {
        self.font = font
        self.color = color
        glyphs = run.glyphs
        var positions: [CGPoint] = [], advances: [CGSize] = []
        var shift: CGFloat = 0
        for (i, p) in run.positions.enumerated() {
            positions.append(CGPoint(x: x + p.x + shift, y: p.y))
            advances.append(CGSize(width: run.advances[i].width + kern, height: 0))
            shift += kern
        }
        self.positions = positions
        self.advances = advances
        stringIndices = run.stringIndices.map { $0 + range.location }
        stringRange = range
        self.attributes = attributes
        width = run.advance + shift
    }
}

/// The number of glyphs in the run (Apple: CTRunGetGlyphCount).
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.glyphs.count }

/// The run's attributes (Apple: CTRunGetAttributes), its font always among them as a CTFont
/// under `kCTFontAttributeName`.
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary { run.attributes }

/// The characters the run comes from (Apple: CTRunGetStringRange).
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.stringRange }

/// Copies the glyphs of `range` (length 0: to the end) into `buffer` (Apple: CTRunGetGlyphs).
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    copy(run.glyphs, range, buffer)
}

/// Copies the glyph origins of `range` (relative to the line's origin, y up) into `buffer`
/// (Apple: CTRunGetPositions).
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    copy(run.positions, range, buffer)
}

/// Copies the glyph advances of `range` into `buffer` (Apple: CTRunGetAdvances).
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    copy(run.advances, range, buffer)
}

/// Copies the UTF-16 string index of each glyph of `range` into `buffer` (Apple:
/// CTRunGetStringIndices).
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    copy(run.stringIndices, range, buffer)
}

/// The run's width; its font's ascent, descent and leading through the pointers (Apple:
/// CTRunGetTypographicBounds). `range` of length 0 means the whole run.
public func CTRunGetTypographicBounds(_ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = CTFontGetAscent(run.font)
    descent?.pointee = CTFontGetDescent(run.font)
    leading?.pointee = CTFontGetLeading(run.font)
    let (start, count) = clamp(range, run.glyphs.count)
    return Double(run.advances[start..<start + count].reduce(0) { $0 + $1.width })
}

/// Draws the glyphs of `range` at the context's text position (Apple: CTRunDraw).
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    let (start, count) = clamp(range, run.glyphs.count)
    TextDrawing.draw(runs: [(run, start..<start + count)], in: context)
}

/// `range` within `count` items: length 0 (or past the end) means to the end.
func clamp(_ range: CFRange, _ count: Int) -> (start: Int, count: Int) {
    let start = min(max(0, range.location), count)
    let length = range.length <= 0 ? count - start : min(range.length, count - start)
    return (start, length)
}

private func copy<T>(_ values: [T], _ range: CFRange, _ buffer: UnsafeMutablePointer<T>) {
    let (start, count) = clamp(range, values.count)
    for i in 0..<count { buffer[i] = values[start + i] }
}

/// Core Text's drawing: glyphs upright in a y-up user space, at the text matrix.
enum TextDrawing {
    static func draw(runs: [(CTRun, Range<Int>)], in context: CGContext) {
        context.saveGState()
        context.concatenate(context.textMatrix)
        // Strata's glyph drawing stands glyphs up in a y-down space: flip around the baseline.
        context.scaleBy(x: 1, y: -1)
        for (run, range) in runs where !range.isEmpty {
            let positions = run.positions[range].map { CGPoint(x: $0.x, y: -$0.y) }
            context.drawGlyphs(Array(run.glyphs[range]), at: positions, font: run.font.cgFont, size: run.font.size, color: run.color)
        }
        context.restoreGState()
    }
}
