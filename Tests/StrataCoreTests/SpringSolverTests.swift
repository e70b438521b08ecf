import Foundation
import Testing

@testable import StrataCore

/// Classic RK4 on m·x'' + c·x' + k·x = 0 from x = 1, x' = −v0: an independent numeric
/// solution. Returns progress 1 − x and its velocity −x' at each requested time.
private func integrate(
    mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
    at times: [Double], step h: Double = 1e-4
) -> [(p: Double, v: Double)] {
    func accel(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
    var x = 1.0, v = -v0, t = 0.0
    var out: [(p: Double, v: Double)] = []
    for target in times.sorted() {
        while t < target - 1e-12 {
            let dt = min(h, target - t)
            let k1x = v, k1v = accel(x, v)
            let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
        }
        out.append((1 - x, -v))
    }
    return out
}

@Suite struct SpringSolverTests {
    /// Under-, critically and over-damped springs, pushed toward, away and not at all; the
    /// two near-critical cases check the closed form does not lose precision at ζ ≈ 1.
    static let cases: [(m: Double, k: Double, c: Double, v0: Double)] = [
        (1, 100, 10, 0), (1, 100, 5, 0), (1, 100, 10, 8), (2, 300, 4, -5),
        (1, 100, 20, 0), (1, 100, 20, 12), (1, 100, 20, -4),
        (1, 100, 50, 0), (3, 50, 80, 20),
        (1, 100, 20.000001, 3), (1, 100, 19.999999, 3),
    ]

    @Test(arguments: cases)
    func closedFormMatchesNumericIntegration(_ spring: (m: Double, k: Double, c: Double, v0: Double)) {
        // RK4 at h = 1e-4 has global error ~h⁴·ω⁵ ≪ 1e-9 for these stiffnesses, so any
        // disagreement above 1e-8 is the closed form's.
        let solver = SpringSolver(mass: spring.m, stiffness: spring.k, damping: spring.c, initialVelocity: spring.v0)
        let times = stride(from: 0.05, through: 2.0, by: 0.05).map { $0 }

        let numeric = integrate(mass: spring.m, stiffness: spring.k, damping: spring.c, initialVelocity: spring.v0, at: times)

        for (t, n) in zip(times, numeric) {
            #expect(abs(solver.progress(at: t) - n.p) < 1e-8, "p(\(t))")
            #expect(abs(solver.velocity(at: t) - n.v) < 1e-6, "v(\(t))")
        }
    }

    @Test func startsAtZeroWithTheInitialVelocityAndComesToRestAtOne() {
        // p(0) = 0, p'(0) = v0 (positive = toward the target, Apple's convention), p(∞) = 1.
        let solver = SpringSolver(initialVelocity: 4)

        #expect(solver.progress(at: 0) == 0)
        #expect(solver.velocity(at: 0) == 4)
        #expect(abs(solver.velocity(at: 1e-9) - 4) < 1e-5)
        #expect(solver.progress(at: 60) == 1 && abs(solver.velocity(at: 60)) < 1e-100)
        #expect(solver.progress(at: .nan) == 0)
    }

    @Test func defaultSpringOvershoots() {
        // ζ = 10 / (2·√100) = 0.5: under-damped, so the first peak passes the target, at
        // t = π/ωd with ωd = 10·√0.75, overshooting by e^{−ζπ/√(1−ζ²)} ≈ 16.3 %.
        let solver = SpringSolver()
        let peak = Double.pi / (10 * 0.75.squareRoot())

        #expect(solver.dampingRatio == 0.5)
        #expect(abs(solver.progress(at: peak) - (1 + exp(-0.5 * .pi / 0.75.squareRoot()))) < 1e-12)
        #expect(abs(solver.velocity(at: peak)) < 1e-12)
    }

    @Test func settlingDurationMatchesApplesDocumentedFigures() {
        // Apple's CASpringAnimation.settlingDuration documentation (mass 1, stiffness 100):
        // "With a damping coefficient of 5, the settling duration is approximately 2.85
        // seconds ... changing the damping property to 15 reduces the settling duration to
        // just over 1 second." The defaults (damping 10) land between, at ≈ 1.47 s.
        let soft = SpringSolver(damping: 5).settlingDuration
        let firm = SpringSolver(damping: 15).settlingDuration
        let standard = SpringSolver().settlingDuration

        #expect(abs(soft - 2.85) < 0.01)
        #expect(firm > 1 && firm < 1.05)
        #expect(abs(standard - 1.4727) < 1e-3)
    }

    @Test(arguments: cases)
    func staysWithinTheRestThresholdAfterSettling(_ spring: (m: Double, k: Double, c: Double, v0: Double)) {
        // The estimate is an envelope bound: from settlingDuration on, |1 − p| ≤ 0.001 at
        // every sampled instant, up to the rounding of 1 − p (and the spring must not be
        // declared settled at t = 0).
        let solver = SpringSolver(mass: spring.m, stiffness: spring.k, damping: spring.c, initialVelocity: spring.v0)
        let settle = solver.settlingDuration

        let worst = stride(from: settle, through: settle + 5, by: 1e-3).map { abs(1 - solver.progress(at: $0)) }.max()!

        #expect(settle > 0)
        #expect(worst <= SpringSolver.restEpsilon * (1 + 1e-12))
    }

    @Test func criticalSettlingIsTheEnvelopeCrossing() {
        // Critically damped from rest: envelope (1 + ω0·t)·e^{−ω0·t} with ω0 = 10 equals
        // 0.001 at the returned time, and is above it just before.
        let t = SpringSolver(damping: 20).settlingDuration

        #expect(abs((1 + 10 * t) * exp(-10 * t) - 1e-3) < 1e-12)
    }

    @Test func invalidParametersAreSanitizedNotTrapped() {
        // Non-finite → default, mass/stiffness ≤ 0 → tiny positive, damping < 0 → 0; an
        // undamped spring never settles, so its settling duration is the documented cap.
        let nanSpring = SpringSolver(mass: .nan, stiffness: .infinity, damping: .nan, initialVelocity: .nan)
        let zeroMass = SpringSolver(mass: 0, stiffness: -5, damping: 10)
        let undamped = SpringSolver(damping: -1)

        #expect(nanSpring == SpringSolver())
        #expect(zeroMass.mass == SpringSolver.minimumParameter && zeroMass.stiffness == SpringSolver.minimumParameter)
        #expect(zeroMass.progress(at: 0.5).isFinite && zeroMass.settlingDuration.isFinite)
        #expect(undamped.damping == 0)
        #expect(undamped.settlingDuration == SpringSolver.maximumSettlingDuration)
        #expect(abs(undamped.progress(at: .pi / 10) - 2) < 1e-12)  // undamped: 1 − cos(10t)
    }
}
