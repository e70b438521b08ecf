import Foundation
import StrataCore

/// Scrollable, multi-line editable text (Apple: UITextView), a scroll view. Its text wraps at
/// the view's width less `textContainerInset` and the container's `lineFragmentPadding`;
/// `contentSize` grows with it. A tap on an editable view makes it first responder with the
/// caret at the tapped character; typed text and keys then come from the window as for a text
/// field, Return types a newline (asking the delegate's `textView(_:shouldChangeTextIn:...)`
/// with "\n", the idiom for a Done key), up and down move between lines, and the view scrolls
/// to keep the caret in view. With scrolling off it sizes itself to its text in Auto Layout
/// (its intrinsic height), the self-sizing text view idiom.
open class UITextView: UIScrollView, UITextInput, UITextInputTraits, TextInputTarget {
    let textLayer = CATextLayer()
    let caret = TextCaret()
    var editing = TextEditing()
    var layout: TextLines?
    /// Where across the caret stays while it moves up and down (nil after other moves).
    var verticalGoalX: CGFloat?

    /// The text. Default "". Setting it puts the insertion point at its end.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            editing.moveCaret(to: storedText.count, in: storedText)
            textChanged()
        }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    /// The text with its attributes (shown as set until the user edits it).
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: typingAttributes) }
        set {
            text = newValue?.string
            storedAttributedText = newValue
            textChanged()
        }
    }
    /// The font. Default nil, which shows the 12-point system font, as UIKit does.
    open var font: UIFont? { didSet { textChanged() } }
    /// The text colour. Default nil (black).
    open var textColor: UIColor? { didSet { textChanged() } }
    /// The alignment. Default natural (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// Whether the user can edit the text. Default true.
    open var isEditable = true { didSet { if !isEditable { resignFirstResponder() } } }
    /// Whether the user can select the text. Default true.
    open var isSelectable = true
    /// Whether editing may change attributes (kept). Default false.
    open var allowsEditingTextAttributes = false
    /// Whether the text is cleared when typing starts (kept). Default false.
    open var clearsOnInsertion = false
    /// The space between the view's edges and its text container. Default 8 points top and
    /// bottom, none at the sides (the container's padding indents the text 5 points).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// The container the text is laid out in.
    public let textContainer = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
    /// The attributes of typed text: the view's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: shownFont, .foregroundColor: textColor ?? .black] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The kinds of data shown as links (kept: Strata detects none).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Whether the view is first responder, taking typed text.
    private(set) var isEditingText = false
    /// A view shown instead of the keyboard (kept: Strata shows no software keyboard).
    open var inputView: UIView?
    /// A view shown above the keyboard (kept: Strata shows no software keyboard).
    open var inputAccessoryView: UIView?

    // MARK: UITextInputTraits (kept for the code that sets them)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// The delegate: the scroll view's, adopting `UITextViewDelegate` for the text view's
    /// questions (UIKit's text view delegate is its scroll view delegate too).
    open override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set { super.delegate = newValue }
    }
    var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A text view with its own container (the container given is used for its padding and
    /// line settings).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
            self.textContainer.lineBreakMode = textContainer.lineBreakMode
        }
    }

    /// A text view from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .white   // UIKit's text views are opaque white by default
        textContainer.changed = { [weak self] in self?.textChanged() }
        performWithoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            textLayer.isWrapped = true
            layer.addSublayer(textLayer)
            layer.addSublayer(caret.layer)
        }
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.tapped(at: recognizer.location(in: self))
        })
        textChanged()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if layout == nil || textContainer.widthTracksTextView && abs(textContainer.size.width - containerWidth) > 0.01 {
            relayout()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        placeCaret()
    }

    /// With scrolling off, the height of the text at the view's width (the self-sizing idiom);
    /// with scrolling on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: height(forWidth: bounds.width))
    }

    /// The view's size for `size`'s width: as tall as its text there.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: height(forWidth: width))
    }

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }
    open override var isFirstResponder: Bool { isEditingText }

    /// Starts editing (asking the delegate first): the view takes the window's typed text.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditingText else { return true }
        guard isEditable, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        isEditingText = true
        window?.focus(self)
        placeCaret()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Stops editing (asking the delegate first).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingText else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        resignFocus()
        return true
    }

    func resignFocus() {
        guard isEditingText else { return }
        isEditingText = false
        window?.unfocus(self)
        placeCaret()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { resignFocus() }
    }

    /// The selected characters in UTF-16 units (the insertion point when empty).
    open var selectedRange: NSRange {
        get { editing.utf16Selection(in: storedText) }
        set {
            editing.select(utf16: newValue, in: storedText)
            placeCaret()
            textDelegate?.textViewDidChangeSelection(self)
        }
    }

    /// Scrolls so the characters of `range` are in view.
    open func scrollRangeToVisible(_ range: NSRange) {
        var scratch = TextEditing()
        scratch.select(utf16: range, in: storedText)
        scrollRectToVisible(caretRect(at: scratch.selection.upperBound).insetBy(dx: 0, dy: -2), animated: false)
    }

    // MARK: UIKeyInput

    /// Whether the view holds any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` over the selection or at the insertion point (newlines included).
    open func insertText(_ text: String) {
        if let edit = editing.inserting(text, in: storedText) { propose(edit) }
    }

    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() {
        if let edit = editing.deleting(before: 1, after: 0, in: storedText) { propose(edit) }
    }

    /// A key pressed while editing (SCENE.md's key names); true when the view used it.
    func handleKey(_ name: String) -> Bool {
        switch name {
        case "return", "keypad enter": insertText("\n")
        case "backspace": deleteBackward()
        case "delete": if let edit = editing.deleting(before: 0, after: 1, in: storedText) { propose(edit) }
        case "up", "down": moveVertically(by: name == "up" ? -1 : 1)
        default:
            let lines = currentLayout
            guard let caret = editing.caret(afterKey: name, in: storedText,
                                            lineStart: { lines.lines[lines.lineIndex(of: $0)].start },
                                            lineEnd: { lines.lines[lines.lineIndex(of: $0)].end }) else { return false }
            moveSelection(to: caret)
        }
        return true
    }

    /// Moves the caret a line up or down, to the character nearest the place across where
    /// vertical moves started (a short line in between does not pull it to the left).
    private func moveVertically(by lines: Int) {
        let layout = currentLayout
        let caret = editing.selection.lowerBound
        let goal = verticalGoalX ?? layout.x(of: caret)
        let line = layout.lineIndex(of: caret) + lines
        let target = line < 0 ? 0 : line >= layout.lines.count ? storedText.count
            : layout.offset(onLine: line, nearestX: goal)
        moveSelection(to: target)
        verticalGoalX = goal
    }

    private func moveSelection(to offset: Int) {
        verticalGoalX = nil
        editing.moveCaret(to: offset, in: storedText)
        placeCaret(scrolling: true)
        textDelegate?.textViewDidChangeSelection(self)
    }

    private func tapped(at point: CGPoint) {
        guard isEditable || isSelectable else { return }
        if isEditable, !becomeFirstResponder() { return }
        let layout = currentLayout
        let lineHeight = shownFont.lineHeight
        let index = Int(saturating: ((point.y - textContainerInset.top) / max(lineHeight, 1)).rounded(.down),
                        in: 0...max(0, layout.lines.count - 1))
        moveSelection(to: layout.offset(onLine: index, nearestX: point.x - textOrigin.x - lineStartX(index)))
    }

    /// Asks the delegate about a change the user made, then applies it and tells it.
    private func propose(_ edit: TextEditing.Edit) {
        guard textDelegate?.textView(self, shouldChangeTextIn: edit.range, replacementText: edit.replacement) ?? true
        else { return }
        storedText = edit.result
        storedAttributedText = nil
        editing.moveCaret(to: edit.caret, in: storedText)
        verticalGoalX = nil
        textChanged(scrolling: true)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        textDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: UITextInput

    /// The selection, or the insertion point as an empty range (UTF-16 positions).
    open var selectedTextRange: UITextRange? {
        get {
            let range = selectedRange
            return UITextRange(range.location, range.location + range.length)
        }
        set { if let newValue { selectedRange = newValue.nsRange } }
    }
    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: storedText.utf16.count) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(from: fromPosition, to: toPosition, in: storedText)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, in: storedText)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextPositions.compare(position, other)
    }
    open func text(in range: UITextRange) -> String? { TextPositions.text(in: range, of: storedText) }
    /// Replaces the text in `range` with `text` (no delegate question, as UIKit's).
    open func replace(_ range: UITextRange, withText text: String) {
        var scratch = TextEditing()
        scratch.select(utf16: range.nsRange, in: storedText)
        guard let edit = scratch.inserting(text, in: storedText) else { return }
        storedText = edit.result
        storedAttributedText = nil
        editing.moveCaret(to: edit.caret, in: storedText)
        textChanged(scrolling: true)
    }

    /// The string drawn: the attributed text when it was set, else the text.
    var shownString: Any { storedAttributedText.map { $0 as Any } ?? storedText }
}

/// The kinds of data a text view could turn into links (Apple: UIDataDetectorTypes).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
