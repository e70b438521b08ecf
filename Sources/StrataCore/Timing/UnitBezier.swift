/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points `p1` and `p2`,
/// evaluated as `y(x)`: find the curve parameter `t` with `x(t) = x`, return `y(t)`.
///
/// The approach is WebKit's `UnitBezier.h` (also vendored by facebook/pop): polynomial
/// coefficients in Horner form, Newton–Raphson from `t = x`, bisection when Newton stalls.
/// With both control x values in 0…1 (CAMediaTimingFunction clamps them), `x(t)` is
/// non-decreasing — `x'(t)/3` is a quadratic Bernstein polynomial whose minimum over every
/// admissible `p1x, p2x` is `(1 - 2t)² ≥ 0` — so bisection on 0…1 always brackets the root.
/// Pure value type; solving allocates nothing.
struct UnitBezier: Equatable, Sendable {
    // x(t) = ((ax·t + bx)·t + cx)·t, likewise y; from the Bernstein form with P0 = 0, P3 = 1.
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The default tolerance in x. Far below any visible error (1e-10 of a 1 s animation is
    /// 0.1 ns) and tight enough that outputs for increasing x never step backwards by more
    /// than rounding; Newton needs at most one more step for it than for 1e-7.
    static let defaultEpsilon = 1e-10

    /// The parameter `t` in 0…1 with `|x(t) - x| ≤ epsilon`; `x` is clamped to 0…1 (NaN → 0).
    func solveT(x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        guard x > 0 else { return 0 }  // also NaN
        guard x < 1 else { return 1 }
        let epsilon = epsilon > 0 ? epsilon : Self.defaultEpsilon

        // Newton from t = x: for near-linear curves this is already within a step or two.
        // On reaching the tolerance the last step is still taken: it costs nothing and
        // squares the error, which matters where x(t) is nearly flat and a small error in
        // x is a large one in t (and so in y).
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            let slope = derivativeX(t)
            if abs(slope) < 1e-6 { break }  // flat spot: Newton would shoot off
            let next = t - error / slope
            if abs(error) <= epsilon { return next > 0 && next < 1 ? next : t }
            t = next
            if !(t > 0 && t < 1) { break }  // left the bracket: not converging here
        }

        // Bisection keeps x(lo) ≤ x ≤ x(hi). This fallback only runs near flat spots, where
        // the tolerance in x says little about t, so it runs until the bracket collapses.
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) * 0.5
            let value = sampleX(mid)
            if value == x { return mid }
            if value < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) * 0.5
    }

    /// `y` at `x` (clamped to 0…1), with `x` solved to within `epsilon`.
    ///
    /// An error of ε in x is ε·duration seconds of timing error; WebKit passes
    /// 1/(200·duration) for CSS animations. A looser `epsilon` is cheaper but lets two
    /// x values closer than ε come out in either order.
    func value(at x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        sampleY(solveT(x: x, epsilon: epsilon))
    }
}
