// `import ObjectiveC` (and `import UIKit`, which re-exports it): the Objective-C runtime's
// associated objects, which UIKit libraries use to add stored state to classes they extend
// (Toast-Swift keeps its toast queue and timers on the view). Linux Swift has no Objective-C
// runtime, so this module keeps the associations in a side table of its own.
import Foundation

/// How an associated value is held (Apple: objc_AssociationPolicy).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference: the value is not kept alive (Objective-C's is unretained; a weak
    /// reference cannot dangle).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), else a strong reference.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set and read under a lock (every association here is).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy under a lock.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (Apple: objc_setAssociatedObject); nil removes
/// the association. `key` is an address, usually `&SomeType.someStaticVar`. Objects that are
/// not class instances cannot carry associations: the call does nothing for them.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = classInstance(object) else { return }
    AssociationTable.shared.set(owner, key, value.map { Held($0, policy) })
}

/// The value associated with `object` under `key` (Apple: objc_getAssociatedObject), nil when none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = classInstance(object) else { return nil }
    return AssociationTable.shared.get(owner, key)
}

/// Removes all of `object`'s associations (Apple: objc_removeAssociatedObjects).
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = classInstance(object) else { return }
    AssociationTable.shared.removeAll(owner)
}

private func classInstance(_ object: Any) -> AnyObject? {
    guard type(of: object) is AnyClass else { return nil }
    return object as AnyObject
}

/// A value as its policy holds it.
private enum Held {
    case strong(Any)
    case weak(WeakValue)

    init(_ value: Any, _ policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { self = .weak(WeakValue(value as AnyObject)) } else { self = .strong(value) }
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            self = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            self = .strong(value)
        }
    }

    var value: Any? {
        switch self {
        case .strong(let value): value
        case .weak(let box): box.object
        }
    }
}

private final class WeakValue {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The associations, by object. An entry remembers its object weakly: once the object is gone
/// its values are dropped (when it is next looked at or swept), and a new object at the same
/// address never sees them.
private final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    // Recursive: a value released here may set associations from its deinit.
    private let lock = NSRecursiveLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var changesSinceSweep = 0

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ held: Held?) {
        lock.lock()
        let id = ObjectIdentifier(owner)
        var entry = liveEntry(id, owner) ?? Entry(owner: owner)
        entry.values[key] = held
        entries[id] = entry.values.isEmpty ? nil : entry
        changesSinceSweep += 1
        if changesSinceSweep >= 256 { sweep() }
        // Released outside the lock: a value's deinit may set associations of its own.
        let dropped = droppedValues
        droppedValues = []
        lock.unlock()
        _ = dropped
    }

    func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        let value = liveEntry(ObjectIdentifier(owner), owner)?.values[key]?.value
        let dropped = droppedValues
        droppedValues = []
        lock.unlock()
        _ = dropped
        return value
    }

    func removeAll(_ owner: AnyObject) {
        lock.lock()
        let removed = entries.removeValue(forKey: ObjectIdentifier(owner))
        lock.unlock()
        _ = removed
    }

    private var droppedValues: [Entry] = []

    /// The entry of `owner`, if it belongs to `owner` (not to a dead object that had its address).
    private func liveEntry(_ id: ObjectIdentifier, _ owner: AnyObject) -> Entry? {
        guard let entry = entries[id] else { return nil }
        if entry.owner === owner { return entry }
        droppedValues.append(entry)
        entries[id] = nil
        return nil
    }

    private func sweep() {
        changesSinceSweep = 0
        for (id, entry) in entries where entry.owner == nil {
            droppedValues.append(entry)
            entries[id] = nil
        }
    }
}
