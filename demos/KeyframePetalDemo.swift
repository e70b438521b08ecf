import Foundation
import StrataCore
import StrataGraphics

/// The keyframe petal of seed 000 (L478–527, L600–602; digest E06): the petal falls through
/// four keyframes, (50,150) → (80,220) → (45,300) → (55,400), over 8 s after a 2 s delay, with
/// keyTimes 0, 0.5, 0.75, 1 (4 s, 2 s, 2 s). At the end a delegate keeps the petal there, as
/// seed 002's version does (L576–649). A click replays the fall; M cycles the calculation mode
/// (linear, discrete, paced, cubic, cubicPaced; L602) and replays it.
public final class KeyframePetalDemo: NSObject, ReplayingPetalDemo, CAAnimationDelegate {
    public static let name = "keyframe-petal"
    public static let title = "Keyframe petal"
    public static let summary = "a petal falls through four keyframes with keyTimes 0/0.5/0.75/1; M changes the calculation mode (seed 000)"
    public static let controls = [
        DemoControl("click", "replay the fall"),
        DemoControl("M", "next calculation mode (linear, discrete, paced, cubic, cubicPaced)", keys: ["m"]),
    ]
    /// The gallery replays it: 2 s wait, the 8 s fall, 1 s at rest.
    public static let thumbnailLoop: CFTimeInterval? = 11

    static let start = CGPoint(x: 50, y: 150)
    static let keyframes = [start, CGPoint(x: 80, y: 220), CGPoint(x: 45, y: 300), CGPoint(x: 55, y: 400)]
    /// Seed 000 L600.
    static let keyTimes: [NSNumber] = [0, 0.5, 0.75, 1]
    /// The keyframes as a polyline.
    public static var route: CGPath {
        let path = CGMutablePath()
        path.addLines(between: keyframes)
        return path
    }
    static let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
    static let key = "KCKeyframeAnimation_Position"

    /// The petal (named `petal`).
    public let petal = DemoStage.petal(at: start)
    /// The calculation mode the next fall uses.
    public private(set) var modeIndex = 0
    /// The calculation mode of `modeIndex`.
    public var calculationMode: CAAnimationCalculationMode { Self.modes[modeIndex] }

    public override required init() {
        super.init()
    }

    public var status: String? { "calculationMode: \(calculationMode.rawValue)" }

    public func keyDown(_ key: String) {
        guard key == "m" else { return }
        modeIndex = (modeIndex + 1) % Self.modes.count
        fall(after: 0)
    }

    public func fall(after delay: CFTimeInterval) {
        DemoStage.withoutActions { petal.position = Self.start }
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = Self.keyframes
        animation.keyTimes = Self.keyTimes
        animation.calculationMode = calculationMode
        animation.duration = 8
        animation.beginTime = beginTime(after: delay)
        // Held at the end until the delegate moves the model there (no one-frame snap back).
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        petal.add(animation, forKey: Self.key)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        // Seed 002 L576–649: the delegate sets the model to the last keyframe, actions disabled.
        DemoStage.withoutActions {
            petal.position = Self.keyframes[Self.keyframes.count - 1]
            petal.removeAnimation(forKey: Self.key)
        }
    }
}
