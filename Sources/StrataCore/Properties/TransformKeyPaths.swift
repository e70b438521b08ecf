import Foundation

/// `transform.rotation.z`, `transform.scale`, `transform.translation` and friends, as fields
/// of the transform's decomposition (CATransform3D+KeyPathComponents). `translation` is the
/// one two-component field (a CGSize of x and y).
enum TransformKeyPaths {
    static func field(_ c: ValueComponent) -> TransformComponent? {
        switch c {
        case .rotationX: return .rotationX
        case .rotationY: return .rotationY
        case .rotationZ: return .rotationZ
        case .scale: return .scale
        case .scaleX: return .scaleX
        case .scaleY: return .scaleY
        case .scaleZ: return .scaleZ
        case .scaleXY: return .scaleXY
        case .translationX: return .translationX
        case .translationY: return .translationY
        case .translationZ: return .translationZ
        default: return nil
        }
    }

    static func get(_ c: ValueComponent, of t: CATransform3D) -> AnimValue {
        if c == .translation {
            return .size(CGSize(width: t.component(.translationX), height: t.component(.translationY)))
        }
        guard let f = field(c) else { return .transform(t) }
        return .number(Double(t.component(f)))
    }

    static func set(_ c: ValueComponent, to value: AnimValue, in t: CATransform3D) -> CATransform3D {
        switch (c, value) {
        case (.translation, .size(let s)):
            return t.setting(.translationX, to: s.width).setting(.translationY, to: s.height)
        case (_, .number(let n)):
            guard let f = field(c) else { return t }
            return t.setting(f, to: CGFloat(n))
        default:
            return t
        }
    }
}
