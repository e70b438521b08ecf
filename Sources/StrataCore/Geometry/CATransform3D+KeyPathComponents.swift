import Foundation

/// The scalar fields Core Animation exposes under a transform key path
/// (`transform.rotation.z`, `sublayerTransform.scale`, …; Apple's "Core Animation
/// Programming Guide", "CATransform3D Key Paths"). The raw value is the suffix after
/// `transform.`. `translation` (a `CGSize`) is `CATransform3D.translation`.
enum TransformComponent: String, CaseIterable, Sendable {
    case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
    /// Apple: identical to `rotation.z`.
    case rotation = "rotation"
    case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
    /// Apple: the average of the three scale factors; setting it sets all three.
    case scale = "scale"
    /// The x and y factors together (undocumented, but Core Animation and Apple's own
    /// frameworks use it; radar-pulse libraries animate it): reads their average, sets both.
    case scaleXY = "scale.xy"
    case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
}

// Components come from `DecomposedTransform` (allowing zero scales), with the rotation read
// as Euler angles: R = Rx(x) · Ry(y) · Rz(z) in row-vector order, i.e. a point is turned about
// x first, then y, then z. For a 2D transform that leaves rotation.z = atan2(m12, m11).
// A setter replaces one component and recomposes the rest unchanged. Nothing here allocates:
// `settingRotationZ` on an unrotated base is the per-frame path of `transform.rotation.z`.
extension CATransform3D {
    /// The value Core Animation reads for `transform.<component>`; 0 for rotations and
    /// translations and the raw diagonal for scales when the matrix cannot be decomposed.
    func component(_ component: TransformComponent) -> CGFloat {
        guard let d = DecomposedTransform(self, allowingZeroScale: true) else {
            switch component {
            case .scaleX: return m11
            case .scaleY: return m22
            case .scaleZ: return m33
            case .scale: return (m11 + m22 + m33) / 3
            case .scaleXY: return (m11 + m22) / 2
            default: return 0
            }
        }
        switch component {
        case .rotationX: return CGFloat(Self.eulerAngles(d.quaternion).x)
        case .rotationY: return CGFloat(Self.eulerAngles(d.quaternion).y)
        case .rotationZ, .rotation: return CGFloat(Self.eulerAngles(d.quaternion).z)
        case .scaleX: return CGFloat(d.scale.x)
        case .scaleY: return CGFloat(d.scale.y)
        case .scaleZ: return CGFloat(d.scale.z)
        case .scale: return CGFloat(d.scale.sum() / 3)
        case .scaleXY: return CGFloat((d.scale.x + d.scale.y) / 2)
        case .translationX: return CGFloat(d.translation.x)
        case .translationY: return CGFloat(d.translation.y)
        case .translationZ: return CGFloat(d.translation.z)
        }
    }

    /// A copy whose `component` is `value` and whose other components are unchanged.
    /// Returns `self` when the matrix cannot be decomposed (non-finite, projecting everything
    /// to infinity, or collapsed with perspective) or `value` is not finite: never traps.
    func setting(_ component: TransformComponent, to value: CGFloat) -> CATransform3D {
        guard value.isFinite else { return self }
        if isPositiveDiagonal {
            // Fast path (exactly what the decomposition gives for an unrotated, unskewed base).
            var r = self
            switch component {
            case .rotationZ, .rotation:
                let c = cos(value), s = sin(value)
                r.m11 = m11 * c; r.m12 = m11 * s; r.m21 = -m22 * s; r.m22 = m22 * c
                return r
            case .scaleX: r.m11 = value; return r
            case .scaleY: r.m22 = value; return r
            case .scaleZ: r.m33 = value; return r
            case .scale: r.m11 = value; r.m22 = value; r.m33 = value; return r
            case .scaleXY: r.m11 = value; r.m22 = value; return r
            default: break
            }
        }
        if m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 {
            var r = self
            switch component {
            case .translationX: r.m41 = value; return r
            case .translationY: r.m42 = value; return r
            case .translationZ: r.m43 = value; return r
            default: break
            }
        }
        guard var d = DecomposedTransform(self, allowingZeroScale: true) else { return self }
        let v = Double(value)
        var euler = Self.eulerAngles(d.quaternion)
        switch component {
        case .rotationX: euler.x = v
        case .rotationY: euler.y = v
        case .rotationZ, .rotation: euler.z = v
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        case .scale: d.scale = SIMD3(repeating: v)
        case .scaleXY: d.scale.x = v; d.scale.y = v
        case .translationX: d.translation.x = v
        case .translationY: d.translation.y = v
        case .translationZ: d.translation.z = v
        }
        switch component {
        case .rotationX, .rotationY, .rotationZ, .rotation:
            let (r0, r1, r2) = Self.eulerRows(euler)
            return d.compose(rotationRows: r0, r1, r2)
        default:
            return d.recomposed()
        }
    }

