import Foundation
import StrataCore

/// What an `animateKeyframes` block changed: per layer and key, the value before the block and
/// each keyframe's value with its relative start and duration; built into one
/// `CAKeyframeAnimation` per layer and key when the block ends.
final class KeyframeRecorder {
    struct Segment {
        let start: Double
        let duration: Double
        let value: Any?
    }

    final class Track {
        let layer: CALayer
        let key: String
        let initial: Any?
        var segments: [Segment] = []
        init(layer: CALayer, key: String, initial: Any?) {
            self.layer = layer
            self.key = key
            self.initial = initial
        }
    }

    private(set) var tracks: [Track] = []

    func record(layer: CALayer, key: String, old: Any?, new: Any?, start: Double, duration: Double) {
        let track: Track
        if let existing = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            track = existing
        } else {
            track = Track(layer: layer, key: key, initial: old)
            tracks.append(track)
        }
        let s = start.isFinite ? min(max(start, 0), 1) : 0
        let d = duration.isFinite ? min(max(duration, 0), 1 - s) : 0
        track.segments.append(Segment(start: s, duration: d, value: new))
    }

    /// Key times and values for one track: the value holds until a keyframe starts, then moves
    /// to the keyframe's value by the keyframe's end (UIView `addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)`: start and duration are fractions of the whole).
    static func keyframes(of track: Track) -> (times: [Double], values: [Any?]) {
        var times: [Double] = [0]
        var values: [Any?] = [track.initial]
        let ordered = track.segments.enumerated().sorted {
            ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
        }.map(\.element)
        for segment in ordered {
            let end = segment.start + segment.duration
            if segment.start > times.last! {
                times.append(segment.start)
                values.append(values.last!)
            }
            let t = max(end, times.last!)
            if t == times.last!, times.count > 1 {
                values[values.count - 1] = segment.value
            } else {
                times.append(t)
                values.append(segment.value)
            }
        }
        if times.last! < 1 {
            times.append(1)
            values.append(values.last!)
        }
        return (times, values)
    }
}

/// Records a change made inside a keyframe once the new value is stored.
final class KeyframeRecordAction: NSObject, CAAction {
    let recorder: KeyframeRecorder
    let old: Any?
    let start: Double
    let duration: Double

    init(recorder: KeyframeRecorder, old: Any?, start: Double, duration: Double) {
        self.recorder = recorder
        self.old = old
        self.start = start
        self.duration = duration
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        recorder.record(layer: layer, key: event, old: old, new: layer.value(forKey: event), start: start, duration: duration)
    }
}
