import Foundation
import Testing
@testable import StrataCore

/// Audit of CASpringAnimation against Apple's references (defaults, settling, damping regimes,
/// the iOS 17 perceptual parameters).
@Suite struct SemanticsAuditSpringTests {
    /// Progress of a spring from 0 to 100 on position.x at `times`.
    static func progress(_ configure: (CASpringAnimation) -> Void, at times: [Double]) -> [Double] {
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0
        s.toValue = 100
        s.duration = 10
        configure(s)
        return SemanticsAuditTests.xs(s, at: times).map { $0 / 100 }
    }

    @Test func springDefaults() {
        // CASpringAnimation: mass 1, stiffness 100, damping 10, initialVelocity 0.
        let s = CASpringAnimation(keyPath: "position.x")

        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
        #expect(s.duration == 0)
        #expect(abs(s.settlingDuration - 1.4727) < 0.01)
        #expect(!s.allowsOverdamping)
    }

    @Test func springWithDefaultDurationIsCutAtAQuarterSecond() {
        // A spring is a CABasicAnimation: its duration (0 → 0.25 s) still ends it.
        let xs = Self.progress({ $0.duration = 0 }, at: [0.3])

        #expect(xs == [1])
    }

    @Test func overDampingIsTreatedAsCriticalUnlessAllowed() {
        // allowsOverdamping (iOS 17), default false; SwiftUI's same switch: "a value of false
        // specifies that such cases should instead be treated as critically damped".
        // Critical for m 1, k 100 is c 20: x(t) = e^{−10t}(1 + 10t).
        let times = [0.1, 0.3]
        let clamped = Self.progress({ $0.damping = 50 }, at: times)
        let allowed = Self.progress({ $0.damping = 50; $0.allowsOverdamping = true }, at: times)
        // Over-damped, c 50: roots r = −25 ± √525, x = (r₂e^{r₁t} − r₁e^{r₂t}) / (r₂ − r₁).
        let r1 = -25 + 525.0.squareRoot(), r2 = -25 - 525.0.squareRoot()

        for (i, t) in times.enumerated() {
            #expect(abs(clamped[i] - (1 - exp(-10 * t) * (1 + 10 * t))) < 1e-9)
            #expect(abs(allowed[i] - (1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1))) < 1e-9)
        }
    }

    @Test func underdampedSpringMatchesTheClosedForm() {
        // ζ = 0.5 (defaults): x(t) = e^{−5t}(cos ωt + 5/ω sin ωt), ω = √75.
        let w = 75.0.squareRoot()
        let times = [0.1, 0.25, 0.6]

        let xs = Self.progress({ _ in }, at: times)

        for (x, t) in zip(xs, times) {
            #expect(abs(x - (1 - exp(-5 * t) * (cos(w * t) + 5 / w * sin(w * t)))) < 1e-9)
        }
    }

    @Test func perceptualDurationAndBounce() {
        // init(perceptualDuration:bounce:) (iOS 17) with SwiftUI's mapping: stiffness
        // (2π/d)², damping 4π(1 − bounce)/d, mass 1; the getters invert it.
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)

        #expect(s.mass == 1)
        #expect(abs(Double(s.stiffness) - pow(4 * Double.pi, 2)) < 1e-9)
        #expect(abs(Double(s.damping) - 4 * Double.pi * 0.7 / 0.5) < 1e-9)
        #expect(abs(s.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(Double(s.bounce) - 0.3) < 1e-9)
        #expect(abs(Double(CASpringAnimation().bounce) - 0.5) < 1e-9)
    }

    @Test func negativeBounceIsOverdamped() {
        let s = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)

        #expect(s.allowsOverdamping)
        #expect(abs(Double(s.bounce) + 0.5) < 1e-9)
        #expect(s.settlingDuration > CASpringAnimation(perceptualDuration: 1, bounce: 0).settlingDuration)
    }
}
