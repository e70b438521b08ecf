import Foundation
import StrataCore

/// The states of an animator (Apple: UIViewAnimatingState).
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// Where an animator finished (Apple: UIViewAnimatingPosition).
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// An interruptible, scrubbable, reversible view animation (Apple: UIViewPropertyAnimator).
///
/// Animation blocks run when the animator first becomes active (`startAnimation`,
/// `pauseAnimation`, setting `fractionComplete`), recording each view property they change;
/// the animator then drives one engine animation per property. Pausing holds what is on
/// screen; resuming, reversing and `continueAnimation` start from what is on screen, so
/// nothing jumps.
open class UIViewPropertyAnimator: NSObject {
    /// The duration given at creation.
    public let duration: TimeInterval
    /// The timing curve given at creation.
    public let timingParameters: UITimingCurveProvider?
    /// The delay before the animations start (`startAnimation(afterDelay:)`).
    open private(set) var delay: TimeInterval = 0
    /// Whether touches reach the views while they animate. Default true.
    open var isUserInteractionEnabled = true
    /// Whether the animator can be paused, stopped and scrubbed. Default true.
    open var isInterruptible = true
    /// Whether scrubbing a paused animator maps `fractionComplete` linearly. Default true.
    open var scrubsLinearly = true
    /// Whether the animator stays active (paused at its end) instead of completing. Default false.
    open var pausesOnCompletion = false
    /// Whether hit testing is left to the app. Default false.
    open var isManualHitTestingEnabled = false

    /// `.inactive` before starting and after completing, `.active` while running or paused,
    /// `.stopped` after `stopAnimation(false)` until `finishAnimation(at:)`.
    open internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (not paused).
    open internal(set) var isRunning = false

    var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [AnimatorTrack] = []
    var segment = AnimatorSegment()
    var link: CADisplayLink?
    /// The layer whose local time the animator runs on (its first view's, from activation).
    weak var timeLayer: CALayer?
    var scrubbed = false
    var reversed = false

    /// An animator with a timing curve; add animations with `addAnimations(_:)`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timingParameters = parameters
        super.init()
    }

    /// An animator made with NSObject's `init()`, as `UIViewPropertyAnimator()` is written on iOS
    /// (for example as a placeholder returned from `interruptibleAnimator(using:)`): no duration
    /// and UIKit's default cubic curve (ease in, ease out).
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping `ratio` that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes, configures and starts an animator (ease curve from `options`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations. While the animator runs they animate over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        guard state == .active else {
            pendingBlocks.append((animation, factor))
            return
        }
        let added = record(animation, delayFactor: factor)
        if isRunning { resume(added) } else { hold(added) }
    }

    /// Adds a block called with the final position when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animations.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        activate()
        guard !isRunning else { return }
        let from = segment.fraction(at: now)
        segment = AnimatorSegment(startTime: now + self.delay, duration: remainingDuration(from: from),
                                  startFraction: from, endFraction: reversed ? 0 : 1)
        isRunning = true
        scrubbed = false
        resume(tracks)
    }

    /// Pauses the animations where they are on screen (not on a non-interruptible animator,
    /// where UIKit raises; Strata ignores the call with a warning).
    open func pauseAnimation() {
        guard state != .stopped, checkInterruptible("pauseAnimation") else { return }
        activate()
        let f = segment.fraction(at: now)
        hold(tracks)
        isRunning = false
        segment = AnimatorSegment(startTime: now, duration: 0, startFraction: f, endFraction: f)
    }

    /// How far the animations have come, 0…1. Setting it on a paused (or new)
    /// animator scrubs the views there; a running animator ignores it.
    open var fractionComplete: CGFloat {
        get { CGFloat(segment.fraction(at: now)) }
        set {
            guard state != .stopped, !isRunning, newValue.isFinite else { return }
            activate()
            let f = Double(min(max(newValue, 0), 1))
            segment = AnimatorSegment(startTime: now, duration: 0, startFraction: f, endFraction: f)
            scrubbed = true
            scrub(to: f)
        }
    }

    /// Whether the animations run backward, toward their start. Setting it while running
    /// turns them around from what is on screen.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            let f = segment.fraction(at: now)
            reversed = newValue
            guard isRunning else { return }
            segment = AnimatorSegment(startTime: now, duration: remainingDuration(from: f), startFraction: f,
                                      endFraction: reversed ? 0 : 1)
            resume(tracks)
        }
    }

    /// Resumes a paused animator with new timing; the remaining time is `durationFactor`
    /// times the remaining share of `duration` (0 keeps it).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters { continuationParameters = parameters }
        let f = segment.fraction(at: now)
        var remaining = remainingDuration(from: f)
        if durationFactor.isFinite, durationFactor > 0 { remaining *= Double(durationFactor) }
        segment = AnimatorSegment(startTime: now, duration: remaining, startFraction: f, endFraction: reversed ? 0 : 1)
        isRunning = true
        scrubbed = false
        resume(tracks)
    }
    var continuationParameters: UITimingCurveProvider?

    /// Stops the animations where they are on screen (the model takes those values). With
    /// `withoutFinishing` false the animator waits in `.stopped` for `finishAnimation(at:)`;
    /// with true it becomes inactive and calls no completion.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, checkInterruptible("stopAnimation") else { return }
        settle(at: .current)
        isRunning = false
        stopLink()
        state = withoutFinishing ? .inactive : .stopped
    }

    private func checkInterruptible(_ call: String) -> Bool {
        guard !isInterruptible else { return true }
        Diagnostics.warnOnce("UIViewPropertyAnimator.\(call)() ignored: the animator is not interruptible")
        return false
    }

    /// Ends a stopped animator at `finalPosition` and calls the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        settle(at: finalPosition)
        complete(at: finalPosition)
    }
}
