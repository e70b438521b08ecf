import Foundation
import StrataCore
import StrataGraphics

/// Moves layers to a new position with a spring that keeps the motion they have on screen.
///
/// The model position jumps to the target (actions disabled) and one additive
/// `CASpringAnimation` per axis carries the on-screen offset from it back to zero. Each starts
/// with the layer's presentation velocity, so a retarget mid-flight keeps both position and
/// velocity (the velocity is measured from the presentation, by central differences). Per-axis
/// springs are needed because CASpringAnimation's `initialVelocity` is a scalar in units of
/// its own from→to distance: one spring on `position` could not carry a sideways velocity.
struct SpringRetarget {
    /// The spring: ζ = damping / (2√(k·m)) ≈ 0.4, a lively overshoot that settles in ~1.3 s.
    var mass: CGFloat = 1
    var stiffness: CGFloat = 150
    var damping: CGFloat = 10
    /// Animation keys, one per axis; a retarget replaces them.
    static let keys = (x: "spring.x", y: "spring.y")
    /// Half the time step of the velocity estimate.
    static let step: CFTimeInterval = 1e-3

    /// The presentation position and velocity of `layer` now, in points per second of the
    /// layer's own time (the time its animations run in: a viewer in slow motion slows it).
    static func motion(of layer: CALayer) -> (position: CGPoint, velocity: CGVector) {
        let now = CACurrentMediaTime()
        let local = layer.convertTime(now, from: nil)
        // The global times at which the layer's clock reads local ∓ step (the same time, and so
        // no velocity, when its clock is stopped).
        let before = layer.updatePresentationTree(at: layer.convertTime(local - step, to: nil)).position
        let after = layer.updatePresentationTree(at: layer.convertTime(local + step, to: nil)).position
        let position = layer.updatePresentationTree(at: now).position
        return (position, CGVector(dx: (after.x - before.x) / (2 * step), dy: (after.y - before.y) / (2 * step)))
    }

    /// Moves every layer of `layers` (which share one motion: the first one's) to `target`.
    func move(_ layers: [CALayer], to target: CGPoint) {
        guard let lead = layers.first else { return }
        let (position, velocity) = Self.motion(of: lead)
        let springs = [
            spring("position.x", offset: position.x - target.x, velocity: velocity.dx),
            spring("position.y", offset: position.y - target.y, velocity: velocity.dy),
        ]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for layer in layers {
            layer.position = target
            for (key, animation) in zip([Self.keys.x, Self.keys.y], springs) {
                if let animation { layer.add(animation, forKey: key) } else { layer.removeAnimation(forKey: key) }
            }
        }
        CATransaction.commit()
    }

    /// An additive spring from `offset` to 0 whose value starts moving at `velocity`; nil when
    /// there is neither offset nor velocity.
    func spring(_ keyPath: String, offset: CGFloat, velocity: CGFloat) -> CASpringAnimation? {
        guard offset.isFinite, velocity.isFinite, offset != 0 || velocity != 0 else { return nil }
        // The value is offset·(1 − p) with p′(0) = initialVelocity, so its speed at the start is
        // −offset·initialVelocity. At no offset the velocity still needs a distance to be a
        // fraction of: a nanometre is invisible and keeps the division finite.
        let from = abs(offset) < 1e-9 ? (offset < 0 ? -1e-9 : 1e-9) : offset
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.isAdditive = true
        spring.fromValue = from
        spring.toValue = 0.0
        spring.mass = mass
        spring.stiffness = stiffness
        spring.damping = damping
        spring.initialVelocity = -velocity / from
        spring.duration = spring.settlingDuration
        return spring
    }
}
