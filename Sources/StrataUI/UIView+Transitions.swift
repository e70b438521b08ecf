import Foundation
import StrataCore

/// View transitions (Apple: UIView `transition(with:duration:options:animations:completion:)`
/// and `transition(from:to:duration:options:completion:)`), drawn by the compositor's
/// transitions: flips are `oglFlip`, curls `pageCurl`/`pageUnCurl`, cross-dissolve `fade`.
extension UIView {
    /// Makes the changes `animations` makes to `view` at once and animates the view from its
    /// old look to its new one with the transition in `options`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let group = AnimationCompletionGroup(completion)
        if let animations { performWithoutAnimation(animations) }
        addTransition(to: view.layer, duration: duration, options: options, group: group)
        group.close()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), animated by the transition
    /// in `options`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                               options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let group = AnimationCompletionGroup(completion)
        let container = fromView.superview
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let container, toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        if let container { addTransition(to: container.layer, duration: duration, options: options, group: group) }
        group.close()
    }

    private static func addTransition(to layer: CALayer, duration: TimeInterval, options: AnimationOptions,
                                      group: AnimationCompletionGroup) {
        guard ViewAnimationContext.animationsEnabled, duration.isFinite, duration > 0,
              let (type, subtype) = transitionType(options.transitionKind) else { return }
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        group.track(transition)
        layer.add(transition, forKey: kCATransition)
    }

    /// The compositor transition for UIKit's transition bits. A flip "from left" turns the
    /// view about its vertical axis with its left edge coming forward, as `oglFlip` from left.
    static func transitionType(_ kind: UInt) -> (CATransitionType, CATransitionSubtype?)? {
        switch kind {
        case 1: return (CATransitionType(rawValue: "oglFlip"), .fromLeft)
        case 2: return (CATransitionType(rawValue: "oglFlip"), .fromRight)
        case 3: return (CATransitionType(rawValue: "pageCurl"), .fromBottom)
        case 4: return (CATransitionType(rawValue: "pageUnCurl"), .fromBottom)
        case 5: return (.fade, nil)
        case 6: return (CATransitionType(rawValue: "oglFlip"), .fromTop)
        case 7: return (CATransitionType(rawValue: "oglFlip"), .fromBottom)
        default: return nil
        }
    }
}
