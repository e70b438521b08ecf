import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 004 (objc.io #12, "Animations Explained"): the rocket (E43–E46, E49, E50) of
/// /work/notes/seeds-digest.md. The article's rockets are views (no implicit actions), so model
/// changes here are made with actions disabled.
@Suite struct Seed004ExamplesTests {
    /// A committed rocket layer at (77,61).
    static func rocket(_ clock: MediaClock, y: CGFloat = 61) -> CALayer {
        SeedScene.petal(clock, at: CGPoint(x: 77, y: y), bounds: CGRect(x: 0, y: 0, width: 40, height: 20)).layer
    }

    static func setModel(_ layer: CALayer, _ p: CGPoint) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = p
        CATransaction.commit()
    }

    static func rocketAnimation() -> CABasicAnimation {
        let a = CABasicAnimation()
        a.keyPath = "position.x"
        a.fromValue = 77
        a.toValue = 455
        a.duration = 1
        return a
    }

    /// E43 (seed 004 L13–27): x = 77 + 378·t, then the rocket "reappears at its start": the
    /// animation is removed and the presentation shows the model (Apple, isRemovedOnCompletion
    /// default true; the presentation layer reflects the model when no animation applies).
    /// `position.x` animates one field of the CGPoint; y stays 61.
    @Test func e43RocketFliesThenSnapsBackToTheModel() {
        let clock = MediaClock.virtual()
        clock.run {
            let rocket = Self.rocket(clock)

            rocket.add(Self.rocketAnimation(), forKey: "basic")

            for (t, x) in [(0.0, 77.0), (0.25, 171.5), (0.5, 266), (0.75, 360.5), (1, 77)] {
                clock.advance(to: t)
                SeedCheck.point(rocket.presentation()!.position, CGPoint(x: x, y: 61), tolerance: 1e-9, "t=\(t)")
            }
            #expect(rocket.animation(forKey: "basic") == nil)
        }
    }

    /// E44 (seed 004 L28–37): the recommended fix — update the model after adding; the explicit
    /// fromValue still starts the flight at 77, and afterwards the rocket stays at 455.
    @Test func e44UpdatingTheModelKeepsTheRocketAtTheEnd() {
        let clock = MediaClock.virtual()
        clock.run {
            let rocket = Self.rocket(clock)

            rocket.add(Self.rocketAnimation(), forKey: "basic")
            Self.setModel(rocket, CGPoint(x: 455, y: 61))

            for (t, x) in [(0.0, 77.0), (0.5, 266), (1, 455), (2, 455)] {
                clock.advance(to: t)
                SeedCheck.point(rocket.presentation()!.position, CGPoint(x: x, y: 61), tolerance: 1e-9, "t=\(t)")
            }
        }
    }

    /// E45 (seed 004 L38–47): fillMode forwards + isRemovedOnCompletion false. Apple,
    /// CAMediaTimingFillMode.forwards: "The receiver remains visible in its final state when the
    /// animation is completed"; the model keeps its old value and the animation stays attached.
    @Test func e45FillForwardsHoldsTheEndWhileTheModelStaysAtTheStart() {
        let clock = MediaClock.virtual()
        clock.run {
            let rectangle = Self.rocket(clock)
            let a = Self.rocketAnimation()
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false

            rectangle.add(a, forKey: "basic")
            clock.advance(to: 0.5)
            let mid = rectangle.presentation()!.position.x
            clock.advance(to: 10)

            SeedCheck.number(Double(mid), 266, tolerance: 1e-9)
            #expect(rectangle.presentation()!.position.x == 455)
            #expect(rectangle.position.x == 77)
            #expect(rectangle.animation(forKey: "basic") != nil)
        }
    }

    /// E46 (seed 004 L48–61): one byValue animation added to two rockets, the second time with
    /// beginTime now + 0.5. Apple, CABasicAnimation: byValue alone interpolates "between the
    /// layer's current value of the property in the render tree and that value plus byValue";
    /// CALayer.add(_:forKey:): the animation "is copied by the render tree … subsequent
    /// modifications to the object are not propagated". Rocket 2 shows its model (455) during
    /// its 0.5 s delay (fill .removed) and flies 77 → 455 from 0.5 s to 1.5 s.
    @Test func e46ByValueAnimationIsCopiedSoTheSecondRocketStartsLater() {
        let clock = MediaClock.virtual()
        clock.run {
            let rocket1 = Self.rocket(clock), rocket2 = Self.rocket(clock, y: 111)
            let a = CABasicAnimation()
            a.keyPath = "position.x"
            a.byValue = 378
            a.duration = 1

            rocket1.add(a, forKey: "basic")
            Self.setModel(rocket1, CGPoint(x: 455, y: 61))
            a.beginTime = CACurrentMediaTime() + 0.5
            rocket2.add(a, forKey: "basic")
            Self.setModel(rocket2, CGPoint(x: 455, y: 111))

            #expect(rocket1.animation(forKey: "basic") !== a)
            #expect(rocket1.animation(forKey: "basic")?.beginTime == 0, "the first copy begins at its commit, t = 0")
            let expected: [(Double, Double, Double)] = [(0.25, 171.5, 455), (0.5, 266, 77), (1, 455, 266), (1.25, 455, 360.5), (1.5, 455, 455)]
            for (t, x1, x2) in expected {
                clock.advance(to: t)
                SeedCheck.number(Double(rocket1.presentation()!.position.x), x1, tolerance: 1e-9, "rocket 1 at \(t)")
                SeedCheck.number(Double(rocket2.presentation()!.position.x), x2, tolerance: 1e-9, "rocket 2 at \(t)")
            }
        }
    }

    /// E49 (seed 004 L97–113): 50 → 150 in 1 s with the named timing functions. Apple's control
    /// points — linear (0,0,1,1), easeIn (0.42,0,1,1), easeOut (0,0,0.58,1), easeInEaseOut
    /// (0.42,0,0.58,1), default (0.25,0.1,0.25,1) — give the digest's Part 4 §12 progress
    /// (6 digits, so 1e-3 pt over the 100 pt flight).
    @Test(arguments: [
        (CAMediaTimingFunctionName.linear, [75.0, 100, 125]),
        (.easeIn, [59.3465, 81.5357, 112.1862]),
        (.easeOut, [87.8138, 118.4643, 140.6535]),
        (.easeInEaseOut, [62.9162, 100, 137.0838]),
        (.default, [90.8511, 130.2403, 146.0459]),
    ])
    func e49NamedTimingFunctionsPaceTheRectangle(name: CAMediaTimingFunctionName, xs: [Double]) {
        let clock = MediaClock.virtual()
        clock.run {
            let rectangle = Self.rocket(clock)
            let a = CABasicAnimation()
            a.keyPath = "position.x"
            a.fromValue = 50
            a.toValue = 150
            a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: name)

            rectangle.add(a, forKey: "basic")
            Self.setModel(rectangle, CGPoint(x: 150, y: 0))

            for (i, t) in [0.25, 0.5, 0.75].enumerated() {
                clock.advance(to: t)
                SeedCheck.number(Double(rectangle.presentation()!.position.x), xs[i], tolerance: 1e-3, "\(name.rawValue) at \(t)")
            }
            clock.advance(to: 1)
            #expect(rectangle.presentation()!.position == CGPoint(x: 150, y: 0))
        }
    }

    /// E50 (seed 004 L116–127): control points (0.5, 0, 0.9, 0.7). Apple,
    /// CAMediaTimingFunction(controlPoints:): a cubic Bézier from (0,0) to (1,1) with those two
    /// control points, x = time fraction, y = progress; getControlPoint(at:) returns them.
    /// Digest progress: 0.009263, 0.057390, 0.228283, 0.520132, 0.769887. The seed then sets
    /// the model to (150,0) (its copy-paste slip), which shows after 1 s.
    @Test func e50CustomControlPointsStartSlowAndAccelerate() {
        let clock = MediaClock.virtual()
        clock.run {
            let rocket = Self.rocket(clock)
            let a = Self.rocketAnimation()
            let f = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)
            a.timingFunction = f

            rocket.add(a, forKey: "basic")
            Self.setModel(rocket, CGPoint(x: 150, y: 0))

            let progress: [(Double, Double)] = [(0.1, 0.009263), (0.25, 0.057390), (0.5, 0.228283), (0.75, 0.520132), (0.9, 0.769887)]
            for (t, p) in progress {
                clock.advance(to: t)
                SeedCheck.number(Double(rocket.presentation()!.position.x), 77 + 378 * p, tolerance: 1e-3, "t=\(t)")
            }
            clock.advance(to: 1)
            #expect(rocket.presentation()!.position == CGPoint(x: 150, y: 0))
            var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
            f.getControlPoint(at: 1, values: &c1)
            f.getControlPoint(at: 2, values: &c2)
            #expect(c1 == [0.5, 0] && c2 == [0.9, 0.7])
        }
    }
}
