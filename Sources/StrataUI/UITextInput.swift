import Foundation

/// A place in a text-entry view's text (Apple: UITextPosition), as an offset in UTF-16 units
/// from the start, as UIKit's text views count.
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// A span of a text-entry view's text between two positions (Apple: UITextRange).
open class UITextRange: NSObject {
    /// Where the range starts.
    open var start: UITextPosition { lower }
    /// Where the range ends.
    open var end: UITextPosition { upper }
    /// Whether the range holds no characters (an insertion point).
    open var isEmpty: Bool { lower.offset == upper.offset }
    private let lower: UITextPosition, upper: UITextPosition

    init(_ lower: Int, _ upper: Int) {
        self.lower = UITextPosition(offset: min(lower, upper))
        self.upper = UITextPosition(offset: max(lower, upper))
    }

    var nsRange: NSRange { NSRange(location: lower.offset, length: upper.offset - lower.offset) }
}

/// The positions, ranges and selection of a text-entry view (Apple: UITextInput): what input
/// formatting code reads and sets — the selected range as positions, offsets between them, the
/// text in a range and its replacement. Positions count UTF-16 units. Strata has no marked
/// (composing) text: `markedTextRange` is nil.
public protocol UITextInput: UIKeyInput {
    /// The selection, or the insertion point as an empty range; nil when not editable.
    var selectedTextRange: UITextRange? { get set }
    /// The composing text of an input method; always nil in Strata.
    var markedTextRange: UITextRange? { get }
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The UTF-16 units from one position to another (negative backwards).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
}

/// The UITextInput arithmetic UITextField and UITextView share, on their text's UTF-16 units.
enum TextPositions {
    static func range(from: UITextPosition, to: UITextPosition, in text: String) -> UITextRange? {
        let count = text.utf16.count
        guard (0...count).contains(from.offset), (0...count).contains(to.offset) else { return nil }
        return UITextRange(from.offset, to.offset)
    }

    static func position(from position: UITextPosition, offset: Int, in text: String) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...text.utf16.count).contains(target) else { return nil }
        return UITextPosition(offset: target)
    }

    static func compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        a.offset < b.offset ? .orderedAscending : a.offset > b.offset ? .orderedDescending : .orderedSame
    }

    static func text(in range: UITextRange, of text: String) -> String? {
        guard range.start.offset >= 0, range.end.offset <= text.utf16.count else { return nil }
        return (text as NSString).substring(with: range.nsRange)
    }
}
