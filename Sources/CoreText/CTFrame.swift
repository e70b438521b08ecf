import Foundation
import StrataGraphics

/// Lines laid out in a shape (Apple: CTFrame): in its bounding box, from the top, y up.
public final class CTFrame: NSObject, @unchecked Sendable {
    let path: CGPath
    let lines: [CTLine]
    /// Each line's origin relative to the box's origin (y up: the first line is at the top).
    let origins: [CGPoint]
    let visibleRange: CFRange
    let usedHeight: CGFloat

    init(framesetter: CTFramesetter, range: CFRange, path: CGPath) {
        self.path = path
        let box = path.boundingBox.isNull ? .zero : path.boundingBox
        var lines: [CTLine] = [], origins: [CGPoint] = []
        var top: CGFloat = 0
        let laidOut = framesetter.lines(in: range, width: box.width)
        for line in laidOut {
            let height = line.ascent + line.descent + line.leading
            // A line that does not fit below the last is not in the frame.
            if top + line.ascent + line.descent > box.height + 0.001 { break }
            origins.append(CGPoint(x: 0, y: box.height - top - line.ascent))
            lines.append(line)
            top += height
        }
        self.lines = lines
        self.origins = origins
        usedHeight = lines.isEmpty ? 0 : top - (lines.last.map { $0.leading } ?? 0)
        let start = lines.first?.stringRange.location ?? clamp(range, framesetter.string.length).start
        let end = lines.last.map { $0.stringRange.location + $0.stringRange.length } ?? start
        // The visible range runs to the end of the last line's paragraph break, if any.
        let full = clamp(range, framesetter.string.length)
        let visibleEnd = lines.count == laidOut.count ? full.start + full.count : end
        visibleRange = CFRange(location: start, length: max(0, visibleEnd - start))
    }
}

/// The frame's lines (Apple: CTFrameGetLines), CTLines in an array.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines as NSArray }

/// Copies the origins of the lines of `range` (length 0: all) into `origins`, relative to the
/// frame's box, y up (Apple: CTFrameGetLineOrigins).
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let (start, count) = clamp(range, frame.origins.count)
    for i in 0..<count { origins[i] = frame.origins[start + i] }
}

/// The characters that fit in the frame (Apple: CTFrameGetVisibleStringRange).
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }

/// The shape the frame was laid out in (Apple: CTFrameGetPath).
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// Draws the frame's lines, each at its origin in the box, in a y-up user space (Apple:
/// CTFrameDraw). In UIKit's y-down contexts, flip first, as on iOS. The text position is left
/// where it was.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let box = frame.path.boundingBox.isNull ? .zero : frame.path.boundingBox
    let saved = context.textMatrix
    for (line, origin) in zip(frame.lines, frame.origins) {
        context.textMatrix = .identity
        context.textPosition = CGPoint(x: box.minX + origin.x, y: box.minY + origin.y)
        CTLineDraw(line, context)
    }
    context.textMatrix = saved
}
