import Foundation
import StrataCore

/// A view that edits text and takes the window's typed text and keys while it is first
/// responder: UITextField and UITextView. The window holds the one being edited
/// (`UIWindow.focusedInput`); the host's text input is on while there is one.
protocol TextInputTarget: UIView, UIKeyInput {
    /// A key pressed while editing (SCENE.md's key names); true when the view used it.
    func handleKey(_ name: String) -> Bool
    /// Ends editing without asking the delegate (another view took the keyboard, or the view
    /// left its window).
    func resignFocus()
}

extension UIWindow {
    /// Sends typed text to the view being edited (the host's text input arrives here).
    public func deliver(text: String) { focusedInput?.insertText(text) }

    /// Sends a backspace to the view being edited.
    public func deliverBackspace() { focusedInput?.deleteBackward() }

    /// Sends a key press (SCENE.md's names: "return", "backspace", "left", …) to the view
    /// being edited; returns whether it used the key (a Strata addition: the host's keys).
    @discardableResult
    public func deliver(key name: String) -> Bool { focusedInput?.handleKey(name) ?? false }

    /// Makes `target` the view being edited, ending the edit of the one before.
    func focus(_ target: any TextInputTarget) {
        if let current = focusedInput, current !== target { current.resignFocus() }
        focusedInput = target
    }

    /// Clears the view being edited if it is `target`.
    func unfocus(_ target: any TextInputTarget) {
        if focusedInput === target { focusedInput = nil }
    }
}
