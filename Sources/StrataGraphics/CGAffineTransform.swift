import Foundation

/// An affine transformation matrix, laid out as Core Graphics does:
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// Points are row vectors, so a point maps to `(a·x + c·y + tx, b·x + d·y + ty)` and
/// `t1.concatenating(t2)` means "apply `t1`, then `t2`" — the same convention as Apple's
/// `CGAffineTransform`, so code and matrices ported from Darwin behave identically.
public struct CGAffineTransform: Hashable, Sendable {
    /// x scale / rotation entry: contribution of x to x'.
    public var a: CGFloat
    /// Contribution of x to y'.
    public var b: CGFloat
    /// Contribution of y to x'.
    public var c: CGFloat
    /// y scale / rotation entry: contribution of y to y'.
    public var d: CGFloat
    /// Translation added to x'.
    public var tx: CGFloat
    /// Translation added to y'.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates an all-zero matrix, exactly like Apple's `CGAffineTransform()` (a zeroed C struct).
    /// This is *not* the identity: use `.identity` for that.
    @inlinable
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The identity transform: maps every point to itself.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `(tx, ty)`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales x by `sx` and y by `sy` about the origin.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians. Positive angles turn the x axis toward the
    /// y axis: counterclockwise when y points up, clockwise on a y-down (flipped) screen.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity matrix.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: a point is mapped by `self` first, then by `t2`
    /// (Apple's `CGAffineTransformConcat(self, t2)`).
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Translates in this transform's own (input) space: the translation is applied to points
    /// *before* `self`, like `CGAffineTransformTranslate`.
    @inlinable
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales in this transform's own (input) space, before `self` (`CGAffineTransformScale`).
    @inlinable
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotates by `angle` radians in this transform's own (input) space, before `self`
    /// (`CGAffineTransformRotate`).
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse matrix, or `self` unchanged when the matrix is singular (determinant zero or
    /// not finite) — Apple's documented behaviour for `CGAffineTransformInvert`.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }
}

extension CGAffineTransform: CustomStringConvertible {
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
