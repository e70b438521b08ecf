import Foundation
import StrataGraphics

/// The typed internal form of every animatable value.
///
/// `fromValue`/`toValue`/`values` arrive as `Any` (Apple's API); they are converted once, when an
/// animation is added, so evaluating a frame never casts, boxes or allocates.
enum AnimValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(RGBA?)
    case transform(CATransform3D)
    case bool(Bool)
    /// Values that only switch (contents images, paths): compared by identity. The reference
    /// is unretained so that AnimValue stays a plain value (copies are memcpy, no refcounting
    /// per frame); whoever stores one keeps the object alive (the layer state, or the track's
    /// `retainedObjects`).
    case object(ObjectRef)

    var kind: CAValueKind {
        switch self {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        case .bool: return .bool
        case .object: return .image
        }
    }

    /// Whether every number in the value is finite (NaN or infinity never reach the layer).
    var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case .color(let c):
            guard let c else { return true }
            return c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
        case .transform(let t): return t.allFinite
        case .bool, .object: return true
        }
    }
}

extension AnimValue {
    /// Whether `self` and `other` are the same value; objects (images, paths) never count as
    /// the same, so setting one always runs its action.
    func isSameValue(as other: AnimValue) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.transform(let a), .transform(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        default: return false
        }
    }
}

extension CATransform3D {
    var allFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite &&
        m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite &&
        m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite &&
        m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}

/// An unretained object reference inside an `AnimValue` (see `AnimValue.object`).
struct ObjectRef {
    unowned(unsafe) let object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
