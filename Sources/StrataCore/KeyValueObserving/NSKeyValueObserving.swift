import Foundation

/// The receiving half of key-value observing: the object passed to `addObserver(_:forKeyPath:
/// options:context:)` gets each change in `observeValue(forKeyPath:of:change:context:)`
/// (Apple's informal protocol `NSKeyValueObserving`).
///
/// On Apple platforms NSObject declares the method, so any subclass overrides it. Swift without
/// Objective-C cannot add an overridable method to NSObject, so Strata's own base classes
/// declare it: `CALayer`, and in UIKit `UIResponder` (so every `UIView` and `UIViewController`),
/// where `override func observeValue(…)` compiles as written. A plain `NSObject` subclass
/// observer declares the conformance, `class Watcher: NSObject, NSKeyValueObserving`, and the
/// method without `override`.
public protocol NSKeyValueObserving: AnyObject {
    /// Called when the value at `keyPath` of `object` changed (or is about to, for a `.prior`
    /// notification). `change` carries `.kindKey` and, as the options asked, `.newKey`,
    /// `.oldKey` and `.notificationIsPriorKey`; `context` is the one given at registration.
    func observeValue(forKeyPath keyPath: String?, of object: Any?,
                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}
