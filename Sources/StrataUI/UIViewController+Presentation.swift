import Foundation
import StrataCore

/// Modal presentation (Apple: "Presenting a view controller"). Strata puts the presented
/// controller's view over the topmost view of the presenting controller's hierarchy (the
/// window's root view when there is a window), full size, and animates it in by its
/// `modalTransitionStyle`: `.coverVertical` slides up from the bottom, `.crossDissolve`
/// fades, `.flipHorizontal` flips and `.partialCurl` curls (the compositor's transitions).
extension UIViewController {
    /// How the presented controller covers the screen. Default `.automatic`.
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { relations.presentationStyle }
        set { relations.presentationStyle = newValue }
    }
    /// The animation of presentation and dismissal. Default `.coverVertical`.
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { relations.transitionStyle }
        set { relations.transitionStyle = newValue }
    }
    /// The controller this one presents.
    public var presentedViewController: UIViewController? { relations.presented }
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
        guard animated else {
            willAppear()
            UIView.performWithoutAnimation { container.addSubview(presentedView) }
            MediaClock.current.perform(atNextFrame: { appeared(true) })
            return
        }
        if let delegate = presented.transitioningDelegate,
           let animator = delegate.animationController(forPresented: presented, presenting: self, source: self) {
            // A custom transition: the animator puts the presented view into a container over
            // the presenting hierarchy and animates it (Apple: "Customizing the Transition
            // Animations"). Cancelled, the presentation is undone.
            let transitionView = UITransitionView(frame: container.bounds)
            UIView.performWithoutAnimation { container.addSubview(transitionView) }
            let context = TransitionContext(container: transitionView, from: self, to: presented, presentation: true,
                                            animator: animator) { [weak self] done in
                presented.relations.transition = nil
                guard done else {
                    presented.beginAppearanceTransition(false, animated: false)
                    covered?.beginAppearanceTransition(true, animated: false)
                    presentedView.removeFromSuperview()
                    transitionView.removeFromSuperview()
                    self?.relations.presented = nil
                    presented.relations.presenting = nil
                    covered?.endAppearanceTransition()
                    presented.endAppearanceTransition()
                    return
                }
                appeared(true)
            }
            presented.relations.transition = context
            willAppear()
            context.start(interaction: delegate.interactionControllerForPresentation(using: animator))
            return
        }
        willAppear()
        let duration = Self.presentationDuration
        switch presented.modalTransitionStyle {
        case .coverVertical:
            UIView.performWithoutAnimation {
                container.addSubview(presentedView)
                presentedView.frame.origin.y = container.bounds.height
            }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                presentedView.frame.origin.y = 0
            }, completion: appeared)
        case .crossDissolve:
            UIView.performWithoutAnimation {
                presentedView.alpha = 0
                container.addSubview(presentedView)
            }
            UIView.animate(withDuration: duration, animations: { presentedView.alpha = 1 }, completion: appeared)
        case .flipHorizontal, .partialCurl:
            let option: UIView.AnimationOptions = presented.modalTransitionStyle == .flipHorizontal ? .transitionFlipFromRight : .transitionCurlUp
            UIView.transition(with: container, duration: duration, options: option, animations: {
                container.addSubview(presentedView)
            }, completion: appeared)
        }
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
            presentedView.removeFromSuperview()
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
        if let delegate = presented.transitioningDelegate, let animator = delegate.animationController(forDismissed: presented) {
            // A custom dismissal in the view's container; cancelled, the controller stays.
            let context = TransitionContext(container: container, from: presented, to: self, presentation: false,
                                            animator: animator) { done in
                presented.relations.transition = nil
                guard done else {
                    presented.relations.isBeingDismissed = false
                    uncovered?.beginAppearanceTransition(false, animated: false)
                    presented.beginAppearanceTransition(true, animated: false)
                    uncovered?.endAppearanceTransition()
                    presented.endAppearanceTransition()
                    return
                }
                finish(true)
                if container is UITransitionView, container.subviews.isEmpty { container.removeFromSuperview() }
            }
            presented.relations.transition = context
            willDisappear()
            context.start(interaction: delegate.interactionControllerForDismissal(using: animator))
            return
        }
        willDisappear()
        let duration = Self.presentationDuration
        switch presented.modalTransitionStyle {
        case .coverVertical:
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                presentedView.frame.origin.y = container.bounds.height
            }, completion: finish)
        case .crossDissolve:
            UIView.animate(withDuration: duration, animations: { presentedView.alpha = 0 }, completion: finish)
        case .flipHorizontal, .partialCurl:
            let option: UIView.AnimationOptions = presented.modalTransitionStyle == .flipHorizontal ? .transitionFlipFromLeft : .transitionCurlDown
            UIView.transition(with: container, duration: duration, options: option, animations: {
                presentedView.isHidden = true
            }, completion: finish)
        }
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
