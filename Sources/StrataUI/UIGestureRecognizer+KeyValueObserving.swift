import Foundation
import StrataCore

/// Key-value observing of a recognizer's `state`, as pull-to-refresh code watches a scroll
/// view's pan (`addObserver(self, forKeyPath: "panGestureRecognizer.state", …)` on the scroll
/// view, or `observe(\.panGestureRecognizer.state)`): the change is reported on the recognizer
/// under `"state"` and to the view it is attached to, under the view's own key for it.
extension UIGestureRecognizer: KeyValueReadable, KeyValueKeyNaming {
    final func stateKeyValueWillChange() {
        guard KeyValueObserverTable.hasObservers else { return }
        KeyValueObserverTable.willChange(self, key: "state")
        if let view { KeyValueObserverTable.willChange(view, key: viewKey(in: view)) }
    }

    final func stateKeyValueDidChange() {
        guard KeyValueObserverTable.hasObservers else { return }
        KeyValueObserverTable.didChange(self, key: "state")
        if let view { KeyValueObserverTable.didChange(view, key: viewKey(in: view)) }
    }

    /// The view's key for this recognizer (a scroll view's `panGestureRecognizer`), or nil:
    /// the view's key-path observations are still checked.
    private func viewKey(in view: UIView) -> String? {
        if let scrollView = view as? UIScrollView, scrollView.panGestureRecognizer === self { return "panGestureRecognizer" }
        return nil
    }

    package func observedValue(forKey key: String) -> Any?? {
        switch key {
        case "state": return state.rawValue
        case "enabled", "isEnabled": return isEnabled
        case "view": return .some(view)
        default: return nil
        }
    }
}

extension KeyValueKeyNaming where Self: UIGestureRecognizer {
    package static func keyValueNames() -> [AnyKeyPath: String] { [\Self.state: "state"] }
}
