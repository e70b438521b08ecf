import Foundation
import StrataGraphics

extension KeyValueObserverTable {
    /// The value at a string key path of `object`, for a change dictionary: through the
    /// object's key-value coding (a layer's `value(forKeyPath:)`, a view's observed keys),
    /// following dotted paths through the objects they name. nil when it cannot be read.
    /// `boxed(_:)` for key-value coding, where nil stays nil.
    package static func boxedValue(_ value: Any?) -> Any? {
        let box = boxed(value)
        return box is NSNull ? nil : box
    }

    package static func value(of object: NSObject, forKeyPath keyPath: String) -> Any? {
        if let layer = object as? CALayer { return layer.value(forKeyPath: keyPath) }
        var current: Any? = object
        for key in keyPath.split(separator: ".") {
            if let layer = current as? CALayer { return layer.value(forKeyPath: String(key)) }
            guard let readable = current as? KeyValueReadable,
                  case .some(let next) = readable.observedValue(forKey: String(key)) else { return nil }
            current = next
        }
        return current
    }

    /// A value as Foundation puts it in a change dictionary: `NSNull` for nil, geometry as
    /// NSValue and numbers as NSNumber (through the bridges Strata adds on Linux, so `as?
    /// CGPoint` and `as? NSValue` both work).
    static func boxed(_ value: Any?) -> Any {
        guard let value else { return NSNull() }
        if case Optional<Any>.none = value { return NSNull() }
        return value as AnyObject
    }

    /// Calls the observer's `observeValue(forKeyPath:of:change:context:)`.
    static func deliver(_ registration: KeyValueObservers.Registration, object: NSObject,
                        change: [NSKeyValueChangeKey: Any]) {
        guard let observer = registration.observer else { return }
        guard let receiver = observer as? NSKeyValueObserving else {
            Diagnostics.warnOnce("""
                \(type(of: observer)) observes '\(registration.keyPath)' but cannot receive the change: \
                declare its conformance to NSKeyValueObserving (a UIView, UIViewController or CALayer \
                subclass has it; a plain NSObject subclass adds `: NSKeyValueObserving`)
                """)
            return
        }
        receiver.observeValue(forKeyPath: registration.keyPath, of: object, change: change,
                              context: registration.context)
    }
}
