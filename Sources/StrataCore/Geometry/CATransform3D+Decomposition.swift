import Foundation

/// A 4×4 transform split into scale, skew, rotation, translation and perspective, so two
/// transforms can be interpolated component by component the way Core Animation (and CSS)
/// animate a whole `transform`.
///
/// The method is Spencer Thomas's "unmatrix" (Graphics Gems II, 1991) as WebKit's
/// `TransformationMatrix::decompose4`/`blend` and the CSS Transforms 2 spec (§ "Decomposing
/// a 3D matrix") use it. With row vectors:
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// (scale first, perspective last). `Skew` is unit lower-triangular with `xy` at [1][0],
/// `xz` at [2][0] and `yz` at [2][1]; `Perspective` is the identity with its last column
/// replaced by `perspective`. Unlike unmatrix we do not first divide by `m44`: the
/// homogeneous weight stays in `perspective.w` (1 for ordinary transforms), so recomposing
/// returns `M` itself and `translation` reads as set even under perspective. `quaternion`
/// is `(axis · sin(θ/2), cos(θ/2))` for the rotation `CATransform3DMakeRotation(θ, axis)`,
/// so it reads in Core Animation's convention.
struct DecomposedTransform: Equatable, Sendable {
    struct Skew: Equatable, Sendable {
        var xy: Double, xz: Double, yz: Double
    }

    var scale: SIMD3<Double>
    var skew: Skew
    var quaternion: SIMD4<Double>
    var translation: SIMD3<Double>
    var perspective: SIMD4<Double>

    /// Decomposes `t`; `nil` when it is singular (a zero scale, a flattened or non-finite
    /// matrix, a vanishing homogeneous weight), which cannot be split into the components above.
    init?(_ t: CATransform3D) {
        self.init(t, allowingZeroScale: false)
    }

