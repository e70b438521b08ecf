import Foundation
@testable import StrataGraphics
import Testing

/// Strata's own threads (issue 13): a thread the system refuses is an error the caller sees,
/// and a pool without threads works on the caller's thread — never a wait for a job that
/// never runs (what libdispatch did under a tight `prlimit`).
@Suite struct WorkerThreadsTests {
    /// A petabyte stack cannot be mapped: the start fails with the system's reason.
    static let impossibleStack = 1 << 50

    @Test func aRefusedThreadIsAnErrorInOneSentence() {
        #expect(throws: ThreadStartError.self) {
            try WorkerThreads.start(name: "strata.test", stackSize: Self.impossibleStack) {}
        }
        do {
            try WorkerThreads.start(name: "strata.test", stackSize: Self.impossibleStack) {}
        } catch {
            #expect("\(error)".hasPrefix("cannot start a thread (strata.test): "), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func aPoolThatCannotStartAThreadWorksInline() {
        let pool = WorkerPool(name: "strata.test", threads: 2, stackSize: Self.impossibleStack)
        var ran = 0
        pool.submit { ran += 1 }
        pool.submit { ran += 1 }

        #expect(ran == 2, "each job ran inside submit")
        #expect(pool.runsInline)
        pool.drain()
    }

    @Test func aPoolRunsJobsInOrderOnItsThread() {
        let pool = WorkerPool(name: "strata.test", threads: 1)
        defer { pool.close() }
        final class Log: @unchecked Sendable { var order: [Int] = []; var onCaller = false }
        let log = Log()
        let caller = pthread_self()
        for i in 0..<20 {
            pool.submit {
                log.order.append(i)
                if pthread_equal(pthread_self(), caller) != 0 { log.onCaller = true }
            }
        }
        pool.drain()

        #expect(log.order == Array(0..<20))
        #expect(!log.onCaller, "the jobs ran on the pool's thread")
        #expect(!pool.runsInline)
    }
}
