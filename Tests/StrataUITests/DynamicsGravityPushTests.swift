import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIDynamicAnimator with gravity, push and item behaviours on a virtual clock. Apple pages:
/// https://developer.apple.com/documentation/uikit/uigravitybehavior/magnitude ("A magnitude
/// value of 1.0 represents an acceleration of 1000 points / second²"),
/// https://developer.apple.com/documentation/uikit/uipushbehavior/magnitude ("A continuous
/// force vector with a magnitude of 1.0, applied to a 100 point x 100 point view whose
/// density value is 1.0, results in view acceleration of 100 points / second²"),
/// https://developer.apple.com/documentation/uikit/uidynamicitembehavior.
@Suite struct DynamicsGravityPushTests {
    /// Fall distance d = ½·1000·m·t². Semi-implicit Euler at 1/120 s runs ahead by ½·a·h·t
    /// (2 points at t = 0.5 s), well inside 2.5 %.
    @Test(arguments: [1.0, 0.5, 2.0])
    func gravityFallsHalfATSquared(magnitude: Double) {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 190, y: 0, width: 20, height: 20))
            let animator = UIDynamicAnimator(referenceView: root)
            let gravity = UIGravityBehavior(items: [box])
            gravity.magnitude = CGFloat(magnitude)
            animator.addBehavior(gravity)
            #expect(animator.isRunning)

            runFrames(clock, to: 0.5)

            let expected = 0.5 * 1000 * magnitude * 0.25
            let fallen = Double(box.center.y - 10)
            #expect(abs(fallen - expected) <= expected * 0.025, "fell \(fallen), expected \(expected)")
            #expect(box.center.x == 200)
            #expect(near(animator.elapsedTime, 0.5, 1e-6))
        }
    }

    @Test func gravityDoesNotDependOnTheFrameRate() {
        func fall(hz: Double) -> CGFloat {
            onVirtualClock { clock, root in
                let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                let animator = UIDynamicAnimator(referenceView: root)
                animator.addBehavior(UIGravityBehavior(items: [box]))
                runFrames(clock, to: 0.5, hz: hz)
                return box.center.y
            }
        }
        #expect(abs(fall(hz: 60) - fall(hz: 120)) < 0.01)
        #expect(abs(fall(hz: 60) - fall(hz: 30)) < 0.01)
    }

    /// Apple: "Setting the value of this property to 0.0 creates the vector (0.0, 0.0) and
    /// resets the angle property to 0.0 radians."
    @Test func gravityAngleAndMagnitudeShareTheVector() {
        let g = UIGravityBehavior(items: [])
        #expect(g.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(near(Double(g.angle), .pi / 2))
        g.magnitude = 2
        #expect(near(Double(g.gravityDirection.dy), 2) && near(Double(g.gravityDirection.dx), 0))
        g.angle = 0
        #expect(near(Double(g.gravityDirection.dx), 2))
        g.magnitude = 0
        #expect(g.gravityDirection == CGVector(dx: 0, dy: 0) && g.angle == 0)
    }

    @Test func gravityMovesTheLayerWithoutImplicitAnimation() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root)
            let animator = UIDynamicAnimator(referenceView: root)
            animator.addBehavior(UIGravityBehavior(items: [box]))
            runFrames(clock, to: 0.2)
            #expect(box.layer.animationKeys()?.isEmpty ?? true)
            #expect(shownCenter(box) == box.center)
        }
    }

    /// A continuous push of 1 on a 100 × 100 item: 100 points/s², so 0.5·100·t² after t.
    @Test func continuousPushAcceleratesAUnitItemAt100() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let animator = UIDynamicAnimator(referenceView: root)
            let push = UIPushBehavior(items: [box], mode: .continuous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            animator.addBehavior(push)
            runFrames(clock, to: 1)
            #expect(abs(box.center.x - 50 - 50) < 1.5, "moved \(box.center.x - 50)")
            #expect(box.center.y == 50)
        }
    }

    /// An instantaneous push of magnitude 1 gives a 100 × 100 item of density 1 a velocity of
    /// 100 points/s (the impulse of the force above over one second), a 200 × 100 one half as
    /// much; `active` turns false once applied.
    @Test func instantaneousPushGivesTheDocumentedVelocity() {
        onVirtualClock { clock, root in
            let small = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let big = committedView(clock, in: root, frame: CGRect(x: 0, y: 200, width: 200, height: 100))
            let animator = UIDynamicAnimator(referenceView: root)
            let push = UIPushBehavior(items: [small, big], mode: .instantaneous)
            push.setAngle(.pi / 2, magnitude: 1)
            let item = UIDynamicItemBehavior(items: [small, big])
            animator.addBehavior(push)
            animator.addBehavior(item)
            #expect(push.active)
            runFrames(clock, to: 1.0 / 60)
            #expect(!push.active)
            #expect(abs(item.linearVelocity(for: small).y - 100) < 1e-6)
            #expect(abs(item.linearVelocity(for: big).y - 50) < 1e-6)
            #expect(abs(item.linearVelocity(for: small).x) < 1e-9)
            runFrames(clock, to: 1 + 1.0 / 60)
            // Pushed in the first step, it has drifted at 100 points/s for 1 + 1/60 s.
            #expect(abs(small.center.y - 50 - 100 * (1 + 1.0 / 60)) < 1e-3)
        }
    }

    @Test func densityMakesPushesWeaker() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root)
            let animator = UIDynamicAnimator(referenceView: root)
            let push = UIPushBehavior(items: [box], mode: .instantaneous)
            push.magnitude = 1
            let item = UIDynamicItemBehavior(items: [box])
            item.density = 4
            animator.addBehavior(item)
            animator.addBehavior(push)
            runFrames(clock, to: 1.0 / 60)
            #expect(abs(item.linearVelocity(for: box).x - 25) < 1e-6)
        }
    }

    @Test func addedVelocityCarriesTheItemAndResistanceSlowsIt() {
        onVirtualClock { clock, root in
            let free = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let slowed = committedView(clock, in: root, frame: CGRect(x: 0, y: 100, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let plain = UIDynamicItemBehavior(items: [free])
            let resisting = UIDynamicItemBehavior(items: [slowed])
            resisting.resistance = 2
            animator.addBehavior(plain)
            animator.addBehavior(resisting)
            plain.addLinearVelocity(CGPoint(x: 100, y: 0), for: free)
            resisting.addLinearVelocity(CGPoint(x: 100, y: 0), for: slowed)
            #expect(plain.linearVelocity(for: free) == CGPoint(x: 100, y: 0))

            runFrames(clock, to: 1)

            #expect(abs(free.center.x - 120) < 0.01, "no resistance: 100 points in 1 s")
            #expect(plain.linearVelocity(for: free).x == 100)
            // v ← v / (1 + 2h) per step: about e^-2 of the speed after 1 s.
            let v = resisting.linearVelocity(for: slowed).x
            #expect(v > 12 && v < 15, "speed \(v)")
            #expect(slowed.center.x < free.center.x - 40)
        }
    }

    @Test func angularVelocityTurnsTheItemUnlessRotationIsOff() {
        onVirtualClock { clock, root in
            let spinner = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let fixed = committedView(clock, in: root, frame: CGRect(x: 100, y: 0, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let turning = UIDynamicItemBehavior(items: [spinner])
            let locked = UIDynamicItemBehavior(items: [fixed])
            locked.allowsRotation = false
            animator.addBehavior(turning)
            animator.addBehavior(locked)
            turning.addAngularVelocity(1, for: spinner)
            locked.addAngularVelocity(1, for: fixed)
            runFrames(clock, to: 0.5)
            #expect(near(Double(atan2(spinner.transform.b, spinner.transform.a)), 0.5, 1e-6))
            #expect(fixed.transform == .identity)
            #expect(turning.angularVelocity(for: spinner) == 1)
        }
    }

    @Test func anchoredItemsStayPut() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root)
            let animator = UIDynamicAnimator(referenceView: root)
            let item = UIDynamicItemBehavior(items: [box])
            item.isAnchored = true
            animator.addBehavior(item)
            animator.addBehavior(UIGravityBehavior(items: [box]))
            runFrames(clock, to: 0.5)
            #expect(box.center == CGPoint(x: 50, y: 50))
        }
    }

    @Test func removingTheBehaviourStopsTheItem() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let animator = UIDynamicAnimator(referenceView: root)
            let log = DynamicsLog()
            animator.delegate = log
            let gravity = UIGravityBehavior(items: [box])
            animator.addBehavior(gravity)
            runFrames(clock, to: 0.3)
            animator.removeBehavior(gravity)
            let stopped = box.center
            runFrames(clock, to: 0.6)
            #expect(box.center == stopped)
            #expect(!animator.isRunning)
            #expect(log.events == ["resume", "pause"])
            #expect(animator.behaviors.isEmpty)
            #expect(!clock.hasActiveDisplayLinks, "a paused animator lets the app idle")
        }
    }

    @Test func anActionRunsEveryFrameAndMayRemoveItsBehaviour() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let animator = UIDynamicAnimator(referenceView: root)
            let gravity = UIGravityBehavior(items: [box])
            var calls = 0
            gravity.action = { [weak animator, weak gravity] in
                calls += 1
                if calls == 3, let gravity { animator?.removeBehavior(gravity) }
            }
            animator.addBehavior(gravity)
            runFrames(clock, to: 0.5)
            #expect(calls == 3)
            #expect(box.center.y < 20)
            #expect(gravity.dynamicAnimator == nil)
        }
    }
}