    /// With `allowingZeroScale`, a collapsed axis (scale 0, as `transform.scale = 0` makes)
    /// decomposes with that scale 0 and an arbitrary orthogonal direction for the axis, which
    /// the key-path accessors need. Perspective on a collapsed matrix still fails.
    init?(_ t: CATransform3D, allowingZeroScale: Bool) {
        var r0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m13))
        var r1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m23))
        var r2 = SIMD3(Double(t.m31), Double(t.m32), Double(t.m33))
        let c = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34))
        translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43))
        guard isFinite(r0), isFinite(r1), isFinite(r2), isFinite(c), isFinite(translation),
              t.m44.isFinite
        else { return nil }

        // The upper 3×3 (A) must be invertible unless zero scales are allowed, and always
        // when there is perspective: M's last column (c, m44) satisfies A·p = c and
        // t·p + p.w = m44. det M = det A · p.w, so p.w must not vanish either.
        let det = dot(r0, cross(r1, r2))
        let bound = length(r0) * length(r1) * length(r2)
        let invertible = det != 0 && abs(det) > bound * 1e-12
        if c == .zero {
            perspective = SIMD4(0, 0, 0, Double(t.m44))
        } else {
            guard invertible else { return nil }
            // Cramer's rule on the columns of A (the rows of its transpose).
            let p = SIMD3(
                dot(c, cross(SIMD3(r0.y, r1.y, r2.y), SIMD3(r0.z, r1.z, r2.z))),
                dot(SIMD3(r0.x, r1.x, r2.x), cross(c, SIMD3(r0.z, r1.z, r2.z))),
                dot(SIMD3(r0.x, r1.x, r2.x), cross(SIMD3(r0.y, r1.y, r2.y), c))
            ) / det
            perspective = SIMD4(p.x, p.y, p.z, Double(t.m44) - dot(translation, p))
        }
        guard perspective.w != 0 else { return nil }
        guard invertible || allowingZeroScale else { return nil }

        // Gram–Schmidt: each row's length is its scale, its overlap with the rows before
        // is its skew. A row that vanishes (length ≤ tiny relative to the matrix) is a zero
        // scale; its direction is filled in afterwards.
        let tiny = max(length(r0), length(r1), length(r2)) * 1e-12
        var sk = Skew(xy: 0, xz: 0, yz: 0)
        var s = SIMD3<Double>(length(r0), 0, 0)
        let zero0 = s.x <= tiny
        if !zero0 { r0 /= s.x }
        if !zero0 { sk.xy = dot(r0, r1); r1 -= sk.xy * r0 }
        s.y = length(r1)
        let zero1 = s.y <= tiny
        if !zero1 { r1 /= s.y; sk.xy /= s.y }
        if !zero0 { sk.xz = dot(r0, r2); r2 -= sk.xz * r0 }
        if !zero1 { sk.yz = dot(r1, r2); r2 -= sk.yz * r1 }
        s.z = length(r2)
        let zero2 = s.z <= tiny
        if !zero2 { r2 /= s.z; sk.xz /= s.z; sk.yz /= s.z } else { sk.xz = 0; sk.yz = 0 }
        if zero0 { sk.xy = 0; s.x = 0; r0 = Self.unitOrthogonal(preferring: 0, to: zero1 ? nil : r1, zero2 ? nil : r2) }
        if zero1 { s.y = 0; r1 = Self.unitOrthogonal(preferring: 1, to: r0, zero2 ? nil : r2) }
        if zero2 { s.z = 0; r2 = Self.unitOrthogonal(preferring: 2, to: r0, r1) }
        if dot(r0, cross(r1, r2)) < 0 {
            // A collapsed axis has no handedness of its own: turn its filled-in direction.
            if zero2 { r2 = -r2 } else if zero1 { r1 = -r1 } else if zero0 { r0 = -r0 }
        }

        // A reflection cannot be a rotation: move it into a negative scale. When z is
        // untouched (a 2D transform) flip z if it is the mirrored axis, else the x or y with
        // the smaller diagonal (CSS's 2D rule); otherwise flip all three axes as unmatrix does.
        if dot(r0, cross(r1, r2)) < 0 {
            let flatZ = r0.z == 0 && r1.z == 0 && r2.x == 0 && r2.y == 0
            if flatZ && r2.z < 0 {
                s.z = -s.z; r2 = -r2; sk.xz = -sk.xz; sk.yz = -sk.yz
            } else if flatZ && t.m11 < t.m22 {
                s.x = -s.x; r0 = -r0; sk.xy = -sk.xy; sk.xz = -sk.xz
            } else if flatZ {
                s.y = -s.y; r1 = -r1; sk.xy = -sk.xy; sk.yz = -sk.yz
            } else {
                s = -s; r0 = -r0; r1 = -r1; r2 = -r2
            }
        }
        scale = s
        skew = sk
        quaternion = Self.quaternion(rows: r0, r1, r2)
    }

    init(
        scale: SIMD3<Double>, skew: Skew, quaternion: SIMD4<Double>,
        translation: SIMD3<Double>, perspective: SIMD4<Double>
    ) {
        self.scale = scale; self.skew = skew; self.quaternion = quaternion
        self.translation = translation; self.perspective = perspective
    }

    /// The matrix `Scale · Skew · Rotation · Translation · Perspective`.
    func recomposed() -> CATransform3D {
        let (r0, r1, r2) = Self.rotationRows(quaternion)
        return compose(rotationRows: r0, r1, r2)
    }

    /// Recomposes with the given orthonormal rotation rows instead of `quaternion`.
    func compose(
        rotationRows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>
    ) -> CATransform3D {
        let a0 = scale.x * r0
        let a1 = scale.y * (skew.xy * r0 + r1)
        let a2 = scale.z * (skew.xz * r0 + skew.yz * r1 + r2)
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return CATransform3D(
            m11: CGFloat(a0.x), m12: CGFloat(a0.y), m13: CGFloat(a0.z), m14: CGFloat(dot(a0, p)),
            m21: CGFloat(a1.x), m22: CGFloat(a1.y), m23: CGFloat(a1.z), m24: CGFloat(dot(a1, p)),
            m31: CGFloat(a2.x), m32: CGFloat(a2.y), m33: CGFloat(a2.z), m34: CGFloat(dot(a2, p)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z),
            m44: CGFloat(dot(t, p) + perspective.w)
        )
    }

    /// Component-wise blend: linear for scale, skew, translation and perspective, spherical
    /// (shortest arc) for the rotation. `t` outside 0…1 extrapolates.
    static func interpolate(
        _ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double
    ) -> DecomposedTransform {
        DecomposedTransform(
            scale: a.scale + (b.scale - a.scale) * t,
            skew: Skew(
                xy: a.skew.xy + (b.skew.xy - a.skew.xy) * t,
                xz: a.skew.xz + (b.skew.xz - a.skew.xz) * t,
                yz: a.skew.yz + (b.skew.yz - a.skew.yz) * t
            ),
            quaternion: slerp(a.quaternion, b.quaternion, t),
            translation: a.translation + (b.translation - a.translation) * t,
            perspective: a.perspective + (b.perspective - a.perspective) * t
        )
    }
}

// MARK: - Named components

extension DecomposedTransform {
    var scaleX: Double { get { scale.x } set { scale.x = newValue } }
    var scaleY: Double { get { scale.y } set { scale.y = newValue } }
    var scaleZ: Double { get { scale.z } set { scale.z = newValue } }
    var translateX: Double { get { translation.x } set { translation.x = newValue } }
    var translateY: Double { get { translation.y } set { translation.y = newValue } }
    var translateZ: Double { get { translation.z } set { translation.z = newValue } }

