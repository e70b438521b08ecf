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

/// A text field's delegate (Apple: UITextFieldDelegate); every method is optional.
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field starts editing; false keeps it from starting. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told when the field has started editing (became first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the field stops editing; false keeps it editing. Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told when the field has stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asked before typed text replaces the characters in `range`; false rejects the change.
    /// Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Asked when Return is pressed. Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

public extension UITextFieldDelegate {
    /// Returns true: editing may start.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true: editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Returns true: every change is accepted.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Returns true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text (Apple: UITextField). A tap makes it first responder; the
/// window then sends it the host's text input and keys (`UIWindow.deliver(text:)`,
/// `deliver(key:)`): typed text goes in at the insertion point, Backspace and Delete remove a
/// character, the arrows, Home and End move the insertion point, and Return asks the
/// delegate's `textFieldShouldReturn(_:)`. While a field edits, the host's text input is on.
open class UITextField: UIView, UIKeyInput {
    private let textLayer = CATextLayer()

    /// The text. Default "" (UIKit returns an empty string, not nil). Setting it puts the
    /// insertion point at its end.
    open var text: String? = "" { didSet { insertionOffset = (text ?? "").count; refresh() } }
    /// Shown in gray while the text is empty. Default nil.
    open var placeholder: String? { didSet { refresh() } }
    /// Whether the text is hidden as it is typed (passwords): shown as one bullet a character
    /// (Apple: UITextInputTraits.isSecureTextEntry). Default false.
    open var isSecureTextEntry = false { didSet { refresh() } }
    /// The font. Default the 17-point system font.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { refresh() } }
    /// The text colour. Default black.
    open var textColor: UIColor? = .black { didSet { refresh() } }
    /// The alignment. Default natural (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { refresh() } }
    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited.
    open private(set) var isEditing = false
    /// Where typed text goes, in characters from the start (UIKit's selected text range,
    /// collapsed: Strata has no selection).
    var insertionOffset = 0

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
            layer.addSublayer(textLayer)
        }
        refresh()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh()
    }

    private func refresh() {
        performWithoutActions {
            let font = self.font ?? .systemFont(ofSize: 17)
            let empty = (text ?? "").isEmpty
            textLayer.string = empty ? (placeholder ?? "")
                : isSecureTextEntry ? String(repeating: "\u{2022}", count: (text ?? "").count) : text
            textLayer.font = font.fontName
            textLayer.fontSize = font.pointSize
            textLayer.foregroundColor = empty ? UIColor(white: 0.7, alpha: 1).cgColor : (textColor ?? .black).cgColor
            textLayer.alignmentMode = switch textAlignment {
            case .center: .center
            case .right: .right
            default: .left
            }
            let height = font.lineHeight
            textLayer.frame = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
        }
    }

    open override var canBecomeFirstResponder: Bool { true }
    open override var isFirstResponder: Bool { isEditing }

    /// Starts editing (asking the delegate first) and takes keys and text.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        window?.focusedInput?.resignFocus()
        isEditing = true
        insertionOffset = (text ?? "").count
        window?.focusedInput = self
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Stops editing (asking the delegate first).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        resignFocus()
        return true
    }

    func resignFocus() {
        isEditing = false
        if window?.focusedInput === self { window?.focusedInput = nil }
        delegate?.textFieldDidEndEditing(self)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { becomeFirstResponder() }
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Types `text` at the insertion point; a newline asks `textFieldShouldReturn(_:)`
    /// instead of inserting (a single-line field has no line breaks).
    open func insertText(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if part.offset > 0 { _ = delegate?.textFieldShouldReturn(self) }
            replace(String(part.element), before: 0, after: 0)
        }
    }

    /// Deletes the character before the insertion point.
    open func deleteBackward() { replace("", before: 1, after: 0) }

    /// A key pressed while the field edits (SCENE.md's key names); true when the field used it.
    func handleKey(_ name: String) -> Bool {
        let count = (text ?? "").count
        switch name {
        case "return", "keypad enter": _ = delegate?.textFieldShouldReturn(self)
        case "backspace": deleteBackward()
        case "delete": replace("", before: 0, after: 1)
        case "left": insertionOffset = max(0, insertionOffset - 1)
        case "right": insertionOffset = min(count, insertionOffset + 1)
        case "home", "up": insertionOffset = 0
        case "end", "down": insertionOffset = count
        default: return false
        }
        return true
    }

    /// Replaces `before` characters before the insertion point and `after` after it with
    /// `string`, if the delegate agrees (UTF-16 range, as UIKit's delegate gets it).
    private func replace(_ string: String, before: Int, after: Int) {
        let current = text ?? ""
        let offset = min(max(insertionOffset, 0), current.count)
        guard !(string.isEmpty && before == 0 && after == 0), before <= offset, offset + after <= current.count else { return }
        let start = current.index(current.startIndex, offsetBy: offset - before)
        let end = current.index(current.startIndex, offsetBy: offset + after)
        let range = NSRange(start..<end, in: current)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        var changed = current
        changed.replaceSubrange(start..<end, with: string)
        text = changed
        insertionOffset = offset - before + string.count
    }
}

extension UIWindow {
    /// Sends typed text to the field being edited (the host's text input arrives here).
    public func deliver(text: String) { focusedInput?.insertText(text) }

    /// Sends a backspace to the field being edited.
    public func deliverBackspace() { focusedInput?.deleteBackward() }

    /// Sends a key press (SCENE.md's names: "return", "backspace", "left", …) to the field
    /// being edited; returns whether it used the key (a Strata addition: the host's keys).
    @discardableResult
    public func deliver(key name: String) -> Bool { focusedInput?.handleKey(name) ?? false }
}
