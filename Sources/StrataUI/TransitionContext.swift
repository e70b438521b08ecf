import Foundation
import StrataCore

/// The context of a custom presentation or dismissal (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`): the container the animator works in, the
/// two controllers and their views, and the bookkeeping when the animator completes.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated = true
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    let from: UIViewController
    let to: UIViewController
    let isPresentation: Bool
    let animator: UIViewControllerAnimatedTransitioning
    /// The last percentage an interaction reported.
    private(set) var percentComplete: CGFloat = 0
    private let finish: (Bool) -> Void
    private var completed = false
    /// The interaction controller driving the transition, kept until it completes (as UIKit's
    /// context keeps it: the code that made it may let go of it mid-transition).
    private var interaction: UIViewControllerInteractiveTransitioning?

    init(container: UIView, from: UIViewController, to: UIViewController, presentation: Bool,
         animator: UIViewControllerAnimatedTransitioning, finish: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        isPresentation = presentation
        presentationStyle = (presentation ? to : from).modalPresentationStyle
        self.animator = animator
        self.finish = finish
    }

    /// Runs the transition: through the interaction controller when it wants an interactive
    /// start, else the animator alone.
    func start(interaction: UIViewControllerInteractiveTransitioning?) {
        if let interaction, interaction.wantsInteractiveStart {
            isInteractive = true
            self.interaction = interaction
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if percentComplete.isFinite { self.percentComplete = min(max(percentComplete, 0), 1) }
    }
    func finishInteractiveTransition() { isInteractive = false }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }
    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            return Diagnostics.warnOnce("completeTransition(_:) was called twice for one transition; the second call is ignored")
        }
        completed = true
        interaction = nil
        // An interaction may have moved the container's time (UIPercentDrivenInteractiveTransition).
        containerView.layer.resumeNormalTime()
        finish(didComplete)
        animator.animationEnded(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    /// The views the animator may move. The presenting controller's view is not offered when
    /// it holds the container (Strata presents over the presenting hierarchy, as UIKit's
    /// `.overFullScreen` and `.custom` styles do, whose presenting view is nil here too).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controller = key == .from ? from : key == .to ? to : nil
        guard let controller else { return nil }
        let view: UIView = controller.view
        return containerView.isDescendant(of: view) ? nil : view
    }

    /// Apple: the presented controller starts at `.zero` (the animator places it); a
    /// controller already on screen starts where it is.
    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === to && isPresentation { return .zero }
        return vc.isViewLoaded ? vc.view.frame : .zero
    }

    /// Apple: the presented controller ends filling the container; a dismissed one ends at
    /// `.zero` (it leaves); the presenting one stays where it is.
    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === to && isPresentation { return containerView.bounds }
        if vc === from && !isPresentation { return .zero }
        return vc.isViewLoaded ? vc.view.frame : .zero
    }
}

extension CALayer {
    /// Back on its parent's time: speed 1, no offset, no begin time (after a transition an
    /// interaction drove by the layer's time).
    func resumeNormalTime() {
        speed = 1
        timeOffset = 0
        beginTime = 0
    }
}
