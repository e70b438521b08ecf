import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Touches delivered through `UIWindow.deliver(touches:)` (the entry point for the host's
/// input): hit testing picks the view, the responder chain passes unhandled touches up
/// (Apple: UIResponder, "Using responders and the responder chain to handle events"), gesture
/// recognizers run UIKit's state machine (Apple: UIGestureRecognizer.State — discrete
/// gestures go possible → recognized; continuous ones began → changed → ended).
@Suite struct TouchAndGestureTests {
    final class Recorder: UIView {
        var log: [String] = []
        var locations: [CGPoint] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began"); locations.append(touches.first!.location(in: self))
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    final class Controller: UIViewController {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
    }

    final class Refuse: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
    }

    @Test func oneGestureAtATimeUnlessTheDelegateAllowsBoth() {
        // UIGestureRecognizerDelegate gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:):
        // "The default implementation returns false—no two gestures can be recognized simultaneously."
        onVirtualClock { _, _ in
            let win = window()
            var seen: [String] = []
            win.addGestureRecognizer(UIPanGestureRecognizer { r in if r.state == .began { seen.append("pan") } })
            win.addGestureRecognizer(UISwipeGestureRecognizer { _ in seen.append("swipe") })

            win.deliver(touchAt: CGPoint(x: 100, y: 100), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 115, y: 100), phase: .moved, timestamp: 0.02)
            win.deliver(touchAt: CGPoint(x: 200, y: 100), phase: .moved, timestamp: 0.05)
            win.deliver(touchAt: CGPoint(x: 200, y: 100), phase: .ended, timestamp: 0.06)

            #expect(seen == ["pan"], "the pan recognized first; the swipe fails")
        }
    }

    @Test func shouldBeginFalseMakesTheRecognizerFail() {
        onVirtualClock { _, _ in
            let win = window()
            var recognized = false
            let refuse = Refuse()
            let tap = UITapGestureRecognizer { _ in recognized = true }
            tap.delegate = refuse
            win.addGestureRecognizer(tap)

            win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .ended, timestamp: 0.05)

            #expect(!recognized)
        }
    }

    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) }

    @Test func touchesGoToTheHitViewInItsCoordinates() {
        onVirtualClock { _, _ in
            let win = window()
            let view = Recorder(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            win.addSubview(view)

            win.deliver(touchAt: CGPoint(x: 110, y: 120), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 115, y: 120), phase: .moved, timestamp: 0.1)
            win.deliver(touchAt: CGPoint(x: 115, y: 120), phase: .ended, timestamp: 0.2)

            #expect(view.log == ["began", "moved", "ended"])
            #expect(view.locations == [CGPoint(x: 10, y: 20)])
        }
    }

    @Test func unhandledTouchesClimbToTheViewController() {
        onVirtualClock { _, _ in
            let win = window()
            let controller = Controller()
            win.rootViewController = controller
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            controller.view.addSubview(child)

            win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0)

            #expect(controller.began == 1)
        }
    }

    @Test func rootViewControllerLoadsItsView() {
        final class Loading: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { log.append("load") }
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        }
        onVirtualClock { _, _ in
            let win = window()
            let controller = Loading()

            win.rootViewController = controller

            #expect(controller.log == ["load", "willAppear", "didAppear"])
            #expect(controller.view.frame == win.bounds)
            #expect(controller.view.superview === win)
        }
    }

    @Test func aTapRecognizesAtTheEndAndCancelsTheViewsTouches() {
        onVirtualClock { _, _ in
            let win = window()
            let view = Recorder(frame: win.bounds)
            win.addSubview(view)
            var states: [UIGestureRecognizer.State] = []
            view.addGestureRecognizer(UITapGestureRecognizer { states.append($0.state) })

            win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 11, y: 10), phase: .ended, timestamp: 0.1)

            #expect(states == [.ended])
            #expect(view.log == ["began", "cancelled"])
        }
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        onVirtualClock { _, _ in
            let win = window()
            var recognized = 0
            let tap = UITapGestureRecognizer { _ in recognized += 1 }
            tap.numberOfTapsRequired = 2
            win.addGestureRecognizer(tap)

            for t in [0.0, 0.2] {
                win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .began, timestamp: t)
                win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .ended, timestamp: t + 0.05)
            }

            #expect(recognized == 1)
        }
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        // require(toFail:): "This method creates a relationship with another gesture
        // recognizer that delays the current gesture recognizer's transition out of
        // UIGestureRecognizer.State.possible" — a single tap fires only once the double tap
        // has failed, and not at all when it succeeds.
        onVirtualClock { clock, _ in
            let win = window()
            var log: [String] = []
            let double = UITapGestureRecognizer { _ in log.append("double") }
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer { _ in log.append("single") }
            single.require(toFail: double)
            win.addGestureRecognizer(single)
            win.addGestureRecognizer(double)
            func tap(at t: TimeInterval) {
                win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .began, timestamp: t)
                win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .ended, timestamp: t + 0.05)
            }

            tap(at: clock.now)
            let rightAfter = log
            clock.advance(by: 0.5)
            let afterTimeout = log
            tap(at: clock.now)
            clock.advance(by: 0.1)
            tap(at: clock.now)
            clock.advance(by: 0.5)

            #expect(rightAfter.isEmpty, "the single tap waits")
            #expect(afterTimeout == ["single"], "the double tap timed out, so the single tap fires")
            #expect(log == ["single", "double"], "a double tap: only the double tap fires")
        }
    }

    @Test func aTapThatMovesFails() {
        onVirtualClock { _, _ in
            let win = window()
            var recognized = false
            win.addGestureRecognizer(UITapGestureRecognizer { _ in recognized = true })

            win.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 60, y: 10), phase: .moved, timestamp: 0.05)
            win.deliver(touchAt: CGPoint(x: 60, y: 10), phase: .ended, timestamp: 0.1)

            #expect(!recognized)
        }
    }

    @Test func swipesRecognizeOnlyTheirDirection() {
        onVirtualClock { _, _ in
            let win = window()
            var seen: [String] = []
            let left = UISwipeGestureRecognizer { _ in seen.append("left") }
            left.direction = .left
            let right = UISwipeGestureRecognizer { _ in seen.append("right") }
            win.addGestureRecognizer(left)
            win.addGestureRecognizer(right)

            win.deliver(touchAt: CGPoint(x: 300, y: 100), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 200, y: 105), phase: .moved, timestamp: 0.1)
            win.deliver(touchAt: CGPoint(x: 150, y: 105), phase: .ended, timestamp: 0.15)

            #expect(seen == ["left"])
        }
    }

    @Test func panReportsTranslationAndVelocity() {
        onVirtualClock { _, _ in
            let win = window()
            var states: [UIGestureRecognizer.State] = []
            var translations: [CGPoint] = []
            var velocity = CGPoint.zero
            let pan = UIPanGestureRecognizer { r in
                let pan = r as! UIPanGestureRecognizer
                states.append(r.state)
                translations.append(pan.translation(in: nil))
                velocity = pan.velocity(in: nil)
            }
            win.addGestureRecognizer(pan)

            win.deliver(touchAt: CGPoint(x: 100, y: 100), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 105, y: 100), phase: .moved, timestamp: 0.02)
            win.deliver(touchAt: CGPoint(x: 120, y: 100), phase: .moved, timestamp: 0.04)
            win.deliver(touchAt: CGPoint(x: 140, y: 110), phase: .moved, timestamp: 0.06)
            win.deliver(touchAt: CGPoint(x: 140, y: 110), phase: .ended, timestamp: 0.08)

            #expect(states == [.began, .changed, .ended])
            #expect(translations[1] == CGPoint(x: 40, y: 10))
            #expect(velocity.x > 0)
        }
    }

    @Test func longPressBeginsAfterItsDurationWithoutMoving() {
        onVirtualClock { clock, _ in
            let win = window()
            var states: [UIGestureRecognizer.State] = []
            win.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })

            win.deliver(touchAt: CGPoint(x: 100, y: 100), phase: .began, timestamp: clock.now)
            clock.advance(by: 0.3)
            let early = states
            clock.advance(by: 0.3)
            win.deliver(touchAt: CGPoint(x: 100, y: 100), phase: .ended, timestamp: clock.now)

            #expect(early.isEmpty)
            #expect(states == [.began, .ended])
        }
    }

    @Test func pinchAndRotationFollowTwoFingers() {
        onVirtualClock { _, _ in
            let win = window()
            var scale: CGFloat = 0, rotation: CGFloat = 0
            let both = Simultaneous()
            let pinch = UIPinchGestureRecognizer { scale = ($0 as! UIPinchGestureRecognizer).scale }
            pinch.delegate = both
            win.addGestureRecognizer(pinch)
            win.addGestureRecognizer(UIRotationGestureRecognizer { rotation = ($0 as! UIRotationGestureRecognizer).rotation })

            win.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: 200), phase: .began, timestamp: 0),
                                  .init(id: 1, location: CGPoint(x: 200, y: 200), phase: .began, timestamp: 0)])
            win.deliver(touches: [.init(id: 0, location: CGPoint(x: 150, y: 150), phase: .moved, timestamp: 0.1),
                                  .init(id: 1, location: CGPoint(x: 150, y: 350), phase: .moved, timestamp: 0.1)])

            #expect(abs(scale - 2) < 1e-6, "100 points apart → 200")
            #expect(abs(rotation - .pi / 2) < 1e-6, "a quarter turn clockwise")
        }
    }
}

/// AnimationOptions.allowUserInteraction: "Allow the user to interact with views while they
/// are being animated" — without it, an animating view takes no touches.
@Suite struct AnimatingInteractionTests {
    @Test func animatingViewsTakeTouchesOnlyWithAllowUserInteraction() {
        onVirtualClock { clock, root in
            let blocked = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let allowed = committedView(clock, in: root, frame: CGRect(x: 200, y: 0, width: 100, height: 100))

            UIView.animate(withDuration: 1) { blocked.alpha = 0.5 }
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { allowed.alpha = 0.5 })
            let during = (root.hitTest(CGPoint(x: 50, y: 50), with: nil), root.hitTest(CGPoint(x: 250, y: 50), with: nil))
            clock.advance(to: 1.01)

            #expect(during.0 === root)
            #expect(during.1 === allowed)
            #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === blocked)
        }
    }
}
