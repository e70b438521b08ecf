import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Keyframes (Apple: UIView `animateKeyframes(withDuration:delay:options:animations:completion:)`,
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` — "frameStartTime: the
/// time at which to start the specified animations … a value between 0 and 1 … relative to
/// the overall duration"), transitions (`transition(with:…)`, `transition(from:to:…)`) and
/// the begin/commit API (`beginAnimations(_:context:)`, `commitAnimations()`).
@Suite struct UIViewKeyframeAndTransitionTests {
    @Test func keyframesReachEachValueAtTheirRelativeTimes() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center = CGPoint(x: 150, y: 50) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = CGPoint(x: 150, y: 250) }
            }, completion: { finished = $0 })
            clock.advance(to: 0.25)
            let quarterWay = shownCenter(view)
            clock.advance(to: 0.75)
            let held = shownCenter(view)
            clock.advance(to: 1.5)
            let midSecond = shownCenter(view)
            clock.advance(to: 2.01)

            #expect(abs(quarterWay.x - 100) < 0.5, "half of the first keyframe (0…0.5 s)")
            #expect(abs(held.x - 150) < 0.01 && abs(held.y - 50) < 0.01, "held between keyframes")
            #expect(abs(midSecond.y - 150) < 0.5, "half of the second keyframe (1…2 s)")
            #expect(finished == true)
            #expect(view.center == CGPoint(x: 150, y: 250))
        }
    }

    @Test func keyframeCalculationModeIsPassedOn() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            })

            let animation = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
            #expect(animation?.calculationMode == .discrete)
        }
    }

    @Test func transitionWithAViewAddsTheCompositorTransition() {
        // UIView.AnimationOptions.transitionFlipFromLeft: "A transition that flips a view
        // around its vertical axis from left to right."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            UIView.transition(with: view, duration: 0.5, options: .transitionFlipFromLeft, animations: {
                view.backgroundColor = .red
            }, completion: { finished = $0 })
            let transition = view.layer.animation(forKey: kCATransition) as? CATransition
            clock.advance(to: 0.6)

            #expect(transition?.type.rawValue == "oglFlip")
            #expect(transition?.subtype == .fromLeft)
            #expect(view.layer.animation(forKey: "backgroundColor") == nil, "the body's changes are not animated themselves")
            #expect(finished == true)
        }
    }

    @Test func transitionKindsMapToTheirTypes() {
        let cases: [(UIView.AnimationOptions, String)] = [
            (.transitionCurlUp, "pageCurl"), (.transitionCurlDown, "pageUnCurl"),
            (.transitionCrossDissolve, "fade"), (.transitionFlipFromTop, "oglFlip"),
            (.transitionFlipFromBottom, "oglFlip"), (.transitionFlipFromRight, "oglFlip"),
        ]
        for (option, type) in cases {
            #expect(UIView.transitionType(option.transitionKind)?.0.rawValue == type)
        }
    }

    @Test func transitionFromViewToViewSwapsThem() {
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root)
            let b = UIView(frame: a.frame)

            UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCurlUp)

            #expect(a.superview == nil)
            #expect(b.superview === root)
            #expect(root.layer.animation(forKey: kCATransition) != nil)
        }
    }

    @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root)
            let b = committedView(clock, in: root)
            b.isHidden = true

            UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])

            #expect(a.superview === root && a.isHidden)
            #expect(!b.isHidden)
        }
    }

    @Test func beginAndCommitAnimateWithTheirSettings() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var stopped: (String?, Bool)?

            UIView.beginAnimations("fade", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationRepeatCount(2)
            UIView.setAnimationDidStop { id, finished, _ in stopped = (id, finished) }
            view.alpha = 0
            UIView.commitAnimations()
            let animation = view.layer.animation(forKey: "opacity")
            clock.advance(to: 0.5)
            let mid = shownAlpha(view)
            clock.advance(to: 2.01)

            #expect(animation?.duration == 1)
            #expect(animation?.repeatCount == 2)
            #expect(near(mid, 0.5, 0.01))
            #expect(stopped?.0 == "fade" && stopped?.1 == true)
        }
    }

    @Test func startDateDelaysTheBlockAndTransitionNoneAddsNoTransition() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationStartDate(Date().addingTimeInterval(10))
            view.alpha = 0
            UIView.commitAnimations()
            UIView.transition(with: view, duration: 1, options: .transitionNone, animations: nil)

            let begin = view.layer.animation(forKey: "opacity")?.beginTime ?? 0
            #expect(begin > 9 && begin <= 10.001)
            #expect(view.layer.animation(forKey: kCATransition) == nil)
        }
    }

    @Test func beginAnimationsDefaultsToAFifthOfASecond() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.beginAnimations(nil, context: nil)
            view.alpha = 0
            UIView.commitAnimations()

            #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
        }
    }

    @Test func animationsDisabledMakeBlocksChangeAtOnce() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1) { view.alpha = 0 }
            UIView.setAnimationsEnabled(true)

            #expect(view.layer.animationKeys() == nil)
            #expect(UIView.areAnimationsEnabled)
        }
    }
}
