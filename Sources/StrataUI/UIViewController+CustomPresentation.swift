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
        if modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet { return sheetPresentationController }
        if modalPresentationStyle == .custom, transitioningDelegate != nil, relations.presenting == nil { return nil }
        let controller = UIPresentationController(presentedViewController: self, presenting: relations.presenting)
        relations.presentationController = controller
        return controller
    }

    /// The sheet presenting this controller, or presenting it once presented (Apple:
    /// sheetPresentationController): for the `.pageSheet` and `.formSheet` styles, and for
    /// `.automatic`, which UIKit shows as a page sheet. Strata shows `.automatic` full screen
    /// unless the sheet is asked for here first: configuring it makes the presentation a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: break
        default: return nil
        }
        if let sheet = relations.presentationController as? UISheetPresentationController { return sheet }
        guard relations.presenting == nil else { return nil }   // already presented another way
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        sheet.delegate = relations.presentationController?.delegate
        relations.presentationController = sheet
        return sheet
    }

    /// Whether `presented` is shown as a sheet: a sheet style, or `.automatic` with its sheet
    /// configured.
    func presentsAsSheet(_ presented: UIViewController) -> Bool {
        switch presented.modalPresentationStyle {
        case .pageSheet, .formSheet: true
        case .automatic: presented.relations.presentationController is UISheetPresentationController
        default: false
        }
    }

    func presentCustom(_ presented: UIViewController, over container: UIView, animated: Bool,
                       willAppear: () -> Void, appeared: @escaping (Bool) -> Void) {
        let isSheet = presentsAsSheet(presented)
        let delegate = isSheet ? nil : presented.transitioningDelegate
        let controller = delegate?.presentationController(forPresented: presented, presenting: self, source: self)
            ?? (isSheet ? presented.sheetPresentationController : nil)
            ?? presented.relations.presentationController
            ?? UIPresentationController(presentedViewController: presented, presenting: self)
        controller.adopt(presenting: self)
        presented.relations.presentationController = controller
        let covered = coveredController(by: presented, controller: controller)
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
                Self.reverseAppearance(from: covered, to: presented, animated: false)
                self?.endPresentation(of: presented, controller: controller, animated: false)
                return
            }
            let shown = { (done: Bool) in
                covered?.endAppearanceTransition()
                appeared(done)
            }
            if animated { shown(true) } else { MediaClock.current.perform(atNextFrame: { shown(true) }) }
        }
        presented.relations.transition = context
        willAppear()
        covered?.beginAppearanceTransition(false, animated: animated)
        controller.presentationTransitionWillBegin()
        context.start(interaction: animated ? delegate?.interactionControllerForPresentation(using: animator) : nil)
    }

    func dismissCustom(_ presented: UIViewController, controller: UIPresentationController, animated: Bool,
                       completion: (() -> Void)?) {
        guard let container = controller.containerView else { return }
        presented.relations.isBeingDismissed = true
        let uncovered = coveredController(by: presented, controller: controller)
        let delegate = controller is UISheetPresentationController ? nil : presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: false)
        let context = TransitionContext(container: container, from: presented, to: self, presentation: false,
                                        animator: animator, presentationController: controller,
                                        animated: animated) { [weak self] done in
            presented.relations.transition = nil
            controller.dismissalTransitionDidEnd(done)
            guard done else {
                presented.relations.isBeingDismissed = false
                Self.reverseAppearance(from: presented, to: uncovered, animated: false)
                return
            }
            self?.endPresentation(of: presented, controller: controller, animated: animated)
            uncovered?.endAppearanceTransition()
            completion?()
        }
        presented.relations.transition = context
        presented.beginAppearanceTransition(false, animated: animated)
        uncovered?.beginAppearanceTransition(true, animated: animated)
        controller.dismissalTransitionWillBegin()
        guard animated else {
            UIView.performWithoutAnimation { context.animateAlongsideNow() }
            context.completeTransition(true)
            return
        }
        context.start(interaction: delegate?.interactionControllerForDismissal(using: animator))
    }
}

extension UIViewController {
    /// A custom presentation is over (dismissed, or its presentation cancelled): the presented
    /// view and the container go, the two controllers part, and the presented one is told.
    func endPresentation(of presented: UIViewController, controller: UIPresentationController, animated: Bool) {
        controller.presentedView?.removeFromSuperview()
        controller.containerView?.removeFromSuperview()
        controller.containerView = nil
        presented.relations.presentationController = nil
        relations.presented = nil
        presented.relations.presenting = nil
        presented.endAppearanceTransition()   // nothing when a cancelled presentation ended it already
    }
}

/// UIKit's own presentation animations as an animator: the presented view slides up from the
/// bottom to its frame (`.coverVertical`) or fades in (`.crossDissolve`) over
/// `presentationDuration`, and back on dismissal. `.flipHorizontal` and `.partialCurl` flip or
/// curl the whole screen (the container's superview) when the presentation covers it
/// (`wholeScreen`); in a `.custom` presentation's frame they cross-dissolve.
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool
    let wholeScreen: Bool

    init(style: UIModalTransitionStyle, presenting: Bool, wholeScreen: Bool = false) {
        self.style = style
        self.presenting = presenting
        self.wholeScreen = wholeScreen
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIViewController.presentationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let done = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return done(true) }
        if wholeScreen, style == .flipHorizontal || style == .partialCurl, let screen = container.superview {
            return turnScreen(screen, view: view, in: transitionContext, duration: duration, done: done)
        }
        if presenting {
            guard let presented = transitionContext.viewController(forKey: .to) else { return done(true) }
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
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                if self.style == .coverVertical { view.frame.origin.y = container.bounds.maxY } else { view.alpha = 0 }
            }, completion: { finished in
                done(finished)
                view.alpha = 1   // a dismissed controller's view comes back whole when presented again
            })
        }
    }

    /// A flip or a curl of the whole screen that shows or hides the presented view.
    private func turnScreen(_ screen: UIView, view: UIView, in transitionContext: UIViewControllerContextTransitioning,
                            duration: TimeInterval, done: @escaping (Bool) -> Void) {
        let options: UIView.AnimationOptions = switch (style, presenting) {
        case (.flipHorizontal, true): .transitionFlipFromRight
        case (.flipHorizontal, false): .transitionFlipFromLeft
        case (_, true): .transitionCurlUp
        case (_, false): .transitionCurlDown
        }
        let container = transitionContext.containerView
        let final = presenting ? transitionContext.viewController(forKey: .to).map(transitionContext.finalFrame(for:)) : nil
        UIView.transition(with: screen, duration: duration, options: options, animations: {
            if self.presenting {
                container.addSubview(view)
                if let final { view.frame = final }
            } else {
                view.isHidden = true
            }
        }, completion: { finished in
            done(finished)
            view.isHidden = false   // a dismissed controller's view comes back shown when presented again
        })
    }
}
