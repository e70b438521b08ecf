import Foundation

/// The observers of each observed object. Foundation keeps them in the object's isa-swizzled
/// class; without the Objective-C runtime Strata keeps a table by object, which setters consult
/// only when something is observed (`hasObservers`), so an unobserved program pays one load
/// per setting.
package enum KeyValueObserverTable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registries: [ObjectIdentifier: KeyValueObservers] = [:]
    /// Whether any object is observed: the setters' fast test.
    nonisolated(unsafe) package private(set) static var hasObservers = false

    /// The observers of `object`, made when `create` (and the object told it is observed).
    static func observers(of object: NSObject, create: Bool) -> KeyValueObservers? {
        lock.lock()
        let id = ObjectIdentifier(object)
        if let found = registries[id] {
            // An entry whose object is gone belongs to a freed object whose address was reused.
            if found.object === object { lock.unlock(); return found }
            registries[id] = nil
        }
        guard create else { hasObservers = !registries.isEmpty; lock.unlock(); return nil }
        let made = KeyValueObservers(object)
        registries[id] = made
        hasObservers = true
        lock.unlock()
        (object as? KeyValueObservable)?.keyValueObservingBegan()
        return made
    }

    /// Forgets `object`'s entry when it has no observers left.
    static func pruneIfEmpty(_ observers: KeyValueObservers, of object: NSObject) {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        guard registries[id] === observers, observers.isEmpty else { return }
        registries[id] = nil
        hasObservers = !registries.isEmpty
    }

    /// Ends `observation` (its `invalidate()`) of the object `id`, forgetting the object's
    /// entry when nothing observes it any more or the object is gone.
    static func remove(_ observation: NSKeyValueObservation, from id: ObjectIdentifier) {
        lock.lock()
        let observers = registries[id]
        lock.unlock()
        guard let observers else { return }
        observers.remove(observation)
        lock.lock(); defer { lock.unlock() }
        guard registries[id] === observers, observers.object == nil || observers.isEmpty else { return }
        registries[id] = nil
        hasObservers = !registries.isEmpty
    }

    /// Sent before `key` of `object` changes: records old values and sends `.prior`
    /// notifications. Every `willChange` is followed by a `didChange` of the same key.
    package static func willChange(_ object: NSObject, key: String?) {
        guard hasObservers, let observers = observers(of: object, create: false) else { return }
        observers.willChange(key: key, keyPath: nil)
    }

    /// Sent after `key` of `object` changed: notifies the observers of `key`, and, once the
    /// outermost change of the object ends, the key-path observations whose value changed.
    /// A nil key is a change of some other property of the object.
    package static func didChange(_ object: NSObject, key: String?) {
        guard hasObservers, let observers = observers(of: object, create: false) else { return }
        observers.didChange(key: key, keyPath: nil)
    }

    /// `willChangeValue(for:)` / `didChangeValue(for:)`: a change named by a key path.
    static func willChange(_ object: NSObject, keyPath: AnyKeyPath) {
        guard hasObservers, let observers = observers(of: object, create: false) else { return }
        observers.willChange(key: nil, keyPath: keyPath)
    }

    static func didChange(_ object: NSObject, keyPath: AnyKeyPath) {
        guard hasObservers, let observers = observers(of: object, create: false) else { return }
        observers.didChange(key: nil, keyPath: keyPath)
    }
}

/// An object that changes what it does once observed (a layer starts reporting its changes).
package protocol KeyValueObservable: AnyObject {
    /// The first observer of the object registered.
    func keyValueObservingBegan()
}

/// An object whose keys can be read by name for change dictionaries (key-value coding).
package protocol KeyValueReadable: AnyObject {
    /// The value for `key`, or nil when the object has no such key.
    func observedValue(forKey key: String) -> Any??
}

/// A class family that can name its properties' key paths: Swift without Objective-C cannot
/// tell a class property's name from its key path, so each family lists its observable ones,
/// built on the observed static type (`\Self.bounds` for a `UITableView` is the key path
/// `\UITableView.bounds` an app writes).
package protocol KeyValueKeyNaming: AnyObject {
    /// The reported key of each observable key path of the class.
    static func keyValueNames() -> [AnyKeyPath: String]
}
