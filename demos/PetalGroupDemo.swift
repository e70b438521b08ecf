import Foundation
import StrataCore
import StrataGraphics

/// The petal group of seed 002 (L681–770; digest E33): one CAAnimationGroup of 8 s, 2 s after
/// the start, holds a swing (`transform.rotation.z` to 3π/2, autoreversing, forever — the group
/// cuts it at 8 s) and a fall along the cubic path (100,150) → c1 (300,250), c2 (−100,450) →
/// (100,550); the children take the group's duration. At the end the delegate sets the model
/// position to the path's end and the transform to the rotation's end value, actions
/// disabled, so the petal stays as the group left it. A click replays.
public final class PetalGroupDemo: NSObject, ReplayingPetalDemo, CAAnimationDelegate {
    public static let name = "petal-group"
    public static let title = "Petal group"
    public static let summary = "a petal swings and falls along a path in one animation group (seed 002)"
    public static let controls = [DemoControl("click", "replay the group")]
    /// The gallery replays it: 2 s wait, the 8 s group, 1 s at rest.
    public static let thumbnailLoop: CFTimeInterval? = 11

    static let start = CGPoint(x: 100, y: 150)
    static let end = CGPoint(x: 100, y: 550)
    /// `[NSNumber numberWithFloat:M_PI_2*3]` (seed 002 L712): the Float value, as the seed stores it.
    static let toValue = Double(Float(Double.pi / 2 * 3))
    static let key = "petalGroup"

    /// Seed 002 L733–734: the fall's cubic path.
    public static var route: CGPath {
        let path = CGMutablePath()
        path.move(to: start)
        path.addCurve(to: end, control1: CGPoint(x: 300, y: 250), control2: CGPoint(x: -100, y: 450))
        return path
    }

    /// The petal (named `petal`).
    public let petal = DemoStage.petal(at: start)

    public override required init() {
        super.init()
    }

    public func fall(after delay: CFTimeInterval) {
        DemoStage.withoutActions {
            petal.position = Self.start
            petal.transform = CATransform3DIdentity
        }
        let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
        // The seed leaves fromValue to the on-screen value, 0 at the first run; a replay would
        // start from the end angle the delegate set, so say 0.
        rotate.fromValue = 0.0
        rotate.toValue = Self.toValue
        rotate.autoreverses = true
        rotate.repeatCount = .infinity
        rotate.isRemovedOnCompletion = false

        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = Self.route

        let group = CAAnimationGroup()
        group.animations = [rotate, move]
        group.duration = 8
        group.beginTime = beginTime(after: delay)
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = self
        petal.add(group, forKey: Self.key)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        // Seed 002 L760–766.
        DemoStage.withoutActions {
            petal.position = Self.end
            petal.transform = CATransform3DMakeRotation(CGFloat(Self.toValue), 0, 0, 1)
            petal.removeAnimation(forKey: Self.key)
        }
    }
}
