import Foundation
import StrataGraphics

// Foundation on Apple platforms bridges CGFloat to NSNumber and the geometry structs to
// NSValue, so `layer.value(forKey: "opacity") as? CGFloat` and `… as? CGPoint` succeed on a
// boxed value there. Foundation on Linux bridges Float, Double and the integers but not
// CGFloat, CGPoint, CGSize or CGRect (and has no CATransform3D). These conformances add the
// missing bridges, so key-value coding can hand back NSNumber and NSValue as Foundation does
// on iOS and every everyday cast works: `as? NSNumber`, `as? Float`, `as? Double`,
// `as? CGFloat`; `as? NSValue` then `.cgPointValue`, or `as? CGPoint` directly.

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

/// The shape every geometry bridge shares: box as NSValue, unbox only an NSValue of the same
/// geometry kind (Foundation on Linux traps reading a point NSValue as a size, so the kind is
/// checked first), and a fallback for a nil or mismatched unconditional bridge. Public only
/// because the `_ObjectiveCBridgeable` witnesses it supplies must be; not for apps to adopt.
public protocol _NSValueBridgedGeometry: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    /// The NSValue's `geometryKind` that holds this type.
    static var _geometryKind: String { get }
    /// What an unconditional bridge of nil or another kind gives.
    static var _bridgeFallback: Self { get }
    /// Boxes the value.
    func _boxed() -> NSValue
    /// Reads the value from an NSValue of `_geometryKind`.
    static func _unboxed(_ value: NSValue) -> Self
}

extension _NSValueBridgedGeometry {
    public func _bridgeToObjectiveC() -> NSValue { _boxed() }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
        result = unbox(source)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        result = unbox(source)
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
        unbox(source) ?? _bridgeFallback
    }

    private static func unbox(_ source: NSValue?) -> Self? {
        guard let source, source.geometryKind == _geometryKind else { return nil }
        return _unboxed(source)
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, _NSValueBridgedGeometry {
    public static var _geometryKind: String { "point" }
    public static var _bridgeFallback: CGPoint { .zero }
    public func _boxed() -> NSValue { NSValue(point: self) }
    public static func _unboxed(_ value: NSValue) -> CGPoint { value.pointValue }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, _NSValueBridgedGeometry {
    public static var _geometryKind: String { "size" }
    public static var _bridgeFallback: CGSize { .zero }
    public func _boxed() -> NSValue { NSValue(size: self) }
    public static func _unboxed(_ value: NSValue) -> CGSize { value.sizeValue }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, _NSValueBridgedGeometry {
    public static var _geometryKind: String { "rect" }
    public static var _bridgeFallback: CGRect { .zero }
    public func _boxed() -> NSValue { NSValue(rect: self) }
    public static func _unboxed(_ value: NSValue) -> CGRect { value.rectValue }
}

extension CATransform3D: _NSValueBridgedGeometry {
    public static var _geometryKind: String { "transform" }
    public static var _bridgeFallback: CATransform3D { CATransform3DIdentity }
    public func _boxed() -> NSValue { NSValue(caTransform3D: self) }
    public static func _unboxed(_ value: NSValue) -> CATransform3D { value.caTransform3DValue }
}

extension CGAffineTransform: _NSValueBridgedGeometry {
    public static var _geometryKind: String { "affine" }
    public static var _bridgeFallback: CGAffineTransform { .identity }
    public func _boxed() -> NSValue { NSValue(cgAffineTransform: self) }
    public static func _unboxed(_ value: NSValue) -> CGAffineTransform { value.cgAffineTransformValue }
}

/// The C library's `HUGE` (Darwin's math.h: `HUGE_VAL`, infinity), which looping iOS
/// animations write as `repeatCount = HUGE`. Glibc's math.h does not define it.
public let HUGE: Float = .infinity

/// Darwin's `MAXFLOAT` (math.h: the largest finite Float), which iOS code writes for
/// "repeat forever": `repeatCount = MAXFLOAT`. Glibc's math.h does not export it to Swift.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
