import Foundation
import StrataCore

/// The compositor's geometry: the 4×4 maps between a layer's plane and its superlayer's, and
/// what those maps do to the plane (Core Animation's row-vector convention: `p · M`).
enum LayerGeometry {
    /// The map from `layer`'s coordinates to its superlayer's (presentation values): move the
    /// anchor point (with `anchorPointZ`) to the origin, apply `transform`, move to `position`
    /// (with `zPosition`), then the superlayer's `sublayerTransform` about its own anchor point
    /// (CALayer "Layer Geometry"; the same map the engine's hit testing uses).
    static func matrixToSuperlayer(_ layer: CALayer, superlayer: CALayer?) -> CATransform3D {
        matrixToSuperlayer(layer, sublayerMap: superlayer.flatMap(sublayerMap(of:)))
    }

    /// `parent.sublayerTransform` about its anchor point, or nil when it is the identity
    /// (computed once per parent, not per child).
    static func sublayerMap(of parent: CALayer) -> CATransform3D? {
        parent.withCompositingState { sublayerMap(of: $0, flipped: parent.isGeometryFlipped) }
    }

    /// `sublayerMap(of:)` from the parent's state, preceded by the reflection of
    /// `isGeometryFlipped` when `flipped` (CALayer+GeometryFlip).
    static func sublayerMap(of parent: UnsafePointer<LayerState>, flipped: Bool) -> CATransform3D? {
        let map = sublayerMap(of: parent)
        guard flipped else { return map }
        let flip = CALayer.verticalFlip(of: parent.pointee.bounds)
        return map.map { flip.concatenating($0) } ?? flip
    }

    /// `sublayerMap(of:)` from the parent's state (FrameBuilder: one state access per layer).
    static func sublayerMap(of parent: UnsafePointer<LayerState>) -> CATransform3D? {
        let s = parent.pointee.sublayerTransform
        guard !s.isIdentity else { return nil }
        let pb = parent.pointee.bounds, pa = parent.pointee.anchorPoint
        let px = pb.minX + pa.x * pb.width, py = pb.minY + pa.y * pb.height
        return CATransform3DMakeTranslation(-px, -py, -parent.pointee.anchorPointZ)
            .concatenating(s)
            .concatenating(CATransform3DMakeTranslation(px, py, parent.pointee.anchorPointZ))
    }

    /// The map to the superlayer given its `sublayerMap(of:)`.
    static func matrixToSuperlayer(_ layer: CALayer, sublayerMap: CATransform3D?) -> CATransform3D {
        layer.withCompositingState { matrixToSuperlayer($0, sublayerMap: sublayerMap) }
    }

    /// The map to the superlayer from the layer's state.
    static func matrixToSuperlayer(_ layer: UnsafePointer<LayerState>, sublayerMap: CATransform3D?) -> CATransform3D {
        let b = layer.pointee.bounds
        let a = layer.pointee.anchorPoint
        let ax = b.minX + a.x * b.width, ay = b.minY + a.y * b.height
        let t = layer.pointee.transform
        let pos = layer.pointee.position
        let az = layer.pointee.anchorPointZ, z = layer.pointee.zPosition
        var m: CATransform3D
        if t.isIdentity && az == 0 {
            m = CATransform3DMakeTranslation(pos.x - ax, pos.y - ay, z)
        } else {
            m = anchoredTransform(t, anchor: (-ax, -ay, -az), position: (pos.x, pos.y, z))
        }
        if let sublayerMap { m = m.concatenating(sublayerMap) }
        return m
    }

    /// Whether `m` keeps a layer's plane in the screen's plane without perspective: its third
    /// column and row are zero but for `m33`, `m44` is 1, and every entry is finite. Sublayers
    /// under such a matrix can take `planarChildMatrix`.
    static func isPlanarAffine(_ m: CATransform3D) -> Bool {
        m.m13 == 0 && m.m14 == 0 && m.m23 == 0 && m.m24 == 0 && m.m31 == 0 && m.m32 == 0 && m.m34 == 0
            && m.m43 == 0 && m.m44 == 1 && isFinite(m)
    }

