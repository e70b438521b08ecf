import Foundation
import StrataGraphics

/// A property kept in the layer's key-value storage under its own name: Strata's spelling of
/// Apple's `@NSManaged var progress: CGFloat` in a CALayer subclass, the iOS pattern for a
/// custom animatable property. Write `@Managed var progress: CGFloat`; then
/// `layer.progress = 0.5` is `layer.setValue(0.5, forKey: "progress")`, and reading it reads
/// `value(forKey: "progress")`. A number, point, size, rect, transform or colour is animatable
/// like a built-in property: `CABasicAnimation(keyPath: "progress")` interpolates it, the
/// presentation copy carries the value of each frame (so `draw(in:)` and `display()` run on it
/// with that value when `needsDisplay(forKey:)` is true for the key), `init(layer:)` copies it,
/// and a change runs the action `action(forKey:)` returns.
///
/// Swift on Linux reads `@NSManaged` as the compiler's own Objective-C attribute (the program
/// then fails to link: the accessors it promises are never written), so the wrapper cannot
/// have Apple's name. The key is the property's name; `@Managed("key")` names another.
@propertyWrapper
public struct Managed<Value: ManagedPropertyValue> {
    let explicitKey: String?
    let initialValue: Value?

    /// A property named by its declaration, with no initial value (as `@NSManaged`): it reads
    /// the class's `defaultValue(forKey:)`, else zero, until set.
    public init() { explicitKey = nil; initialValue = nil }

    /// A property stored under `key` instead of its own name.
    public init(_ key: String) { explicitKey = key; initialValue = nil }

    /// A property that reads `wrappedValue` until set.
    public init(wrappedValue: Value) { explicitKey = nil; initialValue = wrappedValue }

    @available(*, unavailable, message: "@Managed keeps its value in a CALayer's key-value storage: use it in a CALayer subclass")
    public var wrappedValue: Value {
        get { fatalError("@Managed is only available on CALayer subclasses") }
        set { fatalError("@Managed is only available on CALayer subclasses") }
    }

    public static subscript<Layer: CALayer>(
        _enclosingInstance layer: Layer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Layer, Managed<Value>>
    ) -> Value {
        get {
            let wrapper = layer[keyPath: storageKeyPath]
            let key = wrapper.explicitKey ?? ManagedKeys.name(of: storageKeyPath)
            if let value = Value.managedValue(from: layer.value(forKey: key)) { return value }
            return wrapper.initialValue ?? Value.managedDefault
        }
        set {
            let key = layer[keyPath: storageKeyPath].explicitKey ?? ManagedKeys.name(of: storageKeyPath)
            layer.setValue(newValue.managedBoxed, forKey: key)
        }
    }
}

/// A type a `@Managed` property can hold. Numbers, geometry, transforms and colours animate;
/// any other type conforming is stored and read back, without animation.
public protocol ManagedPropertyValue {
    /// The value before any is set (and no `defaultValue(forKey:)`).
    static var managedDefault: Self { get }
    /// The value from what `value(forKey:)` returns; nil when it holds none of this type.
    static func managedValue(from boxed: Any?) -> Self?
    /// The value as `setValue(_:forKey:)` takes it.
    var managedBoxed: Any? { get }
}

extension ManagedPropertyValue {
    public static func managedValue(from boxed: Any?) -> Self? { boxed as? Self }
    public var managedBoxed: Any? { self }
}

extension CGFloat: ManagedPropertyValue {
    public static var managedDefault: CGFloat { 0 }
    public static func managedValue(from boxed: Any?) -> CGFloat? { AnyNumber.double(boxed).map { CGFloat($0) } }
}
extension Double: ManagedPropertyValue {
    public static var managedDefault: Double { 0 }
    public static func managedValue(from boxed: Any?) -> Double? { AnyNumber.double(boxed) }
}
extension Float: ManagedPropertyValue {
    public static var managedDefault: Float { 0 }
    public static func managedValue(from boxed: Any?) -> Float? { AnyNumber.double(boxed).map { Float($0) } }
}
extension Int: ManagedPropertyValue {
    public static var managedDefault: Int { 0 }
    public static func managedValue(from boxed: Any?) -> Int? {
        guard let n = AnyNumber.double(boxed), let i = Int(exactly: n.rounded()) else { return nil }
        return i
    }
}
extension Bool: ManagedPropertyValue {
    public static var managedDefault: Bool { false }
}
extension String: ManagedPropertyValue {
    public static var managedDefault: String { "" }
}
extension CGPoint: ManagedPropertyValue { public static var managedDefault: CGPoint { .zero } }
extension CGSize: ManagedPropertyValue { public static var managedDefault: CGSize { .zero } }
extension CGRect: ManagedPropertyValue { public static var managedDefault: CGRect { .zero } }
extension CATransform3D: ManagedPropertyValue { public static var managedDefault: CATransform3D { CATransform3DIdentity } }
extension CGColor: ManagedPropertyValue {
    public static var managedDefault: Self { Self(red: 0, green: 0, blue: 0, alpha: 0) }
}
extension Optional: ManagedPropertyValue where Wrapped: ManagedPropertyValue {
    public static var managedDefault: Optional<Wrapped> { nil }
    public static func managedValue(from boxed: Any?) -> Optional<Wrapped>? {
        guard let boxed, !(boxed is NSNull) else { return .some(nil) }
        return Wrapped.managedValue(from: boxed).map { .some($0) }
    }
    public var managedBoxed: Any? { self?.managedBoxed }
}

/// The key of a `@Managed` property: its name, read once per property from the storage key
/// path (`\ProgressLayer._progress` → "progress").
enum ManagedKeys {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [AnyKeyPath: String] = [:]

    static func name(of storage: AnyKeyPath) -> String {
        lock.lock(); defer { lock.unlock() }
        if let name = names[storage] { return name }
        let text = "\(storage)"
        var name = text.split(separator: ".").last.map(String.init) ?? text
        if name.hasPrefix("_") { name.removeFirst() }
        if name.isEmpty || name.contains("<") || name.contains(" ") {
            Diagnostics.warnOnce("@Managed could not read its property's name from \(text) (no reflection metadata?); write @Managed(\"key\")")
            name = text
        }
        names[storage] = name
        return name
    }
}
