import Foundation
import StrataCore

/// Key-value coding of views by UIKit's property names (NSObject `value(forKey:)`,
/// `value(forKeyPath:)`, `setValue(_:forKey:)` on iOS): the keys views report to key-value
/// observers (`frame`, `bounds`, `center`, `alpha`, `hidden`, `backgroundColor`, `tag`, a scroll
/// view's `contentOffset`, …), boxed as Foundation boxes them (geometry as NSValue, numbers as
/// NSNumber). A dotted path goes on through the object a key names (`layer.cornerRadius`).
/// An unknown key (Foundation raises `NSUnknownKeyException`) reads nil and is reported.
extension UIView {
    /// The value for `key`, or nil for a key views do not have.
    public func value(forKey key: String) -> Any? {
        guard case .some(let value) = observedValue(forKey: key) else {
            Diagnostics.warnOnce("\(type(of: self)): value(forKey:) of the unknown key '\(key)'")
            return nil
        }
        return KeyValueObserverTable.boxedValue(value)
    }

    /// The value at a dotted key path (`"layer.bounds"`, `"superview.frame"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        KeyValueObserverTable.boxedValue(KeyValueObserverTable.value(of: self, forKeyPath: keyPath))
    }

    /// Sets the value for `key`: the geometry, appearance and scroll keys views have. A value of
    /// the wrong type or an unknown key is reported and ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        func take<T>(_ type: T.Type) -> T? {
            if let typed = value as? T { return typed }
            Diagnostics.warnOnce("\(Swift.type(of: self)): setValue(_:forKey: \"\(key)\") needs a \(T.self)")
            return nil
        }
        func number() -> CGFloat? {
            if let n = value as? NSNumber { return CGFloat(n.doubleValue) }
            return take(CGFloat.self)
        }
        switch key {
        case "frame": if let v = take(CGRect.self) { frame = v }
        case "bounds": if let v = take(CGRect.self) { bounds = v }
        case "center": if let v = take(CGPoint.self) { center = v }
        case "transform": if let v = take(CGAffineTransform.self) { transform = v }
        case "alpha": if let v = number() { alpha = v }
        case "hidden", "isHidden": if let v = take(Bool.self) { isHidden = v }
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tintColor": tintColor = value as? UIColor
        case "tag": if let v = number() { tag = Int(saturating: v) }
        case "userInteractionEnabled", "isUserInteractionEnabled": if let v = take(Bool.self) { isUserInteractionEnabled = v }
        case "contentOffset": if let v = take(CGPoint.self) { (self as? UIScrollView)?.contentOffset = v }
        case "contentSize": if let v = take(CGSize.self) { (self as? UIScrollView)?.contentSize = v }
        case "contentInset": if let v = take(UIEdgeInsets.self) { (self as? UIScrollView)?.contentInset = v }
        default: Diagnostics.warnOnce("\(type(of: self)): setValue(_:forKey:) of the unknown key '\(key)'")
        }
    }
}
