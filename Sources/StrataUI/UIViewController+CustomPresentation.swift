import Foundation
import StrataCore

/// `.custom` presentations (Apple: "Creating a Custom Presentation"): the presented
/// controller's `transitioningDelegate` supplies a `UIPresentationController` (or UIKit's
/// plain one is used) and, optionally, the animators; without an animator the presented view
/// moves to the presentation controller's frame by the controller's `modalTransitionStyle`.
extension UIViewController {
    /// The presentation controller managing this controller's presentation (Apple:
    /// presentationController). Asked before a presentation, it is made and kept, so a
    /// `delegate` set on it then stays set; a `.custom` presentation asks the transitioning
    /// delegate for its own (nil until then when the controller has such a delegate).
    public var presentationController: UIPresentationController? {
        if let controller = relations.presentationController { return controller }
        if modalPresentationStyle == .custom, transitioningDelegate != nil, relations.presenting == nil { return nil }
        let controller = UIPresentationController(presentedViewController: self, presenting: relations.presenting)
        relations.presentationController = controller
        return controller
    }

    func presentCustom(_ presented: UIViewController, over container: UIView, animated: Bool, appeared: @escaping (Bool) -> Void) {
        let delegate = presented.transitioningDelegate
        let controller = delegate?.presentationController(forPresented: presented, presenting: self, source: self)
            ?? presented.relations.presentationController
            ?? UIPresentationController(presentedViewController: presented, presenting: self)
        controller.adopt(presenting: self)
        presented.relations.presentationController = controller
        let transitionView = UITransitionView(frame: container.bounds)
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.presentationController = controller
        UIView.performWithoutAnimation { container.addSubview(transitionView) }
        controller.containerView = transitionView
        let animator = delegate?.animationController(forPresented: presented, presenting: self, source: self)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: true)
        let context = TransitionContext(container: transitionView, from: self, to: presented, presentation: true,
                                        animator: animator, presentationController: controller,
                                        animated: animated) { [weak self] done in
            presented.relations.transition = nil
            controller.presentationTransitionDidEnd(done)
            guard done else {
                presented.viewWillDisappear(false)
                controller.presentedView?.removeFromSuperview()
                transitionView.removeFromSuperview()
                controller.containerView = nil
                presented.relations.presentationController = nil
                self?.relations.presented = nil
                presented.relations.presenting = nil
                presented.viewDidDisappear(false)
                return
            }
            if animated { appeared(true) } else { MediaClock.current.perform(atNextFrame: { appeared(true) }) }
        }
        presented.relations.transition = context
        controller.presentationTransitionWillBegin()
        context.start(interaction: animated ? delegate?.interactionControllerForPresentation(using: animator) : nil)
    }

    func dismissCustom(_ presented: UIViewController, controller: UIPresentationController, animated: Bool,
                       completion: (() -> Void)?) {
        guard let container = controller.containerView else { return }
        presented.viewWillDisappear(animated)
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: false)
        let context = TransitionContext(container: container, from: presented, to: self, presentation: false,
                                        animator: animator, presentationController: controller,
                                        animated: animated) { [weak self] done in
            presented.relations.transition = nil
            controller.dismissalTransitionDidEnd(done)
            guard done else {
                presented.viewWillAppear(false)
                presented.viewDidAppear(false)
                return
            }
            controller.presentedView?.removeFromSuperview()
            container.removeFromSuperview()
            controller.containerView = nil
            presented.relations.presentationController = nil
            self?.relations.presented = nil
            presented.relations.presenting = nil
            presented.viewDidDisappear(animated)
            completion?()
        }
        presented.relations.transition = context
        controller.dismissalTransitionWillBegin()
        guard animated else {
            UIView.performWithoutAnimation { context.animateAlongsideNow() }
            context.completeTransition(true)
            return
        }
        context.start(interaction: delegate?.interactionControllerForDismissal(using: animator))
    }
}

/// UIKit's own presentation animations as an animator, for a `.custom` presentation whose
/// delegate supplies none: the presented view slides up from the bottom to its frame
/// (`.coverVertical`) or fades in (`.crossDissolve`; flips and curls, which need the whole
/// screen, cross-dissolve here), over `presentationDuration`, and back on dismissal.
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIViewController.presentationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let done = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        if presenting {
            guard let view = transitionContext.view(forKey: .to),
                  let presented = transitionContext.viewController(forKey: .to) else { return done(true) }
            let final = transitionContext.finalFrame(for: presented)
            UIView.performWithoutAnimation {
                container.addSubview(view)
                view.frame = final
                if style == .coverVertical { view.frame.origin.y = container.bounds.maxY } else { view.alpha = 0 }
            }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                if self.style == .coverVertical { view.frame = final } else { view.alpha = 1 }
            }, completion: done)
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return done(true) }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                if self.style == .coverVertical { view.frame.origin.y = container.bounds.maxY } else { view.alpha = 0 }
            }, completion: done)
        }
    }
}
