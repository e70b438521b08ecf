import Foundation

/// An observation made by `observe(_:options:changeHandler:)` (Foundation
/// `NSKeyValueObservation`). "When the returned NSKeyValueObservation is deinited or
/// invalidated, it will stop observing": keep it as long as you want the changes. It holds the
/// observed object weakly, as Apple's does.
public class NSKeyValueObservation: NSObject {
    /// The observed object; nil once it is gone.
    weak var object: NSObject?
    /// The observed object's identity, to forget its entry once it is gone.
    private let objectID: ObjectIdentifier
    /// Whether `invalidate()` ran.
    private(set) var isInvalidated = false

    init(object: NSObject) {
        self.object = object
        objectID = ObjectIdentifier(object)
        super.init()
    }

    deinit { invalidate() }

    /// Stops the observation. "invalidate() will be called automatically when an
    /// NSKeyValueObservation is deinited."
    public func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        KeyValueObserverTable.remove(self, from: objectID)
    }

    /// A property of the object is about to change. `exact`: the change names this
    /// observation's own key path (`willChangeValue(for:)`), so a `.prior` notification is due.
    func objectWillChange(exact: Bool) {}

    /// A property of the object changed. `exact`: as for `objectWillChange(exact:)`; then the
    /// handler runs even for an equal value, as Foundation notifies every setting.
    func objectDidChange(exact: Bool) {}

    /// Whether a change announced with `keyPath`, or under `key`, is a change of what this
    /// observation observes.
    func observes(_ keyPath: AnyKeyPath?, key: String?) -> Bool { false }
}

/// An observation of one key path with its typed handler.
final class KeyPathObservation<Root: NSObject, Value>: NSKeyValueObservation {
    let keyPath: KeyPath<Root, Value>
    /// The key the object reports changes of this key path under, when known
    /// (`KeyValueKeyNaming`): such a change notifies even when the value is equal.
    let key: String?
    let options: NSKeyValueObservingOptions
    let handler: (Root, NSKeyValueObservedChange<Value>) -> Void
    /// The value last seen: the old value of the next change.
    private var last: Value?
    /// Set while the handler runs, so a handler that sets properties of the object does not
    /// notify itself again for a value it cannot compare.
    private var isRunning = false

    init(_ root: Root, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
         handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void) {
        self.keyPath = keyPath
        self.key = (Root.self as? KeyValueKeyNaming.Type)?.keyValueNames()[keyPath]
        self.options = options
        self.handler = handler
        self.last = root[keyPath: keyPath]
        super.init(object: root)
    }

    /// Sends the `.initial` notification: the current value as the new one.
    func sendInitial() {
        guard options.contains(.initial), let root = object as? Root else { return }
        let value = root[keyPath: keyPath]
        send(root, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                            oldValue: nil, indexes: nil, isPrior: false))
    }

    override func observes(_ other: AnyKeyPath?, key changedKey: String?) -> Bool {
        if let other { return keyPath == other }
        return changedKey != nil && changedKey == key
    }

    override func objectWillChange(exact: Bool) {
        guard !isInvalidated, let root = object as? Root else { return }
        let value = root[keyPath: keyPath]
        last = value
        guard exact, options.contains(.prior) else { return }
        send(root, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                            oldValue: options.contains(.old) ? value : nil,
                                            indexes: nil, isPrior: true))
    }

    override func objectDidChange(exact: Bool) {
        guard !isInvalidated, let root = object as? Root else { return }
        let value = root[keyPath: keyPath]
        let old = last
        if !exact, let old {
            // A change of another key of the object (or of a key path Strata cannot name)
            // notifies this observation when its value differs (Equatable values, or objects by
            // identity); a value of neither kind is sent on every change, except from inside its
            // own handler.
            switch KeyValueEquality.equal(old, value) {
            case true?: return
            case nil where isRunning: return
            default: break
            }
        }
        last = value
        send(root, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                            oldValue: options.contains(.old) ? old : nil,
                                            indexes: nil, isPrior: false))
    }

    private func send(_ root: Root, _ change: NSKeyValueObservedChange<Value>) {
        let wasRunning = isRunning
        isRunning = true
        defer { isRunning = wasRunning }
        handler(root, change)
    }
}

/// Equality of two values of an unconstrained type, when it can be told.
enum KeyValueEquality {
    /// true or false for Equatable values and for objects (by identity); nil otherwise.
    static func equal(_ a: Any, _ b: Any) -> Bool? {
        if let lhs = a as? any Equatable { return lhs.isEqualForObservation(to: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return nil
    }
}

private extension Equatable {
    func isEqualForObservation(to other: Any) -> Bool { (other as? Self) == self }
}
