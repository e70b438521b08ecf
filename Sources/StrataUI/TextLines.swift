import Foundation
import StrataCore

/// A text view's text broken into lines as its text layer draws it (at newlines, and at
/// spaces to fit the width), with where each line starts in the text, so the caret can be
/// placed on a line and moved between lines.
struct TextLines {
    struct Line {
        /// The offset of the line's first character in the text.
        let start: Int
        /// The characters drawn on the line.
        let text: String
        var end: Int { start + text.count }
    }

    let lines: [Line]
    let font: UIFont
    /// The width the lines were broken at.
    let width: CGFloat

    /// `text` laid out in `width` points with `font`. An empty text is one empty line.
    init(_ text: String, font: UIFont, width: CGFloat) {
        self.font = font
        self.width = width
        let drawn = text.isEmpty ? [] : CATextLayer.wrappedLines(of: text, fontName: font.fontName, size: font.pointSize,
                                                                 width: max(0, width))
        var result: [Line] = [], offset = 0
        let characters = Array(text)
        for line in drawn {
            result.append(Line(start: offset, text: line))
            offset += line.count
            // The character the break consumed: a newline, or the space a wrap broke at.
            if offset < characters.count, characters[offset] == "\n" || characters[offset] == " " { offset += 1 }
        }
        // A text ending in a newline has an empty last line for the caret.
        if result.isEmpty || text.last == "\n" { result.append(Line(start: text.count, text: "")) }
        lines = result
    }

    /// The line holding the caret at `offset` (the next line's start belongs to it).
    func lineIndex(of offset: Int) -> Int {
        var index = 0
        for (i, line) in lines.enumerated() where line.start <= offset { index = i }
        return index
    }

    /// The caret's x in its line, from the line's start.
    func x(of offset: Int) -> CGFloat {
        let line = lines[lineIndex(of: offset)]
        return font.width(of: String(line.text.prefix(max(0, offset - line.start))))
    }

    /// The offset on line `index` whose caret x is nearest `x`.
    func offset(onLine index: Int, nearestX x: CGFloat) -> Int {
        let line = lines[min(max(index, 0), lines.count - 1)]
        var best = line.start, bestDistance = CGFloat.infinity, prefix = ""
        for (i, character) in ([nil] + line.text.map { Optional($0) }).enumerated() {
            if let character { prefix.append(character) }
            let distance = abs(font.width(of: prefix) - x)
            if distance < bestDistance { best = line.start + i; bestDistance = distance }
        }
        return best
    }
}
