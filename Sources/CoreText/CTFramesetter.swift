import Foundation
import StrataGraphics

/// Lays out an attributed string in frames (Apple: CTFramesetter).
public final class CTFramesetter: NSObject, @unchecked Sendable {
    let string: NSAttributedString

    init(_ string: NSAttributedString) {
        self.string = NSAttributedString(attributedString: string)
    }

    /// `range` broken into lines no wider than `width`: at newlines, and at spaces (between
    /// characters within a word too long for a line); each line is shaped once it is chosen.
    func lines(in range: CFRange, width: CGFloat) -> [CTLine] {
        let text = string.string as NSString
        let (start, count) = clamp(range, string.length)
        var lines: [CTLine] = []
        var lineStart = start
        let end = start + count
        func fits(_ upTo: Int) -> Bool {
            CTLine(string, range: NSRange(location: lineStart, length: upTo - lineStart)).width <= width
        }
        while lineStart < end {
            // The paragraph's end, or the string's.
            let newline = text.rangeOfCharacter(from: .newlines, options: [], range: NSRange(location: lineStart, length: end - lineStart))
            let paragraphEnd = newline.location == NSNotFound ? end : newline.location
            var lineEnd = paragraphEnd
            if !fits(paragraphEnd) {
                // The last space that keeps the line within the width, else characters.
                var breakAt = lineStart
                var i = lineStart
                while i < paragraphEnd {
                    if text.character(at: i) == 0x20 {
                        if fits(i) { breakAt = i } else { break }
                    }
                    i += 1
                }
                if breakAt > lineStart {
                    lineEnd = breakAt
                } else {
                    lineEnd = lineStart + 1
                    while lineEnd < paragraphEnd && fits(lineEnd + 1) { lineEnd += 1 }
                }
            }
            lines.append(CTLine(string, range: NSRange(location: lineStart, length: lineEnd - lineStart)))
            // Skip the space or newline the line broke at.
            lineStart = lineEnd < end && (lineEnd == paragraphEnd || text.character(at: lineEnd) == 0x20) ? lineEnd + 1 : lineEnd
            if lineEnd == paragraphEnd && newline.location != NSNotFound && lineStart == end {
                lines.append(CTLine(string, range: NSRange(location: end, length: 0)))   // a trailing newline's empty line
            }
        }
        return lines
    }
}

/// A framesetter for `string` (Apple: CTFramesetterCreateWithAttributedString); it keeps a copy.
public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string)
}

/// Lays out `stringRange` (length 0: the whole string) in `path`'s bounding box (Apple:
/// CTFramesetterCreateFrame): lines wrap at its width and stop at its bottom. `frameAttributes`
/// are ignored.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    CTFrame(framesetter: framesetter, range: stringRange, path: path)
}

/// The size the text of `stringRange` takes within `constraints` (Apple:
/// CTFramesetterSuggestFrameSizeWithConstraints): the widest line by the lines that fit;
/// `fitRange` gets the characters that fit. Use `CGFloat.greatestFiniteMagnitude` for no limit.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let width = constraints.width > 0 && !constraints.width.isNaN ? constraints.width : .greatestFiniteMagnitude
    let height = constraints.height > 0 && !constraints.height.isNaN ? constraints.height : .greatestFiniteMagnitude
    let frame = CTFrame(framesetter: framesetter, range: stringRange,
                        path: CGPath(rect: CGRect(x: 0, y: 0, width: min(width, 1e7), height: min(height, 1e7)), transform: nil))
    fitRange?.pointee = frame.visibleRange
    let widest = frame.lines.map(\.width).max() ?? 0
    return CGSize(width: widest, height: frame.usedHeight)
}
