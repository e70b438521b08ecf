import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 004 (objc.io #12): the additive form shake (E47), the orbit (E48) and the card shuffle
/// group (E52) of /work/notes/seeds-digest.md.
@Suite struct Seed004KeyframeExamplesTests {
    /// E47 (seed 004 L62–76): offsets 0, 10, −10, 10, 0 at keyTimes 0, 1/6, 3/6, 5/6, 1 of
    /// 0.4 s, additive on model x = 160. Apple, CAPropertyAnimation.isAdditive: "the value
    /// specified by the animation is added to the current render tree value"; keyTimes set
    /// the fraction of the duration of each value — here 150 pt/s throughout.
    @Test func e47FormShakeAddsOffsetsToTheModel() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, form) = SeedScene.petal(clock, at: CGPoint(x: 160, y: 200), bounds: CGRect(x: 0, y: 0, width: 280, height: 120))
            let a = CAKeyframeAnimation()
            a.keyPath = "position.x"
            a.values = [0, 10, -10, 10, 0]
            a.keyTimes = [0, NSNumber(value: 1 / 6.0), NSNumber(value: 3 / 6.0), NSNumber(value: 5 / 6.0), 1]
            a.duration = 0.4
            a.isAdditive = true

            form.add(a, forKey: "shake")

            // Key times are 1/15, 0.2 and 1/3 s; 1e-9 absorbs their binary rounding.
            let offsets: [(Double, Double)] = [(0.02, 3), (1.0 / 15, 10), (0.1, 5), (2.0 / 15, 0), (0.2, -10),
                                               (0.3, 5), (1.0 / 3, 10), (0.38, 3)]
            for (t, dx) in offsets {
                clock.advance(to: t)
                SeedCheck.number(Double(form.presentation()!.position.x), 160 + dx, tolerance: 1e-9, "t=\(t)")
                #expect(form.presentation()!.position.y == 200)
            }
            clock.advance(to: 0.4)
            #expect(form.presentation()!.position.x == 160)
            #expect(form.animation(forKey: "shake") == nil)
        }
    }

    /// E48 (seed 004 L77–93): an additive orbit on the ellipse path in (−150,−150,300,300),
    /// paced, rotateAuto, 4 s, forever. Apple: CGPath(ellipseIn:) starts at the rightmost point
    /// (150,0) and moves toward +y (seed 000 L594: "clockwise" on the y-down screen);
    /// CAAnimationCalculationMode.paced gives constant speed along the path; rotationMode
    /// .rotateAuto: "objects travel on a tangent to the path". So the offset is
    /// 150·(cos θ, sin θ) with θ = 2π·t/4 and the layer turns to θ + π/2.
    /// Tolerances: CGPath approximates the circle with four cubic Béziers, which deviate up to
    /// 0.027 % of the radius (0.04 pt); their arc-length parametrisation is off the true angle by
    /// < 1e-4 rad, and their tangent off the circle's by up to 1.3e-3 rad (computed offline by
    /// sampling the four Béziers), hence 2e-3 rad for the heading.
    @Test func e48SatelliteOrbitsAtConstantSpeedFacingAlongThePath() {
        let clock = MediaClock.virtual()
        clock.run {
            let model = CGPoint(x: 200, y: 300)
            let (_, satellite) = SeedScene.petal(clock, at: model)
            let boundingRect = CGRect(x: -150, y: -150, width: 300, height: 300)
            let orbit = CAKeyframeAnimation()
            orbit.keyPath = "position"
            orbit.path = CGPath(ellipseIn: boundingRect, transform: nil)
            orbit.duration = 4
            orbit.isAdditive = true
            orbit.repeatCount = .infinity
            orbit.calculationMode = .paced
            orbit.rotationMode = .rotateAuto

            satellite.add(orbit, forKey: "orbit")

            for t in [0.0, 0.3, 0.5, 1, 1.7, 2, 2.9, 3, 3.6, 4, 5, 401.5] {
                clock.advance(to: t)
                let p = satellite.presentation()!
                let theta = 2 * Double.pi * t / 4
                SeedCheck.point(p.position, CGPoint(x: 200 + 150 * cos(theta), y: 300 + 150 * sin(theta)), tolerance: 0.05, "t=\(t)")
                SeedCheck.zRotation(p.transform, theta + Double.pi / 2, tolerance: 2e-3, "heading at t=\(t)")
            }
            #expect(satellite.position == model)
            #expect(satellite.animation(forKey: "orbit") != nil)
        }
    }

    /// E52 (seed 004 L143–179), with the intended `beginTime = CACurrentMediaTime() + 0.5`: a
    /// group of zPosition −1 → 1 (linear), rotation [0, 0.14, 0] and additive position
    /// [(0,0), (110,−20), (0,0)], both eased per segment with easeInEaseOut (Apple,
    /// CAKeyframeAnimation.timingFunctions: one per segment). Group-local expectations from the
    /// digest (easeInEaseOut(0.25) = 0.129162 ⇒ rotation 0.018083, offset (14.2078,−2.5832)).
    @Test func e52CardShuffleGroupRaisesTurnsAndSwingsTheCard() {
        let clock = MediaClock.virtual()
        clock.run {
            let model = CGPoint(x: 160, y: 300)
            let (_, card) = SeedScene.petal(clock, at: model, bounds: CGRect(x: 0, y: 0, width: 100, height: 140))
            let zPosition = CABasicAnimation()
            zPosition.keyPath = "zPosition"; zPosition.fromValue = -1; zPosition.toValue = 1; zPosition.duration = 1.2
            let ease = CAMediaTimingFunction(name: .easeInEaseOut)
            let rotation = CAKeyframeAnimation()
            rotation.keyPath = "transform.rotation"; rotation.values = [0, 0.14, 0]; rotation.duration = 1.2
            rotation.timingFunctions = [ease, ease]
            let position = CAKeyframeAnimation()
            position.keyPath = "position"
            position.values = [NSValue(point: .zero), NSValue(point: CGPoint(x: 110, y: -20)), NSValue(point: .zero)]
            position.timingFunctions = [ease, ease]
            position.isAdditive = true; position.duration = 1.2
            let group = CAAnimationGroup()
            group.animations = [zPosition, rotation, position]
            group.duration = 1.2
            group.beginTime = CACurrentMediaTime() + 0.5

            card.add(group, forKey: "shuffle")
            CATransaction.begin(); CATransaction.setDisableActions(true)
            card.zPosition = 1
            CATransaction.commit()

            clock.advance(to: 0.4)
            #expect(card.presentation()!.zPosition == 1 && card.presentation()!.position == model, "before the group")
            let expected: [(Double, Double, CGPoint, Double)] = [
                (0.15, 0.018083, CGPoint(x: 14.2078, y: -2.5832), -0.75), (0.3, 0.07, CGPoint(x: 55, y: -10), -0.5),
                (0.45, 0.121917, CGPoint(x: 95.7922, y: -17.4168), -0.25), (0.6, 0.14, CGPoint(x: 110, y: -20), 0),
                (0.9, 0.07, CGPoint(x: 55, y: -10), 0.5), (1.05, 0.018083, CGPoint(x: 14.2078, y: -2.5832), 0.75),
            ]
            for (t, angle, offset, z) in expected {
                clock.advance(to: 0.5 + t)
                let p = card.presentation()!
                // 6-digit digest values: 1e-5 rad, 1e-3 pt.
                SeedCheck.zRotation(p.transform, angle, tolerance: 1e-5, "group t=\(t)")
                SeedCheck.point(p.position, CGPoint(x: model.x + offset.x, y: model.y + offset.y), tolerance: 1e-3, "group t=\(t)")
                SeedCheck.number(Double(p.zPosition), z, tolerance: 1e-9, "zPosition at group t=\(t)")
            }
            clock.advance(to: 1.7)
            #expect(card.presentation()!.zPosition == 1 && card.presentation()!.position == model)
            #expect(card.animation(forKey: "shuffle") == nil)
        }
    }

    /// E52 with the seed's literal `group.beginTime = 0.5` (erratum 10): an absolute layer time
    /// already past when the clock reads 100, so the 1.2 s group has ended before it is added
    /// (Apple, CAMediaTiming.beginTime is in the parent's time space) and nothing animates.
    @Test func e52LiteralBeginTimeHalfASecondIsAlreadyOver() {
        let clock = MediaClock.virtual(startingAt: 100)
        clock.run {
            let model = CGPoint(x: 160, y: 300)
            let (_, card) = SeedScene.petal(clock, at: model)
            let position = CAKeyframeAnimation(keyPath: "position")
            position.values = [NSValue(point: .zero), NSValue(point: CGPoint(x: 110, y: -20)), NSValue(point: .zero)]
            position.isAdditive = true; position.duration = 1.2
            let group = CAAnimationGroup()
            group.animations = [position]
            group.duration = 1.2
            group.beginTime = 0.5

            card.add(group, forKey: "shuffle")
            clock.advance(to: 100.3)

            #expect(card.presentation()!.position == model)
        }
    }
}
