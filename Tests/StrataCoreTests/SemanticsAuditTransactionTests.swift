import Foundation
import Testing
@testable import StrataCore

/// Audit of CATransaction's completion blocks against Apple's reference
/// (CATransaction `setCompletionBlock(_:)`: "guaranteed to be called … as soon as all animations
/// subsequently added by this transaction group have completed (or have been removed.) If no
/// animations are added before the current transaction group is committed (or the completion
/// block is set to a different value,) the block will be invoked immediately").
@Suite struct SemanticsAuditTransactionTests {
    static func fade(_ duration: Double) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = duration
        return a
    }

    /// Runs frames every half second up to `end`, so a block records when it ran.
    static func run(_ clock: MediaClock, to end: Double) {
        var t = clock.now
        while t < end { t += 0.5; clock.advance(to: t) }
    }

    @Test func aReplacedBlockStillRunsWhenItsOwnAnimationsEnd() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("first@\(CACurrentMediaTime())") }
            layer.add(Self.fade(1), forKey: "a")
            CATransaction.setCompletionBlock { log.append("second@\(CACurrentMediaTime())") }
            layer.add(Self.fade(2), forKey: "b")
            CATransaction.commit()

            Self.run(clock, to: 3)

            #expect(log == ["first@1.0", "second@2.0"])
        }
    }

    @Test func aBlockReplacedBeforeAnyAnimationRunsAtOnce() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("first") }
            CATransaction.setCompletionBlock { log.append("second") }
            let atReplacement = log
            layer.add(Self.fade(1), forKey: "a")
            CATransaction.commit()
            let atCommit = log
            clock.advance(to: 1)

            #expect(atReplacement == ["first"])
            #expect(atCommit == ["first"])
            #expect(log == ["first", "second"])
        }
    }

    @Test func clearingTheBlockReleasesTheOldOne() {
        // nil is "a different value" too: the old block is not lost.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            var ranAt: Double?
            CATransaction.begin()
            CATransaction.setCompletionBlock { ranAt = CACurrentMediaTime() }
            layer.add(Self.fade(1), forKey: "a")
            CATransaction.setValue(nil, forKey: kCATransactionCompletionBlock)
            CATransaction.commit()
            clock.advance(to: 0.5)
            let early = ranAt
            clock.advance(to: 1)

            #expect(early == nil)
            #expect(ranAt == 1)
        }
    }

    @Test func animationsAddedBeforeTheBlockAreNotAwaited() {
        // "all animations subsequently added": one added before the block is set is not awaited.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            var ranAt: Double?
            CATransaction.begin()
            layer.add(Self.fade(5), forKey: "before")
            CATransaction.setCompletionBlock { ranAt = CACurrentMediaTime() }
            layer.add(Self.fade(1), forKey: "after")
            CATransaction.commit()
            Self.run(clock, to: 2)

            #expect(ranAt == 1)
        }
    }

    @Test func anOuterBlockAwaitsTheAnimationsOfNestedTransactions() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("outer@\(CACurrentMediaTime())") }
            layer.add(Self.fade(1), forKey: "outer")
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("inner@\(CACurrentMediaTime())") }
            layer.add(Self.fade(2), forKey: "inner")
            CATransaction.commit()
            CATransaction.commit()
            Self.run(clock, to: 3)

            #expect(log == ["inner@2.0", "outer@2.0"])
        }
    }
}

/// Audit of how explicit transactions nest in the implicit one (Apple, CATransaction `begin()`:
/// "The transaction is nested within the thread's current transaction, if there is one";
/// `flush()`: "Delays the commit until any nested explicit transactions have completed").
@Suite struct SemanticsAuditTransactionNestingTests {
    @Test func anExplicitTransactionInsideTheImplicitOneCommitsWithIt() {
        let clock = MediaClock.virtual()
        clock.run {
            let other = committedLayer(clock)
            let layer = committedLayer(clock)
            CATransaction.setDisableActions(true)   // opens the implicit transaction
            other.opacity = 0.5
            CATransaction.begin()
            layer.position = CGPoint(x: 5, y: 5)
            CATransaction.commit()
            let afterCommit = (layer.presentation()!.position, other.presentation()!.opacity)

            #expect(afterCommit == (.zero, 1))
            CATransaction.flush()
            #expect(layer.presentation()!.position == CGPoint(x: 5, y: 5))
            #expect(other.presentation()!.opacity == 0.5)
        }
    }

    @Test func anExplicitTransactionWithNoImplicitOneCommitsAtOnce() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 5, y: 5)
            CATransaction.commit()

            #expect(layer.presentation()!.position == CGPoint(x: 5, y: 5))
        }
    }

    @Test func aFlushInsideAnExplicitTransactionWaitsForItsCommit() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.begin()
            CATransaction.begin()
            CATransaction.flush()
            let duringFlush = layer.presentation()!.opacity
            CATransaction.commit()
            let afterInner = layer.presentation()!.opacity
            CATransaction.commit()

            #expect(duringFlush == 1 && afterInner == 1)
            #expect(layer.presentation()!.opacity == 0.5)
        }
    }

    @Test func theImplicitSettingsReachTheNestedTransaction() {
        // Nested transactions look outward for settings they do not set themselves.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            CATransaction.setAnimationDuration(2)   // the implicit transaction's
            CATransaction.begin()
            layer.opacity = 0
            CATransaction.commit()

            #expect(layer.animation(forKey: "opacity")?.duration == 2)
        }
    }
}

/// CALayer `add(_:forKey:)`: "If the duration property of the animation is zero or negative, the
/// duration is changed to the current value of the kCATransactionAnimationDuration transaction
/// property (if set) or to the default value of 0.25 seconds." (LayerTreeTests used to expect a
/// negative duration to be refused.)
@Suite struct SemanticsAuditNegativeDurationTests {
    @Test func aNegativeDurationTakesTheTransactionsDuration() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: 100, y: 0))
            let a = SemanticsAuditTests.move(from: 0, to: 10, duration: -1)
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            try layer.tryAdd(a, forKey: "a")
            CATransaction.commit()
            clock.advance(to: 1)

            #expect(layer.animation(forKey: "a")?.duration == 2)
            #expect(layer.presentation()!.position.x == 5)
        }
    }

    @Test func aNegativeDurationOutsideATransactionIsAQuarterSecond() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: 100, y: 0))
            layer.add(SemanticsAuditTests.move(from: 0, to: 10, duration: -3), forKey: "a")
            clock.advance(to: 0.125)

            #expect(layer.animation(forKey: "a")?.duration == 0.25)
            #expect(layer.presentation()!.position.x == 5)
        }
    }
}
