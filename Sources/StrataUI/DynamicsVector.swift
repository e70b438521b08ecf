import Foundation

/// A 2D vector in the reference view's points, for the dynamics solver's arithmetic (kept
/// apart from CGPoint so the maths reads as maths).
struct DynamicsVector: Equatable {
    var x: CGFloat
    var y: CGFloat

    static let zero = DynamicsVector(x: 0, y: 0)

    init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    init(_ p: CGPoint) { x = p.x; y = p.y }
    init(_ v: CGVector) { x = v.dx; y = v.dy }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: CGFloat { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The unit vector along this one, or zero for a zero (or non-finite) vector.
    var normalized: DynamicsVector {
        let l = length
        return l > 1e-12 && l.isFinite ? self / l : .zero
    }
    /// This vector turned a quarter turn (the left perpendicular in y-up terms).
    var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }

    func rotated(by angle: CGFloat) -> DynamicsVector {
        let c = cos(angle), s = sin(angle)
        return DynamicsVector(x: c * x - s * y, y: s * x + c * y)
    }

    static func + (a: Self, b: Self) -> Self { Self(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Self, b: Self) -> Self { Self(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: Self) -> Self { Self(x: -a.x, y: -a.y) }
    static func * (a: Self, s: CGFloat) -> Self { Self(x: a.x * s, y: a.y * s) }
    static func * (s: CGFloat, a: Self) -> Self { Self(x: a.x * s, y: a.y * s) }
    static func / (a: Self, s: CGFloat) -> Self { Self(x: a.x / s, y: a.y / s) }
    static func += (a: inout Self, b: Self) { a = a + b }
    static func -= (a: inout Self, b: Self) { a = a - b }

    func dot(_ b: Self) -> CGFloat { x * b.x + y * b.y }
    /// The z of the 3D cross product.
    func cross(_ b: Self) -> CGFloat { x * b.y - y * b.x }
    /// ω × r for an angular velocity ω about z.
    static func cross(_ w: CGFloat, _ r: Self) -> Self { Self(x: -w * r.y, y: w * r.x) }
}

extension CGVector {
    /// The vector of `magnitude` at `angle` radians (gravity's and a push's `setAngle`).
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
    /// The angle in radians; 0 for the zero vector (UIKit's `angle` of a zero force).
    var polarAngle: CGFloat { dx == 0 && dy == 0 ? 0 : atan2(dy, dx) }
    /// The length.
    var magnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
