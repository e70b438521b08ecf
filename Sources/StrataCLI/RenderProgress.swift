import Foundation
import Strata

/// The progress line `strata render` keeps on standard error while a long sequence renders —
/// `frame 120/300 · 41.3 fps · 4 s left`, redrawn in place — only when standard error is a
/// terminal (`isatty(2)`): a pipe or a log file gets nothing. It appears once a render has
/// taken half a second (short ones never flash it) and is erased when the render ends.
final class RenderProgress {
    let total: Int
    private(set) var done = 0
    private let started: Double
    private var lastDrawn = -Double.infinity
    private var drawn = false
    private let clock: () -> Double
    private let write: (String) -> Void

    init(total: Int, clock: @escaping () -> Double = RenderProgress.monotonicSeconds, write: @escaping (String) -> Void) {
        self.total = total
        self.clock = clock
        self.write = write
        started = clock()
    }

    /// A progress line on standard error, or nil when standard error is not a terminal (or
    /// there is only one frame).
    static func forStandardError(total: Int, isTerminal: Bool = isatty(STDERR_FILENO) == 1) -> RenderProgress? {
        guard isTerminal, total > 1 else { return nil }
        return RenderProgress(total: total) { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// Counts a frame and redraws the line (at most ten times a second).
    func frameDone() {
        done += 1
        let now = clock()
        let elapsed = now - started
        guard elapsed >= 0.5, now - lastDrawn >= 0.1 || done == total else { return }
        lastDrawn = now
        drawn = true
        // \r back to the line's start, ESC[K erases what a longer line left.
        write("\r" + Self.line(done: done, total: total, elapsed: elapsed) + "\u{1B}[K")
    }

    /// Erases the line, if it was drawn.
    func end() {
        if drawn { write("\r\u{1B}[K") }
        drawn = false
    }

    /// `frame DONE/TOTAL · FPS fps · TIME left` (the rate so far; the time left at that rate).
    static func line(done: Int, total: Int, elapsed: Double) -> String {
        guard elapsed > 0, done > 0 else { return "frame \(done)/\(total)" }
        let fps = Double(done) / elapsed
        let left = Double(total - done) / fps
        return "frame \(done)/\(total) · \(String(format: "%.1f", fps)) fps · \(duration(left)) left"
    }

    /// Whole seconds under a minute (`4 s`), minutes and seconds above (`2 min 05 s`), hours above that.
    static func duration(_ seconds: Double) -> String {
        let s = Int(saturating: seconds.rounded(.up), in: 0...Int.max)
        if s < 60 { return "\(s) s" }
        if s < 3600 { return String(format: "%d min %02d s", s / 60, s % 60) }
        return String(format: "%d h %02d min", s / 3600, (s % 3600) / 60)
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
