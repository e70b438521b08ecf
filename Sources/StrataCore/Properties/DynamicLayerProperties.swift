import Foundation
import StrataGraphics

/// Animatable properties that an app's CALayer subclass keeps in the layer's key-value storage:
/// Apple's `@NSManaged var progress: CGFloat` (here `@Managed`), or any key set with
/// `setValue(_:forKey:)` to a number, point, size, rect, transform or colour, or animated with
/// such values. Core Animation animates such keys like its own ("Key-Value Coding Extensions",
/// Core Animation Programming Guide: "you can animate … custom properties"), so each becomes a
/// `CustomLayerProperty` of its class on first use, with the next slot after the class's own:
/// commits, presentation copies and animations then carry it like `strokeEnd`. It has no default
/// implicit animation (Apple's `defaultAction(forKey:)` returns nil for keys it does not own);
/// the class supplies one in `action(forKey:)`.
enum DynamicLayerProperties {
    private static let lock = NSLock()
    /// Per layer class: its registered keys, in slot order. Entries live for the process (the
    /// engine refers to properties unretained), one per class and key.
    nonisolated(unsafe) private static var table: [ObjectIdentifier: [CustomLayerProperty]] = [:]
    /// Bumped by every registration, so caches built from the table know when to rebuild.
    nonisolated(unsafe) private static var generationStorage = 0

    /// The registrations so far (a cache key).
    static var generation: Int {
        lock.lock(); defer { lock.unlock() }
        return generationStorage
    }

    /// The property registered for `key` on `layerClass`, if any.
    static func property(_ key: String, in layerClass: CALayer.Type) -> CustomLayerProperty? {
        lock.lock(); defer { lock.unlock() }
        return table[ObjectIdentifier(layerClass)]?.first { $0.key == key }
    }

    /// The keys registered on `layerClass`.
    static func keys(in layerClass: CALayer.Type) -> [String] {
        lock.lock(); defer { lock.unlock() }
        return table[ObjectIdentifier(layerClass)]?.map(\.key) ?? []
    }

    /// The property for `key` on `layerClass`, registered with `kind` if it is new. Returns nil
    /// when `key` is registered with another kind, or is not a plain key.
    static func register(_ key: String, kind: CAValueKind, in layerClass: CALayer.Type) -> CustomLayerProperty? {
        guard !key.isEmpty, !key.contains("."), isAnimatableKind(kind), isAppClass(layerClass) else { return nil }
        if LayerProperty.builtIn[key] != nil || layerClass.customProperties[key] != nil { return nil }
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(layerClass)
        var list = table[id] ?? []
        if let existing = list.first(where: { $0.key == key }) { return existing.kind == kind ? existing : nil }
        let slot = layerClass.customProperties.count + list.count
        let property = CustomLayerProperty(key: key, kind: kind, slot: slot,
                                           default: defaultValue(key, kind: kind, in: layerClass), isAnimatable: false)
        list.append(property)
        table[id] = list
        generationStorage += 1
        return property
    }

    /// Whether `layerClass` is an app's subclass. Strata's own classes register no keys, so a
    /// misspelt key path on them (`"positon"`) is still refused with a named error.
    static func isAppClass(_ layerClass: CALayer.Type) -> Bool {
        !String(reflecting: layerClass).hasPrefix("StrataCore.")
    }

    /// Extends `layer.state.extra` (made before its class registered a key) through `slot`,
    /// each new entry at its property's default.
    static func growExtra(of layer: CALayer, toHold slot: Int) {
        let layerClass = type(of: layer)
        let own = layerClass.customProperties.count
        lock.lock()
        let registered = table[ObjectIdentifier(layerClass)] ?? []
        lock.unlock()
        if layer.state.extra.count < own { layer.state.extra = CALayer.defaultExtra(Array(layerClass.customProperties.values)) }
        while layer.state.extra.count <= slot {
            let index = layer.state.extra.count - own
            let value = index < registered.count ? registered[index].defaultValue : .number(0)
            layer.state.extra.append(ExtraValue(value))
        }
    }

    /// The kinds a dynamic property may have: values, never objects (a default value must need
    /// no owner).
    static func isAnimatableKind(_ kind: CAValueKind) -> Bool {
        switch kind {
        case .number, .point, .size, .rect, .transform, .color, .bool: return true
        default: return false
        }
    }

    /// The class's `defaultValue(forKey:)` when it converts to `kind`, else that kind's zero.
    private static func defaultValue(_ key: String, kind: CAValueKind, in layerClass: CALayer.Type) -> AnimValue {
        if let value = layerClass.defaultValue(forKey: key),
           let typed = try? ValueConverter.convert(value, to: kind, for: key), typed.isFinite { return typed }
        switch kind {
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(nil)
        case .bool: return .bool(false)
        default: return .number(0)
        }
    }

    /// The kind a value for a new key implies: numbers, geometry, transforms and colours.
    static func kind(of value: Any?) -> CAValueKind? {
        // Exact type first: Foundation bridges a Bool to NSNumber and 0 or 1 back to Bool.
        if let value, type(of: value) == Bool.self { return nil }
        switch value {
        case nil, is NSNull, is String, is NSString: return nil
        case is NSNumber: return .number
        case is CGColor: return .color
        case let v as NSValue where !(v is NSNumber):
            switch v.geometryKind {
            case "point": return .point
            case "size": return .size
            case "rect": return .rect
            case "transform", "affine": return .transform
            default: return nil
            }
        case is CGPoint: return .point
        case is CGSize: return .size
        case is CGRect: return .rect
        case is CATransform3D, is CGAffineTransform: return .transform
        default: return AnyNumber.double(value) != nil ? .number : nil
        }
    }
}
