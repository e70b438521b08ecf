import Foundation
import StrataCore
import StrataGraphics

/// The Bézier petal of seed 000 (L540–589; digest E07): the petal falls along one cubic curve
/// from (50,150) with control points (160,280) and (−30,300) to (55,400), 8 s. The seed's code
/// waits 5 s but its comment says 2 (errata 3); the demo waits 2 s, as seed 002's path petal
/// does (L651–672), and keeps the petal at the end as seed 002's delegate does. A click replays.
public final class BezierPetalDemo: NSObject, ReplayingPetalDemo, CAAnimationDelegate {
    public static let name = "bezier-petal"
    public static let title = "Bézier petal"
    public static let summary = "a petal falls along a cubic Bézier path (seed 000)"
    public static let controls = [DemoControl("click", "replay the fall")]
    /// The gallery replays it: 2 s wait, the 8 s fall, 1 s at rest.
    public static let thumbnailLoop: CFTimeInterval? = 11

    static let start = CGPoint(x: 50, y: 150)
    static let end = CGPoint(x: 55, y: 400)
    static let key = "KCKeyframeAnimation_Position"

    public static var route: CGPath { path }

    /// The seed's path (L575–578).
    static var path: CGPath {
        let path = CGMutablePath()
        path.move(to: start)
        path.addCurve(to: end, control1: CGPoint(x: 160, y: 280), control2: CGPoint(x: -30, y: 300))
        return path
    }

    /// The petal (named `petal`).
    public let petal = DemoStage.petal(at: start)

    public override required init() {
        super.init()
    }

    public func fall(after delay: CFTimeInterval) {
        DemoStage.withoutActions { petal.position = Self.start }
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = Self.path
        animation.duration = 8
        animation.beginTime = beginTime(after: delay)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        petal.add(animation, forKey: Self.key)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        DemoStage.withoutActions {
            petal.position = Self.end
            petal.removeAnimation(forKey: Self.key)
        }
    }
}
