import Foundation

/// Runs the main thread's real-time clock from `RunLoop.main` when no host drives its frames,
/// as Core Animation does on iOS: the implicit transaction is committed at the end of the run
/// loop's current iteration (Apple: CATransaction, "implicit transactions … are committed
/// automatically when the thread's run-loop next iterates"), and while animations or display
/// links need frames, a timer on the main run loop runs them — so code that calls an animation
/// and spins `RunLoop.main.run(until:)`, as tests and command-line tools do, sees display links
/// fire, finished animations removed and their delegates and completion blocks called.
///
/// swift-corelibs-foundation has no public run-loop observer; `RunLoop.perform` (a block run
/// in the current or next iteration) and a `Timer` in the common modes are what it offers, and
/// both run whenever the main run loop spins. A host that never spins the run loop calls
/// `MediaClock.runFrame` itself; then at most one block and one timer wait here, harmlessly.
final class MainRunLoopDriver: @unchecked Sendable {  // only touched on the main thread
    private unowned let clock: MediaClock
    private var commitScheduled = false
    private var timer: Timer?

    init(clock: MediaClock) { self.clock = clock }

    /// Something changed: commit at the end of this iteration, and keep frames coming while
    /// there is work left.
    func needsFrame() {
        guard !commitScheduled else { return }
        commitScheduled = true
        RunLoop.main.perform { [weak self] in
            guard let self else { return }
            self.commitScheduled = false
            self.frame()
        }
    }

    private func frame() {
        // A host window's frame loop runs the frames: committing here too would commit (and
        // fire display links) twice per displayed frame. The host hands back when it closes.
        guard !clock.isDrivenByHost else {
            timer?.invalidate()
            timer = nil
            return
        }
        let now = clock.now
        clock.runFrame(timestamp: now, targetTimestamp: now + clock.frameInterval)
        if clock.needsMoreFrames {
            guard timer == nil else { return }
            let timer = Timer(timeInterval: clock.frameInterval, repeats: true) { [weak self] _ in
                self?.frame()
            }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
        } else {
            timer?.invalidate()
            timer = nil
        }
    }
}
