import Foundation
import StrataCore

/// The mixed workload's other three layer kinds (a quarter of the layers each; the fourth
/// quarter runs the pair). Every animation repeats forever, so the frame cost is steady.
extension AnimatedLayersWorkload {
    static func addMixedAnimations(to layer: CALayer, variant: Int, x: Double, y: Double, phase: Double) {
        switch variant {
        case 1:
            // A spring position (underdamped: it overshoots) and a keyframe opacity with
            // key times and per-segment timing functions.
            let spring = CASpringAnimation(keyPath: "position")
            spring.fromValue = CGPoint(x: x, y: y)
            spring.toValue = CGPoint(x: x + 30, y: y - 20)
            spring.stiffness = 120
            spring.damping = 6
            spring.duration = spring.settlingDuration
            spring.repeatCount = .infinity
            spring.timeOffset = phase * spring.duration
            layer.add(spring, forKey: "spring")

            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1.0, 0.6, 0.2, 0.6, 1.0]
            fade.keyTimes = [0, 0.2, 0.5, 0.8, 1]
            fade.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: 4)
            fade.duration = 2.5
            fade.repeatCount = .infinity
            fade.timeOffset = phase * 2.5
            layer.add(fade, forKey: "fade")
        case 2:
            // A group: opacity and rotation on the group's eased time.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.3
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0.0
            turn.toValue = Double.pi
            turn.timingFunction = CAMediaTimingFunction(name: .easeIn)
            let group = CAAnimationGroup()
            group.animations = [fade, turn]
            group.duration = 2.5
            group.timingFunction = CAMediaTimingFunction(name: .default)
            group.autoreverses = true
            group.repeatCount = .infinity
            group.timeOffset = phase * 5
            layer.add(group, forKey: "group")
        default:
            // A basic opacity and a spring rotation.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 1.0
            fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            fade.duration = 1.5
            fade.autoreverses = true
            fade.repeatCount = .infinity
            fade.timeOffset = phase * 3
            layer.add(fade, forKey: "fade")

            let wobble = CASpringAnimation(keyPath: "transform.rotation.z")
            wobble.fromValue = 0.0
            wobble.toValue = Double.pi / 4
            wobble.damping = 5
            wobble.duration = wobble.settlingDuration
            wobble.repeatCount = .infinity
            wobble.timeOffset = phase * wobble.duration
            layer.add(wobble, forKey: "wobble")
        }
    }
}
