import Foundation

// Key-value observing's value types, as Foundation declares them on Apple platforms
// (swift-corelibs-foundation has no key-value observing). Names and raw values are Apple's
// ("NSKeyValueObservingOptions", "NSKeyValueChange", "NSKeyValueChangeKey" in Foundation).

/// The values a change notification carries (Foundation `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, when the observer registers.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is also sent before each change.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation `NSKeyValueChange`). Strata's notifications are settings.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives
/// (Foundation `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change, an `NSKeyValueChange` raw value as an NSNumber.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (with `.new`; `NSNull` for nil).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (with `.old`; `NSNull` for nil).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The changed indexes of a to-many relationship (not sent by Strata's settings).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change (with `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// A change as the closure of `observe(_:options:changeHandler:)` receives it (Foundation
/// `NSKeyValueObservedChange`). `newValue` and `oldValue` are nil unless the options asked
/// for them.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for the property observations Strata sends.
    public let kind: Kind
    /// The value after the change, with `.new` (and in the `.initial` notification).
    public let newValue: Value?
    /// The value before the change, with `.old`.
    public let oldValue: Value?
    /// The changed indexes of a to-many relationship; nil for settings.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (with `.prior`).
    public let isPrior: Bool
}

extension NSObject {
    /// Apple's nested spelling, `NSObject.KeyValueObservingOptions`.
    public typealias KeyValueObservingOptions = NSKeyValueObservingOptions
    /// Apple's nested spelling, `NSObject.KeyValueChange`.
    public typealias KeyValueChange = NSKeyValueChange
    /// Apple's nested spelling, `NSObject.KeyValueChangeKey`.
    public typealias KeyValueChangeKey = NSKeyValueChangeKey
}
