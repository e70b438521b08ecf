import Foundation

/// An object that responds to an action triggered by a layer (Apple: CAAction).
///
/// Animations are actions: running one adds it to the layer for the event's key.
public protocol CAAction: AnyObject {
    /// Performs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action, stop searching", as in Core Animation.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
