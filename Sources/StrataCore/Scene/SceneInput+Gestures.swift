import Foundation

/// Scripted gestures as timed input: a drag or a finger's swipe along a path, sampled at 60 Hz
/// (a display's rate), so replayed drags carry a real velocity.
extension SceneInput {
    /// A drag with the left button along `path` (root points), from time `start` over
    /// `duration` seconds at constant speed: a press at the first point, a move per sample and
    /// the release at the last point (with the last move, so the release keeps the velocity).
    public static func drag(along path: [CGPoint], at start: CFTimeInterval, duration: CFTimeInterval,
                            rate: Double = 60) -> [(time: CFTimeInterval, input: SceneInput)] {
        let samples = sample(path, at: start, duration: duration, rate: rate)
        guard let first = samples.first, let last = samples.last else { return [] }
        return [(first.time, .pointerDown(first.point))]
            + samples.dropFirst().map { ($0.time, .pointerMoved($0.point)) }
            + [(last.time, .pointerUp(last.point))]
    }

    /// Finger `id` along `path` as `drag` does: began, moved per sample, ended.
    public static func swipe(id: Int, along path: [CGPoint], at start: CFTimeInterval, duration: CFTimeInterval,
                             rate: Double = 60) -> [(time: CFTimeInterval, input: SceneInput)] {
        let samples = sample(path, at: start, duration: duration, rate: rate)
        guard let first = samples.first, let last = samples.last else { return [] }
        return [(first.time, .touch(id: id, first.point, .began))]
            + samples.dropFirst().map { ($0.time, .touch(id: id, $0.point, .moved)) }
            + [(last.time, .touch(id: id, last.point, .ended))]
    }

    /// Points along `path` at equal steps of its length, one per 1/`rate` s of `duration`
    /// (the first at `start`, the last at `start + duration`); one point for a single-point
    /// path or a zero duration.
    static func sample(_ path: [CGPoint], at start: CFTimeInterval, duration: CFTimeInterval,
                       rate: Double) -> [(time: CFTimeInterval, point: CGPoint)] {
        guard let first = path.first else { return [] }
        guard path.count > 1, duration > 0, duration.isFinite, rate > 0 else { return [(start, first)] }
        let steps = Int(saturating: (duration * rate).rounded(.up), in: 1...100_000)
        let lengths = zip(path, path.dropFirst()).map { hypot(Double($1.x - $0.x), Double($1.y - $0.y)) }
        let total = lengths.reduce(0, +)
        return (0...steps).map { step in
            let fraction = Double(step) / Double(steps)
            return (start + duration * fraction, point(at: fraction * total, along: path, lengths: lengths))
        }
    }

    private static func point(at distance: Double, along path: [CGPoint], lengths: [Double]) -> CGPoint {
        var left = distance
        for (index, length) in lengths.enumerated() {
            if left <= length || index == lengths.count - 1 {
                let f = length > 0 ? min(1, max(0, left / length)) : 1
                let a = path[index], b = path[index + 1]
                return CGPoint(x: Double(a.x) + Double(b.x - a.x) * f, y: Double(a.y) + Double(b.y - a.y) * f)
            }
            left -= length
        }
        return path[path.count - 1]
    }
}
