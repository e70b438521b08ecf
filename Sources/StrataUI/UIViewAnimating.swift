import Foundation

/// The interface of an object that drives view animations (Apple: UIViewAnimating), so code
/// that holds an animator through the protocol (`var animator: UIViewAnimating?`) compiles.
/// Swift on Linux has no `@objc optional` requirements: every requirement here is required.
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused).
    var isRunning: Bool { get }
    /// Whether the animations run toward their start.
    var isReversed: Bool { get set }
    /// How far the animations have come, 0…1.
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also takes animation blocks and completions while it runs (Apple:
/// UIViewImplicitlyAnimating). UIKit's requirements are `@objc optional`; here they are
/// required, so call them without the `?` (`animator.addAnimations { … }`).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
