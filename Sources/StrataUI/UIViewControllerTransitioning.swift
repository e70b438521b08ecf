import Foundation
import StrataCore

// Custom view controller transitions (Apple: "Customizing the Transition Animations"): a
// presented controller's `transitioningDelegate` hands out an animator that animates the
// views in a container view, and optionally an interaction controller that drives it.
// Apple's optional protocol methods are requirements with default implementations here.

/// Keys for the controllers of a transition (Apple: UITransitionContextViewControllerKey).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views of a transition (Apple: UITransitionContextViewKey).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start of the transition.
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of the transition.
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given to run a transition (Apple: UIViewControllerContextTransitioning).
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Tell the system the animations are done (`didComplete` false: cancelled).
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition (Apple: UIViewControllerAnimatedTransitioning).
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed or was cancelled. Optional.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator (a `UIViewPropertyAnimator`) that runs the transition, the same one for
    /// the whole transition. Optional: when an animator provides it, an interactive
    /// transition (`UIPercentDrivenInteractiveTransition`) drives it by `fractionComplete`
    /// instead of calling `animateTransition(using:)`, and finishes or reverses it.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// Not provided (the default): an interaction drives the transition by its container's
    /// layer time. (Swift without Objective-C cannot ask whether an optional method is
    /// implemented, so the default answers a marker the interaction recognises.)
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.marker
    }
}

/// The answer of an animator that provides no interruptible animator: does nothing.
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating, @unchecked Sendable {
    static let marker = NoInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool { get { false } set {} }
    var fractionComplete: CGFloat { get { 0 } set {} }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}

/// An object that drives a transition's animations from user input (Apple:
/// UIViewControllerInteractiveTransitioning).
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the non-interactive rest runs. Optional; default 1.
    var completionSpeed: CGFloat { get }
    /// The curve of the non-interactive rest. Optional; default ease in and out.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive. Optional; default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Hands out the animators of a presented controller's transitions (Apple:
/// UIViewControllerTransitioningDelegate). Every method is optional: nil is UIKit's own
/// animation.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation; nil: UIKit's plain one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

extension UIViewController {
    /// The object that supplies custom transition animators for presenting and dismissing
    /// this controller (Apple: transitioningDelegate; held weakly, as UIKit does).
    public var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { relations.transitioningDelegate }
        set { relations.transitioningDelegate = newValue }
    }
}
