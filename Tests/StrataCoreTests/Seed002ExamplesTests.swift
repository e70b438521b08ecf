import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 002 (lucifer1988, "CALayer&CoreAnimation"): implicit animation, the anchorPoint demo and
/// the petal moves — E22, E23, E28, E29 of /work/notes/seeds-digest.md.
@Suite struct Seed002ExamplesTests {
    /// E22 (seed 002 L51–99): the circle's tap changes bounds, cornerRadius, position and two
    /// colours outside any transaction (the seed's random side 100…299 and colours are fixed
    /// draws here). Apple, Core Animation Programming Guide, "Animating Simple Changes to a
    /// Layer's Properties": implicit animations use the transaction's duration, 0.25 s by
    /// default, from the current presentation value to the new model value, which the model
    /// holds at once; CALayer.add(_:forKey:) doc: a zero duration becomes 0.25 s.
    @Test func e22CircleTapAnimatesEveryChangedPropertyImplicitly() {
        let clock = MediaClock.virtual()
        clock.run {
            let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1), green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            let (_, layer) = SeedScene.petal(clock, at: CGPoint(x: 160, y: 284), bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
            layer.backgroundColor = blue
            layer.cornerRadius = 75
            layer.shadowColor = CGColor(gray: 0.5, alpha: 1)
            layer.shadowOffset = CGSize(width: 2, height: 3)
            layer.shadowOpacity = 0.9
            layer.borderWidth = 2.0
            layer.borderColor = green
            clock.advance(by: 0)
            layer.removeAllAnimations()   // the set-up changes above animated too; start clean
            let randWidth: CGFloat = 250
            let newBackground = CGColor(red: 10.0 / 225, green: 100.0 / 225, blue: 200.0 / 225, alpha: 1)
            let newBorder = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

            layer.bounds = CGRect(x: 0, y: 0, width: randWidth, height: randWidth)
            layer.cornerRadius = randWidth / 2
            layer.position = CGPoint(x: 40, y: 60)
            layer.backgroundColor = newBackground
            layer.borderColor = newBorder

            #expect(layer.bounds.width == 250 && layer.cornerRadius == 125 && layer.position == CGPoint(x: 40, y: 60))
            let keys = Set(layer.animationKeys() ?? [])
            #expect(keys == ["bounds", "cornerRadius", "position", "backgroundColor", "borderColor"])
            for key in keys { #expect(layer.animation(forKey: key)?.duration == 0.25, "\(key)") }
            clock.advance(by: 0)
            let start = layer.presentation()!
            #expect(start.bounds.width == 150 && start.cornerRadius == 75 && start.position == CGPoint(x: 160, y: 284))
            #expect(start.backgroundColor == blue && start.borderColor == green)
            clock.advance(by: 0.25)
            let end = layer.presentation()!
            #expect(end.bounds.width == 250 && end.cornerRadius == 125 && end.position == CGPoint(x: 40, y: 60))
            #expect(end.backgroundColor == newBackground && end.borderColor == newBorder)
            #expect(layer.animationKeys() == nil)
        }
    }

    /// E22 with actions disabled: Apple, CATransaction.setDisableActions(_:): "true to disable
    /// actions" — no implicit animations, the presentation jumps at the next commit.
    @Test func e22DisabledActionsChangeTheCircleWithoutAnimation() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, layer) = SeedScene.petal(clock, at: CGPoint(x: 160, y: 284), bounds: CGRect(x: 0, y: 0, width: 150, height: 150))

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.cornerRadius = 50
            layer.position = CGPoint(x: 10, y: 20)
            CATransaction.commit()

            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()!.bounds.width == 100 && layer.presentation()!.position == CGPoint(x: 10, y: 20))
        }
    }

    /// E23 (seed 002 L101–159): a 150×150 square spins 0 → Float(3.1415926·2) every 2 s forever;
    /// setting anchorPoint (0,0) keeps position (160,284) and moves the frame origin there, and
    /// the square now spins about its top-left corner. Apple, CALayer.anchorPoint: "All
    /// geometric manipulations to the view occur about the specified point". At 2.5 s the
    /// angle is 6.283185005·0.25 ≈ π/2, so the corners (0,0), (150,0), (150,150), (0,150) about
    /// the anchor go to (0,0), (0,150), (−150,150), (−150,0): frame (10,284,150,150).
    @Test func e23SquareSpinsAboutTheAnchorPointItIsGiven() {
        let clock = MediaClock.virtual()
        clock.run {
            let (root, _) = SeedScene.petal(clock)
            let layer = CALayer()
            layer.backgroundColor = CGColor(gray: 2.0 / 3.0, alpha: 1)
            layer.position = CGPoint(x: 160, y: 284)
            layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
            let r = CABasicAnimation(keyPath: "transform.rotation.z")
            r.duration = 2
            r.repeatCount = .infinity
            r.isRemovedOnCompletion = false
            r.fromValue = NSNumber(value: Float(0))
            r.toValue = NSNumber(value: Float(3.1415926 * 2))
            layer.add(r, forKey: "rotationTransform")
            root.addSublayer(layer)
            let full = Double(Float(3.1415926 * 2))
            for (t, f) in [(0.5, 0.25), (1, 0.5), (1.5, 0.75)] {
                clock.advance(to: t)
                SeedCheck.zRotation(layer.presentation()!.transform, full * f, "t=\(t)")
            }

            var p = layer.anchorPoint
            p.x = 0; layer.anchorPoint = p
            p.y = 0; layer.anchorPoint = p
            clock.advance(to: 2.5)

            #expect(layer.position == CGPoint(x: 160, y: 284))
            #expect(layer.frame == CGRect(x: 160, y: 284, width: 150, height: 150))
            SeedCheck.zRotation(layer.presentation()!.transform, full * 0.25, "t=2.5, wrapped")
            SeedCheck.rect(layer.presentation()!.frame, CGRect(x: 10, y: 284, width: 150, height: 150), tolerance: 1e-4)
        }
    }

    /// E28 (seed 002 L403–447): as E02 with repeatCount 0 and isRemovedOnCompletion true:
    /// one cycle (Apple, repeatCount: 0 plays once), then the model again.
    @Test func e28PetalMoveWithRepeatCountZeroPlaysOnceAndIsRemoved() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = NSValue(point: CGPoint(x: 55, y: 400))
            a.duration = 5.0
            a.repeatCount = 0
            a.isRemovedOnCompletion = true

            petal.add(a, forKey: "petalLayer_moveAnimation")
            clock.advance(to: 2.5)
            let mid = petal.presentation()!.position
            clock.advance(to: 5)

            SeedCheck.point(mid, CGPoint(x: 52.5, y: 275), tolerance: 1e-9)
            #expect(petal.presentation()!.position == CGPoint(x: 50, y: 150))
            #expect(petal.animation(forKey: "petalLayer_moveAnimation") == nil)
        }
    }

    /// E29's controller (seed 002 L449–534): 50 pt/s, ignores taps while moving.
    final class PetalFull: NSObject, CAAnimationDelegate {
        let petal: CALayer
        var isMoving = false
        var stops: [Bool] = []
        init(petal: CALayer) { self.petal = petal }
        func tap(_ p: CGPoint) { if isMoving { return }; animationMoveTo(p) }
        func petalMoveDuring(_ d: CGPoint) -> TimeInterval {
            let dx = d.x - petal.position.x, dy = d.y - petal.position.y
            return TimeInterval(sqrt(dx * dx + dy * dy)) / 50.0
        }
        func animationMoveTo(_ location: CGPoint) {
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = NSValue(point: location)
            a.duration = petalMoveDuring(location)
            a.repeatCount = 0
            a.isRemovedOnCompletion = true
            a.delegate = self
            a.setValue(NSValue(point: location), forKey: "petalLayer_moveAnimation_destination")
            petal.add(a, forKey: "petalLayer_moveAnimation")
        }
        func animationDidStart(_ anim: CAAnimation) { isMoving = true }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append(flag)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            petal.position = (anim.value(forKey: "petalLayer_moveAnimation_destination") as! NSValue).pointValue
            CATransaction.commit()
            isMoving = false
        }
    }

    /// E29: tap (80,190) from (50,150) is 50 pt away ⇒ 1 s; at 0.5 s (65,170); a tap while
    /// moving is ignored; the delegate keeps the petal at (80,190) (actions disabled).
    @Test func e29PetalMovesAtFiftyPointsPerSecondAndIgnoresTapsWhileMoving() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let controller = PetalFull(petal: petal)

            controller.tap(CGPoint(x: 80, y: 190))
            clock.advance(to: 0.5)
            let mid = petal.presentation()!.position
            controller.tap(CGPoint(x: 300, y: 500))
            clock.advance(to: 1)

            #expect(petal.animation(forKey: "petalLayer_moveAnimation") == nil)
            SeedCheck.point(mid, CGPoint(x: 65, y: 170), tolerance: 1e-9)
            #expect(controller.stops == [true])
            #expect(petal.position == CGPoint(x: 80, y: 190))
            #expect(petal.presentation()!.position == CGPoint(x: 80, y: 190))
            #expect(!controller.isMoving)
        }
    }

    /// E29's quirk: two taps before the first frame both start animations (isMoving is set only
    /// in animationDidStart); the second replaces the first under the same key. Apple,
    /// CALayer.add(_:forKey:): "Only one animation per unique key is added"; the replaced one's
    /// delegate hears animationDidStop(finished: false).
    @Test func e29SecondTapInTheSameFrameReplacesTheFirstAnimation() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let controller = PetalFull(petal: petal)

            controller.tap(CGPoint(x: 80, y: 190))
            controller.tap(CGPoint(x: 50, y: 250))
            clock.advance(to: 1)

            #expect(controller.stops.first == false)
            SeedCheck.point(petal.presentation()!.position, CGPoint(x: 50, y: 200), tolerance: 1e-9, "halfway to (50,250)")
            clock.advance(to: 2)
            #expect(petal.position == CGPoint(x: 50, y: 250))
        }
    }
}
