import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIView block animations. Apple: UIView `animate(withDuration:delay:options:animations:
/// completion:)` — "Animate changes to one or more views using the specified duration, delay,
/// options, and completion handler"; the completion's Boolean says "whether or not the
/// animations actually finished before the completion handler was called".
@Suite struct UIViewAnimationTests {
    @Test func outsideABlockAChangeShowsAtOnce() {
        // "UIView … disables layer animations by default. It reenables them inside animation blocks."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            view.alpha = 0.3
            clock.advance(by: 0)

            #expect(view.layer.animationKeys() == nil)
            #expect(near(shownAlpha(view), 0.3, 1e-6))
        }
    }

    @Test func insideABlockTheChangeAnimatesAndCompletesFinished() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: [Bool] = []

            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                view.alpha = 0
            }, completion: { finished.append($0) })
            #expect(view.alpha == 0, "the model value changes at once")
            clock.advance(to: 0.5)
            let mid = shownAlpha(view)
            clock.advance(to: 1.01)

            #expect(near(mid, 0.5, 1e-3))
            #expect(near(shownAlpha(view), 0))
            #expect(finished == [true])
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func aDelayHoldsTheOldValueUntilItEnds() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var done = false

            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                view.center = CGPoint(x: 200, y: 50)
            }, completion: { _ in done = true })
            clock.advance(to: 0.25)
            let held = shownCenter(view)
            clock.advance(to: 1.0)
            let mid = shownCenter(view)
            clock.advance(to: 1.4)
            let early = done
            clock.advance(to: 1.51)

            #expect(held == CGPoint(x: 50, y: 50))
            #expect(abs(mid.x - 125) < 0.5)
            #expect(!early && done)
        }
    }

    @Test func anInterruptedAnimationCompletesUnfinished() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var first: Bool?, second: Bool?

            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first = $0 })
            clock.advance(to: 0.3)
            UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { second = $0 })
            clock.advance(to: 2)

            #expect(first == false)
            #expect(second == true)
        }
    }

    @Test func overlappingMovesBlendAdditivelyAndBothFinish() {
        // iOS 8 and later: "the change of animation would not stop or cancel the old
        // animation … Both of them would be finished" (WWDC 2014, session 236), and the view
        // does not jump when the second starts.
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var results: [Bool] = []

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center = CGPoint(x: 150, y: 50)
            }, completion: { results.append($0) })
            clock.advance(to: 0.5)
            let before = shownCenter(view).x
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center = CGPoint(x: 50, y: 50)
            }, completion: { results.append($0) })
            clock.advance(to: 0.5001)
            let after = shownCenter(view).x
            clock.advance(to: 1.51)

            #expect(abs(before - 100) < 0.01)
            #expect(abs(after - before) < 0.1, "no jump")
            #expect(results == [true, true])
            #expect(abs(shownCenter(view).x - 50) < 0.01)
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func boundsAnimateAsOriginAndSize() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
            })
            clock.advance(to: 0.5)

            #expect(Set(view.layer.animationKeys() ?? []) == ["bounds.size"])
            #expect(abs((view.layer.presentation()?.bounds.width ?? 0) - 200) < 0.01)
        }
    }

    @Test func aBlockThatAnimatesNothingCompletesOnTheNextFrame() {
        onVirtualClock { clock, root in
            var finished: Bool?

            UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
            let synchronously = finished
            clock.advance(by: 0.016)

            #expect(synchronously == nil)
            #expect(finished == true)
        }
    }

    @Test func beginFromCurrentStateStartsFromWhatIsOnScreen() {
        // AnimationOptions.beginFromCurrentState: "Start the animation from the current setting
        // associated with an already in-flight animation."
        onVirtualClock { clock, root in
            let plain = committedView(clock, in: root)
            let current = committedView(clock, in: root)
            for view in [plain, current] {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
            }
            clock.advance(to: 0.5)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { plain.alpha = 1 })
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { current.alpha = 1 })
            clock.advance(to: 0.5001)

            #expect(shownAlpha(plain) < 0.01, "without it: from the in-flight animation's end value (0)")
            #expect(near(shownAlpha(current), 0.5, 0.01), "with it: from the on-screen 0.5")
        }
    }

    @Test func repeatAndAutoreverseSetTheAnimation() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 })

            let animation = view.layer.animation(forKey: "opacity")
            #expect(animation?.repeatCount == .infinity)
            #expect(animation?.autoreverses == true)
        }
    }

    @Test func curvesMapToTheirTimingFunctions() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 })
            clock.advance(to: 0.5)

            // Ease-in (0.42, 0, 1, 1) at half time has covered about 31.5 % of the way.
            #expect(near(shownAlpha(view), 1 - 0.315, 0.01))
        }
    }

    @Test func performWithoutAnimationInsideABlockChangesAtOnce() {
        // UIView.performWithoutAnimation: "Disables a view transition animation."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { view.alpha = 0.5 }
                view.center = CGPoint(x: 10, y: 10)
            }

            #expect(view.layer.animation(forKey: "opacity") == nil)
            #expect(view.layer.animation(forKey: "position") != nil)
        }
    }

    @Test func nestedBlocksInheritTheDurationUnlessOverridden() {
        // AnimationOptions.overrideInheritedDuration: "If this key is not present, the
        // animation inherits the remaining duration of the in-flight animation."
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root)
            let b = committedView(clock, in: root)

            UIView.animate(withDuration: 2) {
                UIView.animate(withDuration: 0.5) { a.alpha = 0 }
                UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: { b.alpha = 0 })
            }

            #expect(a.layer.animation(forKey: "opacity")?.duration == 2)
            #expect(b.layer.animation(forKey: "opacity")?.duration == 0.5)
        }
    }

    @Test func aViewAddedAndAnimatedInTheSameTurnFadesIn() {
        onVirtualClock { clock, root in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(view)
            view.alpha = 0

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
            clock.advance(to: 0.5)

            #expect(near(shownAlpha(view), 0.5, 0.01))
        }
    }

    @Test func theSpringOvershootsWithLowDampingAndSettlesWithinTheDuration() {
        // animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…): "To
        // smoothly decelerate the animation without oscillation, use a value of 1. Employ a
        // damping ratio closer to zero to increase oscillation."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var done = false

            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity: 0,
                           options: [], animations: { view.center = CGPoint(x: 150, y: 50) }, completion: { _ in done = true })
            var peak: CGFloat = 0
            for step in 1...100 {
                clock.advance(to: Double(step) * 0.01)
                peak = max(peak, shownCenter(view).x)
            }

            #expect(peak > 160, "a 0.1 ratio overshoots the 100-point move well past 150; got \(peak)")
            #expect(done)
            #expect(abs(shownCenter(view).x - 150) < 0.2)
        }
    }

    @Test func springVelocityIsRelativeToTheDistance() {
        // initialSpringVelocity: "a value of 1 corresponds to the total animation distance
        // traversed in one second" — so a faster start covers more ground early.
        onVirtualClock { clock, root in
            let still = committedView(clock, in: root)
            let thrown = committedView(clock, in: root)
            for (view, velocity) in [(still, CGFloat(0)), (thrown, CGFloat(10))] {
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
                               options: [], animations: { view.center = CGPoint(x: 150, y: 50) })
            }

            clock.advance(to: 0.01)

            let slow = shownCenter(still).x - 50, fast = shownCenter(thrown).x - 50
            #expect(fast > slow + 5, "10 distances per second ≈ 10 points in the first 10 ms; got \(fast) vs \(slow)")
        }
    }

    @Test func criticalSpringDoesNotOvershoot() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: { view.center = CGPoint(x: 150, y: 50) })
            var peak: CGFloat = 0
            for step in 1...50 {
                clock.advance(to: Double(step) * 0.01)
                peak = max(peak, shownCenter(view).x)
            }

            #expect(peak <= 150.0001)
            #expect(peak > 149.8)
        }
    }
}

/// AnimationOptions.layoutSubviews: "Lay out subviews at commit time so that they are
/// animated along with their parent."
@Suite struct LayoutSubviewsOptionTests {
    final class Column: UIView {
        let child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10) }
    }

    @Test func subviewsLaidOutInTheBlockAnimateWithTheirParent() {
        onVirtualClock { clock, root in
            let column = Column(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(column)
            column.layoutIfNeeded()
            clock.advance(by: 0)

            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
                column.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
            })

            #expect(column.child.layer.animation(forKey: "bounds.size") != nil)
            clock.advance(to: clock.now + 0.5)
            let width = column.child.layer.presentation()?.bounds.width ?? 0
            #expect(abs(width - 200) < 1)
        }
    }
}
