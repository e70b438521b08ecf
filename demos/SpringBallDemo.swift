import Foundation
import StrataCore
import StrataGraphics

/// The spring ball of seed 000 (L982–1019; digest E12): a click sends the ball there on a very
/// bouncy spring — UIKit's `usingSpringWithDamping:0.1 initialSpringVelocity:1.0` over 5 s —
/// as a CASpringAnimation: damping ratio ζ = 0.1 (damping = 2ζ√(k·m)), initialVelocity 1.0
/// (both use "whole distance per second"), duration 5.0 s. UIKit's mapping from duration to
/// stiffness is undocumented; stiffness 190 makes the spring settle to 0.1 % in the seed's
/// 5 s (e^(−ζ·√k·5) ≈ 0.001). The model is set to the click at once, actions disabled
/// (UIKit's semantics); a click in flight starts from where the ball is seen.
public final class SpringBallDemo: NSObject, Demo {
    public static let name = "spring-ball"
    public static let title = "Spring ball"
    public static let summary = "a click drops the ball there on a spring with damping ratio 0.1 (seed 000)"
    public static let controls = [DemoControl("click", "send the ball there on a bouncy spring")]

    /// Seed 000 L1015: damping 0.1, velocity 1.0, 5.0 s.
    public static let dampingRatio: CGFloat = 0.1
    public static let stiffness: CGFloat = 190
    public static let initialVelocity: CGFloat = 1
    public static let duration: CFTimeInterval = 5

    /// The ball (named `ball`).
    public let ball = CALayer()

    public override required init() {
        super.init()
    }

    public var images: [(name: String, image: CGImage)] {
        [("ball", DemoAssets.ball())].compactMap { name, image in image.map { (name, $0) } }
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        ball.name = "ball"
        ball.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        // Seed 000 L1003: centre (160, 50), the top middle of its 320-point screen.
        ball.position = CGPoint(x: Self.size.width / 2, y: 50)
        ball.contents = DemoAssets.ball()
        root.addSublayer(ball)
        return root
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        let start = ball.presentation()?.position ?? ball.position
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = start
        spring.toValue = point
        spring.mass = 1
        spring.stiffness = Self.stiffness
        spring.damping = 2 * Self.dampingRatio * (Self.stiffness * spring.mass).squareRoot()
        spring.initialVelocity = Self.initialVelocity
        spring.duration = Self.duration
        DemoStage.withoutActions {
            ball.add(spring, forKey: "spring")
            ball.position = point
        }
    }
}
