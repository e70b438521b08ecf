import Foundation
import Testing
@testable import StrataCore

/// CASpringAnimation (Apple: CASpringAnimation reference: mass 1, stiffness 100, damping 10,
/// initialVelocity 0 by default; `settlingDuration` estimates when the spring is at rest).
@Suite struct SpringAnimationTests {
    func x(at times: [Double], _ configure: (CASpringAnimation) -> Void) -> [Double] {
        let clock = MediaClock.virtual()
        return clock.run {
            let layer = committedLayer(clock)
            let a = CASpringAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = 100
            configure(a)
            a.duration = a.settlingDuration
            layer.add(a, forKey: "spring")
            return times.map { clock.advance(to: $0); return Double(layer.presentation()!.position.x) }
        }
    }

    @Test func defaultsMatchApple() {
        let a = CASpringAnimation()

        #expect(a.mass == 1 && a.stiffness == 100 && a.damping == 10 && a.initialVelocity == 0)
        #expect(a.settlingDuration > 1 && a.settlingDuration < 2)
    }

    @Test func underdampedSpringOvershootsLikeTheClosedForm() {
        // ω₀ = √(k/m) = 10, ζ = c / (2√(km)) = 0.1 (the seeds' "damping 0.1" bounce), from rest:
        // x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζ/√(1−ζ²) sin ω_d t), ω_d = ω₀√(1−ζ²).
        let zeta = 0.1, w0 = 10.0, wd = w0 * (1 - zeta * zeta).squareRoot()
        func expected(_ t: Double) -> Double {
            100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta / (1 - zeta * zeta).squareRoot() * sin(wd * t)))
        }
        let peak = Double.pi / wd

        let xs = x(at: [0.1, peak, 1.0]) { $0.damping = 2 }

        #expect(close(xs[0], expected(0.1), 1e-6))
        #expect(close(xs[1], expected(peak), 1e-6))
        #expect(xs[1] > 170)  // the first overshoot of a ζ = 0.1 spring is e^(−πζ/√(1−ζ²)) ≈ 72.9 %
        #expect(close(xs[2], expected(1.0), 1e-6))
    }

    @Test func criticallyDampedSpringNeverOvershoots() {
        // c = 2√(km) = 20: x(t) = 1 − e^(−ω₀t)(1 + ω₀t).
        let xs = x(at: [0.05, 0.1, 0.2, 0.4, 0.8]) { $0.damping = 20 }

        for (t, v) in zip([0.05, 0.1, 0.2, 0.4, 0.8], xs) {
            #expect(close(v, 100 * (1 - exp(-10 * t) * (1 + 10 * t)), 1e-6))
            #expect(v <= 100)
        }
    }

    @Test func initialVelocityTowardTheTargetSpeedsTheStart() {
        let still = x(at: [0.05]) { _ in }
        let pushed = x(at: [0.05]) { $0.initialVelocity = 10 }

        #expect(pushed[0] > still[0] + 10)
    }

    @Test func springEndsAtTheTarget() {
        // After settlingDuration the animation is removed and the model shows; just before,
        // the spring is within a small fraction of the distance from rest.
        let a = CASpringAnimation()
        let end = a.settlingDuration

        let xs = x(at: [end - 0.01]) { _ in }

        #expect(abs(xs[0] - 100) < 0.5)
    }
}
