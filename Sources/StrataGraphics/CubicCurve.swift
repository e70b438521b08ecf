import Foundation

/// A cubic Bézier: the single internal representation for lines, quadratic and cubic path
/// elements. Quadratics are degree-elevated, which is exact. Lines keep control points at thirds
/// (so generic code sees a valid cubic) but are evaluated in closed form, so that `t` is exactly
/// proportional to distance and lengths are exact.
struct CubicCurve: Hashable, Sendable {
    var p0: CGPoint
    var p1: CGPoint
    var p2: CGPoint
    var p3: CGPoint
    var isLine = false

    static func line(_ a: CGPoint, _ b: CGPoint) -> CubicCurve {
        CubicCurve(p0: a, p1: lerp(a, b, 1.0 / 3), p2: lerp(a, b, 2.0 / 3), p3: b, isLine: true)
    }

    static func quad(_ a: CGPoint, _ control: CGPoint, _ b: CGPoint) -> CubicCurve {
        CubicCurve(p0: a, p1: lerp(a, control, 2.0 / 3), p2: lerp(b, control, 2.0 / 3), p3: b)
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    func point(at t: CGFloat) -> CGPoint {
        if isLine { return Self.lerp(p0, p3, t) }
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
            y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    func derivative(at t: CGFloat) -> CGVector {
        if isLine { return CGVector(dx: p3.x - p0.x, dy: p3.y - p0.y) }
        let u = 1 - t
        let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
        return CGVector(
            dx: w0 * (p1.x - p0.x) + w1 * (p2.x - p1.x) + w2 * (p3.x - p2.x),
            dy: w0 * (p1.y - p0.y) + w1 * (p2.y - p1.y) + w2 * (p3.y - p2.y))
    }

    func speed(at t: CGFloat) -> CGFloat {
        let d = derivative(at: t)
        return hypot(d.dx, d.dy)
    }

    /// The direction of travel at `t`. Where the derivative vanishes (a control point on an end
    /// point, or a cusp) it falls back to a nearby chord, then to the whole chord; `.zero` only
    /// for a curve that is a single point.
    func tangent(at t: CGFloat) -> CGVector {
        let d = derivative(at: t)
        // Size of the control polygon, so "vanishing" is judged relative to the curve.
        let scale = Swift.max(
            hypot(p1.x - p0.x, p1.y - p0.y) + hypot(p2.x - p1.x, p2.y - p1.y) + hypot(p3.x - p2.x, p3.y - p2.y), 1)
        if abs(d.dx) + abs(d.dy) > 1e-9 * scale { return d }
        let a = point(at: Swift.max(t - 1e-4, 0))
        let b = point(at: Swift.min(t + 1e-4, 1))
        if a != b { return CGVector(dx: b.x - a.x, dy: b.y - a.y) }
        return p0 == p3 ? .zero : CGVector(dx: p3.x - p0.x, dy: p3.y - p0.y)
    }

    /// Arc length between `t0` and `t1` by 5-point Gauss–Legendre quadrature; accurate to
    /// ~1e-9 relative on the short intervals the measure tables use.
    func length(from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        if isLine { return hypot(p3.x - p0.x, p3.y - p0.y) * (t1 - t0) }
        let half = (t1 - t0) / 2
        let mid = (t0 + t1) / 2
        var sum: CGFloat = 0
        for (node, weight) in Self.gaussLegendre5 { sum += weight * speed(at: mid + half * node) }
        return sum * half
    }

    static let gaussLegendre5: [(CGFloat, CGFloat)] = [
        (0, 0.5688888888888889),
        (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
        (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
    ]

    /// How many line pieces keep the polyline within `tolerance` of the curve, by Wang's formula
    /// (n = √(3·L / (4·tol)), L the largest second difference of the control points). Capped at
    /// 4096 and 1 for non-finite input, so hostile coordinates cannot exhaust memory or trap.
    func flatteningCount(tolerance: CGFloat) -> Int {
        let ddx = Swift.max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = Swift.max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let count = (3 * hypot(ddx, ddy) / (4 * tolerance)).squareRoot().rounded(.up)
        guard count.isFinite, count >= 1 else { return 1 }
        return Int(Swift.min(count, 4096))
    }

    /// The parameters in (0, 1) where x or y is extremal: the roots of the derivative.
    func extremaParameters() -> [CGFloat] {
        func roots(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) -> [CGFloat] {
            // d/dt of the Bernstein form, divided by 3: a·t² + b·t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                return abs(b) < 1e-12 ? [] : [-c / b]
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }
    }
}
