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
    /// Whether damping may exceed critical damping (iOS 17). Default false. Strata solves the
    /// overdamped case exactly either way; the flag exists for source compatibility.
    open var allowsOverdamping = false

    /// The estimated time for the spring to come to rest with these parameters.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
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
