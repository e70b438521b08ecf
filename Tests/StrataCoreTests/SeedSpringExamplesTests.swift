import Foundation
import Testing
import StrataCore
import StrataGraphics

/// The spring balls of seed 000 (E12, L982–1019) and seed 002 (E37, L988–1031), written with
/// CASpringAnimation. UIKit's duration → stiffness mapping is undocumented, so mass 1 and
/// stiffness 100 (Apple's defaults) are chosen and the damping is set from the seed's damping
/// ratio ζ: c = 2ζ√(km).
///
/// Apple, CASpringAnimation: "a spring animation … mass, stiffness, damping"; initialVelocity
/// positive moves toward the target (UIKit: in whole distances per second). The expected motion
/// is the textbook damped oscillator (Reference.underdampedSpringProgress); the first overshoot
/// of a spring released at rest is e^{−πζ/√(1−ζ²)} of the distance (72.92 % at ζ 0.1,
/// 16.30 % at ζ 0.5, digest E12/E37).
@Suite struct SeedSpringExamplesTests {
    static func drop(from start: CGPoint, to location: CGPoint, dampingRatio zeta: Double, velocity: Double,
                     duration: CFTimeInterval, sampleAt times: [Double]) -> (samples: [CGPoint], model: CGPoint, after: CGPoint) {
        let clock = MediaClock.virtual()
        return clock.run {
            let (_, ball) = SeedScene.petal(clock, at: start)
            let k = 100.0
            let a = CASpringAnimation(keyPath: "position")
            a.fromValue = NSValue(point: ball.position)
            a.toValue = NSValue(point: location)
            a.mass = 1
            a.stiffness = CGFloat(k)
            a.damping = CGFloat(2 * zeta * k.squareRoot())
            a.initialVelocity = CGFloat(velocity)
            a.duration = duration
            ball.add(a, forKey: "spring")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            ball.position = location
            CATransaction.commit()
            let samples = times.map { clock.advance(to: $0); return ball.presentation()!.position }
            let model = ball.position
            clock.advance(to: duration + 0.01)
            return (samples, model, ball.presentation()!.position)
        }
    }

    /// E37: ζ 0.5, v0 0, from the view centre (160,284) to (160,584): 300 pt ⇒ 300/150 = 2 s.
    /// ω_d = 10·√0.75; the peak is at π/ω_d = 0.36276 s, at 584 + 0.16303·300 = 632.91.
    @Test func e37BallOvershootsBySixteenPercentAtHalfDamping() {
        let wd = 10 * (0.75).squareRoot(), peak = Double.pi / wd
        let times = [0.1, peak, 0.7, 1.5]

        let r = Self.drop(from: CGPoint(x: 160, y: 284), to: CGPoint(x: 160, y: 584), dampingRatio: 0.5, velocity: 0,
                          duration: 300 / 150, sampleAt: times)

        for (i, t) in times.enumerated() {
            let p = Reference.underdampedSpringProgress(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, at: t)
            SeedCheck.point(r.samples[i], CGPoint(x: 160, y: 284 + 300 * p), tolerance: 1e-6, "t=\(t)")
        }
        SeedCheck.number(Double(r.samples[1].y), 584 + 300 * exp(-Double.pi * 0.5 / (0.75).squareRoot()), tolerance: 1e-6, "first peak")
        SeedCheck.number(Double(r.samples[1].y), 632.91, tolerance: 0.01, "digest: 16.30 % overshoot")
        #expect(r.model == CGPoint(x: 160, y: 584))
        #expect(r.after == CGPoint(x: 160, y: 584))
    }

    /// E12: ζ 0.1 and initial velocity 1 toward the target, (160,50) → (160,284) (the seed's
    /// commented target), 5 s. With v0 > 0 the first overshoot exceeds the 72.92 % of a
    /// spring released at rest.
    @Test func e12SpringyBallWithInitialVelocityOvershootsMoreThanSeventyTwoPercent() {
        let wd = 10 * (0.99).squareRoot()
        let times = [0.05, 0.2, Double.pi / wd, 1, 2.5, 4.9]

        let r = Self.drop(from: CGPoint(x: 160, y: 50), to: CGPoint(x: 160, y: 284), dampingRatio: 0.1, velocity: 1,
                          duration: 5, sampleAt: times)

        for (i, t) in times.enumerated() {
            let p = Reference.underdampedSpringProgress(mass: 1, stiffness: 100, damping: 2, initialVelocity: 1, at: t)
            SeedCheck.point(r.samples[i], CGPoint(x: 160, y: 50 + 234 * p), tolerance: 1e-6, "t=\(t)")
        }
        #expect(r.samples.map(\.y).max()! > 284 + 0.7292 * 234)
        #expect(r.after == CGPoint(x: 160, y: 284))
    }
}
