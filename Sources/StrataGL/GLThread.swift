import Foundation
import StrataGraphics

/// The one thread that does all of a process's headless GL work.
///
/// A GL context is current on one thread only, and an `await` may resume on another thread
/// (PLATFORM.md measured 20 of 50 resumptions elsewhere), so every offscreen GL call is made
/// on this dedicated, pinned thread. `run` is synchronous: it hands the closure to the thread
/// and waits for its result, which keeps the CLI and the tests free of async plumbing. Called
/// from the GL thread itself, it runs the closure inline (no deadlock on re-entry).
public final class GLThread: @unchecked Sendable {
    /// The process's GL thread, started on first use and never stopped.
    public static let shared = GLThread()

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var threadID: pthread_t?
    /// Why the thread could not be started (a process or memory limit): every `run` throws it.
    private var startError: ThreadStartError?

    private init() {
        let ready = DispatchSemaphore(value: 0)
        do {
            // Deep layer trees recurse; give the walk room.
            try WorkerThreads.start(name: "strata.gl", stackSize: 16 << 20) { [unowned self] in
                self.condition.lock()
                self.threadID = pthread_self()
                self.condition.unlock()
                ready.signal()
                self.loop()
            }
            ready.wait()
        } catch {
            startError = error as? ThreadStartError
        }
    }

    /// Whether the caller is on the GL thread.
    public var isCurrent: Bool {
        guard let id = threadID else { return false }
        return pthread_equal(id, pthread_self()) != 0
    }

    /// Runs `body` on the GL thread and returns its result (or throws its error), waiting
    /// for it to finish.
    public func run<T>(_ body: () throws -> T) throws -> T {
        if isCurrent { return try body() }
        if let startError { throw startError }
        return try withoutActuallyEscaping(body) { escapable in
            let box = ResultBox<T>()
            let job = Job { box.result = Result { try escapable() } }
            condition.lock()
            jobs.append(job)
            condition.signal()
            condition.unlock()
            job.done.wait()
            return try box.result!.get()
        }
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.work?()
            // Drop the closure before signalling: `run` lends it with withoutActuallyEscaping,
            // which checks that nothing holds it once `run` returns.
            job.work = nil
            job.done.signal()
        }
    }

    private final class Job: @unchecked Sendable {
        var work: (() -> Void)?
        let done = DispatchSemaphore(value: 0)
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
