import Foundation
import StrataCore

/// The `sprites-N` workload's animation pair (compositor issue), shared by StrataBench (the
/// engine's cost) and StrataGLBench (the compositor's): position.x eased over 2 s
/// (autoreverses, forever) and transform.rotation.z 0 → 2π linear over 3 s (forever), each
/// offset by the layer's phase.
public enum SpriteAnimations {
    /// Adds the pair to `layer`, moving from `x` by `distance` points; `ease` is shared by
    /// every layer of a workload.
    public static func add(to layer: CALayer, x: Double, distance: Double, phase: Double,
                           ease: CAMediaTimingFunction) {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = x
        move.toValue = x + distance
        move.timingFunction = ease
        move.duration = 2
        move.autoreverses = true
        move.repeatCount = .infinity
        move.timeOffset = phase * 4
        layer.add(move, forKey: "move")

        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 3
        spin.repeatCount = .infinity
        spin.timeOffset = phase * 3
        layer.add(spin, forKey: "spin")
    }
}
