import Foundation
import StrataCore

/// What a transition coordinator's blocks are told of the transition (Apple:
/// UIViewControllerTransitionCoordinatorContext).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a view controller transition (Apple:
/// UIViewControllerTransitionCoordinator), a controller's `transitionCoordinator` while it
/// is presented, dismissed, pushed or popped.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block of the transition's duration alongside the
    /// transition's own animations (in the transition's container, so an interaction scrubs
    /// them with the rest), and `completion` when the transition completes or is cancelled.
    /// False when the transition has already completed.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of views outside the
    /// container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition's interaction ends (finished or cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller (or its container, or the
    /// controller it presents) is part of now; nil when none runs (Apple: transitionCoordinator).
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let transition = relations.transition { return transition }
        if let transition = relations.presented?.relations.transition { return transition }
        return parent?.transitionCoordinator
    }
}
