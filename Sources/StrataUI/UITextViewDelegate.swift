import Foundation

/// A text view's delegate (Apple: UITextViewDelegate), also its scroll view delegate; every
/// method is optional.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before the view starts editing; false keeps it from starting. Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asked before the view stops editing; false keeps it editing. Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Told when the view has started editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Told when the view has stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before typed text (a newline for Return) replaces the characters in `range`;
    /// false rejects the change. Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told after the user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// Told when the selection or insertion point moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

public extension UITextViewDelegate {
    /// Returns true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Returns true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns true: every change is accepted.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted when a text view starts editing; the object is the view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes a text view's text; the object is the view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view stops editing; the object is the view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
