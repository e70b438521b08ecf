import CSDL2
import Foundation
import StrataCore
import StrataGraphics

/// A window loop's timing: where frame times come from (the wall clock, or a fixed step),
/// when to wait for input instead of drawing, when to stop, and pacing when the display does
/// not throttle swaps.
struct FrameLoop {
    let options: RunLimits
    let window: SDLWindow
    /// Seconds between frames: the display's refresh interval, or the fixed step.
    let interval: Double
    /// Wall-clock time of session time 0: the loop's first turn (`begin()`), so the time spent
    /// opening the window and building the renderer is not part of the session.
    private var start = FrameLoop.wallClock()
    private var hasBegun = false
    /// Fixed-step mode: the next frame's index (its time is index × step).
    private var tick = 0
    /// Consecutive swaps that returned well before a refresh interval (no real vsync).
    private var fastSwaps = 0

    enum InputResult { case quit, proceed }

    init(options: RunLimits, window: SDLWindow) {
        self.options = options
        self.window = window
        interval = options.fixedStep ?? window.refreshInterval
    }

    /// Starts session time now, at the loop's first turn (later calls do nothing).
    mutating func begin() {
        guard !hasBegun else { return }
        hasBegun = true
        start = Self.wallClock()
    }

    /// Seconds of the monotonic clock.
    static func wallClock() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Session time of the next frame on the current time source.
    var now: Double {
        if let step = options.fixedStep { return Double(tick) * step }
        return Self.wallClock() - start
    }

    /// When the run must draw its next frame even if nothing moves: the next scripted event,
    /// or the frame that ends a `duration` run (session time).
    private func deadline(_ session: any WindowDriver) -> Double? {
        let end = options.duration.map { $0 - interval }
        switch (session.nextEventTime, end) {
        case let (event?, end?): return min(event, end)
        case let (event?, nil): return event
        case let (nil, end?): return end
        default: return nil
        }
    }

    private var mustDrawEveryFrame: Bool { options.frameLimit != nil }
    /// Whether every turn draws a frame (a frame-limited run).
    var drawsEveryFrame: Bool { mustDrawEveryFrame }

    /// Collects input into the session: polls when a frame is due, else (when `mayWait`)
    /// waits (no CPU) until input arrives, the next deadline or `maxWait` seconds (≤ 1).
    mutating func gatherInput(session: any WindowDriver, mayWait: Bool = true, maxWait: Double = 1) -> InputResult {
        if mayWait && !mustDrawEveryFrame && !session.needsFrames {
            let deadline = deadline(session)
            if options.fixedStep != nil, deadline != nil {
                // Virtual time: nothing moves until the deadline, so jump there (after a poll).
            } else {
                let wait = min(deadline.map { max(0, $0 - now) } ?? 1, maxWait)
                if let event = SDLEventPump.next(for: window.id, waitingUpTo: max(1, Int32(saturating: min(wait, 1) * 1000))) {
                    if apply(event, to: session) == .quit { return .quit }
                }
            }
        }
        while let event = SDLEventPump.next(for: window.id) {
            if apply(event, to: session) == .quit { return .quit }
        }
        return .proceed
    }

    private func apply(_ event: SDL_Event, to session: any WindowDriver) -> InputResult {
        let size = window.pointSize
        switch SDLEventTranslator.translate(event, windowSize: size, unitsPerPoint: window.unitsPerPoint, time: sessionTime(ofTicks:)) {
        case .quit: return .quit
        case .input(let input): session.enqueue(input)
        case .redraw:
            session.windowDidChange(size: size, scale: window.scale)
            session.setNeedsFrame()
        case .ignore: break
        }
        return .proceed
    }

    /// Session time of an SDL timestamp (ms since SDL started): how long ago it was, taken
    /// from now. Virtual time has no past: events happen at the coming frame.
    private func sessionTime(ofTicks ticks: UInt32) -> CFTimeInterval {
        guard options.fixedStep == nil else { return now }
        let age = Double(SDL_GetTicks() &- ticks) / 1000
        return now - min(max(age, 0), 1)
    }

    /// The session time of the frame to draw now, or nil when no frame is needed yet.
    mutating func nextFrameTime(session: any WindowDriver, framesRendered: Int) -> Double? {
        let due = deadline(session).map { now >= $0 - 1e-9 } ?? false
        let needed = mustDrawEveryFrame || framesRendered == 0 || session.needsFrames || due
        if let step = options.fixedStep {
            if !needed, let deadline = deadline(session) {
                // Jump virtual time to the first frame at or after the deadline.
                tick = max(tick + 1, Int(saturating: (deadline / step - 1e-9).rounded(.up)))
                let time = Double(tick) * step
                tick += 1
                return time
            }
            guard needed else { return nil }
            let time = Double(tick) * step
            tick += 1
            return time
        }
        return needed ? now : nil
    }

    /// True once the run's limits are reached after a frame at session time `time`.
    func isFinished(afterFrameAt time: Double, framesRendered: Int) -> Bool {
        if let limit = options.frameLimit, framesRendered >= limit { return true }
        if let duration = options.duration, time + interval >= duration - 1e-9 { return true }
        return false
    }

    /// Keeps to the refresh rate when swaps return at once (no vsync, or a driver such as Xvfb
    /// or offscreen that does not wait): sleeps for the rest of the interval. Fixed-step runs
    /// are not paced.
    mutating func pace(frameStart: Double) {
        guard options.fixedStep == nil else { return }
        let elapsed = Self.wallClock() - frameStart
        fastSwaps = elapsed < interval * 0.5 ? fastSwaps + 1 : 0
        // With real vsync the swap itself waits; sleeping too would miss refreshes.
        guard !window.hasVSync || fastSwaps >= 3, elapsed < interval else { return }
        let rest = interval - elapsed
        usleep(useconds_t(rest * 1_000_000))
    }
}
