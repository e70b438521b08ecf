/// The context of a custom presentation or dismissal (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`): the container the animator works in, the
/// two controllers and their views, and the bookkeeping when the animator completes. It is
/// also the transition's coordinator (UIKit's `_UIViewControllerTransitionCoordinator`): the
/// animations queued alongside run in one block with the animator's, the completions after.
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    let from: UIViewController
    let to: UIViewController
    let isPresentation: Bool
    let animator: UIViewControllerAnimatedTransitioning
    /// The presentation controller of a `.custom` presentation or dismissal: it sets the
    /// presented view and its final frame.
    let presentationController: UIPresentationController?
    /// The last percentage an interaction reported.
    private(set) var percentComplete: CGFloat = 0
    private let finish: (Bool) -> Void
    private var completed = false
    /// The interaction controller driving the transition, kept until it completes (as UIKit's
    /// context keeps it: the code that made it may let go of it mid-transition).
    private var interaction: UIViewControllerInteractiveTransitioning?
    /// Whether the animator's animations have been started (alongside blocks then run at once).
    private var animationsStarted = false
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    /// The interruptible animator an interaction drives: blocks added alongside later join it.
    private var drivenAnimator: UIViewImplicitlyAnimating?

    init(container: UIView, from: UIViewController, to: UIViewController, presentation: Bool,
         animator: UIViewControllerAnimatedTransitioning, presentationController: UIPresentationController? = nil,
         animated: Bool = true, finish: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        isPresentation = presentation
        presentationStyle = presentationController?.presentationStyle ?? (presentation ? to : from).modalPresentationStyle
        self.animator = animator
        self.presentationController = presentationController
        isAnimated = animated
        self.finish = finish
    }

    /// Runs the transition: through the interaction controller when it wants an interactive
    /// start, else the animator alone. Not animated, the presented view is put in place,
    /// the alongside blocks run without animation and the transition completes.
    func start(interaction: UIViewControllerInteractiveTransitioning?) {
        guard isAnimated else {
            animationsStarted = true
            UIView.performWithoutAnimation {
                if isPresentation, let view = view(forKey: .to) {
                    containerView.addSubview(view)
                    view.frame = finalFrame(for: to)
                }
                for block in alongside { block(self) }
            }
            alongside = []
            completeTransition(true)
            return
        }
        if let interaction, interaction.wantsInteractiveStart {
            isInteractive = true
            initiallyInteractive = true
            self.interaction = interaction
            interaction.startInteractiveTransition(self)
            // An interaction controller of the app's own ran the animator itself.
            if !animationsStarted { startAlongside() }
        } else {
            runAnimations()
        }
    }

    /// The animator's animations, then the blocks queued alongside them.
    func runAnimations() {
        animator.animateTransition(using: self)
        startAlongside()
    }

    /// Runs the blocks queued alongside now, in the current animation context (a dismissal
    /// without animation).
    func animateAlongsideNow() {
        animationsStarted = true
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// The animator's interruptible animator, when it provides one.
    func interruptibleAnimator() -> UIViewImplicitlyAnimating? {
        let animator = self.animator.interruptibleAnimator(using: self)
        return animator is NoInterruptibleAnimator ? nil : animator
    }

    /// The blocks queued alongside, added to an interruptible animator (which an interaction
    /// then drives with them).
    func addAlongside(to animator: UIViewImplicitlyAnimating) {
        animationsStarted = true
        drivenAnimator = animator
        let blocks = alongside
        alongside = []
        for block in blocks { animator.addAnimations { block(self) } }
    }

    private func startAlongside() {
        animationsStarted = true
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty, !completed else { return }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: {
            for block in blocks { block(self) }
        })
    }

    var transitionDuration: TimeInterval {
        let seconds = animator.transitionDuration(using: self)
        return seconds.isFinite && seconds > 0 ? seconds : 0
    }
    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !completed else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let drivenAnimator, drivenAnimator.state != .stopped {
            drivenAnimator.addAnimations { animation(self) }
        } else if animationsStarted {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: { animation(self) })
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) { interactionHandlers.append(handler) }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if percentComplete.isFinite { self.percentComplete = min(max(percentComplete, 0), 1) }
    }
    func finishInteractiveTransition() {
        isInteractive = false
        for handler in interactionHandlers { handler(self) }
    }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        for handler in interactionHandlers { handler(self) }
    }
    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            return Diagnostics.warnOnce("completeTransition(_:) was called twice for one transition; the second call is ignored")
        }
        completed = true
        interaction = nil
        drivenAnimator = nil
        // An interaction may have moved the container's time (UIPercentDrivenInteractiveTransition).
        containerView.layer.resumeNormalTime()
        if !didComplete { transitionWasCancelled = true }
        let blocks = completions
        completions = []
        interactionHandlers = []
        for block in blocks { block(self) }
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
        if let presentationController, controller === presentationController.presentedViewController {
            return presentationController.presentedView
        }
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
        if vc === to && isPresentation {
            return presentationController?.frameOfPresentedViewInContainerView ?? containerView.bounds
        }
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
