import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Custom view controller transitions written as iOS code (Apple: "Customizing the Transition
// Animations"; UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning,
// UIViewControllerContextTransitioning.completeTransition(_:): "You must call this method
// after your animations have completed"; UIPercentDrivenInteractiveTransition update(_:),
// finish(), cancel()).

/// Fades the presented view in, and slides it down out of the container to dismiss.
final class FadeInSlideOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var ended: [Bool] = []
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
                fromView.frame.origin.y = container.bounds.height
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

final class TransitionsDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let present = FadeInSlideOutAnimator(presenting: true)
    let dismiss = FadeInSlideOutAnimator(presenting: false)
    var interactor: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

@Suite("Custom view controller transitions")
struct CustomTransitionTests {
    /// A presenter filling a 400×400 root, and a modal with `delegate`.
    static func setUp(_ clock: MediaClock, _ root: UIView, _ delegate: TransitionsDelegate) -> (UIViewController, UIViewController) {
        let presenter = UIViewController()
        presenter.view.frame = root.bounds
        root.addSubview(presenter.view)
        clock.advance(by: 0)
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        return (presenter, modal)
    }

    @Test("the delegate's animator presents and dismisses; completeTransition finishes each")
    func presentAndDismiss() {
        onVirtualClock { clock, root in
            let delegate = TransitionsDelegate()
            let (presenter, modal) = Self.setUp(clock, root, delegate)
            var presented = false, dismissed = false
            presenter.present(modal, animated: true) { presented = true }
            clock.advance(by: 0)
            clock.advance(to: 0.25)
            #expect(abs(shownAlpha(modal.view) - 0.5) < 0.05, "fading in: \(shownAlpha(modal.view))")
            #expect(modal.view.superview is UITransitionView && modal.view.frame == root.bounds)
            clock.advance(to: 0.6)
            #expect(presented && delegate.present.ended == [true] && presenter.presentedViewController === modal)

            modal.dismiss(animated: true) { dismissed = true }
            clock.advance(by: 0)
            let start = clock.now
            clock.advance(to: start + 0.25)
            #expect(abs(shownCenter(modal.view).y - 400) < 1, "half way down (linear): \(shownCenter(modal.view).y)")
            clock.advance(to: start + 0.6)
            #expect(dismissed && delegate.dismiss.ended == [true])
            #expect(modal.view.superview == nil && presenter.presentedViewController == nil)
            #expect(!root.subviews.contains { $0 is UITransitionView }, "the container goes with the dismissal")
        }
    }

    @Test("a percent-driven dismissal follows update(_:), then finish() runs the rest")
    func interactiveFinish() {
        onVirtualClock { clock, root in
            let delegate = TransitionsDelegate()
            let (presenter, modal) = Self.setUp(clock, root, delegate)
            presenter.present(modal, animated: true)
            clock.advance(to: 0.6)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            var dismissed = false
            modal.dismiss(animated: true) { dismissed = true }
            interactor.update(0.3)
            clock.advance(by: 0.5)
            #expect(abs(shownCenter(modal.view).y - (200 + 0.3 * 400)) < 1, "held at 30 %: \(shownCenter(modal.view).y)")
            #expect(interactor.duration == 0.5 && interactor.percentComplete == 0.3 && !dismissed)
            interactor.update(0.6)
            clock.advance(by: 0.1)
            #expect(abs(shownCenter(modal.view).y - (200 + 0.6 * 400)) < 1)
            interactor.finish()
            clock.advance(by: 0.1)
            #expect(shownCenter(modal.view).y > 200 + 0.6 * 400 + 10, "runs on from 60 %")
            clock.advance(by: 0.3)
            #expect(dismissed && delegate.dismiss.ended == [true] && presenter.presentedViewController == nil)
        }
    }

    @Test("cancel() runs the animations back; the view stays where it started and stays presented")
    func interactiveCancel() {
        onVirtualClock { clock, root in
            let delegate = TransitionsDelegate()
            let (presenter, modal) = Self.setUp(clock, root, delegate)
            presenter.present(modal, animated: true)
            clock.advance(to: 0.6)
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionSpeed = 2
            delegate.interactor = interactor
            var dismissed = false
            modal.dismiss(animated: true) { dismissed = true }
            interactor.update(0.5)
            clock.advance(by: 0.1)
            interactor.cancel()
            clock.advance(by: 0.06)
            let between = shownCenter(modal.view).y
            #expect(between < 400 && between > 200, "running back: \(between)")
            clock.advance(by: 0.5)
            #expect(!dismissed && delegate.dismiss.ended == [false])
            #expect(modal.view.center.y == 200 && shownCenter(modal.view).y == 200, "back where it started")
            #expect(presenter.presentedViewController === modal && modal.view.superview != nil)
            // The container runs on normal time again: a later dismissal animates as usual.
            delegate.interactor = nil
            modal.dismiss(animated: true) { dismissed = true }
            clock.advance(by: 0.6)
            #expect(dismissed && presenter.presentedViewController == nil)
        }
    }

    @Test("without an animator from the delegate, UIKit's own cover-vertical animation runs")
    func delegateWithoutAnimator() {
        final class Silent: NSObject, UIViewControllerTransitioningDelegate {}
        onVirtualClock { clock, root in
            let silent = Silent()
            let presenter = UIViewController()
            presenter.view.frame = root.bounds
            root.addSubview(presenter.view)
            clock.advance(by: 0)
            let modal = UIViewController()
            modal.transitioningDelegate = silent
            presenter.present(modal, animated: true)
            clock.advance(by: 0)
            #expect(shownCenter(modal.view).y > 400, "starts below the container")
            // In a transition view over the presenting hierarchy, as UIKit's presented views are.
            #expect(modal.view.superview?.superview === root)
            #expect(modal.transitionCoordinator != nil, "UIKit's own animation has a coordinator too")
        }
    }
}
