/// A timing function as a plain value, copied out of a CAMediaTimingFunction when an animation
/// is compiled: the frame evaluates it without touching (or retaining) the function object.
struct Easing {
    private let curve: UnitBezier
    private let isIdentity: Bool

    /// Linear pacing: what a nil timing function means.
    static let linear = Easing(nil)

    init(_ function: CAMediaTimingFunction?) {
        if let function, !function.isLinear {
            curve = function.curve
            isIdentity = false
        } else {
            curve = UnitBezier(0, 0, 1, 1)
            isIdentity = true
        }
    }

    /// The eased progress for linear progress `x` (clamped to 0…1, as the function itself does).
    @inline(__always)
    func callAsFunction(_ x: Double) -> Double {
        isIdentity ? (x > 0 ? min(x, 1) : 0) : curve.value(at: x)
    }
}
