import Foundation

/// A homogeneous three-dimensional transform: a 4×4 matrix of `CGFloat`, as in QuartzCore.
///
/// Core Animation uses **row vectors**: a point `(x, y, z, w)` maps to `p · M`, so the
/// translation lives in `m41`, `m42`, `m43`, the perspective term in `m34`
/// (`t.m34 = -1 / 500` for an eye 500 points away), and `CATransform3DConcat(a, b)`
/// means "apply `a`, then `b`". `CATransform3D()` is the all-zero matrix, exactly as the
/// imported C struct is in Apple's Swift; use `CATransform3DIdentity` for the identity.
public struct CATransform3D: Equatable, Sendable {
    /// First row: the image of the x axis (`m11`, `m12`, `m13`) and its perspective term `m14`.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Second row: the image of the y axis (`m21`, `m22`, `m23`) and its perspective term `m24`.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Third row: the image of the z axis (`m31`, `m32`, `m33`) and `m34`, the perspective term
    /// (`-1 / eyeDistance`).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Fourth row: the translation (`m41`, `m42`, `m43`) and `m44`, 1 for an affine transform.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The all-zero matrix (Apple's imported-struct initializer); not the identity.
    @inlinable
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)

// MARK: - Strata conveniences (not in QuartzCore)

extension CATransform3D {
    /// The identity transform; the same value as `CATransform3DIdentity`.
    public static let identity = CATransform3DIdentity

    /// `true` when every entry equals the identity's (exact comparison, as `CATransform3DIsIdentity`).
    @inlinable
    public var isIdentity: Bool {
        m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0
            && m21 == 0 && m22 == 1 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m41 == 0 && m42 == 0 && m43 == 0 && m44 == 1
    }

    /// `self` followed by `other`: the matrix product `self · other` (row vectors), the same
    /// as `CATransform3DConcat(self, other)`.
    @inlinable
    public func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = self
        return CATransform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        )
    }

    /// The determinant of the full 4×4 matrix.
    public var determinant: CGFloat {
        // Expansion by 2×2 minors of the top two and bottom two rows (Laplace).
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13
        let s2 = m11 * m24 - m21 * m14, s3 = m12 * m23 - m22 * m13
        let s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34
        let c3 = m32 * m43 - m42 * m33, c2 = m31 * m44 - m41 * m34
        let c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or `nil` when the matrix is singular or not finite.
    ///
    /// "Singular" is judged relative to the matrix's own size: the determinant must exceed
    /// 1e-12 of the product of the row lengths (Hadamard's bound), so a tiny but well-shaped
    /// transform (scale 1e-4) still inverts while a flattened one that only rounding kept
    /// off zero (a z-scale of 0 then rotated) does not.
    public func inverted() -> CATransform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13
        let s2 = m11 * m24 - m21 * m14, s3 = m12 * m23 - m22 * m13
        let s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34
        let c3 = m32 * m43 - m42 * m33, c2 = m31 * m44 - m41 * m34
        let c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det.isFinite, det != 0 else { return nil }
        func rowLength(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            (a * a + b * b + c * c + d * d).squareRoot()
        }
        let bound = rowLength(m11, m12, m13, m14) * rowLength(m21, m22, m23, m24)
            * rowLength(m31, m32, m33, m34) * rowLength(m41, m42, m43, m44)
        guard abs(det) > bound * 1e-12 else { return nil }
        let k = 1 / det
        return CATransform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k
        )
    }

    /// Maps the homogeneous point `(x, y, z, w)` through the matrix as a row vector, `p · M`,
    /// without the perspective divide.
    @inlinable
    public func transform(
        x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat = 1
    ) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x: x * m11 + y * m21 + z * m31 + w * m41,
            y: x * m12 + y * m22 + z * m32 + w * m42,
            z: x * m13 + y * m23 + z * m33 + w * m43,
            w: x * m14 + y * m24 + z * m34 + w * m44
        )
    }

    /// Maps the point `(p.x, p.y, 0)` and divides by `w` (the perspective divide).
    /// Returns a non-finite point when `w` is 0 (the point is at infinity).
    @inlinable
    public func project(_ p: CGPoint) -> CGPoint {
        let q = transform(x: p.x, y: p.y, z: 0, w: 1)
        return CGPoint(x: q.x / q.w, y: q.y / q.w)
    }
}

extension CATransform3D: CustomStringConvertible {
    public var description: String {
        "CATransform3D([\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)])"
    }
}
