import Foundation

/// An affine transform as a scale, then a horizontal shear, then a rotation, then a
/// translation (Apple: CGAffineTransformComponents, iOS 16):
/// `[a b; c d] = [sx 0; 0 sy] · [1 0; shear 1] · [cos θ sin θ; −sin θ cos θ]`.
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// The initial scale along x and y.
    public var scale: CGSize
    /// The shear along x (x grows by `horizontalShear × y`).
    public var horizontalShear: CGFloat
    /// The rotation in radians.
    public var rotation: CGFloat
    /// The final displacement.
    public var translation: CGVector

    /// Components with the given scale, shear, rotation (radians) and translation; the defaults
    /// make the identity.
    public init(scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0, rotation: CGFloat = 0,
                translation: CGVector = .zero) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// The transform built from `components` (scale · shear · rotation · translation).
    public init(_ components: CGAffineTransformComponents) {
        let sx = components.scale.width, sy = components.scale.height, k = components.horizontalShear
        let cosine = cos(components.rotation), sine = sin(components.rotation)
        self.init(a: sx * cosine, b: sx * sine,
                  c: sy * (k * cosine - sine), d: sy * (k * sine + cosine),
                  tx: components.translation.dx, ty: components.translation.dy)
    }

    /// The transform split into scale, horizontal shear, rotation and translation, whose
    /// product is the transform (Apple: `decomposed()`). The x scale is never negative; a
    /// mirroring shows as a negative y scale. A transform with a zero first row decomposes
    /// with no rotation.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let rotation = sx > 0 ? atan2(b, a) : 0
        let cosine = cos(rotation), sine = sin(rotation)
        // Undo the rotation on the second row: [c d] · Rᵀ = [sy·shear, sy].
        let sy = -c * sine + d * cosine
        let shear = sy != 0 ? (c * cosine + d * sine) / sy : 0
        return CGAffineTransformComponents(scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
                                           translation: CGVector(dx: tx, dy: ty))
    }
}
