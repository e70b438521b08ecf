import Foundation
import StrataCore

/// Modal presentation (Apple: "Presenting a view controller"). Strata puts the presented
/// controller's view in a transition view over the topmost view of the presenting
/// controller's hierarchy (the window when there is one), full size, and animates it in by
/// its `modalTransitionStyle` — `.coverVertical` slides up from the bottom, `.crossDissolve`
/// fades, `.flipHorizontal` flips and `.partialCurl` curls the whole screen (the compositor's
/// transitions) — or by its transitioning delegate's animator.
extension UIViewController {
    /// The controller presented by this one, or by one of its ancestors (Apple:
    /// presentedViewController, "or one of its ancestors in the view controller hierarchy").
    public var presentedViewController: UIViewController? { relations.presented ?? parent?.presentedViewController }
    /// The controller that presented this one (or one of its ancestors).
    public var presentingViewController: UIViewController? {
        relations.presenting ?? parent?.presentingViewController
    }

    /// UIKit's presentation animation duration (as measured on iOS; not documented).
    static let presentationDuration: TimeInterval = 0.35

    func presentController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard relations.presented == nil, presented.relations.presenting == nil, presented !== self else {
            Diagnostics.warnOnce("UIViewController.present: already presenting, or the controller is already presented")
            return
        }
        var container: UIView = view
        while let parent = container.superview { container = parent }
        relations.presented = presented
        presented.relations.presenting = self
        let presentedView: UIView = presented.view
        presentedView.frame = container.bounds
        presented.relations.isBeingPresented = true
        let covered = coveredController(by: presented)
        // Called once the transition's coordinator is in place, so viewWillAppear(_:) can
        // animate alongside it, and before the presented view enters the window.
        let willAppear = {
            presented.beginAppearanceTransition(true, animated: animated)
            covered?.beginAppearanceTransition(false, animated: animated)
        }
        let appeared = { (_: Bool) in
            covered?.endAppearanceTransition()
            presented.endAppearanceTransition()
            completion?()
        }
        if presented.modalPresentationStyle == .custom || presentsAsSheet(presented) {
            return presentCustom(presented, over: container, animated: animated, willAppear: willAppear, appeared: appeared)
        }
        // Every other style runs through a transition context in a transition view over the
        // presenting hierarchy, as UIKit's do: the delegate's animator, or UIKit's own slide,
        // fade, flip or curl as one; so the presentation has a transition coordinator.
        let transitionView = UITransitionView(frame: container.bounds)
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        UIView.performWithoutAnimation { container.addSubview(transitionView) }
        let delegate = presented.transitioningDelegate
        let animator = (animated ? delegate?.animationController(forPresented: presented, presenting: self, source: self) : nil)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: true, wholeScreen: true)
        let context = TransitionContext(container: transitionView, from: self, to: presented, presentation: true,
                                        animator: animator, animated: animated) { [weak self] done in
            presented.relations.transition = nil
            guard done else {
                // Cancelled (an interaction let go): the presentation is undone.
                Self.reverseAppearance(from: covered, to: presented, animated: false)
                presentedView.removeFromSuperview()
                transitionView.removeFromSuperview()
                self?.relations.presented = nil
                presented.relations.presenting = nil
                return
            }
            if animated { appeared(true) } else { MediaClock.current.perform(atNextFrame: { appeared(true) }) }
        }
        presented.relations.transition = context
        willAppear()
        context.start(interaction: animated ? delegate?.interactionControllerForPresentation(using: animator) : nil)
    }

    /// The controller a presentation of `presented` hides, which disappears while it is
    /// presented (Apple: UIModalPresentationStyle.fullScreen — "The views belonging to the
    /// presenting view controller are removed after the presentation completes"): the root of
    /// this controller's containers, for `.fullScreen` and `.currentContext` and a custom
    /// presentation whose controller removes the presenter's view; nil for sheets and the
    /// "over" styles, which leave it on screen. Strata leaves the presenter's view in place
    /// under the presented one; only the calls differ.
    func coveredController(by presented: UIViewController, controller: UIPresentationController? = nil) -> UIViewController? {
        let removes: Bool = switch presented.modalPresentationStyle {
        case .fullScreen, .currentContext: true
        case .custom: controller?.shouldRemovePresentersView ?? false
        default: false
        }
        guard removes else { return nil }
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        return root
    }

    func dismissController(animated: Bool, completion: (() -> Void)?) {
        // Called on the presented controller itself: "the presenting view controller is
        // responsible for dismissing the view controller it presented. If you call this method
        // on the presented view controller itself, UIKit asks the presenting view controller
        // to handle the dismissal."
        // An active search controller ends its search (it is not in a transition view).
        if let search = relations.presented as? UISearchController, search.isActive {
            return search.deactivate(animated: animated, completion: completion)
        }
        guard let presented = relations.presented else {
            if let presenter = relations.presenting { presenter.dismissController(animated: animated, completion: completion) }
            else { completion.map { done in MediaClock.current.perform(atNextFrame: done) } }
            return
        }
        if let controller = presented.relations.presentationController, controller.containerView != nil {
            return dismissCustom(presented, controller: controller, animated: animated, completion: completion)
        }
        let presentedView: UIView = presented.view
        presented.relations.isBeingDismissed = true
        let uncovered = coveredController(by: presented)
        let willDisappear = {
            presented.beginAppearanceTransition(false, animated: animated)
            uncovered?.beginAppearanceTransition(true, animated: animated)
        }
        let finish = { (_: Bool) in
            let transitionView = presentedView.superview as? UITransitionView
            presentedView.removeFromSuperview()
            if let transitionView, transitionView.subviews.isEmpty { transitionView.removeFromSuperview() }
            self.relations.presented = nil
            presented.relations.presenting = nil
            presented.endAppearanceTransition()
            uncovered?.endAppearanceTransition()
            completion?()
        }
        guard animated, let container = presentedView.superview else {
            willDisappear()
            MediaClock.current.perform(atNextFrame: { finish(true) })
            return
        }
        // The delegate's animator, or UIKit's own as one, in the presentation's container;
        // cancelled (an interaction let go), the controller stays.
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: false, wholeScreen: true)
        let context = TransitionContext(container: container, from: presented, to: self, presentation: false,
                                        animator: animator) { done in
            presented.relations.transition = nil
            guard done else {
                presented.relations.isBeingDismissed = false
                Self.reverseAppearance(from: presented, to: uncovered, animated: false)
                return
            }
            finish(true)
        }
        presented.relations.transition = context
        willDisappear()
        context.start(interaction: delegate?.interactionControllerForDismissal(using: animator))
    }
}

/// The container a custom transition's animator works in (UIKit's `UITransitionView`): over
/// the presenting hierarchy, as large as it; it holds the presented view while presented,
/// and tells a presentation controller when it lays out.
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
