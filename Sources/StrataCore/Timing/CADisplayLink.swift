import Foundation

/// A timer synchronised with the display's refresh (Apple: CADisplayLink).
///
/// On Linux there are no selectors, so the link calls a closure. It fires once per frame of the
/// `MediaClock` it is added to — the host's frames in an app, `advance(to:)` in tests.
open class CADisplayLink: NSObject {
    private let handler: (CADisplayLink) -> Void
    private weak var clock: MediaClock?
    private var lastFire: CFTimeInterval?
    private(set) var isInvalidated = false
    /// The run-loop modes the link was added in and not removed from.
    private var modes: Set<RunLoop.Mode> = []

    /// The time of the last frame that fired the link.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame: what the callback should prepare content for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    open private(set) var duration: CFTimeInterval = 0
    /// Whether the link skips frames. Default false.
    open var isPaused = false
    /// The desired callback rate; 0 means every frame. Default 0.
    open var preferredFramesPerSecond = 0
    /// The range of callback rates the link asks for; when not `.default`, it limits the
    /// callbacks to its preferred (else maximum) rate. Default `.default`.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// Creates a link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Starts the link on the current media clock. Strata's frames run in every mode, so the
    /// run loop and mode only record where the link was added (see `remove(from:forMode:)`).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.insert(mode)
        attach(to: MediaClock.current)
    }

    /// Starts the link on `clock`.
    public func attach(to clock: MediaClock) {
        guard !isInvalidated, self.clock == nil else { return }
        self.clock = clock
        clock.displayLinks.append(self)
        clock.runLoopDriver?.needsFrame()
    }

    /// Removes the link from `mode`; removed from every mode it was added in, it stops firing
    /// until added again (Apple: "Removes the display link from the run loop for the given
    /// mode"; unlike `invalidate()`, the link can be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        guard modes.isEmpty, let clock else { return }
        clock.displayLinks.removeAll { $0 === self }
        self.clock = nil
        lastFire = nil
    }

    /// Stops the link for good.
    open func invalidate() {
        isInvalidated = true
    }

    func fire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
        guard !isInvalidated else { return }
        let rate = preferredFrameRateRange.callbackRate > 0
            ? preferredFrameRateRange.callbackRate : Double(preferredFramesPerSecond)
        if rate > 0, let last = lastFire {
            // Skip frames to keep to the preferred rate (with a little slack for jitter).
            let interval = 1.0 / rate
            if timestamp - last < interval * 0.95 { return }
        }
        duration = targetTimestamp - timestamp
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        lastFire = timestamp
        handler(self)
    }
}
