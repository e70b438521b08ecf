import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIKit semantics that ported animation code leans on: additive transforms, custom layer
/// classes, repetition inside blocks and completions of removed animations.
@Suite struct UIViewCompatibilityTests {
    /// The on-screen rotation of a view about z, in radians.
    private func shownAngle(_ view: UIView) -> Double {
        let t = view.layer.presentation()?.transform ?? view.layer.transform
        return atan2(Double(t.m12), Double(t.m11))
    }

    @Test func interruptedRotationContinuesAdditivelyAndBothComplete() {
        // WWDC 2014 session 236, "Building Interruptible and Responsive Interactions": since
        // iOS 8 UIKit animates a view's position, bounds and transform additively — "Smoother
        // transitions on iOS 8 by default"; the old animation is not cancelled, so
        // "Completion handlers may stack … Both of them would be finished."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var results: [Bool] = []

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            }, completion: { results.append($0) })
            clock.advance(to: 0.5)
            let before = shownAngle(view)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.transform = .identity
            }, completion: { results.append($0) })
            clock.advance(to: 0.5001)
            let after = shownAngle(view)
            clock.advance(to: 1.0)
            let blended = shownAngle(view)
            clock.advance(to: 1.51)

            #expect(abs(before - .pi / 4) < 1e-3)
            #expect(abs(after - before) < 1e-3, "no jump when the second block starts")
            // First animation done (+π/2 left of nothing), second half way from +π/2 to 0:
            // additive sum = 0 + (π/2)·(1 − 0.5) = π/4 — still moving smoothly, not reversed at once.
            #expect(abs(blended - .pi / 4) < 1e-3)
            #expect(results == [true, true])
            #expect(abs(shownAngle(view)) < 1e-6)
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func transformAnimationIsAdditiveOnItsOwnKey() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 1) { view.transform = CGAffineTransform(translationX: 40, y: 0) }
            UIView.animate(withDuration: 1) { view.transform = CGAffineTransform(translationX: 80, y: 0) }

            let keys = Set(view.layer.animationKeys() ?? [])
            #expect(keys == ["transform", "transform-2"])
            let first = view.layer.animation(forKey: "transform") as? CABasicAnimation
            #expect(first?.isAdditive == true)
            // new⁻¹ · old: from translation 40 back to 0 is a translation of −40.
            #expect((first?.fromValue as? CATransform3D)?.m41 == -40)
        }
    }

    @Test func shrinkingToZeroScaleAnimatesAbsolutelyAndCompletes() {
        // A scale of 0 cannot be inverted, so it is animated absolutely from the old value (a
        // singular matrix has no decomposition to interpolate, so it shows at half time, as
        // iOS code that shrinks to 0 rather than 0.01 sees it jump).
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.transform = CGAffineTransform(scaleX: 0, y: 0)
            }, completion: { finished = $0 })
            let animation = view.layer.animation(forKey: "transform") as? CABasicAnimation
            clock.advance(to: 0.25)
            let early = view.layer.presentation()!.transform.m11
            clock.advance(to: 1.01)

            #expect(animation?.isAdditive == false)
            #expect(early == 1)
            #expect(finished == true)
            #expect(view.layer.presentation()!.transform.m11 == 0)
        }
    }

    @Test func beginFromCurrentStateTransformStartsFromTheScreen() {
        // AnimationOptions.beginFromCurrentState: "Start the animation from the current setting
        // associated with an already in-flight animation."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
            })
            clock.advance(to: 0.5)
            let before = view.layer.presentation()!.transform.m11
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
                view.transform = CGAffineTransform(scaleX: 3, y: 3)
            })
            clock.advance(to: 0.5001)
            let after = view.layer.presentation()!.transform.m11
            clock.advance(to: 1.51)

            #expect(abs(before - 1.5) < 1e-3)
            #expect(abs(after - before) < 1e-3)
            #expect(abs(view.layer.presentation()!.transform.m11 - 3) < 1e-6)
        }
    }

    // MARK: layerClass

    final class MarkerLayer: CALayer {
        var marker = 0
        override init() {
            super.init()
            marker = 42
            backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        override init(layer: Any) {
            super.init(layer: layer)
            marker = (layer as? MarkerLayer)?.marker ?? 0
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class MarkerView: UIView {
        override class var layerClass: AnyClass { MarkerLayer.self }
    }

    final class MarkerShapeLayer: CAShapeLayer {}
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { MarkerShapeLayer.self }
    }

    @Test func customLayerClassIsMadeWithItsOwnInit() throws {
        // UIView.layerClass: "UIView … uses [it] to create the view's layer object"; Core
        // Animation Programming Guide, "Changing the Layer Class Used by UIView".
        let view = MarkerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = ShapeView(frame: .zero)
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.layoutIfNeeded()

        let layer = try #require(view.layer as? MarkerLayer)
        #expect(layer.marker == 42, "the subclass's init() ran")
        #expect(layer.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(layer.delegate === view)
        #expect(type(of: shape.layer) == MarkerShapeLayer.self)
        #expect(ring.layer is RingLayer)
        #expect(ring.ring.path != nil && ring.ring.lineWidth == 4)
        #expect(GradientView().layer is CAGradientLayer)
    }

    @Test func customLayerClassGetsPresentationCopiesOfItsClass() {
        onVirtualClock { clock, root in
            let view = MarkerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(view)
            clock.advance(by: 0)

            UIView.animate(withDuration: 1) { view.alpha = 0 }
            clock.advance(to: 0.5)

            #expect((view.layer.presentation() as? MarkerLayer)?.marker == 42)
        }
    }

    // MARK: repetition

    @Test func repeatAutoreverseBlockSwingsAndKeepsTheModelValue() {
        // AnimationOptions.repeat: "Repeat the animation indefinitely"; .autoreverse: "Run the
        // animation backwards and forwards".
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 20, height: 20))

            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
                view.center.y += 100
            })
            clock.advance(to: 0.5)
            let top = shownCenter(view).y
            clock.advance(to: 1.0)
            let back = shownCenter(view).y
            clock.advance(to: 10.25)
            let later = shownCenter(view).y

            #expect(abs(top - 110) < 1e-3)
            #expect(abs(back - 10) < 1e-3)
            #expect(abs(later - 60) < 1e-3, "still swinging after 10 s")
            #expect(view.center.y == 110, "the model holds the new value")
        }
    }

    @Test func finiteAutoreverseEndsOnTheNewValue() {
        // setAnimationRepeatAutoreverses(_:): "At the end of the animations, the affected views
        // are then updated immediately to reflect the new values."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear], animations: {
                UIView.setAnimationRepeatCount(1.5)
                view.alpha = 0
            }, completion: { finished = $0 })
            clock.advance(to: 1.0)
            let back = shownAlpha(view)
            clock.advance(to: 1.25)
            let halfAgain = shownAlpha(view)
            clock.advance(to: 1.6)

            // Each repeat is forward then back (CAMediaTiming.autoreverses), so 1.5 repeats
            // take 1.5 s and the half repeat runs forward only.
            #expect(near(back, 1, 1e-3))
            #expect(near(halfAgain, 0.5, 1e-3))
            #expect(finished == true)
            #expect(near(shownAlpha(view), 0, 1e-6))
        }
    }

    // MARK: completions

    @Test func removingTheAnimationsCompletesUnfinished() {
        // animate(withDuration:…completion:): the completion's Boolean tells "whether or not the
        // animations actually finished before the completion handler was called".
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var results: [Bool] = []

            UIView.animate(withDuration: 1, animations: {
                view.center = CGPoint(x: 200, y: 200)
                view.alpha = 0.5
            }, completion: { results.append($0) })
            clock.advance(to: 0.3)
            view.layer.removeAllAnimations()
            clock.advance(to: 0.32)

            #expect(results == [false])
            #expect(shownCenter(view) == CGPoint(x: 200, y: 200), "the model value shows at once")
        }
    }

    @Test func removingOneRepeatingAnimationCompletesUnfinished() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat, .autoreverse], animations: {
                view.transform = CGAffineTransform(rotationAngle: .pi / 8)
            }, completion: { finished = $0 })
            clock.advance(to: 3)
            let whileRepeating = finished
            view.layer.removeAnimation(forKey: "transform")
            clock.advance(to: 3.02)

            #expect(whileRepeating == nil)
            #expect(finished == false)
        }
    }
}
