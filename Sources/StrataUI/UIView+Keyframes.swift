import Foundation
import StrataCore

/// Keyframe view animation (Apple: UIView `animateKeyframes(withDuration:delay:options:
/// animations:completion:)` and `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
extension UIView {
    /// Animates the keyframes `animations` adds, over `duration` seconds after `delay`. Changes
    /// made outside a keyframe animate over the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                     options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                     completion: ((Bool) -> Void)? = nil) {
        let recorder = KeyframeRecorder()
        let group = AnimationCompletionGroup(completion)
        let context = ViewAnimationContext(kind: .keyframes(recorder), duration: duration, delay: delay,
                                           options: AnimationOptions(rawValue: options.rawValue), completion: group)
        context.run(animations)
        if context.duration > 0 || context.delay > 0 {
            for track in recorder.tracks { add(track, of: context, mode: options.calculationMode) }
        }
        group.close()
    }

    /// Adds a keyframe: the changes `animations` makes are reached between `frameStartTime`
    /// and `frameStartTime + frameDuration`, both fractions (0…1) of the enclosing
    /// `animateKeyframes` duration. Outside `animateKeyframes`, the changes happen at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        guard let parent = ViewAnimationContext.current, case .keyframes(let recorder) = parent.kind else {
            performWithoutAnimation(animations)
            return
        }
        let context = ViewAnimationContext(kind: .keyframe(recorder, start: frameStartTime, duration: frameDuration),
                                           duration: parent.duration, delay: 0, options: [], completion: parent.completion)
        context.run(animations)
    }

    private static func add(_ track: KeyframeRecorder.Track, of context: ViewAnimationContext,
                            mode: CAAnimationCalculationMode) {
        let (times, values) = KeyframeRecorder.keyframes(of: track)
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.values = values.map { $0 as Any }
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        // Curve bits passed in the raw value (as UIKit code does) set the overall pacing.
        let curveBits = (context.options.rawValue >> 16) & 0xF
        if curveBits != 0 { animation.timingFunction = context.options.curve.timingFunction }
        context.applyTiming(to: animation, layer: track.layer)
        context.completion.track(animation)
        track.layer.add(animation, forKey: track.key)
    }
}
