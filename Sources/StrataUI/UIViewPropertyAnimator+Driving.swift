import Foundation
import StrataCore

/// One view property an animator animates: its layer, key, and the values at the start and
/// the end of the animation.
final class AnimatorTrack {
    let layer: CALayer
    let key: String
    let start: Any?
    let end: Any?
    let delayFactor: Double
    /// Whether an animation of the animator has shown the track yet (before that, what is on
    /// screen is the start value, whatever the uncommitted model says).
    var shown = false
    init(layer: CALayer, key: String, start: Any?, end: Any?, delayFactor: Double) {
        self.layer = layer; self.key = key; self.start = start; self.end = end; self.delayFactor = delayFactor
    }
    /// The animation key the animator uses (its own, so that it replaces only its own).
    var animationKey: String { "UIViewPropertyAnimator.\(key)" }
}

/// The animator's progress over one run: fraction from `startFraction` to `endFraction`
/// between `startTime` and `startTime + duration` (time fractions; the curve shapes values).
struct AnimatorSegment {
    var startTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var startFraction: Double = 0
    var endFraction: Double = 0

    func fraction(at time: CFTimeInterval) -> Double {
        guard duration > 0 else { return time >= startTime ? endFraction : startFraction }
        let t = min(max((time - startTime) / duration, 0), 1)
        return startFraction + (endFraction - startFraction) * t
    }

    func hasEnded(at time: CFTimeInterval) -> Bool { time >= startTime + duration }
}

extension UIViewPropertyAnimator {
    /// The animator's clock: the local time of its first view's layer, so an animator whose
    /// views sit in a slowed or paused layer tree (a window's `layer.speed`, the viewer's slow
    /// motion and pause) keeps pace with its own Core Animation animations, which run in that
    /// tree's time (CAMediaTiming: "each layer has its own local time"); media time before
    /// it has views.
    var now: CFTimeInterval {
        let media = CACurrentMediaTime()
        return timeLayer.map { $0.convertTime(media, from: nil) } ?? media
    }

    /// The time left from fraction `f` toward the end the animator is heading for.
    func remainingDuration(from f: Double) -> TimeInterval {
        duration * (reversed ? f : 1 - f)
    }

    /// Becomes active: runs the pending blocks, recording their changes.
    func activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { _ = record(block, delayFactor: factor) }
        timeLayer = tracks.first?.layer
        startLink()
    }

    /// Runs `block`, recording what it changes (the model takes the new values at once).
    func record(_ block: () -> Void, delayFactor: CGFloat) -> [AnimatorTrack] {
        let recorder = KeyframeRecorder()
        let context = ViewAnimationContext(kind: .keyframes(recorder), duration: duration, delay: 0,
                                           options: [.overrideInheritedDuration, .overrideInheritedOptions],
                                           completion: AnimationCompletionGroup(nil))
        context.run(block)
        let added = recorder.tracks.map { track in
            AnimatorTrack(layer: track.layer, key: track.key, start: track.initial,
                          end: track.segments.last?.value, delayFactor: Double(delayFactor))
        }
        for track in added {
            tracks.removeAll { $0.layer === track.layer && $0.key == track.key }
            tracks.append(track)
        }
        return added
    }

    /// Runs `tracks` from what is on screen toward the segment's end.
    func resume(_ tracks: [AnimatorTrack]) {
        let parameters = continuationParameters ?? timingParameters
        for track in tracks {
            let from = onScreen(track)
            let target = segment.endFraction == 0 ? track.start : track.end
            let animation: CABasicAnimation
            if let spring = parameters?.springTimingParameters {
                animation = spring.springAnimation(duration: max(segment.duration, 1e-3))
                animation.keyPath = track.key
            } else {
                animation = CABasicAnimation(keyPath: track.key)
                animation.timingFunction = parameters?.cubicTimingParameters?.timingFunction
                    ?? CAMediaTimingFunction(name: .easeInEaseOut)
            }
            animation.duration = max(segment.duration * (1 - track.delayFactor), 1e-6)
            var begin = segment.startTime + segment.duration * track.delayFactor
            if begin <= now { begin = now }
            animation.beginTime = track.layer.convertTime(begin, from: timeLayer)
            animation.fillMode = .both
            animation.fromValue = from
            animation.toValue = target
            animation.isRemovedOnCompletion = false
            track.layer.add(animation, forKey: track.animationKey)
            track.shown = true
        }
    }

    /// Holds `tracks` at what is on screen now.
    func hold(_ tracks: [AnimatorTrack]) {
        for track in tracks { pin(track, at: onScreen(track)) }
    }

    /// Shows fraction `f` of every track: linearly between start and end when `scrubsLinearly`,
    /// else along the animator's cubic curve.
    func scrub(to f: Double) {
        for track in tracks {
            let animation = CABasicAnimation(keyPath: track.key)
            animation.fromValue = track.start
            animation.toValue = track.end
            animation.duration = 1
            animation.speed = 0
            animation.timeOffset = f
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            if !scrubsLinearly, let cubic = timingParameters?.cubicTimingParameters {
                animation.timingFunction = cubic.timingFunction
            }
            track.layer.add(animation, forKey: track.animationKey)
            track.shown = true
        }
    }

    private func pin(_ track: AnimatorTrack, at value: Any?) {
        let animation = CABasicAnimation(keyPath: track.key)
        animation.fromValue = value
        animation.toValue = value
        animation.duration = 1
        animation.speed = 0
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        track.layer.add(animation, forKey: track.animationKey)
        track.shown = true
    }

    /// The value of the track's property on screen now.
    func onScreen(_ track: AnimatorTrack) -> Any? {
        guard track.shown else { return track.start }
        return (track.layer.presentation() ?? track.layer).value(forKey: track.key)
    }

    /// Ends the animations at `position`: the model takes the end, start or on-screen values.
    func settle(at position: UIViewAnimatingPosition) {
        let values = tracks.map { track -> Any? in
            switch position {
            case .end: return track.end
            case .start: return track.start
            case .current: return onScreen(track)
            }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (track, value) in zip(tracks, values) {
            track.layer.removeAnimation(forKey: track.animationKey)
            track.layer.setValue(value, forKey: track.key)
        }
        CATransaction.commit()
    }

    /// Calls the completions and returns to `.inactive`.
    func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        stopLink()
        tracks = []
        timeLayer = nil
        segment = AnimatorSegment()
        reversed = false
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }

    func startLink() {
        guard link == nil else { return }
        // The link holds the animator while it is active, as UIKit keeps a running animator
        // alive with no other reference; `stopLink()` lets go.
        let link = CADisplayLink { _ in self.tick() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stopLink() {
        link?.invalidate()
        link = nil
    }

    /// Each frame: a running animator that has reached its end completes (or, with
    /// `pausesOnCompletion`, pauses there).
    private func tick() {
        guard state == .active, isRunning, segment.hasEnded(at: now) else { return }
        let position: UIViewAnimatingPosition = segment.endFraction == 0 ? .start : .end
        if pausesOnCompletion {
            pauseAnimation()
            return
        }
        settle(at: position)
        complete(at: position)
    }
}
