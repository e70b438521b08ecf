import Foundation
import StrataCore

/// One open animation block (`UIView.animate…`, `beginAnimations`, a keyframe, a transition's
/// body or `performWithoutAnimation`): what a view's layer delegate reads to build the
/// animation of each property changed inside it. Blocks nest; the innermost is current.
final class ViewAnimationContext {
    enum Kind {
        case basic
        /// UIKit's spring: damping ratio and initial velocity relative to the distance.
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
        /// `animateKeyframes`: changes are recorded, then built into keyframe animations.
        case keyframes(KeyframeRecorder)
        /// `addKeyframe`: relative start and duration within the enclosing keyframes block.
        case keyframe(KeyframeRecorder, start: Double, duration: Double)
        /// `performWithoutAnimation` and transition bodies: no animation.
        case disabled
    }

    let kind: Kind
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var curve: UIView.AnimationCurve
    /// `setAnimationRepeatCount` (the older API); nil: from `options`.
    var repeatCount: Float?
    let completion: AnimationCompletionGroup

    init(kind: Kind, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         completion: AnimationCompletionGroup) {
        self.kind = kind
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.options = options
        self.curve = options.curve
        self.completion = completion
        inherit()
    }

    /// Nested blocks take the enclosing block's duration, curve and options unless told not to
    /// (UIView.AnimationOptions: `overrideInheritedDuration` — "if this key is not present, the
    /// animation inherits the remaining duration of the in-flight animation";
    /// `overrideInheritedCurve`; `overrideInheritedOptions` — "not inherit the animation type
    /// or any options").
    private func inherit() {
        guard let parent = ViewAnimationContext.current, !parent.isDisabled, !isDisabled else { return }
        if case .keyframe = kind { return }
        if !options.contains(.overrideInheritedDuration) { duration = parent.duration }
        if !options.contains(.overrideInheritedCurve) { curve = parent.curve }
        if !options.contains(.overrideInheritedOptions) {
            let inherited: UIView.AnimationOptions = [.repeat, .autoreverse, .beginFromCurrentState, .allowUserInteraction]
            options.formUnion(parent.options.intersection(inherited))
            if repeatCount == nil { repeatCount = parent.repeatCount }
        }
    }

    var isDisabled: Bool { if case .disabled = kind { return true } else { return false } }

    // MARK: the stack

    static var stack: [ViewAnimationContext] {
        get { UIThreadState.current.animationStack }
        set { UIThreadState.current.animationStack = newValue }
    }
    static var animationsEnabled: Bool {
        get { UIThreadState.current.animationsEnabled }
        set { UIThreadState.current.animationsEnabled = newValue }
    }
    static var current: ViewAnimationContext? { stack.last }

    /// Runs `body` inside this block, then lets the completion group know no more animations
    /// will join it.
    func run(_ body: () -> Void) {
        ViewAnimationContext.stack.append(self)
        body()
        if options.contains(.layoutSubviews) { ViewAnimationContext.layoutChangedViews() }
        ViewAnimationContext.stack.removeLast()
        if ViewAnimationContext.stack.isEmpty { ViewAnimationContext.touchedViews = [] }
    }

    /// `.layoutSubviews`: lay out now, inside the block, so layout changes animate with it.
    private static func layoutChangedViews() {
        for view in touchedViews { view.layoutIfNeeded() }
    }
    static var touchedViews: [UIView] {
        get { UIThreadState.current.touchedViews }
        set { UIThreadState.current.touchedViews = newValue }
    }

    // MARK: actions

