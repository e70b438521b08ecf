import Foundation
import StrataCore

/// Text input (Apple: UIKeyInput): what keyboard input is sent to.
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A text field's delegate (Apple: UITextFieldDelegate); every method is optional.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

public extension UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    func textFieldDidEndEditing(_ textField: UITextField) {}
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text (Apple: UITextField). A tap makes it first responder; the
/// window then sends it typed text (`UIWindow.deliver(text:)`, where the host's text input is
/// to be forwarded); a newline asks the delegate's `textFieldShouldReturn(_:)`.
open class UITextField: UIView, UIKeyInput {
    private let textLayer = CATextLayer()

    /// The text. Default "" (UIKit returns an empty string, not nil).
    open var text: String? = "" { didSet { refresh() } }
    /// Shown in gray while the text is empty. Default nil.
    open var placeholder: String? { didSet { refresh() } }
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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        performWithoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            layer.addSublayer(textLayer)
        }
        refresh()
    }

    /// A field from an archive (Strata reads nothing from it), as UIView's.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh()
    }

    private func refresh() {
        performWithoutActions {
            let font = self.font ?? .systemFont(ofSize: 17)
            let empty = (text ?? "").isEmpty
            textLayer.string = empty ? (placeholder ?? "") : text
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

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        window?.focusedInput?.resignFocus()
        isEditing = true
        window?.focusedInput = self
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

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

    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Types `text`; a newline asks `textFieldShouldReturn(_:)` instead of inserting.
    open func insertText(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if part.offset > 0 { _ = delegate?.textFieldShouldReturn(self) }
            replace(with: String(part.element), deleting: 0)
        }
    }

    /// Deletes the last character.
    open func deleteBackward() { replace(with: "", deleting: 1) }

    private func replace(with string: String, deleting count: Int) {
        let current = text ?? ""
        guard !(string.isEmpty && count == 0), count <= current.count else { return }
        let length = (current as NSString).length
        let removed = count > 0 ? (String(current.last!) as NSString).length : 0
        let range = NSRange(location: length - removed, length: removed)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        text = (current as NSString).replacingCharacters(in: range, with: string)
    }
}

extension UIWindow {
    /// Sends typed text to the field being edited (where the host's text input is forwarded).
    public func deliver(text: String) { focusedInput?.insertText(text) }

    /// Sends a backspace to the field being edited.
    public func deliverBackspace() { focusedInput?.deleteBackward() }
}
