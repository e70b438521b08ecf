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

/// Unboxes `source` when it holds geometry of `kind` (Foundation on Linux traps reading a point
/// NSValue as a size, so the kind is checked first).
private func unbox<T>(_ source: NSValue?, kind: String, _ read: (NSValue) -> T) -> T? {
    guard let source, source.geometryKind == kind else { return nil }
    return read(source)
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = unbox(source, kind: "point") { $0.pointValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = unbox(source, kind: "point") { $0.pointValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        unbox(source, kind: "point") { $0.pointValue } ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = unbox(source, kind: "size") { $0.sizeValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = unbox(source, kind: "size") { $0.sizeValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        unbox(source, kind: "size") { $0.sizeValue } ?? .zero
    }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = unbox(source, kind: "rect") { $0.rectValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = unbox(source, kind: "rect") { $0.rectValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        unbox(source, kind: "rect") { $0.rectValue } ?? .zero
    }
}

extension CATransform3D: _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(caTransform3D: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) {
        result = unbox(source, kind: "transform") { $0.caTransform3DValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) -> Bool {
        result = unbox(source, kind: "transform") { $0.caTransform3DValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CATransform3D {
        unbox(source, kind: "transform") { $0.caTransform3DValue } ?? CATransform3DIdentity
    }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = unbox(source, kind: "affine") { $0.cgAffineTransformValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) -> Bool {
        result = unbox(source, kind: "affine") { $0.cgAffineTransformValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        unbox(source, kind: "affine") { $0.cgAffineTransformValue } ?? .identity
    }
}

/// The C library's `HUGE` (Darwin's math.h: `HUGE_VAL`, infinity), which looping iOS
/// animations write as `repeatCount = HUGE`. Glibc's math.h does not define it.
public let HUGE: Float = .infinity