    /// The keys a view animates inside a block (UIKit animates the view's own properties and,
    /// since iOS 11, most layer properties changed directly).
    static let animatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowColor",
        "contentsRect", "zPosition", "anchorPoint", "sublayerTransform", "shadowPath",
    ]

    /// The keys of a visual effect view's backdrop, animated when its `effect` changes.
    static let backdropKeys: Set<String> = ["blurRadius", "saturation"]

    /// The action for `key` on `layer` now, or nil for "no animation" (outside blocks, in a
    /// disabled block, for keys views do not animate).
    static func action(for layer: CALayer, view: UIView, key: String) -> CAAction? {
        guard animationsEnabled, let context = current, !context.isDisabled,
              animatableKeys.contains(key) || (layer is CABackdropLayer && backdropKeys.contains(key)) else { return nil }
        if context.options.contains(.layoutSubviews), !touchedViews.contains(where: { $0 === view }) {
            touchedViews.append(view)
        }
        let old = layer.value(forKey: key)
        switch context.kind {
        case .keyframes(let recorder):
            return KeyframeRecordAction(recorder: recorder, old: old, start: 0, duration: 1)
        case .keyframe(let recorder, let start, let duration):
            return KeyframeRecordAction(recorder: recorder, old: old, start: start, duration: duration)
        default:
            guard context.duration > 0 || context.delay > 0 else { return nil }
            if AdditiveViewAction.keys.contains(key) {
                return AdditiveViewAction(context: context, layer: layer, view: view)
            }
            // Other keys replace an in-flight animation of the key. Without
            // `.beginFromCurrentState` the new one starts from the old model value (the
            // in-flight one's end); with it, from what is on screen (the engine's default).
            let from = context.options.contains(.beginFromCurrentState) ? nil : old
            return ViewPropertyAction(context: context, from: from, view: view)
        }
    }
}

/// Builds and adds the block's animation once the new value is stored.
final class ViewPropertyAction: NSObject, CAAction {
    let context: ViewAnimationContext
    let from: Any?
    weak var view: UIView?

    init(context: ViewAnimationContext, from: Any?, view: UIView) {
        self.context = context
        self.from = from
        self.view = view
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let animation = context.makeAnimation(keyPath: event, layer: layer)
        animation.fromValue = from
        animation.toValue = layer.value(forKey: event)
        // Without `.allowUserInteraction` the view takes no touches while it animates
        // (AnimationOptions.allowUserInteraction: "Allow the user to interact with views
        // while they are being animated").
        var onStop: (() -> Void)?
        if !context.options.contains(.allowUserInteraction), let view {
            view.animationsBlockingInteraction += 1
            onStop = { [weak view] in view?.animationsBlockingInteraction -= 1 }
        }
        context.completion.track(animation, onStop: onStop)
        layer.add(animation, forKey: event)
    }
}

extension ViewAnimationContext {
    /// A basic or spring animation with the block's timing, delay and repetition.
    func makeAnimation(keyPath: String, layer: CALayer) -> CABasicAnimation {
        let animation: CABasicAnimation
        if case .spring(let ratio, let velocity) = kind {
            animation = UISpringTimingParameters.springAnimation(dampingRatio: ratio, velocity: velocity, duration: duration)
            animation.keyPath = keyPath
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = curve.timingFunction
        }
        applyTiming(to: animation, layer: layer)
        return animation
    }

    /// Duration, delay (held at the start value until it begins), repeat and autoreverse.
    func applyTiming(to animation: CAAnimation, layer: CALayer) {
        animation.duration = max(duration, 1e-6)
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if let repeatCount {
            animation.repeatCount = repeatCount
        } else if options.contains(.repeat) {
            animation.repeatCount = .infinity
        }
        if options.contains(.autoreverse) { animation.autoreverses = true }
    }
}

/// The animations one block made, and its completion: called once all have stopped, with
/// `finished` false if any was removed before its end (UIKit: "a Boolean indicating whether
/// or not the animations actually finished before the completion handler was called"), or on
/// the next frame with true if the block animated nothing.
final class AnimationCompletionGroup: NSObject {
    private let completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var closed = false
    private var didCall = false

    init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

    func track(_ animation: CAAnimation, onStop: (() -> Void)? = nil) {
        pending += 1
        animation.delegate = StopForwarder(group: self, onStop: onStop)
    }

    func animationStopped(finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        callIfDone()
    }

    /// No more animations will join: if none did, the completion runs on the next frame.
    func close() {
        closed = true
        guard pending == 0, !didCall else { return }
        didCall = true
        MediaClock.current.perform(atNextFrame: { [completion] in completion?(true) })
    }

    private func callIfDone() {
        guard closed, pending <= 0, !didCall else { return }
        didCall = true
        completion?(allFinished)
    }
}

/// One animation's delegate: tells its group, and runs the animation's own stop work once.
private final class StopForwarder: NSObject, CAAnimationDelegate {
    let group: AnimationCompletionGroup
    var onStop: (() -> Void)?
    init(group: AnimationCompletionGroup, onStop: (() -> Void)?) {
        self.group = group
        self.onStop = onStop
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        onStop?()
        onStop = nil
        group.animationStopped(finished: flag)
    }
}
