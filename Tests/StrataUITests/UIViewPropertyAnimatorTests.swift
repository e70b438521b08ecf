import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIViewPropertyAnimator. Apple: "A class that animates changes to views and allows the
/// dynamic modification of those animations"; `fractionComplete` — "setting this property on
/// a paused animator changes the current progress of the animations"; `isReversed`;
/// `stopAnimation(_:)` — "views … remain at their current values"; `finishAnimation(at:)`;
/// `state` (UIViewAnimatingState); `pausesOnCompletion`; `scrubsLinearly`.
@Suite struct UIViewPropertyAnimatorTests {
    @Test func nothingHappensUntilStarted() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }

            clock.advance(to: 0.5)

            #expect(animator.state == .inactive)
            #expect(view.alpha == 1)
        }
    }

    @Test func runsToTheEndAndCompletesAtEnd() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var position: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { position = $0 }

            animator.startAnimation()
            clock.advance(to: 0.5)
            let mid = shownAlpha(view)
            let fraction = animator.fractionComplete
            clock.advance(to: 1.02)

            #expect(animator.isRunning == false && animator.state == .inactive)
            #expect(near(mid, 0.5, 0.01))
            #expect(near(Double(fraction), 0.5, 1e-9))
            #expect(position == .end)
            #expect(view.alpha == 0)
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func scrubbingAPausedAnimatorMovesTheView() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                view.center = CGPoint(x: 150, y: 50)
            }

            animator.pauseAnimation()
            clock.advance(by: 0.01)
            let paused = shownCenter(view)
            animator.fractionComplete = 0.25
            clock.advance(by: 0.01)
            let scrubbed = shownCenter(view)

            #expect(animator.state == .active && !animator.isRunning)
            #expect(paused.x == 50)
            #expect(abs(scrubbed.x - 75) < 0.01, "scrubsLinearly: a quarter of the 100-point move")
            #expect(animator.fractionComplete == 0.25)
        }
    }

    @Test func resumingAfterScrubbingContinuesWithoutAJump() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var position: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center = CGPoint(x: 150, y: 50) }
            animator.addCompletion { position = $0 }
            animator.fractionComplete = 0.5
            clock.advance(to: 0.1)
            let before = shownCenter(view).x

            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            clock.advance(to: 0.1001)
            let after = shownCenter(view).x
            clock.advance(to: 0.61)

            #expect(abs(before - 100) < 0.01)
            #expect(abs(after - before) < 0.5)
            #expect(position == .end)
            #expect(view.center.x == 150)
        }
    }

    @Test func reversingMidFlightTurnsBackFromWhatIsOnScreen() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var position: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { position = $0 }
            animator.startAnimation()
            clock.advance(to: 0.4)
            let before = shownAlpha(view)

            animator.isReversed = true
            clock.advance(to: 0.4001)
            let after = shownAlpha(view)
            clock.advance(to: 0.6)
            let returning = shownAlpha(view)
            clock.advance(to: 0.81)

            #expect(near(before, 0.6, 0.01))
            #expect(abs(after - before) < 0.01, "no jump")
            #expect(returning > after)
            #expect(position == .start)
            #expect(view.alpha == 1, "finishing at the start restores the start values")
        }
    }

    @Test func stopAndFinishAtCurrentKeepsTheOnScreenValue() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var position: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { position = $0 }
            animator.startAnimation()
            clock.advance(to: 0.25)

            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: .current)
            clock.advance(to: 0.5)

            #expect(position == .current)
            #expect(near(Double(view.alpha), 0.75, 0.01))
            #expect(near(shownAlpha(view), 0.75, 0.01))
            #expect(animator.state == .inactive)
        }
    }

    @Test func stopWithoutFinishingCallsNoCompletion() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var called = false
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { _ in called = true }
            animator.startAnimation()
            clock.advance(to: 0.5)

            animator.stopAnimation(true)
            clock.advance(to: 2)

            #expect(!called)
            #expect(animator.state == .inactive)
        }
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var called = false
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion { _ in called = true }

            animator.startAnimation()
            clock.advance(to: 0.6)

            #expect(!called)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 1)
        }
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var position: UIViewAnimatingPosition?

            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: .curveLinear,
                                                           animations: { view.alpha = 0 }, completion: { position = $0 })
            clock.advance(to: 0.25)
            let held = shownAlpha(view)
            clock.advance(to: 0.75)
            let mid = shownAlpha(view)
            clock.advance(to: 1.01)

            #expect(near(held, 1, 1e-6))
            #expect(near(mid, 0.5, 0.01))
            #expect(position == .end)
        }
    }

    @Test func springParametersFromPhysicsAndRatio() {
        let ratio = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
        let physics = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))

        #expect(ratio.timingCurveType == .spring)
        #expect(abs(physics.dampingRatio - 0.5) < 1e-9)
        let spring = ratio.springAnimation(duration: 0.8)
        #expect(abs(spring.settlingDuration - 0.8) < 0.01, "settles within the duration it was given")
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(abs(easeIn.controlPoint1.x - 0.42) < 1e-6 && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
    }

    @Test func delayFactorStartsLaterInTheDuration() {
        // addAnimations(_:delayFactor:): "the delay factor … is multiplied by the animator's
        // remaining duration to determine the actual delay".
        onVirtualClock { clock, root in
            let early = committedView(clock, in: root)
            let late = committedView(clock, in: root)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { early.alpha = 0 }
            animator.addAnimations({ late.alpha = 0 }, delayFactor: 0.5)

            animator.startAnimation()
            clock.advance(to: 0.25)
            let lateHeld = shownAlpha(late)
            clock.advance(to: 0.75)

            #expect(near(lateHeld, 1, 1e-6))
            #expect(near(shownAlpha(late), 0.5, 0.01), "half of its 0.5 s, starting at 0.5 s")
            #expect(near(shownAlpha(early), 0.25, 0.01))
        }
    }

    @Test func aNonInterruptibleAnimatorRunsToItsEnd() {
        // isInterruptible: a non-interruptible animator cannot be paused or stopped.
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var position: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
            animator.isInterruptible = false
            animator.addCompletion { position = $0 }

            animator.startAnimation()
            clock.advance(to: 0.1)
            animator.pauseAnimation()
            animator.stopAnimation(true)
            clock.advance(to: 0.6)

            #expect(position == .end)
        }
    }
}

/// An animator keeps the time of the layer tree its views are in: CAMediaTiming "each layer
/// has its own local time", and a slowed tree (a window's `layer.speed`, a viewer's slow
/// motion) slows the animator's Core Animation animations, so its progress, its hand-overs
/// and its completion must follow that time too, not the media clock.
@Suite struct UIViewPropertyAnimatorLayerTimeTests {
    @Test func anAnimatorInASlowedTreeRunsAtItsPaceAndCompletesAtItsEnd() {
        onVirtualClock { clock, root in
            let slowed = UIView(frame: root.bounds)
            slowed.layer.speed = 0.25
            root.addSubview(slowed)
            let view = committedView(clock, in: slowed)
            var position: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { position = $0 }

            animator.startAnimation()
            clock.advance(by: 2)
            let mid = shownAlpha(view), fraction = animator.fractionComplete
            let runningAtTwo = animator.isRunning
            clock.advance(by: 2.05)

            // 2 s of media time are 0.5 s in the tree: half way, still running.
            #expect(runningAtTwo && near(mid, 0.5, 0.01) && near(Double(fraction), 0.5, 0.01), "\(mid) \(fraction)")
            #expect(position == .end && animator.state == .inactive)
            #expect(view.alpha == 0)
        }
    }
}
