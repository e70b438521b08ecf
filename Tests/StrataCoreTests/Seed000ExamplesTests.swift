import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 000 (KenshinCui, "让你的应用'动'起来 — Core Animation"), basic animations, delegates and
/// pause/resume: E01–E05 of /work/notes/seeds-digest.md, in Apple's Swift API on a virtual clock.
@Suite struct Seed000ExamplesTests {
    /// Seed 000 E03's controller (L122–208): remembers the tap on the animation by KVC and sets
    /// the model there when the animation stops, optionally without the seed's transaction fix.
    final class PetalController: NSObject, CAAnimationDelegate {
        let layer: CALayer
        let disablesActions: Bool
        var starts = 0, stops: [Bool] = []
        var frameAtStart: CGRect?
        init(layer: CALayer, disablesActions: Bool) { self.layer = layer; self.disablesActions = disablesActions }

        func translationAnimation(_ location: CGPoint) {
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = NSValue(point: location)
            a.duration = 5.0
            a.delegate = self
            a.setValue(NSValue(point: location), forKey: "KCBasicAnimationLocation")
            layer.add(a, forKey: "KCBasicAnimation_Translation")
        }
        func animationDidStart(_ anim: CAAnimation) {
            starts += 1
            frameAtStart = layer.frame
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append(flag)
            let location = (anim.value(forKey: "KCBasicAnimationLocation") as! NSValue).pointValue
            if disablesActions {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.position = location
                CATransaction.commit()
            } else {
                layer.position = location
            }
        }
    }

