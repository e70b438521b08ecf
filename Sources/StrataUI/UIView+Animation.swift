import Foundation
import StrataCore

/// Block-based view animation (Apple: UIView, "Animating views with block objects").
extension UIView {
    /// Animates the changes `animations` makes to views, after `delay` seconds, over
    /// `duration` seconds, then calls `completion` with whether they ran to the end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        run(.basic, duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates with no delay and the default options (ease in-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        run(.basic, duration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, the default options and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(.basic, duration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates along a damped spring that settles within `duration`. `dampingRatio`: 1 comes
    /// to rest smoothly, towards 0 it oscillates more. `velocity`: the starting speed relative
    /// to the whole distance (1 = the whole distance in one second).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        run(.spring(dampingRatio: dampingRatio, velocity: velocity), duration: duration, delay: delay,
            options: options, animations: animations, completion: completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = ViewAnimationContext(kind: .disabled, duration: 0, delay: 0, options: [],
                                           completion: AnimationCompletionGroup(nil))
        context.run(actionsWithoutAnimation)
    }

    /// Runs `animations` inside the enclosing animation block with its changes repeated
    /// `count` times (fractions allowed), running back after forward when `autoreverses`
    /// (Apple: `modifyAnimations(withRepeatCount:autoreverses:animations:)`, iOS 13; "You must
    /// call this method from within an enclosing animation block" — outside one it only runs
    /// `animations`).
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let parent = ViewAnimationContext.current, !parent.isDisabled else { animations(); return }
        let savedCount = parent.repeatCount, savedOptions = parent.options
        parent.repeatCount = count.isFinite ? Float(max(count, 0)) : (count == .infinity ? .infinity : 0)
        if autoreverses { parent.options.insert(.autoreverse) } else { parent.options.remove(.autoreverse) }
        animations()
        parent.repeatCount = savedCount
        parent.options = savedOptions
    }

    /// Whether animation blocks animate. Default true.
    public class var areAnimationsEnabled: Bool { ViewAnimationContext.animationsEnabled }

    /// Turns animation blocks on or off (off: their changes happen at once).
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationContext.animationsEnabled = enabled }

    /// The duration of the innermost animation block, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let context = ViewAnimationContext.current, !context.isDisabled else { return 0 }
        return context.duration
    }

    static func run(_ kind: ViewAnimationContext.Kind, duration: TimeInterval, delay: TimeInterval,
                    options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let group = AnimationCompletionGroup(completion)
        let context = ViewAnimationContext(kind: kind, duration: duration, delay: delay, options: options, completion: group)
        context.run(animations)
        group.close()
    }
}
