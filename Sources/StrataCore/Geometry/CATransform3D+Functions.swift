import Foundation

// QuartzCore's C functions on CATransform3D, with Apple's Swift signatures. The comments in
// Apple's CATransform3D.h define the semantics; the matrix conventions (row vectors, `a * b`
// meaning "a then b") are documented on `CATransform3D`.

/// Returns true if `t` is exactly the identity transform.
@inlinable
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.isIdentity
}

/// Returns true if `a` is exactly equal to `b` (entry by entry, IEEE comparison).
@inlinable
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`:
/// `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
@inlinable
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`:
/// `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
@inlinable
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
/// If the vector has length zero (or is not finite) the identity transform is returned.
///
/// A positive angle about +z turns +x toward +y: in a layer's y-down space that is clockwise
/// on screen, `(1, 0)` ↦ `(cos angle, sin angle)`.
public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    // Rotations about a coordinate axis are built directly so the untouched diagonal entry
    // stays exactly 1 (the general formula gives `(1 - c) + c`, which rounds): that keeps
    // `CATransform3DIsAffine(CATransform3DMakeRotation(a, 0, 0, 1))` true.
    if x == 0 && y == 0 && z != 0 && z.isFinite {
        return axisRotation(z > 0 ? angle : -angle, axis: 2)
    }
    if x == 0 && z == 0 && y != 0 && y.isFinite {
        return axisRotation(y > 0 ? angle : -angle, axis: 1)
    }
    if y == 0 && z == 0 && x != 0 && x.isFinite {
        return axisRotation(x > 0 ? angle : -angle, axis: 0)
    }
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = cos(angle), s = sin(angle), k = 1 - c
    // Rodrigues' formula, transposed for row vectors.
    return CATransform3D(
        m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// A rotation about x (0), y (1) or z (2) with exact zeros and ones off the rotated plane.
@usableFromInline
func axisRotation(_ angle: CGFloat, axis: Int) -> CATransform3D {
    let c = cos(angle), s = sin(angle)
    var t = CATransform3DIdentity
    switch axis {
    case 0: t.m22 = c; t.m23 = s; t.m32 = -s; t.m33 = c
    case 1: t.m11 = c; t.m13 = -s; t.m31 = s; t.m33 = c
    default: t.m11 = c; t.m12 = s; t.m21 = -s; t.m22 = c
    }
    return t
}

/// Translates `t` by `(tx, ty, tz)`: `t' = translate(tx, ty, tz) * t`, so the translation
/// happens in `t`'s own (pre-transform) space.
@inlinable
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    var r = t
    // translate * t only changes the last row: row4 += tx·row1 + ty·row2 + tz·row3.
    r.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
    r.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
    r.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
    r.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
    return r
}

/// Scales `t` by `(sx, sy, sz)`: `t' = scale(sx, sy, sz) * t`.
@inlinable
public func CATransform3DScale(
    _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
    var r = t
    r.m11 *= sx; r.m12 *= sx; r.m13 *= sx; r.m14 *= sx
    r.m21 *= sy; r.m22 *= sy; r.m23 *= sy; r.m24 *= sy
    r.m31 *= sz; r.m32 *= sz; r.m33 *= sz; r.m34 *= sz
    return r
}

/// Rotates `t` by `angle` radians about `(x, y, z)`: `t' = rotation(angle, x, y, z) * t`.
/// Apple leaves a zero-length vector undefined; Strata returns `t` unchanged (the
/// rotation is the identity, as `CATransform3DMakeRotation` documents).
@inlinable
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// Concatenates `b` to `a`: `t' = a * b`, the transform that applies `a` and then `b`.
@inlinable
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// Inverts `t`. Returns the original matrix if `t` has no inverse.
@inlinable
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted() ?? t
}

/// Returns true if `t` can be represented exactly by an affine transform: no z coupling,
/// no perspective, `m33 == 1` and `m44 == 1`.
@inlinable
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}