    /// E01 (seed 000 L13–26), the UIView frame zoom in its CA form: bounds 80² → 160² after a 2 s
    /// delay with easeInEaseOut, holding the from-value during the delay.
    /// Apple, CAMediaTimingFillMode.backwards: "The receiver clamps values before zero to zero
    /// when the animation is completed" — the first value shows before beginTime; easeInEaseOut
    /// is the Bézier (0.42,0,0.58,1) (digest Part 4 §12 gives its progress at 0.25/0.5/0.75).
    @Test func e01FrameZoomWaitsTwoSecondsThenGrowsAboutTheFixedCentre() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 120, y: 140, width: 80, height: 80)
            clock.advance(by: 0)
            let a = CABasicAnimation(keyPath: "bounds")
            a.fromValue = NSValue(rect: CGRect(x: 0, y: 0, width: 80, height: 80))
            a.toValue = NSValue(rect: CGRect(x: 0, y: 0, width: 160, height: 160))
            a.duration = 1
            a.beginTime = CACurrentMediaTime() + 2
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            a.fillMode = .backwards

            layer.add(a, forKey: "bounds")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
            CATransaction.commit()

            // Widths 80 + 80·y(x) with y = 0.129162, 0.5, 0.870838 (digest Part 4 §12); the
            // table has 6 digits, so 1e-3 pt.
            let expected: [(Double, Double)] = [(1, 80), (2, 80), (2.25, 90.333), (2.5, 120), (2.75, 149.667), (3.5, 160)]
            for (t, width) in expected {
                clock.advance(to: t)
                let p = layer.presentation()!
                SeedCheck.number(Double(p.bounds.width), width, tolerance: 1e-3, "width at \(t)")
                SeedCheck.point(p.position, CGPoint(x: 160, y: 180), "centre at \(t)")
            }
            SeedCheck.rect(layer.frame, CGRect(x: 80, y: 100, width: 160, height: 160))
        }
    }

    /// E02 (seed 000 L58–117): the petal flies to the tap, then snaps back, because only the
    /// presentation moved. Apple, CABasicAnimation: with only toValue set, the animation
    /// "interpolates between the layer's current value of the property in the render tree and
    /// toValue"; no timing function is linear; isRemovedOnCompletion defaults to true and fill
    /// mode to .removed, so afterwards the presentation shows the model again.
    @Test func e02PetalFliesToTheTapAndSnapsBack() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = NSValue(point: CGPoint(x: 55, y: 400))
            a.duration = 5.0

            petal.add(a, forKey: "KCBasicAnimation_Translation")

            for (t, expected) in [(1.0, CGPoint(x: 51, y: 200)), (2.5, CGPoint(x: 52.5, y: 275)), (4.0, CGPoint(x: 54, y: 350))] {
                clock.advance(to: t)
                SeedCheck.point(petal.presentation()!.position, expected, tolerance: 1e-9, "t=\(t)")
                #expect(petal.position == CGPoint(x: 50, y: 150))
                #expect(petal.animation(forKey: "KCBasicAnimation_Translation") != nil)
            }
            clock.advance(to: 5)
            #expect(petal.presentation()!.position == CGPoint(x: 50, y: 150))
            #expect(petal.animation(forKey: "KCBasicAnimation_Translation") == nil)
        }
    }

    /// E03 (seed 000 L122–208): the delegate moves the model to the tap in a transaction with
    /// actions disabled, so the petal stays there and no implicit animation starts.
    /// Apple, CAAnimationDelegate: animationDidStart when the animation begins its active
    /// duration, animationDidStop(_:finished: true) when it completes; CATransaction
    /// setDisableActions(true) suppresses the property-change actions.
    @Test func e03DelegateWithDisabledActionsKeepsThePetalAtTheTap() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let controller = PetalController(layer: petal, disablesActions: true)

            controller.translationAnimation(CGPoint(x: 55, y: 400))
            clock.advance(to: 0)
            let startsAtBegin = controller.starts
            clock.advance(to: 4.9)
            let stopsBeforeEnd = controller.stops
            clock.advance(to: 5)

            #expect(startsAtBegin == 1)
            #expect(controller.frameAtStart == CGRect(x: 45, y: 140, width: 10, height: 20))
            #expect(stopsBeforeEnd.isEmpty)
            #expect(controller.starts == 1)
            #expect(controller.stops == [true])
            #expect(petal.position == CGPoint(x: 55, y: 400))
            #expect(petal.frame == CGRect(x: 50, y: 390, width: 10, height: 20))
            #expect(petal.animationKeys() == nil, "no implicit animation may start")
            clock.advance(to: 5.1)
            #expect(petal.presentation()!.position == CGPoint(x: 55, y: 400))
        }
    }

    /// E03 v2 (seed 000 L186–192), the problem the seed then fixes: without the transaction the
    /// model change in animationDidStop runs the layer's implicit `position` action.
    /// Apple, Core Animation Programming Guide, "Changing a Layer's Default Behavior": changing
    /// an animatable property of a standalone layer runs its action, a 0.25 s animation
    /// (CATransaction animationDuration default) from the on-screen value to the new one.
    @Test func e03WithoutTheTransactionTheModelChangeAnimatesImplicitly() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let controller = PetalController(layer: petal, disablesActions: false)

            controller.translationAnimation(CGPoint(x: 55, y: 400))
            clock.advance(to: 5)

            #expect(controller.stops == [true])
            let implicit = petal.animation(forKey: "position")
            #expect(implicit != nil)
            #expect(implicit?.duration == 0.25)
            let mid = petal.presentation()!.position
            #expect(mid.y < 400 && mid.y >= 150, "the implicit animation replays from (50,150)")
            clock.advance(to: 5.25)
            #expect(petal.presentation()!.position == CGPoint(x: 55, y: 400))
        }
    }

    /// E04 (seed 000 L214–310): anchorPoint (0.5,0.6) and a 270° swing that autoreverses.
    /// Apple, CAMediaTiming.autoreverses: the animation plays backwards after playing forwards
    /// (one cycle = 2 × duration); CALayer.anchorPoint: "All geometric manipulations to the
    /// view occur about the specified point", frame origin = position − anchorPoint × size.
    @Test func e04RotationAutoreversesAboutTheAnchorPoint() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock, anchorPoint: CGPoint(x: 0.5, y: 0.6))
            let a = CABasicAnimation(keyPath: "transform.rotation.z")
            a.toValue = NSNumber(value: Float(Double.pi / 2 * 3))
            a.duration = 6.0
            a.autoreverses = true

            petal.add(a, forKey: "KCBasicAnimation_Rotation")

            #expect(petal.frame == CGRect(x: 45, y: 138, width: 10, height: 20))
            // Float(3π/2) = 4.71238899…, so 1e-6 rad.
            for (t, angle) in [(1.5, 1.178097), (3, 2.356194), (6, 4.712389), (9, 2.356194)] {
                clock.advance(to: t)
                SeedCheck.zRotation(petal.presentation()!.transform, angle, "t=\(t)")
            }
            // At 3π/4 the corners (−5,−12), (5,−12), (5,8), (−5,8) about the anchor turn by
            // x' = x cos − y sin, y' = x sin + y cos; the frame is their bounding box at (50,150).
            clock.advance(to: 3)
            let th = 3 * Double.pi / 4
            let corners = [(-5.0, -12.0), (5.0, -12.0), (5.0, 8.0), (-5.0, 8.0)].map {
                CGPoint(x: 50 + $0.0 * cos(th) - $0.1 * sin(th), y: 150 + $0.0 * sin(th) + $0.1 * cos(th))
            }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            SeedCheck.rect(petal.presentation()!.frame, box, tolerance: 1e-4, "rotated frame")
            clock.advance(to: 12)
            #expect(petal.animation(forKey: "KCBasicAnimation_Rotation") == nil)
            SeedCheck.zRotation(petal.presentation()!.transform, 0, tolerance: 1e-12)
        }
    }
}
