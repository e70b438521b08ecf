import Foundation
import StrataCore
import StrataGraphics

/// The rockets of seed 004 (objc.io #12, L13–37 and L97–127; digest E43–E50), side by side:
/// six rockets fly `position.x` from 77 to 455 in 1 s, each with one timing function —
/// linear, the four named curves (easeIn, easeOut, easeInEaseOut, default) and the custom
/// control points (0.5, 0, 0.9, 0.7). The model is set to 455 with actions disabled (L28–37,
/// "update the model"), so each stays at the finish. A click flies them again.
public final class RocketEasingDemo: NSObject, Demo {
    public static let name = "rockets"
    public static let title = "Rocket easing gallery"
    public static let summary = "six rockets race 77 → 455 with linear, easeIn, easeOut, easeInEaseOut, default and (0.5,0,0.9,0.7) timing (seed 004)"
    public static let controls = [DemoControl("click", "fly them again")]
    /// The gallery replays it: the 1 s race and a look at the finish.
    public static let thumbnailLoop: CFTimeInterval? = 2.5

    /// The rockets' names and timing functions, top to bottom.
    public static let lanes: [(name: String, timing: CAMediaTimingFunction)] = [
        ("linear", CAMediaTimingFunction(name: .linear)),
        ("easeIn", CAMediaTimingFunction(name: .easeIn)),
        ("easeOut", CAMediaTimingFunction(name: .easeOut)),
        ("easeInEaseOut", CAMediaTimingFunction(name: .easeInEaseOut)),
        ("default", CAMediaTimingFunction(name: .default)),
        ("custom", CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)),
    ]
    /// Seed 004 L13–27: from 77 to 455, 1 s.
    static let from: CGFloat = 77, to: CGFloat = 455
    /// The lanes' y: seed 004's rocket flies at y 61 (L31); the others follow 80 points apart.
    static func laneY(_ lane: Int) -> CGFloat { 61 + CGFloat(lane) * 80 }

    /// The rockets, named `rocket-linear`, `rocket-easeIn`, … `rocket-custom`.
    public private(set) var rockets: [CALayer] = []

    public override required init() {
        super.init()
    }

    public var images: [(name: String, image: CGImage)] {
        [("rocket", DemoAssets.rocket())].compactMap { name, image in image.map { (name, $0) } }
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        for (lane, entry) in Self.lanes.enumerated() {
            // The track from start to finish, so the curves compare at a glance.
            let track = CALayer()
            track.frame = CGRect(x: Self.from, y: Self.laneY(lane) - 1, width: Self.to - Self.from, height: 2)
            track.backgroundColor = CGColor(gray: 1, alpha: 0.15)
            root.addSublayer(track)

            // The lane's timing function, after the finish line.
            let text = entry.name == "custom" ? "controlPoints 0.5, 0, 0.9, 0.7" : entry.name
            root.addSublayer(DemoStage.label(text, at: CGPoint(x: Self.to + 35, y: Self.laneY(lane) - 10), width: 300))

            let rocket = CALayer()
            rocket.name = "rocket-\(entry.name)"
            rocket.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            rocket.position = CGPoint(x: Self.from, y: Self.laneY(lane))
            rocket.contents = DemoAssets.rocket()
            root.addSublayer(rocket)
            rockets.append(rocket)
        }
        fly()
        return root
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        fly()
    }

    /// Seed 004 L97–127: the same basic animation with each timing function.
    private func fly() {
        DemoStage.withoutActions {
            for (rocket, entry) in zip(rockets, Self.lanes) {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.fromValue = Self.from
                animation.toValue = Self.to
                animation.duration = 1
                animation.timingFunction = entry.timing
                rocket.add(animation, forKey: "basic")
                rocket.position.x = Self.to
            }
        }
    }
}
