import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 000 keyframe, path and group examples: E06–E08 of /work/notes/seeds-digest.md.
@Suite struct Seed000KeyframeExamplesTests {
    static let keyframePoints = [CGPoint(x: 50, y: 150), CGPoint(x: 80, y: 220), CGPoint(x: 45, y: 300), CGPoint(x: 55, y: 400)]

    /// E06's animation (seed 000 L478–527): four position keyframes over 8 s, 2 s after adding.
    static func keyframeAnimation() -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = keyframePoints.map { NSValue(point: $0) }
        a.duration = 8.0
        a.beginTime = CACurrentMediaTime() + 2
        return a
    }

    /// Runs `animation` on a fresh petal and returns the presentation position at each time.
    static func positions(_ make: () -> CAAnimation, at times: [Double]) -> [CGPoint] {
        let clock = MediaClock.virtual()
        return clock.run {
            let (_, petal) = SeedScene.petal(clock)
            petal.add(make(), forKey: "KCKeyframeAnimation_Position")
            return times.map { t in
                clock.advance(to: t)
                return petal.presentation()!.position
            }
        }
    }

    /// E06, default spacing (seed 000 L600: "8/(4−1)" s per segment). Apple, CAKeyframeAnimation
    /// keyTimes: when nil, the keyframes are evenly spaced; calculationMode defaults to .linear
    /// ("simple linear calculation between keyframe values"); beginTime in the future with
    /// fill .removed shows the model before it and after the end.
    @Test func e06ValuesAreEvenlySpacedAfterTheTwoSecondDelay() {
        let times = [1.0, 2, 4, 2 + 8.0 / 3, 6, 2 + 16.0 / 3, 9.9, 10.5]
        let p = Self.keyframePoints

        let got = Self.positions(Self.keyframeAnimation, at: times)

        let expected = [p[0], p[0], Reference.lerp(p[0], p[1], 0.75), p[1], Reference.lerp(p[1], p[2], 0.5),
                        p[2], Reference.lerp(p[2], p[3], 1 - 0.1 * 3 / 8), p[0]]
        for (i, t) in times.enumerated() {
            SeedCheck.point(got[i], expected[i], tolerance: 1e-9, "t=\(t)")
        }
        SeedCheck.point(got[2], CGPoint(x: 72.5, y: 202.5), tolerance: 1e-9, "digest value at 2 s")
    }

    /// E06 with keyTimes 0, 0.5, 0.75, 1 (seed 000 L600: "4 s, 2 s, 2 s"). Apple, keyTimes: each
    /// is the fraction of the duration at which the corresponding value applies.
    @Test func e06KeyTimesGiveFourTwoAndTwoSeconds() {
        let times = [4.0, 6, 7, 8, 9, 10.5]

        let got = Self.positions({
            let a = Self.keyframeAnimation()
            a.keyTimes = [0.0, 0.5, 0.75, 1.0]
            return a
        }, at: times)

        let expected = [CGPoint(x: 65, y: 185), CGPoint(x: 80, y: 220), CGPoint(x: 62.5, y: 260),
                        CGPoint(x: 45, y: 300), CGPoint(x: 50, y: 350), CGPoint(x: 50, y: 150)]
        for (i, t) in times.enumerated() {
            SeedCheck.point(got[i], expected[i], tolerance: 1e-9, "t=\(t)")
        }
    }

    /// E06 with calculationMode .paced (seed 000 L602). Apple, CAAnimationCalculationMode.paced:
    /// "Linear keyframe values are interpolated to produce an even pace throughout the
    /// animation" (keyTimes and timingFunctions ignored): the point at fraction f of the
    /// polyline's length (263.978 pt) — digest: 2 s → (75.9965,210.6585).
    @Test func e06PacedModeMovesAtConstantSpeed() {
        let times = [4.0, 6, 8]

        let got = Self.positions({
            let a = Self.keyframeAnimation()
            a.calculationMode = .paced
            a.keyTimes = [0.0, 0.5, 0.75, 1.0]
            return a
        }, at: times)

        // The engine measures curves by sampling; 1e-3 pt leaves room for that.
        for (i, t) in times.enumerated() {
            SeedCheck.point(got[i], Reference.pacedPoint(Self.keyframePoints, (t - 2) / 8), tolerance: 1e-3, "t=\(t)")
        }
        SeedCheck.point(got[0], CGPoint(x: 75.9965, y: 210.6585), tolerance: 1e-3, "digest value")
    }

    /// E07 (seed 000 L540–594): the petal follows one cubic Bézier (the seed's comment says
    /// "quadratic"; CGPathAddCurveToPoint is cubic) over 8 s, 5 s after adding. Apple,
    /// CAKeyframeAnimation.path: "the path … for a layer property that contains a CGPoint";
    /// each element other than moveTo is one keyframe segment, so this path is one segment whose
    /// Bézier parameter advances linearly with time (digest Part 4 §8).
    @Test func e07PetalFollowsTheCubicBezierPath() {
        let p0 = CGPoint(x: 50, y: 150), c1 = CGPoint(x: 160, y: 280), c2 = CGPoint(x: -30, y: 300), p1 = CGPoint(x: 55, y: 400)
        let times = [4.0, 6, 7, 9, 11, 12, 14]

        let got = Self.positions({
            let a = CAKeyframeAnimation(keyPath: "position")
            let path = CGMutablePath()
            path.move(to: p0)
            path.addCurve(to: p1, control1: c1, control2: c2)
            a.path = path
            a.duration = 8.0
            a.beginTime = CACurrentMediaTime() + 5
            return a
        }, at: times)

        SeedCheck.point(got[0], p0, "before the 5 s delay")
        for (i, t) in times.enumerated() where t > 5 && t < 13 {
            SeedCheck.point(got[i], Reference.bezier(p0, c1, c2, p1, (t - 5) / 8), tolerance: 1e-9, "t=\(t)")
        }
        SeedCheck.point(got[3], CGPoint(x: 61.875, y: 286.25), tolerance: 1e-9, "digest value at 4 s")
        SeedCheck.point(got[6], p0, "after the end: the model")
    }

    /// E08's controller (seed 000 L617–717): rotation and path grouped, end state set by the
    /// delegate from values stored on the child animations by KVC.
    final class PetalGroup: NSObject, CAAnimationDelegate {
        let layer: CALayer
        let endPoint: CGPoint, control1: CGPoint, control2: CGPoint
        var stops: [Bool] = []
        var keysAfterStop: [String]?? = .none
        init(layer: CALayer, end: CGPoint, c1: CGPoint, c2: CGPoint) {
            self.layer = layer; endPoint = end; control1 = c1; control2 = c2
        }
        func rotationAnimation() -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "transform.rotation.z")
            let toValue = NSNumber(value: Float(Double.pi / 2 * 3))
            a.toValue = toValue
            a.autoreverses = true
            a.repeatCount = .infinity
            a.isRemovedOnCompletion = false
            a.setValue(toValue, forKey: "KCBasicAnimationProperty_ToValue")
            return a
        }
        func translationAnimation() -> CAKeyframeAnimation {
            let a = CAKeyframeAnimation(keyPath: "position")
            let path = CGMutablePath()
            path.move(to: layer.position)
            path.addCurve(to: endPoint, control1: control1, control2: control2)
            a.path = path
            a.setValue(NSValue(point: endPoint), forKey: "KCKeyframeAnimationProperty_EndPosition")
            return a
        }
        func groupAnimation(duration: CFTimeInterval, delay: CFTimeInterval) {
            let g = CAAnimationGroup()
            g.animations = [rotationAnimation(), translationAnimation()]
            g.delegate = self
            g.duration = duration
            g.beginTime = CACurrentMediaTime() + delay
            layer.add(g, forKey: nil)
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append(flag)
            let g = anim as! CAAnimationGroup
            let toValue = CGFloat((g.animations![0].value(forKey: "KCBasicAnimationProperty_ToValue") as! NSNumber).floatValue)
            let end = (g.animations![1].value(forKey: "KCKeyframeAnimationProperty_EndPosition") as! NSValue).pointValue
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = end
            layer.transform = CATransform3DMakeRotation(toValue, 0, 0, 1)
            CATransaction.commit()
            keysAfterStop = .some(layer.animationKeys())
        }
    }

    /// E08 (seed 000 L617–717): group of 10 s, 5 s after adding; the children have no duration.
    /// Apple, CAAnimationGroup: children run in the group's time space and "are clipped to the
    /// duration of the animation group", so the autoreversing rotation only plays its forward
    /// half; a child with duration 0 takes the group's (seed 000 L691, digest Part 4 §9);
    /// the group's delegate hears the stop. Expected: rotation 3π/2·t/10, position B(t/10).
    @Test func e08GroupRotatesAndFollowsThePathThenTheDelegateKeepsTheEnd() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let p0 = CGPoint(x: 50, y: 150), c1 = CGPoint(x: 160, y: 280), c2 = CGPoint(x: -30, y: 300), p1 = CGPoint(x: 55, y: 400)
            let controller = PetalGroup(layer: petal, end: p1, c1: c1, c2: c2)

            controller.groupAnimation(duration: 10, delay: 5)

            clock.advance(to: 4)
            SeedCheck.point(petal.presentation()!.position, p0, "before the group begins")
            SeedCheck.zRotation(petal.presentation()!.transform, 0, "before the group begins")
            for t in [2.5, 5, 7.5] {
                clock.advance(to: 5 + t)
                // Float(3π/2) differs from 3π/2 by 1.2e-8; 1e-6 covers it.
                SeedCheck.zRotation(petal.presentation()!.transform, 3 * Double.pi / 2 * t / 10, "group t=\(t)")
                SeedCheck.point(petal.presentation()!.position, Reference.bezier(p0, c1, c2, p1, t / 10), tolerance: 1e-9, "group t=\(t)")
            }
            clock.advance(to: 15)
            #expect(controller.stops == [true])
            #expect(petal.position == p1)
            SeedCheck.zRotation(petal.transform, 3 * Double.pi / 2, "model transform")
            #expect(controller.keysAfterStop == .some(nil), "no implicit animation after the delegate's change")
            clock.advance(to: 16)
            SeedCheck.point(petal.presentation()!.position, p1, "stays at the end")
        }
    }
}
