import Foundation

/// The observers of one object: string key paths with their observers (`addObserver(_:
/// forKeyPath:options:context:)`) and key-path observations (`observe(_:options:)`).
final class KeyValueObservers {
    struct Registration {
        weak var observer: NSObject?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        /// The key of the object the key path starts with.
        var firstKey: Substring { keyPath.split(separator: ".", maxSplits: 1).first ?? Substring(keyPath) }
    }

    private struct WeakObservation { weak var observation: NSKeyValueObservation? }

    weak var object: NSObject?
    private let lock = NSLock()
    private var registrations: [Registration] = []
    private var observations: [WeakObservation] = []
    /// The old values of string key paths, per open change of a key (changes nest).
    private var pendingOld: [String: [Any?]] = [:]
    /// Changes of the object under way: key-path observations are checked when the outermost
    /// ends, so a setter made of other setters (a view's `frame`) notifies once.
    private var depth = 0

    init(_ object: NSObject) { self.object = object }

    var isEmpty: Bool {
        lock.lock(); defer { lock.unlock() }
        return registrations.isEmpty && !observations.contains { $0.observation != nil }
    }

    func add(_ registration: Registration) {
        lock.lock(); defer { lock.unlock() }
        registrations.append(registration)
    }

    /// Removes the registration of `observer` for `keyPath` (the last one matching, with
    /// `context` when given, as Foundation does); false if there was none.
    func remove(observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) -> Bool {
        lock.lock(); defer { lock.unlock() }
        registrations.removeAll { $0.observer == nil }
        guard let index = registrations.lastIndex(where: {
            $0.observer === observer && $0.keyPath == keyPath && (anyContext || $0.context == context)
        }) else { return false }
        registrations.remove(at: index)
        return true
    }

    func add(_ observation: NSKeyValueObservation) {
        lock.lock(); defer { lock.unlock() }
        observations.removeAll { $0.observation == nil }
        observations.append(WeakObservation(observation: observation))
    }

    func remove(_ observation: NSKeyValueObservation) {
        lock.lock(); defer { lock.unlock() }
        observations.removeAll { $0.observation == nil || $0.observation === observation }
    }

    private func snapshot() -> ([Registration], [NSKeyValueObservation]) {
        lock.lock(); defer { lock.unlock() }
        return (registrations, observations.compactMap(\.observation))
    }

    func willChange(key: String?, keyPath: AnyKeyPath?) {
        guard let object else { return }
        let (registrations, observations) = snapshot()
        lock.lock(); depth += 1; lock.unlock()
        if let key {
            for registration in registrations where registration.firstKey == key {
                let old = KeyValueObserverTable.value(of: object, forKeyPath: registration.keyPath)
                lock.lock(); pendingOld[registration.keyPath, default: []].append(old); lock.unlock()
                if registration.options.contains(.prior) {
                    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue),
                                                              .notificationIsPriorKey: NSNumber(value: true)]
                    if registration.options.contains(.old) { change[.oldKey] = KeyValueObserverTable.boxed(old) }
                    KeyValueObserverTable.deliver(registration, object: object, change: change)
                }
            }
        }
        for observation in observations {
            let exact = observation.observes(keyPath, key: key)
            // Record the value before the change (and send `.prior`) on the outermost change,
            // or on a change that names this observation.
            if exact || depthValue == 1 { observation.objectWillChange(exact: exact) }
        }
    }

    func didChange(key: String?, keyPath: AnyKeyPath?) {
        guard let object else { return }
        let (registrations, observations) = snapshot()
        if let key {
            for registration in registrations where registration.firstKey == key {
                lock.lock()
                let old = pendingOld[registration.keyPath]?.popLast() ?? nil
                if pendingOld[registration.keyPath]?.isEmpty == true { pendingOld[registration.keyPath] = nil }
                lock.unlock()
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
                if registration.options.contains(.new) {
                    change[.newKey] = KeyValueObserverTable.boxed(KeyValueObserverTable.value(of: object, forKeyPath: registration.keyPath))
                }
                if registration.options.contains(.old) { change[.oldKey] = KeyValueObserverTable.boxed(old) }
                KeyValueObserverTable.deliver(registration, object: object, change: change)
            }
        }
        lock.lock(); depth = max(0, depth - 1); let outermost = depth == 0; lock.unlock()
        for observation in observations {
            let exact = observation.observes(keyPath, key: key)
            if exact || outermost { observation.objectDidChange(exact: exact) }
        }
    }

    private var depthValue: Int {
        lock.lock(); defer { lock.unlock() }
        return depth
    }
}
