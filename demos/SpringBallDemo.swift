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
///
/// Fitted to the stage (issue 17: with damping 0.1 the ball overshot out of the window): the
/// spring overshoots its target by about 75 % of the distance, so the ball heads for the click
/// but comes to rest short of it when the overshoot would carry any part of it past the
/// stage's edge — as far along the line to the click as keeps its whole swing on screen. The
/// damping, velocity and timing stay the seed's.
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

    /// The spring's largest progress (its first overshoot, > 1), from the closed form of the
    /// under-damped spring with the seed's ζ, ω₀ = √k (m = 1) and v₀ (distance/s), sampled
    /// every millisecond over the 5 s: p(t) = 1 − e^{−ζω₀t}[cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t].
    public static let peakProgress: CGFloat = {
        let zeta = Double(dampingRatio), w0 = Double(stiffness).squareRoot(), v0 = Double(initialVelocity)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return CGFloat((0...Int(duration * 1000)).map { i -> Double in
            let t = Double(i) / 1000
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }.max() ?? 1)
    }()

    /// Where a spring from `start` towards `click` must come to rest so that the ball's swing,
    /// `start` + p·(rest − start) for p in 0…`peakProgress`, keeps the whole ball (radius
    /// `radius`) inside `size`: the click itself when it can, else the point as far along the
    /// line to it as fits. `start` is inside (the ball never leaves).
    public static func restingPoint(from start: CGPoint, towards click: CGPoint, radius: CGFloat, in size: CGSize) -> CGPoint {
        var fraction: CGFloat = 1
        for (from, to, extent) in [(start.x, click.x, size.width), (start.y, click.y, size.height)] {
            let reach = peakProgress * (to - from)
            if reach > 0 { fraction = min(fraction, max(0, extent - radius - from) / reach) }
            if reach < 0 { fraction = min(fraction, max(0, from - radius) / -reach) }
        }
        return CGPoint(x: start.x + fraction * (click.x - start.x), y: start.y + fraction * (click.y - start.y))
    }

    public func pointerUp(at click: CGPoint, on layer: CALayer?) {
        guard click.x.isFinite, click.y.isFinite else { return }
        let start = ball.presentation()?.position ?? ball.position
        let point = Self.restingPoint(from: start, towards: click, radius: ball.bounds.width / 2, in: Self.size)
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
