import Foundation

/// The clock behind `CACurrentMediaTime()`, and the run loop of the animation engine: it owns
/// the transaction stack, the layers with animations (for their start/stop callbacks) and the
/// display links.
///
/// Apps run on `MediaClock.realTime`, driven by the host's frames. Tests and headless
/// rendering make a virtual clock, bind it with `run(_:)` and move it with `advance(to:)`:
/// nothing then depends on the wall clock, so results are exact and repeatable.
public final class MediaClock: @unchecked Sendable {
    /// The clock bound by `run(_:)` in this task or thread.
    @TaskLocal static var bound: MediaClock?

    /// The process's real-time clock: seconds of the monotonic system clock, like
    /// `mach_absolute_time` on Apple platforms.
    public static let realTime = MediaClock(virtual: false, start: 0)

    /// The clock that `CACurrentMediaTime()` and `CATransaction` use here: the bound one, else
    /// the real-time clock.
    public static var current: MediaClock { bound ?? realTime }

    /// A clock that moves only when told to, starting at `start` seconds.
    public static func virtual(startingAt start: CFTimeInterval = 0) -> MediaClock {
        MediaClock(virtual: true, start: start)
    }

    public let isVirtual: Bool
    private var virtualNow: CFTimeInterval
    let transactions = TransactionStack()
    /// Layers that have animations, for start/stop callbacks (weakly held).
    private var animatingLayers: [ObjectIdentifier: WeakLayer] = [:]
    var displayLinks: [CADisplayLink] = []
    /// The interval between frames that display links report. Default 1/60 s.
    public var frameInterval: CFTimeInterval = 1.0 / 60

    private init(virtual: Bool, start: CFTimeInterval) {
        isVirtual = virtual
        virtualNow = start
    }

    /// The current media time in seconds.
    public var now: CFTimeInterval {
        guard !isVirtual else { return virtualNow }
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Runs `body` with this clock as the current one (for `CACurrentMediaTime()`,
    /// `CATransaction`, display links and animation callbacks).
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        if MediaClock.bound === self { return try body() }
        return try MediaClock.$bound.withValue(self, operation: body)
    }

    /// Moves a virtual clock to `time` (never backwards) and runs one frame there.
    public func advance(to time: CFTimeInterval) {
        precondition(isVirtual, "only a virtual MediaClock can be advanced")
        run {
            transactions.flush()
            if time.isFinite && time > virtualNow { virtualNow = time }
            runFrame(timestamp: virtualNow, targetTimestamp: virtualNow + frameInterval)
        }
    }

    /// Moves a virtual clock forward by `delta` seconds and runs one frame there.
    public func advance(by delta: CFTimeInterval) {
        advance(to: virtualNow + max(0, delta.isFinite ? delta : 0))
    }

    /// One frame of the engine, in the order a display's frame runs: commit what the app
    /// changed, fire display links, commit their changes, then deliver animation start/stop
    /// callbacks (removing finished animations) and commit what those changed.
    public func runFrame(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
        run {
            transactions.flush()
            for link in displayLinks where !link.isPaused {
                link.fire(timestamp: timestamp, targetTimestamp: targetTimestamp)
            }
            displayLinks.removeAll { $0.isInvalidated }
            transactions.flush()
            deliverAnimationEvents()
            transactions.flush()
        }
    }

    func register(_ layer: CALayer) {
        animatingLayers[ObjectIdentifier(layer)] = WeakLayer(layer)
    }

    /// Starts and stops animations whose time has come. Callbacks may change layers and
    /// animations, so this works on a snapshot.
    func deliverAnimationEvents() {
        let global = now
        for (id, box) in animatingLayers {
            guard let layer = box.layer else { animatingLayers[id] = nil; continue }
            guard !layer.animationEntries.isEmpty else { animatingLayers[id] = nil; continue }
            let t = layer.localTime(atGlobal: global)
            for entry in layer.animationEntries where !entry.beginIsPending {
                let timing = entry.track.timing
                if !entry.didStart && timing.hasStarted(atParentTime: t) {
                    entry.didStart = true
                    entry.animation.delegate?.animationDidStart(entry.animation)
                }
                if entry.didStart && !entry.didStop && timing.hasEnded(atParentTime: t) {
                    if entry.animation.isRemovedOnCompletion {
                        layer.animationEntries.removeAll { $0 === entry }
                    }
                    entry.stop(finished: true)
                }
            }
        }
    }

    /// The number of layers with animations (tests and the HUD read it).
    public var animatingLayerCount: Int { animatingLayers.values.filter { $0.layer != nil }.count }
}

final class WeakLayer {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}

/// The current media time, in seconds, of the current `MediaClock` (Apple: CACurrentMediaTime).
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current.now
}
