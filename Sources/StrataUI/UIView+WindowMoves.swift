import Foundation

// UIKit tells every view of a subtree when the subtree enters or leaves a window, not only its
// root: a spinner deep inside a container starts in its own didMoveToWindow() when the
// container is added to a window, and stops there (window == nil) when it is removed.
extension UIView {
    /// Calls `willMove(toWindow:)` on this view and its subviews, parents first.
    /// A controller's root view also starts its controller's appearance calls.
    func subtreeWillMove(toWindow newWindow: UIWindow?) {
        viewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for view in subviews { view.subtreeWillMove(toWindow: newWindow) }
    }

    /// Calls `didMoveToWindow()` on this view and its subviews, parents first; a controller's
    /// root view then ends its controller's appearance calls.
    func subtreeDidMoveToWindow() {
        didMoveToWindow()
        for view in subviews { view.subtreeDidMoveToWindow() }
        viewController?.rootViewDidMoveToWindow()
    }

    /// Calls `tintColorDidChange()` here and in the subviews that inherit this tint.
    func propagateTintChange() {
        tintColorDidChange()
        for view in subviews where !view.hasOwnTint { view.propagateTintChange() }
    }
}
