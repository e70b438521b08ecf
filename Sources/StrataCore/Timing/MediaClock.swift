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

    /// The calling thread's real-time clock: seconds of the monotonic system clock, like
    /// `mach_absolute_time` on Apple platforms. Every thread has its own, with its own
    /// transactions and display links, as every thread has its own implicit transaction in
    /// Core Animation (Apple: CATransaction) — so layers changed on two threads at once (each
    /// its own layers) never share a transaction. All of them read the same time.
    public static var realTime: MediaClock { ThreadRealTimeClock.clock }

    /// The clock that `CACurrentMediaTime()` and `CATransaction` use here: the bound one, else
    /// the thread's real-time clock.
    public static var current: MediaClock { bound ?? realTime }

    /// A clock that moves only when told to, starting at `start` seconds.
    public static func virtual(startingAt start: CFTimeInterval = 0) -> MediaClock {
        MediaClock(virtual: true, start: start)
    }

    /// True for a clock made by `virtual(startingAt:)`: its time moves only when advanced.
    public let isVirtual: Bool
    private var virtualNow: CFTimeInterval
    let transactions = TransactionStack()
    /// Layers with an animation that has yet to start or to finish: the only ones a frame
    /// visits for start/stop callbacks. Held until that work is done, as the render tree holds
    /// a running animation's layer; an infinite animation leaves the list once started.
    var lifecycleLayers: [CALayer] = []
    var displayLinks: [CADisplayLink] = []
    /// The interval between frames that display links report. Default 1/60 s.
    public var frameInterval: CFTimeInterval = 1.0 / 60
    /// Runs this clock from `RunLoop.main` (the main thread's real-time clock only).
    var runLoopDriver: MainRunLoopDriver? { didSet { transactions.runLoopDriver = runLoopDriver } }
    /// Open host windows running this clock's frames (`hostWillDriveFrames()`).
    var hostDrivers = 0
    /// Blocks to run at the end of the next frame (`perform(atNextFrame:)`).
    private var nextFrameBlocks: [() -> Void] = []

    init(virtual: Bool, start: CFTimeInterval) {
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

    /// Moves a virtual clock to `time` (never backwards) without running a frame: for a driver
    /// that delivers input at the frame's time before it calls `runFrame` (ScenePlayer).
    func moveVirtualTime(to time: CFTimeInterval) {
        precondition(isVirtual, "only a virtual MediaClock can be advanced")
        if time.isFinite && time > virtualNow { virtualNow = time }
    }

    /// Whether a display link is attached, not paused and not invalidated: the clock then needs
    /// frames even when no layer animates. A Strata addition, for hosts that idle.
    public var hasActiveDisplayLinks: Bool {
        displayLinks.contains { !$0.isPaused && !$0.isInvalidated }
    }

    /// Runs `block` at the end of the next frame, after that frame's commits and animation
    /// callbacks: how UIKit-style code calls a completion "on the next turn of the run loop"
    /// when there was nothing to wait for. A Strata addition.
    public func perform(atNextFrame block: @escaping () -> Void) {
        nextFrameBlocks.append(block)
        runLoopDriver?.needsFrame()
    }

    /// Whether the clock has work for a coming frame: an open change, an animation to start or
    /// finish, an active display link or a block waiting for the next frame.
    var needsMoreFrames: Bool {
        !transactions.isIdle || !lifecycleLayers.isEmpty || hasActiveDisplayLinks || !nextFrameBlocks.isEmpty
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
            let blocks = nextFrameBlocks
            nextFrameBlocks = []
            for block in blocks { block() }
            transactions.flush()
        }
    }

    func register(_ layer: CALayer) {
        guard !layer.isInLifecycleList else { return }
        layer.isInLifecycleList = true
        lifecycleLayers.append(layer)
        runLoopDriver?.needsFrame()
    }

    /// Starts and stops animations whose time has come, and drops layers with nothing left to
    /// report. Callbacks may change layers and animations, so this works on a snapshot.
    func deliverAnimationEvents() {
        let global = now
        let layers = lifecycleLayers
        lifecycleLayers = []
        for layer in layers {
            layer.isInLifecycleList = false
            let t = layer.localTime(atGlobal: global)
            for track in layer.animationTracks where !track.beginIsPending {
                guard let animation = track.animation else { continue }
                let timing = track.timing
                if !track.didStart && timing.hasStarted(atParentTime: t) {
                    track.didStart = true
                    animation.delegate?.animationDidStart(animation)
                }
                if track.didStart && !track.didStop && timing.hasEnded(atParentTime: t) {
                    if animation.isRemovedOnCompletion {
                        layer.animationTracks.removeAll { $0 === track }
                        layer.baseVersion &+= 1
                    }
                    track.stop(finished: true)
                }
            }
            if layer.animationTracks.contains(where: { $0.hasLifecycleWork }) { register(layer) }
        }
    }
}

/// The current media time, in seconds, of the current `MediaClock` (Apple: CACurrentMediaTime).
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current.now
}
