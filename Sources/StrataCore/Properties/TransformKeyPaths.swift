import Foundation

/// `transform.rotation.z`, `transform.scale`, `transform.translation.x` and friends.
///
/// Core Animation treats these as fields of the transform's decomposition: reading one
/// decomposes; writing one replaces that field and recomposes, keeping the others. The common
/// case — animating a single field of an identity transform — builds the matrix directly, so a
/// rotating layer costs a sine and a cosine per frame.
enum TransformKeyPaths {
    static func get(_ c: ValueComponent, of t: CATransform3D) -> AnimValue {
        if CATransform3DIsIdentity(t) {
            switch c {
            case .scale, .scaleX, .scaleY, .scaleZ: return .number(1)
            case .translation: return .size(.zero)
            default: return .number(0)
            }
        }
        guard let d = DecomposedTransform(t) else { return .number(0) }
        switch c {
        case .rotationX, .rotationY, .rotationZ:
            let e = d.eulerAngles
            return .number(c == .rotationX ? e.x : c == .rotationY ? e.y : e.z)
        case .scale: return .number((d.scaleX + d.scaleY + d.scaleZ) / 3)
        case .scaleX: return .number(d.scaleX)
        case .scaleY: return .number(d.scaleY)
        case .scaleZ: return .number(d.scaleZ)
        case .translation: return .size(CGSize(width: d.translateX, height: d.translateY))
        case .translationX: return .number(d.translateX)
        case .translationY: return .number(d.translateY)
        case .translationZ: return .number(d.translateZ)
        default: return .transform(t)
        }
    }

    static func set(_ c: ValueComponent, to value: AnimValue, in t: CATransform3D) -> CATransform3D {
        let n: Double
        var pair = CGSize.zero
        switch value {
        case .number(let v): n = v
        case .size(let s): n = 0; pair = s
        default: return t
        }
        if CATransform3DIsIdentity(t) {
            switch c {
            case .rotationZ: return CATransform3DMakeRotation(CGFloat(n), 0, 0, 1)
            case .rotationX: return CATransform3DMakeRotation(CGFloat(n), 1, 0, 0)
            case .rotationY: return CATransform3DMakeRotation(CGFloat(n), 0, 1, 0)
            case .scale: return CATransform3DMakeScale(CGFloat(n), CGFloat(n), CGFloat(n))
            case .scaleX: return CATransform3DMakeScale(CGFloat(n), 1, 1)
            case .scaleY: return CATransform3DMakeScale(1, CGFloat(n), 1)
            case .scaleZ: return CATransform3DMakeScale(1, 1, CGFloat(n))
            case .translation: return CATransform3DMakeTranslation(pair.width, pair.height, 0)
            case .translationX: return CATransform3DMakeTranslation(CGFloat(n), 0, 0)
            case .translationY: return CATransform3DMakeTranslation(0, CGFloat(n), 0)
            case .translationZ: return CATransform3DMakeTranslation(0, 0, CGFloat(n))
            default: return t
            }
        }
        guard var d = DecomposedTransform(t) else { return t }
        switch c {
        case .rotationX, .rotationY, .rotationZ:
            var e = d.eulerAngles
            if c == .rotationX { e.x = n } else if c == .rotationY { e.y = n } else { e.z = n }
            d.eulerAngles = e
        case .scale: d.scaleX = n; d.scaleY = n; d.scaleZ = n
        case .scaleX: d.scaleX = n
        case .scaleY: d.scaleY = n
        case .scaleZ: d.scaleZ = n
        case .translation: d.translateX = Double(pair.width); d.translateY = Double(pair.height)
        case .translationX: d.translateX = n
        case .translationY: d.translateY = n
        case .translationZ: d.translateZ = n
        default: return t
        }
        return d.recomposed()
    }
}
