import Foundation

/// Threads started by Strata itself, with `pthread_create`, so that a failure to start one
/// (a process or address-space limit: `prlimit --nproc`, `--as`) is an error the caller sees.
/// libdispatch, asked for a worker it cannot create, retries forever on EAGAIN, and
/// Foundation's `Thread.start()` drops the failure: either way a render under a tight limit
/// waited for work that never ran (issue 13).
package enum WorkerThreads {
    /// Starts `body` on a new detached thread with a stack of `stackSize` bytes; `name` names it
    /// in the error.
    /// Throws `ThreadStartError` (one sentence) when the system refuses the thread.
    package static func start(name: String, stackSize: Int, _ body: @escaping @Sendable () -> Void) throws {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var status = pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN)))
        let box = Unmanaged.passRetained(Start(body: body))
        var thread = pthread_t()
        if status == 0 {
            status = pthread_create(&thread, &attributes, { context in
                let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
                start.body()
                return nil
            }, box.toOpaque())
        }
        guard status == 0 else {
            box.release()
            throw ThreadStartError(name: name, code: status)
        }
    }

    /// Whether `count` threads with the system's default stack (RLIMIT_STACK, as libraries
    /// that start their own threads use) can run at once: each is started, then all are let go.
    package static func canStartDefaultThreads(_ count: Int) -> Bool {
        let gate = DispatchSemaphore(value: 0)
        var started: [pthread_t] = []
        defer {
            for _ in started { gate.signal() }
            for thread in started { pthread_join(thread, nil) }
        }
        let context = Unmanaged.passUnretained(gate).toOpaque()
        for _ in 0..<count {
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<DispatchSemaphore>.fromOpaque(context!).takeUnretainedValue().wait()
                return nil
            }, context)
            guard status == 0 else { return false }
            started.append(thread)
        }
        return true
    }

    private final class Start {
        let body: @Sendable () -> Void
        init(body: @escaping @Sendable () -> Void) { self.body = body }
    }
}

/// A thread could not be started.
package struct ThreadStartError: Error, CustomStringConvertible {
    package let name: String
    package let code: Int32

    package var description: String {
        "cannot start a thread (\(name)): \(String(cString: strerror(code))) — a process or memory limit (ulimit -u, -v) may be too low"
    }
}

/// A few threads working through a queue of jobs, oldest first: the CLI's PNG writers, the
/// video encoder. The threads start on first use; when the system refuses even the first,
/// each job runs on the caller's thread (slower, never stuck), with a one-time warning.
package final class WorkerPool: @unchecked Sendable {
    private let name: String
    private let maximumThreads: Int
    private let stackSize: Int
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var threads = 0
    private var idle = 0
    private var cannotStart = false
    private var isClosed = false

    /// Up to `threads` threads named `name`, each with a stack of `stackSize` bytes.
    package init(name: String, threads: Int, stackSize: Int = 1 << 20) {
        self.name = name
        maximumThreads = max(1, threads)
        self.stackSize = stackSize
    }

    /// Whether jobs run on the caller's thread because no thread could be started.
    package var runsInline: Bool {
        condition.lock(); defer { condition.unlock() }
        return cannotStart && threads == 0
    }

    /// Queues `job` (or runs it now, inline, when the pool has no thread and cannot start one).
    package func submit(_ job: @escaping () -> Void) {
        condition.lock()
        if idle == 0, threads < maximumThreads, !cannotStart, !isClosed {
            do {
                try WorkerThreads.start(name: name, stackSize: stackSize) { [self] in work() }
                threads += 1
            } catch {
                cannotStart = true
                Diagnostics.warnOnce("\(error); working on one thread")
            }
        }
        guard threads > 0 else {
            condition.unlock()
            job()
            return
        }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Waits until every job queued so far has run (a single-thread pool: in order).
    package func drain() {
        let done = DispatchSemaphore(value: 0)
        submit { done.signal() }
        done.wait()
    }

    /// Lets the threads end once the queued jobs are done (the owner is finished with the pool).
    package func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            idle += 1
            while jobs.isEmpty && !isClosed { condition.wait() }
            idle -= 1
            guard !jobs.isEmpty else {
                threads -= 1
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
