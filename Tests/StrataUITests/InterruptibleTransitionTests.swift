import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Interruptible transition animators written as iOS code (Apple:
// UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:): "the animator object
// … must return the same animator object for the duration of the transition";
// UIPercentDrivenInteractiveTransition: "if the animator object implements
// interruptibleAnimator(using:) … it uses that animator object to drive the transition").

/// Slides the dismissed view down with one UIViewPropertyAnimator, as apps write it.
final class InterruptibleSlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?
    var animateTransitionCalls = 0
    var made = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        made += 1
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            fromView?.frame.origin.y = container.bounds.height
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

final class InterruptibleDismissDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let dismiss = InterruptibleSlideDownAnimator()
    var interactor: UIPercentDrivenInteractiveTransition?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

@Suite("Interruptible transition animators")
struct InterruptibleTransitionTests {
    /// A presenter with a badge view, and a modal presented (without a delegate animator) and settled.
    static func presented(_ clock: MediaClock, _ root: UIView, _ delegate: InterruptibleDismissDelegate)
        -> (UIViewController, UIViewController, UIView) {
        let presenter = UIViewController()
        presenter.view.frame = root.bounds
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        presenter.view.addSubview(badge)
        root.addSubview(presenter.view)
        clock.advance(by: 0)
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        presenter.present(modal, animated: false)
        clock.advance(by: 1)
        return (presenter, modal, badge)
    }

    @Test("an interaction drives the animator's own property animator, alongside animations with it, and finishes it")
    func interactiveFinish() {
        onVirtualClock { clock, root in
            let delegate = InterruptibleDismissDelegate()
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            let (presenter, modal, badge) = Self.presented(clock, root, delegate)
            var dismissed = false
            presenter.dismiss(animated: true) { dismissed = true }
            modal.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 })
            interactor.update(0.5)
            clock.advance(by: 0)
            #expect(delegate.dismiss.animateTransitionCalls == 0 && delegate.dismiss.made == 1,
                    "the interaction takes the interruptible animator instead of animateTransition")
            #expect(abs(shownCenter(modal.view).y - 400) < 1, "half way down: \(shownCenter(modal.view).y)")
            #expect(abs(shownAlpha(badge) - 0.5) < 0.05, "the alongside fade is half done: \(shownAlpha(badge))")
            clock.advance(by: 1)
            #expect(!dismissed, "held at the fraction while the finger rests")
            interactor.finish()
            clock.advance(by: 0.1)
            #expect(!dismissed)
            clock.advance(by: 0.5)
            #expect(dismissed && presenter.presentedViewController == nil)
            #expect(badge.alpha == 0)
        }
    }

    @Test("cancelled, the animator runs back and the controller stays presented")
    func interactiveCancel() {
        onVirtualClock { clock, root in
            let delegate = InterruptibleDismissDelegate()
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            let (presenter, modal, _) = Self.presented(clock, root, delegate)
            presenter.dismiss(animated: true)
            interactor.update(0.3)
            clock.advance(by: 0.5)
            interactor.cancel()
            clock.advance(by: 1)
            #expect(presenter.presentedViewController === modal)
            #expect(abs(shownCenter(modal.view).y - 200) < 1, "back where it was: \(shownCenter(modal.view).y)")
            #expect(modal.view.superview != nil)
        }
    }

    @Test("without an interaction, animateTransition starts the same animator")
    func nonInteractive() {
        onVirtualClock { clock, root in
            let delegate = InterruptibleDismissDelegate()
            let (presenter, _, _) = Self.presented(clock, root, delegate)
            var dismissed = false
            presenter.dismiss(animated: true) { dismissed = true }
            clock.advance(by: 0)
            clock.advance(by: 0.5)
            #expect(dismissed && delegate.dismiss.animateTransitionCalls == 1 && delegate.dismiss.made == 1)
        }
    }
}