    /// `flattened(matrixToSuperlayer(layer, sublayerMap: nil)).concatenating(parent)` for a
    /// layer whose transform is planar (a 2-D linear part and a translation in x and y: what a
    /// z rotation, a scale or a translation in the plane leaves) with `anchorPointZ` 0, under a
    /// parent for which `isPlanarAffine` holds; nil for any other layer, and when an entry of
    /// the result would not be finite (the general product then decides what happens).
    ///
    /// The general product is 3 4×4 products of which most terms are exact zeros; this computes
    /// the six entries that are not, with the same operations in the same order, so every
    /// entry is equal (`==`) to the general one: only a zero's sign can differ (the general sum
    /// adds `+0` where this leaves `-0`), which no pixel sees. A sprite's map was a fifth of
    /// its visit (callgrind, 10,000 animated 8×8 layers).
    @inline(__always)
    static func planarChildMatrix(_ layer: UnsafePointer<LayerState>, parent p: CATransform3D) -> CATransform3D? {
        // Entries read in place (a copy of the matrix costs more than the tests on it).
        guard layer.pointee.transform.m13 == 0, layer.pointee.transform.m14 == 0, layer.pointee.transform.m23 == 0,
              layer.pointee.transform.m24 == 0, layer.pointee.transform.m31 == 0, layer.pointee.transform.m32 == 0,
              layer.pointee.transform.m34 == 0, layer.pointee.transform.m43 == 0, layer.pointee.transform.m44 == 1,
              layer.pointee.anchorPointZ == 0 else { return nil }
        let t11 = layer.pointee.transform.m11, t12 = layer.pointee.transform.m12
        let t21 = layer.pointee.transform.m21, t22 = layer.pointee.transform.m22
        let b = layer.pointee.bounds, a = layer.pointee.anchorPoint, pos = layer.pointee.position
        let ax = b.minX + a.x * b.width, ay = b.minY + a.y * b.height
        // anchoredTransform's last row (its z terms are zeros), then the position.
        let f41 = (-ax * t11 + -ay * t21 + layer.pointee.transform.m41) + pos.x
        let f42 = (-ax * t12 + -ay * t22 + layer.pointee.transform.m42) + pos.y
        let c11 = t11 * p.m11 + t12 * p.m21, c12 = t11 * p.m12 + t12 * p.m22
        let c21 = t21 * p.m11 + t22 * p.m21, c22 = t21 * p.m12 + t22 * p.m22
        let c41 = (f41 * p.m11 + f42 * p.m21) + p.m41, c42 = (f41 * p.m12 + f42 * p.m22) + p.m42
        guard (c11 + c12 + c21 + c22 + c41 + c42).isFinite else { return nil }
        return CATransform3D(m11: c11, m12: c12, m13: 0, m14: 0, m21: c21, m22: c22, m23: 0, m24: 0,
                             m31: 0, m32: 0, m33: 0, m34: 0, m41: c41, m42: c42, m43: 0, m44: 1)
    }

    /// `translation(anchor) · t · translation(position)` written out: the two products with
    /// translations change only the last row and the last column's multiples, 24 multiply-adds
    /// instead of 128 — with the same operations in the same order as the full products (their
    /// other terms are exact zeros and ones), so the result is the same to the bit.
    @inline(__always)
    static func anchoredTransform(_ t: CATransform3D, anchor a: (CGFloat, CGFloat, CGFloat),
                                  position p: (CGFloat, CGFloat, CGFloat)) -> CATransform3D {
        var m = t
        m.m41 = a.0 * t.m11 + a.1 * t.m21 + a.2 * t.m31 + t.m41
        m.m42 = a.0 * t.m12 + a.1 * t.m22 + a.2 * t.m32 + t.m42
        m.m43 = a.0 * t.m13 + a.1 * t.m23 + a.2 * t.m33 + t.m43
        m.m44 = a.0 * t.m14 + a.1 * t.m24 + a.2 * t.m34 + t.m44
        m.m11 += m.m14 * p.0; m.m12 += m.m14 * p.1; m.m13 += m.m14 * p.2
        m.m21 += m.m24 * p.0; m.m22 += m.m24 * p.1; m.m23 += m.m24 * p.2
        m.m31 += m.m34 * p.0; m.m32 += m.m34 * p.1; m.m33 += m.m34 * p.2
        m.m41 += m.m44 * p.0; m.m42 += m.m44 * p.1; m.m43 += m.m44 * p.2
        return m
    }

    /// `m` followed by projection onto the z = 0 plane: what a superlayer that is not a
    /// CATransformLayer does to its sublayers ("flattening": they are rendered into its plane,
    /// Core Animation Programming Guide, "Layer Trees"; WebKit's TransformationMatrix::flatten).
    @inline(__always)
    static func flattened(_ m: CATransform3D) -> CATransform3D {
        var f = m
        f.m13 = 0; f.m23 = 0; f.m33 = 0; f.m43 = 0
        return f
    }

    /// The homogeneous image `(x, y, z, w)` of the plane point `(x, y, 0)`.
    @inline(__always)
    static func project(_ x: Double, _ y: Double, _ m: CATransform3D) -> SIMD4<Double> {
        SIMD4(x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42,
              x * m.m13 + y * m.m23 + m.m43, x * m.m14 + y * m.m24 + m.m44)
    }

