import Foundation
import StrataCore

/// Text input (Apple: UIKeyInput): what keyboard input is sent to.
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// A single line of editable text (Apple: UITextField), a control. A tap makes it first
/// responder; the window then sends it the host's text input and keys
/// (`UIWindow.deliver(text:)`, `deliver(key:)`): typed text replaces the selection or goes in at
/// the insertion point, Backspace and Delete remove a character, the arrows, Home and End move
/// the insertion point (a blinking caret in the tint colour), and Return asks the delegate's
/// `textFieldShouldReturn(_:)`. As in UIKit, each change the user makes asks the delegate, sends
/// `.editingChanged` and posts `textDidChangeNotification`; setting `text` in code does none of
/// these. Text longer than the field scrolls to keep the caret in view.
open class UITextField: UIControl, UITextInput, UITextInputTraits, TextInputTarget {
    let border = CALayer()
    let textClip = CALayer()
    let textLayer = CATextLayer()
    let caret = TextCaret()
    var editing = TextEditing()
    var clearButton: UIView?

    /// The text. Default "" (UIKit returns an empty string, not nil). Setting it puts the
    /// insertion point at its end.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            editing.moveCaret(to: storedText.count, in: storedText)
            setNeedsLayout()
            refresh()
        }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    /// The text with its attributes. Setting it sets `text` to its string and shows its
    /// attributes until the text is edited.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set {
            text = newValue?.string
            storedAttributedText = newValue
            refresh()
        }
    }
    /// Shown in gray while the text is empty. Default nil.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) }; refresh() }
    }
    /// The placeholder with its attributes (a colour of its own, for instance).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue; refresh() }
    }
    private var storedPlaceholder: NSAttributedString?
    /// The font. Default the 17-point system font.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { refresh() } }
    /// The text colour. Default black.
    open var textColor: UIColor? = .black { didSet { refresh() } }
    /// The alignment. Default natural (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { refresh() } }
    /// The frame drawn around the field. Default none.
    open var borderStyle: BorderStyle = .none { didSet { setNeedsLayout(); refresh() } }
    /// The attributes of text typed or set as plain `text`: its font and colour.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .black] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The attributes for text typed next; nil while not editing (kept, as UIKit's).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the text shrinks (down to `minimumFontSize`) to fit the field's width.
    open var adjustsFontSizeToFitWidth = false { didSet { refresh() } }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks to. Default 0 (UIKit keeps 14
    /// as the least it draws).
    open var minimumFontSize: CGFloat = 0 { didSet { refresh() } }
    /// Whether starting to edit empties the field. Default false.
    open var clearsOnBeginEditing = false
    /// Whether typing replaces the whole text (Apple: clearsOnInsertion). Default false.
    open var clearsOnInsertion = false
    /// Whether editing may change attributes (kept). Default false.
    open var allowsEditingTextAttributes = false
    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited.
    open private(set) var isEditing = false
    /// The view shown at the left edge, when `leftViewMode` says.
    open var leftView: UIView? { didSet { replaceOverlay(oldValue, with: leftView) } }
    /// When the left view shows. Default never.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The view shown at the right edge, when `rightViewMode` says.
    open var rightView: UIView? { didSet { replaceOverlay(oldValue, with: rightView) } }
    /// When the right view shows. Default never.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When the clear button (a gray circled ×, which empties the field) shows. Default never.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
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
    /// Whether the text is hidden as it is typed (passwords): shown as one bullet a character.
    /// Default false.
    open var isSecureTextEntry = false { didSet { refresh() } }
    open var textContentType: UITextContentType!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A field from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        performWithoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            textClip.masksToBounds = true
            textClip.addSublayer(textLayer)
            textClip.addSublayer(caret.layer)
            layer.addSublayer(border)
            layer.addSublayer(textClip)
        }
        refresh()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
        refresh()
    }

    override var sendsPrimaryActionOnTouchUp: Bool { false }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    // MARK: Drawing and positioning overrides (subclasses pad the text by overriding these)

    /// The border's rectangle. Default: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the text is drawn in: the bounds less the overlay views shown and the
    /// border style's margin.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in. Default: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the text is edited in. Default: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle: 19 points square at the right edge (left of a right view).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(leftView, atLeft: true, in: bounds) }
    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(rightView, atLeft: false, in: bounds) }
    /// A field is as tall as its font's line and border margin, as wide as its text.
    open override var intrinsicContentSize: CGSize { defaultIntrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { defaultIntrinsicSize }

    /// The string shown: the text (bullets when secure) or the placeholder.
    var shownText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var isFirstResponder: Bool { isEditing }

    /// Starts editing (asking the delegate first) and takes keys and text; sends
    /// `.editingDidBegin` and posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        if clearsOnBeginEditing { text = "" }
        isEditing = true
        editing.moveCaret(to: storedText.count, in: storedText)
        window?.focus(self)
        setNeedsLayout()
        refresh()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Stops editing (asking the delegate first).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        endEditing(reason: .committed)
        return true
    }

    func resignFocus() { endEditing(reason: .committed) }

    private func endEditing(reason: DidEndEditingReason) {
        guard isEditing else { return }
        isEditing = false
        window?.unfocus(self)
        setNeedsLayout()
        refresh()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isEditing { endEditing(reason: .cancelled) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first, let clearButton, !clearButton.isHidden,
           clearButton.bounds.contains(touch.location(in: clearButton)) {
            clearTapped()
        } else {
            becomeFirstResponder()
        }
    }

    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        if let edit = editing.replacing(0..<storedText.count, with: "", in: storedText) { apply(edit) }
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` over the selection or at the insertion point; a newline presses Return
    /// instead of inserting (a single-line field has no line breaks).
    open func insertText(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if part.offset > 0 { pressReturn() }
            if clearsOnInsertion, !part.element.isEmpty {
                if let edit = editing.replacing(0..<storedText.count, with: String(part.element), in: storedText) { propose(edit) }
            } else if let edit = editing.inserting(String(part.element), in: storedText) {
                propose(edit)
            }
        }
    }

    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() {
        if let edit = editing.deleting(before: 1, after: 0, in: storedText) { propose(edit) }
    }

    /// A key pressed while the field edits (SCENE.md's key names); true when the field used it.
    func handleKey(_ name: String) -> Bool {
        switch name {
        case "return", "keypad enter": pressReturn()
        case "backspace": deleteBackward()
        case "delete": if let edit = editing.deleting(before: 0, after: 1, in: storedText) { propose(edit) }
        default:
            let count = storedText.count
            let key = name == "up" ? "home" : name == "down" ? "end" : name
            guard let caret = editing.caret(afterKey: key, in: storedText, lineStart: { _ in 0 }, lineEnd: { _ in count })
            else { return false }
            moveSelection(to: caret..<caret)
        }
        return true
    }

    /// Return: the delegate decides; when it agrees, `.editingDidEndOnExit` and
    /// `.primaryActionTriggered` are sent, and a field with an action for the first stops
    /// editing (UIKit's "dismiss the keyboard on Return" idiom).
    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let dismisses = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if dismisses { resignFirstResponder() }
    }

    /// Asks the delegate about a change the user made, then applies it.
    private func propose(_ edit: TextEditing.Edit) {
        guard delegate?.textField(self, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement) ?? true
        else { return }
        apply(edit)
    }

    private func apply(_ edit: TextEditing.Edit) {
        storedText = edit.result
        storedAttributedText = nil
        editing.moveCaret(to: edit.caret, in: storedText)
        refresh()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    private func moveSelection(to range: Range<Int>) {
        editing.select(range, in: storedText)
        refresh()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: UITextInput

    /// The selection, or the insertion point as an empty range (UTF-16 positions).
    open var selectedTextRange: UITextRange? {
        get {
            let range = editing.utf16Selection(in: storedText)
            return UITextRange(range.location, range.location + range.length)
        }
        set {
            guard let newValue else { return }
            editing.select(utf16: newValue.nsRange, in: storedText)
            refresh()
        }
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
        if let edit = scratch.inserting(text, in: storedText) { apply(edit) }
    }
}
