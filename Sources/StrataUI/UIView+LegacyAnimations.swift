import Foundation
import StrataCore

/// The older begin/commit animation API (Apple: UIView `beginAnimations(_:context:)` …
/// `commitAnimations()`), with closures in place of the delegate selectors. Settings apply to
/// changes made after them, up to `commitAnimations()`; blocks nest.
extension UIView {
    private final class LegacyBlock {
        let id: String?
        let context: UnsafeMutableRawPointer?
        let animation: ViewAnimationContext
        var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
        var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
        init(id: String?, context: UnsafeMutableRawPointer?, animation: ViewAnimationContext) {
            self.id = id; self.context = context; self.animation = animation
        }
    }
    private static var legacyBlocks: [LegacyBlock] {
        get { UIThreadState.current.legacyBlocks.compactMap { $0 as? LegacyBlock } }
        set { UIThreadState.current.legacyBlocks = newValue }
    }

    /// Opens an animation block; UIKit's default duration here is 0.2 s.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let holder = LegacyBlockCompletion()
        let group = AnimationCompletionGroup { finished in holder.call(finished) }
        let animation = ViewAnimationContext(kind: .basic, duration: 0.2, delay: 0,
                                             options: [.overrideInheritedDuration], completion: group)
        let block = LegacyBlock(id: animationID, context: context, animation: animation)
        holder.block = { finished in block.didStop?(block.id, finished, block.context) }
        legacyBlocks.append(block)
        ViewAnimationContext.stack.append(animation)
    }

    /// Closes the innermost block: its animations start.
    public class func commitAnimations() {
        guard let block = legacyBlocks.popLast() else { return }
        if let i = ViewAnimationContext.stack.lastIndex(where: { $0 === block.animation }) {
            ViewAnimationContext.stack.remove(at: i)
        }
        block.willStart?(block.id, block.context)
        block.animation.completion.close()
    }

    private static var open: ViewAnimationContext? { legacyBlocks.last?.animation }
    /// The innermost open block of either form: the repeat settings also work inside
    /// `UIView.animate…` blocks ("You can use this method in conjunction with either the
    /// block-based methods or the begin/commit methods").
    private static var anyOpen: ViewAnimationContext? {
        guard let current = ViewAnimationContext.current, !current.isDisabled else { return nil }
        return current
    }

    /// The duration of the changes that follow. Default 0.2 s.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        open?.duration = duration.isFinite ? max(duration, 0) : 0
    }
    /// The delay before the changes that follow start. Default 0.
    public class func setAnimationDelay(_ delay: TimeInterval) { open?.delay = delay.isFinite ? max(delay, 0) : 0 }
    /// When the changes that follow start: a date in the future delays them by the time
    /// until it (read on the wall clock when called). Default now.
    public class func setAnimationStartDate(_ startDate: Date) {
        let wait = startDate.timeIntervalSinceNow
        open?.delay = wait.isFinite ? max(wait, 0) : 0
    }
    /// The curve of the changes that follow. Default ease in-out.
    public class func setAnimationCurve(_ curve: AnimationCurve) { open?.curve = curve }
    /// How many times the changes that follow repeat (fractions allowed). Default 0 (once).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        anyOpen?.repeatCount = repeatCount.isFinite || repeatCount == .infinity ? max(repeatCount, 0) : 0
    }
    /// Whether the changes that follow run back after forward. Default false.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        if repeatAutoreverses { anyOpen?.options.insert(.autoreverse) } else { anyOpen?.options.remove(.autoreverse) }
    }
    /// Whether the changes that follow start from what is on screen. Default false.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        if fromCurrentState { open?.options.insert(.beginFromCurrentState) } else { open?.options.remove(.beginFromCurrentState) }
    }
    /// The closure form of `setAnimationDelegate(_:)` + `setAnimationWillStart(_:)`: called
    /// with the animation ID and context when the block is committed.
    public class func setAnimationWillStart(_ handler: @escaping (_ animationID: String?, _ context: UnsafeMutableRawPointer?) -> Void) {
        legacyBlocks.last?.willStart = handler
    }
    /// The closure form of `setAnimationDelegate(_:)` + `setAnimationDidStop(_:)`
    /// (`animationDidStop:finished:context:`): called when the block's animations end.
    public class func setAnimationDidStop(_ handler: @escaping (_ animationID: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void) {
        legacyBlocks.last?.didStop = handler
    }
}

/// Lets the completion group call a block made after it.
private final class LegacyBlockCompletion {
    var block: ((Bool) -> Void)?
    func call(_ finished: Bool) { block?(finished) }
}