    /// The rotation as Euler angles (x, y, z) in radians with R = Rx · Ry · Rz (row vectors:
    /// turn about x first), the convention of the `transform.rotation.*` key paths. Setting
    /// replaces `quaternion`.
    var eulerAngles: SIMD3<Double> {
        get { CATransform3D.eulerAngles(quaternion) }
        set {
            let (r0, r1, r2) = CATransform3D.eulerRows(newValue)
            quaternion = Self.quaternion(rows: r0, r1, r2)
        }
    }
}

// MARK: - Rotation helpers

extension DecomposedTransform {
    /// Spherical interpolation along the shorter arc (q and -q are the same rotation).
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 { b = -b; cosine = -cosine }
        if cosine > 0.9995 {
            // Nearly parallel: sin θ underflows, and a normalized lerp is as accurate.
            let q = a + (b - a) * t
            return q / (q * q).sum().squareRoot()
        }
        let theta = acos(min(cosine, 1))
        let sinTheta = sin(theta)
        return a * (sin((1 - t) * theta) / sinTheta) + b * (sin(t * theta) / sinTheta)
    }

    /// The unit quaternion of an orthonormal, right-handed set of rows (Shepperd's method:
    /// divide by the largest of the four candidate components, never by a small one).
    static func quaternion(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> SIMD4<Double> {
        let trace = r0.x + r1.y + r2.z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2  // 4w
            q = SIMD4((r1.z - r2.y) / s, (r2.x - r0.z) / s, (r0.y - r1.x) / s, s / 4)
        } else if r0.x > r1.y && r0.x > r2.z {
            let s = (1 + r0.x - r1.y - r2.z).squareRoot() * 2  // 4x
            q = SIMD4(s / 4, (r0.y + r1.x) / s, (r0.z + r2.x) / s, (r1.z - r2.y) / s)
        } else if r1.y > r2.z {
            let s = (1 + r1.y - r0.x - r2.z).squareRoot() * 2  // 4y
            q = SIMD4((r0.y + r1.x) / s, s / 4, (r1.z + r2.y) / s, (r2.x - r0.z) / s)
        } else {
            let s = (1 + r2.z - r0.x - r1.y).squareRoot() * 2  // 4z
            q = SIMD4((r0.z + r2.x) / s, (r1.z + r2.y) / s, s / 4, (r0.y - r1.x) / s)
        }
        return q / (q * q).sum().squareRoot()
    }

    /// The rotation rows (row-vector convention) of a unit quaternion; the inverse of
    /// `quaternion(rows:)`, and equal to `CATransform3DMakeRotation`'s upper 3×3.
    static func rotationRows(_ q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let x = q.x, y = q.y, z = q.z, w = q.w
        return (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// A unit vector orthogonal to the given unit rows, as close to axis `preferring` as
    /// possible (so a collapsed axis of an axis-aligned transform keeps its own direction).
    static func unitOrthogonal(preferring axis: Int, to a: SIMD3<Double>?, _ b: SIMD3<Double>?) -> SIMD3<Double> {
        if let a, let b {
            let n = cross(a, b)
            var v = n / length(n)
            var e = SIMD3<Double>.zero
            e[axis] = 1
            if dot(v, e) < 0 { v = -v }
            return v
        }
        for offset in 0..<3 {
            let k = (axis + offset) % 3
            var v = SIMD3<Double>.zero
            v[k] = 1
            if let a { v -= dot(v, a) * a }
            if let b { v -= dot(v, b) * b }
            let l = length(v)
            if l > 1e-6 { return v / l }
        }
        return SIMD3(0, 0, 1)
    }
}

// MARK: - Interpolating whole transforms

extension CATransform3D {
    /// The transform `progress` of the way from `from` to `to`, blended component-wise as
    /// Core Animation animates the `transform` key path (rotations take the shorter arc,
    /// perspective and skew are kept). If either end is singular (a zero scale), the result
    /// switches discretely: `from` below 0.5, `to` from 0.5 on. Progress 0 and 1 return the
    /// ends exactly; other values outside 0…1 extrapolate.
    static func interpolate(from: CATransform3D, to: CATransform3D, progress: Double) -> CATransform3D {
        if progress == 0 || from == to { return from }
        if progress == 1 { return to }
        guard let a = DecomposedTransform(from), let b = DecomposedTransform(to) else {
            return progress < 0.5 ? from : to
        }
        return DecomposedTransform.interpolate(a, b, progress).recomposed()
    }
}

@inline(__always) private func isFinite(_ a: SIMD3<Double>) -> Bool {
    a.x.isFinite && a.y.isFinite && a.z.isFinite
}
@inline(__always) private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
@inline(__always) private func length(_ a: SIMD3<Double>) -> Double { (a * a).sum().squareRoot() }
@inline(__always) private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
