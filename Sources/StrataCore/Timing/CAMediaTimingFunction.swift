import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: the Bézier with control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing, slow at the start: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing, slow at the end: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, matching most system animations: control points (0.25, 0.1)
    /// and (0.25, 1). (This is CSS's `ease`.)
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
    /// Every named timing function.
    public static let all: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
}

/// A timing curve mapping an animation's linear progress (0…1) to its paced progress: one
/// cubic Bézier segment from (0, 0) through two control points to (1, 1).
///
/// Immutable, hence `Sendable`. Two functions are equal when their control points are.
/// The control points' x values are clamped to 0…1 so the curve stays a function of time;
/// y values may leave 0…1 (overshoot). Non-finite control values fall back to the linear
/// curve's coordinate for that value, so no input traps.
public final class CAMediaTimingFunction: NSObject, Sendable {
    /// c1x, c1y, c2x, c2y as stored (after clamping), in Apple's `Float`.
    let controlPoints: (c1x: Float, c1y: Float, c2x: Float, c2y: Float)
    let curve: UnitBezier
    /// The curve is `y = x` (controls on the diagonal, as `linear`): no solving needed.
    let isLinear: Bool

    /// A timing function for the cubic Bézier with end points (0, 0) and (1, 1) and control
    /// points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func sanitized(_ v: Float, linear: Float, clamp: Bool) -> Float {
            guard v.isFinite else { return linear }
            return clamp ? min(max(v, 0), 1) : v
        }
        let p = (
            c1x: sanitized(c1x, linear: 0, clamp: true), c1y: sanitized(c1y, linear: 0, clamp: false),
            c2x: sanitized(c2x, linear: 1, clamp: true), c2y: sanitized(c2y, linear: 1, clamp: false)
        )
        controlPoints = p
        curve = UnitBezier(Double(p.c1x), Double(p.c1y), Double(p.c2x), Double(p.c2y))
        isLinear = p.c1x == p.c1y && p.c2x == p.c2y
        super.init()
    }

    /// The predefined timing function `name`. An unknown name gives the linear function.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0 = (0, 0), 1 = c1, 2 = c2, 3 = (1, 1)) as two `Float`s
    /// (x, y) to `ptr`. Apple requires 0…3; other indices write nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.c1x, controlPoints.c1y)
        case 2: point = (controlPoints.c2x, controlPoints.c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// Paced progress for linear progress `x`; `x` is clamped to 0…1 (NaN → 0), so
    /// `evaluate(0) == 0` and `evaluate(1) == 1` exactly.
    func evaluate(_ x: Double) -> Double {
        if isLinear { return x > 0 ? min(x, 1) : 0 }
        return curve.value(at: x)
    }

    /// `evaluate` with an explicit tolerance in x (see `UnitBezier.value(at:epsilon:)`).
    func evaluate(_ x: Double, epsilon: Double) -> Double {
        if isLinear { return x > 0 ? min(x, 1) : 0 }
        return curve.value(at: x, epsilon: epsilon)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoints.c1x)
        hasher.combine(controlPoints.c1y)
        hasher.combine(controlPoints.c2x)
        hasher.combine(controlPoints.c2y)
        return hasher.finalize()
    }

    public override var description: String {
        let p = controlPoints
        return "CAMediaTimingFunction(controlPoints: \(p.c1x), \(p.c1y), \(p.c2x), \(p.c2y))"
    }
}
