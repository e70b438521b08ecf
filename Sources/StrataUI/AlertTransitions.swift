import Foundation
import StrataCore

/// How `UIAlertController` comes and goes: a presentation controller that dims the screen
/// behind it, and animators — an alert fades in from 1.2× its size and fades out; an action
/// sheet slides up from the bottom edge and back down.
final class AlertTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

/// Dims the screen under an alert (20 % black) or action sheet (40 %), fading with it.
final class AlertPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let isSheet = (presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet
        dimmingView.backgroundColor = UIColor(white: 0, alpha: isSheet ? 0.4 : 0.2)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        // On an action sheet, a tap outside picks the cancel action (alerts ignore it).
        if isSheet, dimmingView.gestureRecognizers?.isEmpty ?? true {
            dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
                guard let alert = self?.presentedViewController as? UIAlertController,
                      let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return }
                alert.pick(cancel)
            })
        }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The alert's and action sheet's own animations.
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.3 : 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController,
              let view = transitionContext.view(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let done = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        let panels = [alert.panel, alert.cancelPanel]
        let drop = container.bounds.height - alert.panel.frame.minY
        if presenting {
            UIView.performWithoutAnimation {
                view.frame = transitionContext.finalFrame(for: alert)
                container.addSubview(view)
                view.layoutIfNeeded()
                if alert.preferredStyle == .alert {
                    view.alpha = 0
                    alert.panel.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                } else {
                    for panel in panels { panel.transform = CGAffineTransform(translationX: 0, y: drop) }
                }
            }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                view.alpha = 1
                for panel in panels { panel.transform = .identity }
            }, completion: done)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                if alert.preferredStyle == .alert { view.alpha = 0 }
                else { for panel in panels { panel.transform = CGAffineTransform(translationX: 0, y: drop) } }
            }, completion: done)
        }
    }
}
