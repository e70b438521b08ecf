import Foundation

/// A basic animation that moves like a mass on a damped spring (Apple: CASpringAnimation).
///
/// Progress is the closed-form solution of the spring equation, a pure function of time; the
/// animation's `duration` only decides when it is removed, so set it to `settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; must be > 0. Default 1.
    open var mass: CGFloat = 1
    /// The spring stiffness; must be > 0. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient; must be ≥ 0. Default 10.
    open var damping: CGFloat = 10
    /// The initial velocity in units of the whole distance per second; positive moves toward
    /// the target. Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether damping above critical damping makes the spring over-damped (iOS 17). When
    /// false, such damping is treated as critical damping, as CASpringAnimation always did
    /// (SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`, the same switch: "a
    /// value of false specifies that such cases should instead be treated as critically
    /// damped"). Default false.
    open var allowsOverdamping = false

    /// Creates a spring that settles in about `perceptualDuration` seconds with `bounce`
    /// (iOS 17): mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration for
    /// bounce ≥ 0 and 4π / (duration (1 + bounce)) below 0 (over-damped, so this allows
    /// over-damping). The mapping is SwiftUI's `Spring(duration:bounce:)` (WWDC23 "Animate
    /// with springs"); bounce is clamped to −1…1 and the duration to at least 1 ms.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration.isFinite ? max(perceptualDuration, 0.001) : 0.5
        let b = bounce.isFinite ? min(max(Double(bounce), -1), 1) : 0
        mass = 1
        stiffness = CGFloat((2 * Double.pi / d) * (2 * Double.pi / d))
        damping = CGFloat(b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * max(1 + b, 1e-6)))
        allowsOverdamping = b < 0
    }

    /// The pace of the spring: 2π√(mass / stiffness), the period of its undamped oscillation
    /// (the inverse of `init(perceptualDuration:bounce:)`).
    open var perceptualDuration: CFTimeInterval {
        let s = solver
        return 2 * Double.pi * (s.mass / s.stiffness).squareRoot()
    }

    /// How bouncy the spring is: 1 − ζ when under-damped (0 is critical, 1 undamped),
    /// 1/ζ − 1 when over-damped (negative), with ζ the damping ratio.
    open var bounce: CGFloat {
        let zeta = solver.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// The estimated time for the spring to come to rest with these parameters.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    var solver: SpringSolver {
        let s = SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                             initialVelocity: Double(initialVelocity))
        let critical = 2 * (s.stiffness * s.mass).squareRoot()
        guard !allowsOverdamping, s.damping > critical else { return s }
        return SpringSolver(mass: s.mass, stiffness: s.stiffness, damping: critical, initialVelocity: s.initialVelocity)
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity; allowsOverdamping = other.allowsOverdamping
    }
}

/// Animations that run together on one layer, timed by the group (Apple: CAAnimationGroup).
///
/// Each child's time is the group's local time; children are cut off at the group's duration.
/// A child with no duration of its own takes the group's.
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group. Default nil.
    open var animations: [CAAnimation]?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as? CAAnimation ?? $0 }
    }
}
