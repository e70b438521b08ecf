import Foundation

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
    /// Told when the field has stopped editing, and why. Default: calls
    /// `textFieldDidEndEditing(_:)`, as UIKit does for delegates without this method.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before typed text replaces the characters in `range`; false rejects the change.
    /// Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Told when the selection or insertion point moved (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button empties the field. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
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
    /// Calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns true: every change is accepted.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// The frame drawn around a text field (Apple: UITextField.BorderStyle).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none
        /// A thin dark rectangle.
        case line
        /// A bezelled rectangle (drawn as a thicker gray line).
        case bezel
        /// A light gray rounded rectangle on white, as most iOS forms show.
        case roundedRect
    }

    /// When an overlay view (left, right, clear button) shows (Apple: UITextField.ViewMode).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing stopped (Apple: UITextField.DidEndEditingReason).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed
        /// Editing was cancelled (the field left its window).
        case cancelled
    }

    /// Posted when a field starts editing; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text of a field being edited changes; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field stops editing; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
