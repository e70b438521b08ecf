import Foundation
import StrataGraphics

/// The protocol through which Foundation gives every NSObject `observe(_:options:
/// changeHandler:)` (Apple's underscored name; swift-corelibs-foundation has no key-value
/// observing, so Strata declares it).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes the value at `keyPath`: `changeHandler` runs after each change ("when the
    /// returned NSKeyValueObservation is deinited or invalidated, it will stop observing";
    /// Foundation, `observe(_:options:changeHandler:)`).
    ///
    /// Which changes are seen: every setting of the properties Strata's classes report (every
    /// animatable `CALayer` property and its `frame`; a view's geometry, `alpha`, `isHidden` and
    /// `backgroundColor`; a scroll view's `contentOffset`, `contentSize` and `contentInset`; the
    /// value-carrying properties of controls, labels and progress views; a gesture recognizer's
    /// `state`; a view controller's `preferredContentSize` — the list is in the porting guide,
    /// "Key-value observing"), a setting to the value the property has included, as on iOS; and
    /// changes an object announces with `willChangeValue(for:)`/`didChangeValue(for:)`. Swift
    /// without Objective-C cannot name other class properties from their key paths, so such a
    /// key path is notified when a change the object announces (under any key) leaves its value
    /// different (Equatable values, objects by identity). `.prior` is sent for changes made
    /// under the observed key.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        let observation = KeyPathObservation(self, keyPath: keyPath, options: options, handler: changeHandler)
        KeyValueObserverTable.observers(of: self, create: true)?.add(observation)
        observation.sendInitial()
        return observation
    }

    /// Announces that the value at `keyPath` is about to change (manual notification).
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        KeyValueObserverTable.willChange(self, keyPath: keyPath)
    }

    /// Announces that the value at `keyPath` changed: its observers are notified.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        KeyValueObserverTable.didChange(self, keyPath: keyPath)
    }
}

extension NSObject {
    /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)` when the
    /// value at `keyPath` changes (NSObject `addObserver(_:forKeyPath:options:context:)`). The
    /// observer is not retained. It must conform to `NSKeyValueObserving` (every UIView,
    /// UIViewController and CALayer does).
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard let observers = KeyValueObserverTable.observers(of: self, create: true) else { return }
        let registration = KeyValueObservers.Registration(observer: observer, keyPath: keyPath,
                                                          options: options, context: context)
        observers.add(registration)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new) {
                change[.newKey] = KeyValueObserverTable.boxed(KeyValueObserverTable.value(of: self, forKeyPath: keyPath))
            }
            KeyValueObserverTable.deliver(registration, object: self, change: change)
        }
    }

    /// Stops `observer` receiving changes of `keyPath` registered with `context`. Removing an
    /// observer that is not registered is reported (Foundation raises an exception) and ignored.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath: keyPath, context: context, anyContext: false)
    }

    /// Stops `observer` receiving changes of `keyPath` (its most recent registration).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath: keyPath, context: nil, anyContext: true)
    }

    private func removeRegistration(_ observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) {
        guard let observers = KeyValueObserverTable.observers(of: self, create: false),
              observers.remove(observer: observer, keyPath: keyPath, context: context, anyContext: anyContext) else {
            Diagnostics.warnOnce("cannot remove an observer \(type(of: observer)) for the key path '\(keyPath)' from \(type(of: self)): it is not registered as an observer")
            return
        }
        KeyValueObserverTable.pruneIfEmpty(observers, of: self)
    }

    /// Announces that the value for `key` is about to change (manual notification).
    public func willChangeValue(forKey key: String) {
        KeyValueObserverTable.willChange(self, key: key)
    }

    /// Announces that the value for `key` changed: its observers are notified.
    public func didChangeValue(forKey key: String) {
        KeyValueObserverTable.didChange(self, key: key)
    }
}
