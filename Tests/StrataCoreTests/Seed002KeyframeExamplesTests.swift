import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 002's keyframe, path and group petals (E31–E33), its transition cycle (E34) and its
/// UIView keyframes (E38) — /work/notes/seeds-digest.md.
@Suite struct Seed002KeyframeExamplesTests {
    /// The seed's delegate for E31/E32: moves the model to the stored destination.
    final class Destination: NSObject, CAAnimationDelegate {
        let petal: CALayer
        var stops: [Bool] = []
        init(petal: CALayer) { self.petal = petal }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append(flag)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            petal.position = (anim.value(forKey: "petalLayer_keyframeAnimation_destination") as! NSValue).pointValue
            CATransaction.commit()
        }
    }

    /// E31 (seed 002 L576–649): values (50,150) → (80,320) → (45,400) → (55,500) over 8 s after
    /// a 2 s delay, segments of 8/3 s (Apple, keyTimes nil: even spacing); the delegate keeps
    /// the end, so there is no snap back.
    @Test func e31ValuesThenTheDelegateKeepsTheDestination() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let delegate = Destination(petal: petal)
            let key4 = NSValue(point: CGPoint(x: 55, y: 500))
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = [NSValue(point: petal.position), NSValue(point: CGPoint(x: 80, y: 320)),
                        NSValue(point: CGPoint(x: 45, y: 400)), key4]
            a.duration = 8.0
            a.beginTime = CACurrentMediaTime() + 2
            a.delegate = delegate
            a.setValue(key4, forKey: "petalLayer_keyframeAnimation_destination")

            petal.add(a, forKey: "petalLayer_keyframeAnimation_position")

            let expected = [(1.0, CGPoint(x: 50, y: 150)), (2 + 4.0 / 3, CGPoint(x: 65, y: 235)), (2 + 8.0 / 3, CGPoint(x: 80, y: 320)),
                            (6, CGPoint(x: 62.5, y: 360)), (2 + 16.0 / 3, CGPoint(x: 45, y: 400)), (2 + 20.0 / 3, CGPoint(x: 50, y: 450))]
            for (t, p) in expected {
                clock.advance(to: t)
                SeedCheck.point(petal.presentation()!.position, p, tolerance: 1e-9, "t=\(t)")
            }
            clock.advance(to: 10)
            #expect(delegate.stops == [true])
            #expect(petal.position == CGPoint(x: 55, y: 500))
            #expect(petal.presentation()!.position == CGPoint(x: 55, y: 500))
        }
    }

    /// E32 (seed 002 L651–672): one cubic from (50,150) with controls (300,250), (−100,450) to
    /// (100,550), 8 s after 2 s; expected B(t/8) (digest: 2 s → (135.1562,240.625)).
    @Test func e32PathFollowsTheBezierThenStaysAtTheDestination() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let delegate = Destination(petal: petal)
            let p0 = CGPoint(x: 50, y: 150), c1 = CGPoint(x: 300, y: 250), c2 = CGPoint(x: -100, y: 450), p1 = CGPoint(x: 100, y: 550)
            let path = CGMutablePath()
            path.move(to: petal.position)
            path.addCurve(to: p1, control1: c1, control2: c2)
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = path
            a.duration = 8.0
            a.beginTime = CACurrentMediaTime() + 2
            a.delegate = delegate
            a.setValue(NSValue(point: p1), forKey: "petalLayer_keyframeAnimation_destination")

            petal.add(a, forKey: "petalLayer_keyframeAnimation_position")

            for t in [1.0, 2, 4, 6] {
                clock.advance(to: 2 + t)
                SeedCheck.point(petal.presentation()!.position, Reference.bezier(p0, c1, c2, p1, t / 8), tolerance: 1e-9, "t=\(t)")
            }
            SeedCheck.point(petal.presentation()!.position, CGPoint(x: 42.96875, y: 459.375), tolerance: 1e-9, "digest t=6")
            clock.advance(to: 10)
            #expect(delegate.stops == [true])
            #expect(petal.presentation()!.position == p1)
        }
    }

    /// E33 (seed 002 L681–770): E08's group with petal at (100,150), controls (300,250),
    /// (−100,450), end (100,550), duration 8 s, 2 s delay. Children without duration take the
    /// group's 8 s (digest Part 4 §9); Apple, CAAnimationGroup: clipped, not scaled, to the
    /// group's duration. Digest: 4 s → rotation 2.356194, position (100,350).
    @Test func e33GroupOfSeed002Numbers() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock, at: CGPoint(x: 100, y: 150))
            let p0 = CGPoint(x: 100, y: 150), c1 = CGPoint(x: 300, y: 250), c2 = CGPoint(x: -100, y: 450), p1 = CGPoint(x: 100, y: 550)
            let controller = Seed000KeyframeExamplesTests.PetalGroup(layer: petal, end: p1, c1: c1, c2: c2)

            controller.groupAnimation(duration: 8.0, delay: 2)

            for t in [2.0, 4, 6] {
                clock.advance(to: 2 + t)
                SeedCheck.zRotation(petal.presentation()!.transform, 3 * Double.pi / 2 * t / 8, "t=\(t)")
                SeedCheck.point(petal.presentation()!.position, Reference.bezier(p0, c1, c2, p1, t / 8), tolerance: 1e-9, "t=\(t)")
            }
            clock.advance(to: 10)
            #expect(controller.stops == [true])
            #expect(petal.presentation()!.position == p1)
            SeedCheck.zRotation(petal.presentation()!.transform, 3 * Double.pi / 2, "model rotation kept")
        }
    }

    /// E34 (seed 002 L772–848): twelve types cycled, subtype fromRight, 1 s each; the public
    /// four have Apple's raw values ("fade", "moveIn", "push", "reveal"). Each transition is
    /// attached for its 1 s duration (CATransition inherits CAAnimation timing).
    @Test func e34TransitionTypesCycleAndEachLastsOneSecond() {
        let clock = MediaClock.virtual()
        clock.run {
            let transitionTypes = ["fade", "moveIn", "push", "reveal", "cube", "oglFlip", "suckEffect",
                                   "rippleEffect", "pageCurl", "pageUnCurl", "cameraIrisHollowOpen", "cameraIrisHollowClose"]
            let (_, imageLayer) = SeedScene.petal(clock)
            var index = 0
            var added: [String] = []

            for swipe in 0..<13 {
                if index > 11 { index = 0 }
                let t = CATransition()
                t.type = CATransitionType(rawValue: transitionTypes[index])
                t.subtype = .fromRight
                t.duration = 1.0
                imageLayer.add(t, forKey: "imageView_transition")
                index += 1
                added.append((imageLayer.animationKeys()?.isEmpty == false) ? t.type.rawValue : "missing")
                clock.advance(to: Double(swipe) * 2 + 0.999)
                #expect(imageLayer.animationKeys()?.isEmpty == false, "swipe \(swipe + 1) still running")
                clock.advance(to: Double(swipe) * 2 + 1.5)
                #expect(imageLayer.animationKeys() == nil, "swipe \(swipe + 1) over after 1 s")
                clock.advance(to: Double(swipe) * 2 + 2)
            }

            #expect(added[0] == "fade" && added[4] == "cube" && added[11] == "cameraIrisHollowClose" && added[12] == "fade")
            #expect([CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue) == ["fade", "moveIn", "push", "reveal"])
        }
    }

    /// E38 (seed 002 L1063–1130): like E13 but the view starts at frame (50,150,0,0) + sizeToFit,
    /// so for a 10×20 image the first keyframe is the centre (55,160); keyTimes 0, 0.5, 0.75, 1
    /// over 5 s: 1.25 s → (67.5,190), 3.75 s → (45,300).
    @Test func e38UIViewKeyframesStartAtTheSizedViewsCentre() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock, at: CGPoint(x: 55, y: 160))
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = [CGPoint(x: 55, y: 160), CGPoint(x: 80, y: 220), CGPoint(x: 45, y: 300), CGPoint(x: 55, y: 400)]
                .map { NSValue(point: $0) }
            a.keyTimes = [0, 0.5, 0.75, 1.0]
            a.duration = 5.0

            petal.add(a, forKey: "keyframes")

            #expect(petal.frame == CGRect(x: 50, y: 150, width: 10, height: 20))
            for (t, p) in [(1.25, CGPoint(x: 67.5, y: 190)), (2.5, CGPoint(x: 80, y: 220)), (3.75, CGPoint(x: 45, y: 300))] {
                clock.advance(to: t)
                SeedCheck.point(petal.presentation()!.position, p, tolerance: 1e-9, "t=\(t)")
            }
        }
    }
}