    /// Sets `component` in place: the same result as `setting(component, to:)`, but the
    /// per-frame write of `transform.rotation.z` onto an unrotated base edits four entries
    /// instead of copying the 128-byte matrix through a return value.
    @inline(__always)
    mutating func set(_ component: TransformComponent, to value: CGFloat) {
        if component == .rotationZ || component == .rotation, value.isFinite, isPositiveDiagonal {
            setRotationZOnDiagonal(value)
            return
        }
        self = setting(component, to: value)
    }

    /// `transform.rotation.z = value` for a finite `value` on a matrix that `isUnrotated`.
    @inline(__always)
    mutating func setRotationZOnDiagonal(_ value: CGFloat) {
        let c = cos(value), s = sin(value), a = m11, d = m22
        m11 = a * c; m12 = a * s; m21 = -d * s; m22 = d * c
    }

    /// Whether `setting` takes the unrotated fast path (scale and translation only).
    var isUnrotated: Bool { isPositiveDiagonal }

    /// `transform.rotation.z`; for a 2D transform `atan2(m12, m11)`.
    var rotationZ: CGFloat { component(.rotationZ) }
    /// Replaces `transform.rotation.z`. For the identity the result is exactly
    /// `CATransform3DMakeRotation(angle, 0, 0, 1)`.
    func settingRotationZ(_ angle: CGFloat) -> CATransform3D { setting(.rotationZ, to: angle) }
    var rotationX: CGFloat { component(.rotationX) }
    func settingRotationX(_ angle: CGFloat) -> CATransform3D { setting(.rotationX, to: angle) }
    var rotationY: CGFloat { component(.rotationY) }
    func settingRotationY(_ angle: CGFloat) -> CATransform3D { setting(.rotationY, to: angle) }
    var scaleX: CGFloat { component(.scaleX) }
    func settingScaleX(_ s: CGFloat) -> CATransform3D { setting(.scaleX, to: s) }
    var scaleY: CGFloat { component(.scaleY) }
    func settingScaleY(_ s: CGFloat) -> CATransform3D { setting(.scaleY, to: s) }
    var scaleZ: CGFloat { component(.scaleZ) }
    func settingScaleZ(_ s: CGFloat) -> CATransform3D { setting(.scaleZ, to: s) }
    /// `transform.scale`: the average of the three scale factors.
    var scale: CGFloat { component(.scale) }
    /// Sets all three scale factors to `s`.
    func settingScale(_ s: CGFloat) -> CATransform3D { setting(.scale, to: s) }
    var translationX: CGFloat { component(.translationX) }
    func settingTranslationX(_ t: CGFloat) -> CATransform3D { setting(.translationX, to: t) }
    var translationY: CGFloat { component(.translationY) }
    func settingTranslationY(_ t: CGFloat) -> CATransform3D { setting(.translationY, to: t) }
    var translationZ: CGFloat { component(.translationZ) }
    func settingTranslationZ(_ t: CGFloat) -> CATransform3D { setting(.translationZ, to: t) }

    /// `transform.translation`: the x and y translation as a size.
    var translation: CGSize { CGSize(width: component(.translationX), height: component(.translationY)) }
    func settingTranslation(_ t: CGSize) -> CATransform3D {
        setting(.translationX, to: t.width).setting(.translationY, to: t.height)
    }

    /// A scale-and-translate matrix with positive scales: its rotation is the identity.
    private var isPositiveDiagonal: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m34 == 0 && m44 == 1
            && m11 > 0 && m22 > 0 && m33 > 0 && m41.isFinite && m42.isFinite && m43.isFinite
            && m11.isFinite && m22.isFinite && m33.isFinite
    }

    /// Euler angles (x, y, z) with R = Rx · Ry · Rz (row vectors). At gimbal lock
    /// (y = ±π/2) z is reported as 0 and the whole turn goes to x.
    static func eulerAngles(_ q: SIMD4<Double>) -> SIMD3<Double> {
        let (r0, r1, r2) = DecomposedTransform.rotationRows(q)
        let sinY = min(max(-r0.z, -1), 1)
        let y = asin(sinY)
        if abs(sinY) < 1 - 1e-12 {
            return SIMD3(atan2(r1.z, r2.z), y, atan2(r0.y, r0.x))
        }
        return SIMD3(atan2(-r2.y, r1.y), y, 0)
    }

    /// The rotation rows of Rx(e.x) · Ry(e.y) · Rz(e.z), each factor as
    /// `CATransform3DMakeRotation` builds it.
    static func eulerRows(_ e: SIMD3<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let ca = cos(e.x), sa = sin(e.x), cb = cos(e.y), sb = sin(e.y), cg = cos(e.z), sg = sin(e.z)
        return (
            SIMD3(cb * cg, cb * sg, -sb),
            SIMD3(sa * sb * cg - ca * sg, sa * sb * sg + ca * cg, sa * cb),
            SIMD3(ca * sb * cg + sa * sg, ca * sb * sg - sa * cg, ca * cb)
        )
    }
}
