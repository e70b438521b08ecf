import Foundation
import StrataGraphics

/// The velocity of a moving pointer or finger, in points per second: the slope of a
/// least-squares line through the positions of the last 100 ms, like the pan gesture's
/// `velocity(in:)` on iOS (which smooths over recent touches rather than the last two, so one
/// jittery sample does not spike it). A pointer that stopped for longer than the window before
/// its release has no velocity, as a pan held still then lifted on iOS.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds. Default 0.1 s.
    public var window: CFTimeInterval = 0.1
    private var samples: [(time: CFTimeInterval, point: CGPoint)] = []

    /// A tracker with no samples.
    public init() {}

    /// Forgets every sample (a new press or touch starts afresh).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Adds a position at `time`; samples older than the window are dropped. Times must not go
    /// backwards (a stale sample is ignored).
    public mutating func add(_ point: CGPoint, at time: CFTimeInterval) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append((time, point))
        samples.removeAll { $0.time < time - window }
    }

    /// The velocity at time `now` (the last sample's time by default): zero with fewer than two
    /// samples in the window before `now`.
    public func velocity(at now: CFTimeInterval? = nil) -> CGVector {
        guard let last = samples.last else { return CGVector(dx: 0, dy: 0) }
        let now = now ?? last.time
        let recent = samples.filter { $0.time >= now - window }
        guard recent.count >= 2 else { return CGVector(dx: 0, dy: 0) }
        // Least squares: slope = Σ(t−t̄)(x−x̄) / Σ(t−t̄)², per axis.
        let n = CGFloat(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / Double(recent.count)
        let meanX = recent.reduce(0) { $0 + $1.point.x } / n
        let meanY = recent.reduce(0) { $0 + $1.point.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for sample in recent {
            let dt = sample.time - meanT
            stt += dt * dt
            stx += dt * Double(sample.point.x - meanX)
            sty += dt * Double(sample.point.y - meanY)
        }
        guard stt > 1e-12 else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: CGFloat(stx / stt), dy: CGFloat(sty / stt))
    }
}
