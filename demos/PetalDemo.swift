import Foundation
import StrataCore
import StrataGraphics

/// The falling petal of seeds 000/002: a 10×20 petal at (50,150) with anchorPoint (0.5,0.6)
/// swings with `transform.rotation.z` to 3π/2 over 6 s, autoreversing forever; a click sends
/// it to the click point at 50 points per second (seed 002's `distance/50`), and on arrival
/// the delegate sets the model position with actions disabled, so it stays there.
public final class PetalDemo: NSObject, Demo, CAAnimationDelegate {
    public static let name = "petal"
    public static let summary = "a swinging petal flies to where you click and stays (seeds 000/002)"

    /// Seed 002 moves the petal at a constant 50 points per second.
    static let speed: CGFloat = 50
    static let moveKey = "petalLayer_moveAnimation"
    static let rotationKey = "petalLayer_rotationAnimation"

    /// The petal layer (named `petal`).
    public let petal = CALayer()
    private var destination: CGPoint?

    public override required init() {
        super.init()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.root(size: CGSize(width: 800, height: 600), background: DemoStage.backdrop)
        petal.name = "petal"
        petal.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        petal.position = CGPoint(x: 50, y: 150)
        petal.anchorPoint = CGPoint(x: 0.5, y: 0.6)
        // No petal.png ships with Strata: a pink rounded layer stands in for the image.
        petal.backgroundColor = CGColor(red: 0.96, green: 0.62, blue: 0.75, alpha: 1)
        petal.cornerRadius = 5
        root.addSublayer(petal)

        let swing = CABasicAnimation(keyPath: "transform.rotation.z")
        swing.toValue = Double.pi / 2 * 3
        swing.duration = 6
        swing.autoreverses = true
        swing.repeatCount = .infinity
        swing.isRemovedOnCompletion = false
        petal.add(swing, forKey: Self.rotationKey)
        return root
    }

    /// Seed 002 reacts on touch-up (`touchesEnded`) and ignores taps while the petal moves.
    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        // Seed 002 sets its isMoving flag in animationDidStart; setting it here instead also
        // ignores a second click in the same frame, before the animation has started.
        guard destination == nil else { return }
        let dx = point.x - petal.position.x
        let dy = point.y - petal.position.y
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = point
        move.duration = Double((dx * dx + dy * dy).squareRoot() / Self.speed)
        // A click at an absurd point (1e308) would need an infinite duration: ignore it.
        guard move.duration.isFinite else { return }
        move.delegate = self
        destination = point
        petal.add(move, forKey: Self.moveKey)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let destination else { return }
        // Without disabling actions the model change would start an implicit animation back
        // from the old position (seed 000's "problem" paragraph).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        petal.position = destination
        CATransaction.commit()
        self.destination = nil
    }
}
