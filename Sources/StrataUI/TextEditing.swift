import Foundation

/// The text a field or text view edits and its selection, in characters (a collapsed
/// selection is the insertion point). Edits are worked out here and applied by the view once
/// its delegate agrees, so UITextField and UITextView type, delete and move the same way.
struct TextEditing {
    /// The selected characters, as offsets from the start (empty: the insertion point).
    private(set) var selection: Range<Int> = 0..<0

    /// One change: the characters it replaces, in UTF-16 (as UIKit's delegates get them), the
    /// text after it and where the insertion point goes.
    struct Edit {
        let range: NSRange
        let replacement: String
        let result: String
        let caret: Int
    }

    /// Puts the selection at `range` (characters), clamped to `text`.
    mutating func select(_ range: Range<Int>, in text: String) {
        let count = text.count
        let lower = min(max(range.lowerBound, 0), count)
        selection = lower..<min(max(range.upperBound, lower), count)
    }

    /// Puts the insertion point at `offset` (characters), clamped to `text`.
    mutating func moveCaret(to offset: Int, in text: String) { select(offset..<offset, in: text) }

    /// Selects the characters of a UTF-16 `range` of `text` (UIKit's `selectedRange`); a range
    /// outside the text or inside a character is clamped to whole characters.
    mutating func select(utf16 range: NSRange, in text: String) {
        let units = text.utf16.count
        guard range.location != NSNotFound else { return moveCaret(to: text.count, in: text) }
        let location = min(max(range.location, 0), units)
        let end = location + min(max(range.length, 0), units - location)
        let start = String.Index(utf16Offset: location, in: text), finish = String.Index(utf16Offset: end, in: text)
        // String rounds an index inside a character down to the character's start.
        let lower = text.distance(from: text.startIndex, to: start)
        let upper = text.distance(from: text.startIndex, to: finish) + (finish.samePosition(in: text) == nil ? 1 : 0)
        select(lower..<max(lower, upper), in: text)
    }

    /// The selection in UTF-16 units of `text` (UIKit's `selectedRange`).
    func utf16Selection(in text: String) -> NSRange {
        NSRange(index(selection.lowerBound, in: text)..<index(selection.upperBound, in: text), in: text)
    }

    /// Typing `string`: it replaces the selection, or goes in at the insertion point.
    func inserting(_ string: String, in text: String) -> Edit? {
        replacing(selection, with: string, in: text)
    }

    /// Deleting backward (`before` 1) or forward (`after` 1): the selection when there is one,
    /// else the character on that side of the insertion point. Nil when there is none.
    func deleting(before: Int, after: Int, in text: String) -> Edit? {
        guard selection.isEmpty else { return replacing(selection, with: "", in: text) }
        let caret = selection.lowerBound
        guard caret - before >= 0, caret + after <= text.count, before + after > 0 else { return nil }
        return replacing((caret - before)..<(caret + after), with: "", in: text)
    }

    /// Replacing the characters `range` of `text` with `string`.
    func replacing(_ range: Range<Int>, with string: String, in text: String) -> Edit? {
        let count = text.count
        guard range.lowerBound >= 0, range.upperBound <= count, !(range.isEmpty && string.isEmpty) else { return nil }
        let start = index(range.lowerBound, in: text), end = index(range.upperBound, in: text)
        var result = text
        result.replaceSubrange(start..<end, with: string)
        return Edit(range: NSRange(start..<end, in: text), replacement: string, result: result,
                    caret: range.lowerBound + string.count)
    }

    /// The caret moved by a key (left, right, line start and end); nil for other keys.
    /// `lineStart`/`lineEnd` give the line around an offset (a field's one line: 0 and count).
    func caret(afterKey name: String, in text: String, lineStart: (Int) -> Int, lineEnd: (Int) -> Int) -> Int? {
        let caret = selection.lowerBound, count = text.count
        switch name {
        case "left": return selection.isEmpty ? max(0, caret - 1) : selection.lowerBound
        case "right": return selection.isEmpty ? min(count, caret + 1) : selection.upperBound
        case "home": return lineStart(caret)
        case "end": return lineEnd(selection.upperBound)
        default: return nil
        }
    }

    private func index(_ offset: Int, in text: String) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(offset, 0), text.count))
    }
}