    /// The 3×3 homography of the plane z = 0 that `m` induces into screen (x, y, w), as rows
    /// (the rows of `m` for the inputs x, y, 1 and its columns for the outputs x, y, w).
    static func homography(_ m: CATransform3D) -> Homography {
        Homography(r0: SIMD3(m.m11, m.m12, m.m14), r1: SIMD3(m.m21, m.m22, m.m24), r2: SIMD3(m.m41, m.m42, m.m44))
    }

    /// Whether every entry is finite.
    static func isFinite(_ m: CATransform3D) -> Bool {
        let s = m.m11 + m.m12 + m.m13 + m.m14 + m.m21 + m.m22 + m.m23 + m.m24
            + m.m31 + m.m32 + m.m33 + m.m34 + m.m41 + m.m42 + m.m43 + m.m44
        // Any NaN or infinity makes the sum non-finite (and so do entries too large to use).
        return s.isFinite
    }

    /// The screen-space bounding box of `rect` under `m`, or nil when part of it is at or
    /// behind the eye (w ≤ 0), where a box is meaningless.
    static func boundingBox(_ rect: CGRect, _ m: CATransform3D) -> CGRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let p = project(x, y, m)
            guard p.w > 1e-9 else { return nil }
            let sx = p.x / p.w, sy = p.y / p.w
            minX = min(minX, sx); maxX = max(maxX, sx); minY = min(minY, sy); maxY = max(maxY, sy)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest screen pixels-per-point of `m` over the corners of `rect` along each local
    /// axis, for the anti-aliasing margin (1 pixel in local units). Nil when a corner is
    /// behind the eye.
    static func pixelsPerPoint(_ rect: CGRect, _ m: CATransform3D) -> (x: Double, y: Double)? {
        if m.m14 == 0 && m.m24 == 0 {
            // Affine in the plane: the same everywhere, no corners to visit.
            guard m.m44 > 1e-9 else { return nil }
            return ((m.m11 * m.m11 + m.m12 * m.m12).squareRoot() / m.m44,
                    (m.m21 * m.m21 + m.m22 * m.m22).squareRoot() / m.m44)
        }
        let h = homography(m)
        var sx = Double.infinity, sy = Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let p = h.apply(x, y)
            guard p.z > 1e-9 else { return nil }
            // d(screen)/d(local) of the projective map: (r_i·w − p·r_i.z)/w².
            let w2 = p.z * p.z
            let dx = SIMD2(h.r0.x * p.z - p.x * h.r0.z, h.r0.y * p.z - p.y * h.r0.z) / w2
            let dy = SIMD2(h.r1.x * p.z - p.x * h.r1.z, h.r1.y * p.z - p.y * h.r1.z) / w2
            sx = min(sx, (dx * dx).sum().squareRoot())
            sy = min(sy, (dy * dy).sum().squareRoot())
        }
        return (sx, sy)
    }
}

/// A 3×3 projective map of the plane, row-vector convention: `(x, y, 1) · H = (X, Y, W)`.
struct Homography {
    var r0: SIMD3<Double>, r1: SIMD3<Double>, r2: SIMD3<Double>

    static let identity = Homography(r0: SIMD3(1, 0, 0), r1: SIMD3(0, 1, 0), r2: SIMD3(0, 0, 1))

    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> SIMD3<Double> { r0 * x + r1 * y + r2 }

    var determinant: Double {
        r0.x * (r1.y * r2.z - r1.z * r2.y) - r0.y * (r1.x * r2.z - r1.z * r2.x) + r0.z * (r1.x * r2.y - r1.y * r2.x)
    }

    /// The inverse, or nil when singular (a plane seen edge-on).
    var inverse: Homography? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let i = 1 / det
        return Homography(
            r0: SIMD3(r1.y * r2.z - r1.z * r2.y, r0.z * r2.y - r0.y * r2.z, r0.y * r1.z - r0.z * r1.y) * i,
            r1: SIMD3(r1.z * r2.x - r1.x * r2.z, r0.x * r2.z - r0.z * r2.x, r0.z * r1.x - r0.x * r1.z) * i,
            r2: SIMD3(r1.x * r2.y - r1.y * r2.x, r0.y * r2.x - r0.x * r2.y, r0.x * r1.y - r0.y * r1.x) * i)
    }

    /// `self` then `other`.
    func then(_ o: Homography) -> Homography {
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { o.r0 * r.x + o.r1 * r.y + o.r2 * r.z }
        return Homography(r0: row(r0), r1: row(r1), r2: row(r2))
    }

    /// Whether the map is a scale plus translation (screen-axis-aligned, no perspective).
    var isAxisAligned: Bool {
        r0.y == 0 && r1.x == 0 && r0.z == 0 && r1.z == 0 && r2.z > 0 && r0.x > 0 && r1.y > 0
    }
}
