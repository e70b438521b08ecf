import Foundation
import StrataCore
import StrataGraphics

/// The falling petal of seeds 000/002: a 10×20 petal at (50,150) with anchorPoint (0.5,0.6)
/// (seed 000 L235) swings with `transform.rotation.z` to 3π/2 over 6 s, autoreversing forever
/// (seed 002 L536–574). A click sends it to the click point at 50 points per second (seed 002
/// L449–534, `distance/50`).
///
/// It falls at once (issue 17: the first second must show what the demo is): the seed 000
/// keyframe petal's route (L486–524), (50,150) → (80,220) → (45,300) → (55,400) over 8 s,
/// starts with the scene instead of after the seed's 2 s delay, as a flight under the same key,
/// so a click retargets it as it retargets any flight and the swing pauses where it lands.
///
/// Laid out like the path petals (issue 17: a 10×20 petal in the stage's corner): the petal
/// keeps the seeds' coordinates (so `eval` reports them) inside a `DemoStage.seedScreen` that
/// enlarges the fall's route to fill the stage; a click is converted into those coordinates.
///
/// Beyond the seeds (issue 6): a click in flight retargets from where the petal is seen (its
/// presentation position), so it never jumps; on arrival the model position is set with
/// actions disabled and the swing pauses with the layer speed/timeOffset recipe (seed 000
/// L408–424, called from animationDidStop at L451; Apple QA1673); the next click resumes the
/// swing from the same angle.
public final class PetalDemo: NSObject, Demo, CAAnimationDelegate {
    public static let name = "petal"
    public static let title = "Falling petal"
    public static let summary = "a swinging petal falls; a click sends it there, retargets it in flight, and it rests where it lands (seeds 000/002)"
    public static let controls = [DemoControl("click", "send the petal there (a click in flight retargets it)")]
    /// The gallery replays it: the 8 s fall, then 2 s at rest.
    public static let thumbnailLoop: CFTimeInterval? = 10

    /// Seed 002 moves the petal at a constant 50 points per second.
    static let speed: CGFloat = 50
    /// Seed 002's animation keys.
    static let moveKey = "petalLayer_moveAnimation"
    static let rotationKey = "petalLayer_rotationAnimation"

    /// The petal layer (named `petal`).
    public let petal = CALayer()
    /// Where the petal is flying to, nil at rest.
    private var destination: CGPoint?
    /// The petal's local time when the flight in progress arrives.
    private var arrivalTime: CFTimeInterval = 0
    /// The layer holding the petal in the seeds' coordinates, enlarged to fill the stage.
    private var seedScreen: CALayer?
    /// Whether the swing is paused (the petal rests).
    public private(set) var isPaused = false

    public override required init() {
        super.init()
    }

    public var images: [(name: String, image: CGImage)] {
        DemoStage.petalImages(size: Self.size)
    }

    public var status: String? {
        destination != nil ? "flying" : (isPaused ? "resting, swing paused" : "swinging")
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        petal.name = "petal"
        petal.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        petal.position = CGPoint(x: 50, y: 150)
        petal.anchorPoint = CGPoint(x: 0.5, y: 0.6)
        petal.contents = DemoAssets.petal()
        let route = CGMutablePath()
        route.addLines(between: Self.fallKeyframes)
        let screen = DemoStage.seedScreen(showing: route.boundingBoxOfPath.insetBy(dx: -20, dy: -20), in: Self.size)
        screen.addSublayer(petal)
        root.addSublayer(screen)
        seedScreen = screen

        // Seed 002 L536–574 (digest E30): to 3π/2 over 6 s, autoreverses, forever.
        let swing = CABasicAnimation(keyPath: "transform.rotation.z")
        swing.toValue = Double.pi / 2 * 3
        swing.duration = 6
        swing.autoreverses = true
        swing.repeatCount = .infinity
        swing.isRemovedOnCompletion = false
        petal.add(swing, forKey: Self.rotationKey)
        fall()
        return root
    }

    /// Seed 000 L486–524: the keyframe petal's four keyframes over 8 s (keyTimes evenly
    /// spaced, linear), from the scene's start.
    static let fallKeyframes = [CGPoint(x: 50, y: 150), CGPoint(x: 80, y: 220), CGPoint(x: 45, y: 300), CGPoint(x: 55, y: 400)]
    static let fallDuration: CFTimeInterval = 8

    /// Starts the opening fall: a flight like a click's, along the seed's keyframes.
    private func fall() {
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = Self.fallKeyframes
        move.duration = Self.fallDuration
        fly(move, to: Self.fallKeyframes[Self.fallKeyframes.count - 1], duration: Self.fallDuration)
    }

    /// Seed 002 reacts on touch-up (`touchesEnded`).
    public func pointerUp(at click: CGPoint, on layer: CALayer?) {
        // The click in the petal's (the seeds') coordinates.
        let point = seedScreen.map { $0.convert(click, from: $0.superlayer) } ?? click
        // Where the petal is seen now: the start of the flight, so a retarget has no jump.
        let start = petal.presentation()?.position ?? petal.position
        let dx = point.x - start.x, dy = point.y - start.y
        let duration = Double((dx * dx + dy * dy).squareRoot() / Self.speed)
        // A click at an absurd point (1e308) would need an infinite flight; a click on the
        // petal itself needs none.
        guard duration.isFinite, duration > 1e-3 else { return }

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if isPaused { resumeSwing() }
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = start
        move.toValue = point
        move.duration = duration
        fly(move, to: point, duration: duration)
        CATransaction.commit()
    }

    /// Adds `move` (a flight to `point` taking `duration`) under the flight key, from now.
    private func fly(_ move: CAPropertyAnimation, to point: CGPoint, duration: CFTimeInterval) {
        // Held at the end until the delegate moves the model there: the seeds' removal on
        // completion shows the old model position for the frame between the end and the
        // callback (a snap back).
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        move.delegate = self
        let now = petal.convertTime(CACurrentMediaTime(), from: nil)
        move.beginTime = now
        arrivalTime = now + duration
        destination = point
        // Same key: the flight in progress is replaced (its delegate sees finished == false).
        petal.add(move, forKey: Self.moveKey)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, let destination else { return }
        // Seed 000 "problem" paragraph (L192–208): without disabling actions the model change
        // would start an implicit animation from the old position.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        petal.position = destination
        petal.removeAnimation(forKey: Self.moveKey)
        pauseSwing()
        CATransaction.commit()
        self.destination = nil
    }

    /// Seed 000 L408–414 / QA1673 pause: freeze the layer's time. The paused time is the
    /// layer time of the arrival rather than of this callback, so the resting angle does not
    /// depend on when the frame that delivers the callback happens.
    private func pauseSwing() {
        petal.timeOffset = arrivalTime
        petal.speed = 0
        isPaused = true
    }

    /// Seed 000 L418–424 resume: `beginTime = CACurrentMediaTime() − timeOffset` restarts the layer's
    /// time where it stopped (QA1673 computes the same through convertTime).
    private func resumeSwing() {
        let pausedTime = petal.timeOffset
        petal.speed = 1
        petal.timeOffset = 0
        petal.beginTime = 0
        petal.beginTime = petal.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        isPaused = false
    }
}
