import Foundation
import Testing
@testable import StrataCore

/// Every thread has its own real-time clock and so its own transactions: Apple's CATransaction
/// reference says implicit transactions are made "by a thread without an active transaction"
/// and committed "when the thread's run-loop next iterates" — one per thread.
@Suite struct RealTimeClockTests {
    /// Runs `body` on a new thread and waits for it.
    private func onThread<T>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ThreadResult<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.value!
    }

    @Test func aThreadKeepsOneClockAndAnotherThreadHasItsOwn() {
        let (first, again) = onThread { (MediaClock.realTime, MediaClock.realTime) }
        let other = onThread { MediaClock.realTime }
        let unbound = onThread { MediaClock.current === MediaClock.realTime }

        #expect(first === again, "one thread asks twice: the same clock")
        #expect(first !== other, "another thread: another clock (both still held here)")
        #expect(unbound, "with no clock bound, CATransaction and CACurrentMediaTime use the thread's real-time clock")
        #expect(!first.isVirtual && !other.isVirtual)
        // Both read the one monotonic time.
        #expect(abs(first.now - other.now) < 1)
    }

    @Test func aTransactionOpenOnOneThreadIsNotSeenOnAnother() {
        let opened = DispatchSemaphore(value: 0)
        let checked = DispatchSemaphore(value: 0)
        let holder = Thread {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.setAnimationDuration(4)
            opened.signal()
            checked.wait()
            CATransaction.commit()
        }
        holder.start()
        opened.wait()
        let seen = onThread { (CATransaction.disableActions(), CATransaction.animationDuration()) }
        checked.signal()

        #expect(seen.0 == false, "the other thread's begin/setDisableActions(true) is not this thread's transaction")
        #expect(seen.1 == 0.25, "the default duration, not the other thread's 4 s")
    }

    /// Several threads build and change their own layers at once with no clock bound (a host
    /// building its chrome while tests or workers build theirs): each commits its own changes,
    /// and nothing is shared (the transaction stack was, and parallel tests crashed in it).
    @Test func threadsChangingTheirOwnLayersAtOnceCommitTheirOwnChanges() {
        let threads = 4
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var committedOpacities: [[Float]] = []
        }
        let results = Results()
        for index in 0..<threads {
            group.enter()
            Thread {
                start.wait()
                var layers: [CALayer] = []
                for n in 0..<300 {
                    let layer = CALayer()
                    layer.bounds = CGRect(x: 0, y: 0, width: n, height: n)
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    layer.opacity = Float(index) / 10
                    CATransaction.commit()
                    layers.append(layer)
                }
                CATransaction.flush()
                let opacities = layers.map { $0.hasBeenCommitted ? $0.withCommittedState { $0.pointee.opacity } : -1 }
                results.lock.lock()
                results.committedOpacities.append(opacities)
                results.lock.unlock()
                group.leave()
            }.start()
        }
        for _ in 0..<threads { start.signal() }
        group.wait()

        #expect(results.committedOpacities.count == threads)
        for opacities in results.committedOpacities {
            #expect(opacities.count == 300)
            #expect(Set(opacities).count == 1, "every layer of one thread committed with that thread's opacity")
        }
        #expect(Set(results.committedOpacities.map { $0[0] }).count == threads)
    }
}

/// What a thread hands back to the one waiting for it (read only after the wait).
private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
}
