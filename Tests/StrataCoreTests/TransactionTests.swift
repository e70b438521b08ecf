import Foundation
import Testing
@testable import StrataCore

/// CATransaction (Apple: CATransaction reference): nesting, settings, completion blocks and
/// the implicit transaction committed by the next frame.
@Suite struct TransactionTests {
    @Test func nestedSettingsLookOutward() {
        let clock = MediaClock.virtual()
        clock.run {
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            CATransaction.begin()
            let inner = CATransaction.animationDuration()
            CATransaction.setAnimationDuration(1)
            let overridden = CATransaction.animationDuration()
            CATransaction.commit()
            let outer = CATransaction.animationDuration()
            CATransaction.commit()

            #expect(inner == 3 && overridden == 1 && outer == 3)
            #expect(CATransaction.animationDuration() == 0.25)
        }
    }

    @Test func completionBlockRunsAtOnceWithoutAnimations() {
        let clock = MediaClock.virtual()
        clock.run {
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            CATransaction.commit()

            #expect(ran)
        }
    }

    @Test func completionBlockWaitsForEveryAnimation() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            var ranAt: Double?
            CATransaction.begin()
            CATransaction.setCompletionBlock { ranAt = CACurrentMediaTime() }
            let short = CABasicAnimation(keyPath: "opacity")
            short.toValue = 0
            short.duration = 1
            let long = CABasicAnimation(keyPath: "position.x")
            long.toValue = 10
            long.duration = 2
            layer.add(short, forKey: "short")
            layer.add(long, forKey: "long")
            CATransaction.commit()

            clock.advance(to: 1.5)
            let early = ranAt
            clock.advance(to: 2)

            #expect(early == nil)
            #expect(ranAt == 2)
        }
    }

    @Test func completionBlockCountsRemovedAnimations() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 10
            layer.add(a, forKey: "a")
            CATransaction.commit()

            layer.removeAnimation(forKey: "a")

            #expect(ran)
        }
    }

    @Test func beginTimeZeroIsFixedAtCommit() {
        // Core Animation sets a zero beginTime to the time the transaction commits.
        let clock = MediaClock.virtual(startingAt: 7)
        clock.run {
            let layer = committedLayer(clock)
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 1

            CATransaction.begin()
            layer.add(a, forKey: "a")
            CATransaction.commit()

            #expect(layer.animation(forKey: "a")?.beginTime == 7)
        }
    }

    @Test func modelChangesReachThePresentationAtCommit() {
        // The presentation layer reflects committed values only.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            CATransaction.setDisableActions(true)

            layer.position = CGPoint(x: 5, y: 5)
            let before = layer.presentation()!.position
            CATransaction.flush()

            #expect(before == .zero)
            #expect(layer.presentation()!.position == CGPoint(x: 5, y: 5))
        }
    }

    @Test func unbalancedCommitIsHarmless() {
        let clock = MediaClock.virtual()
        clock.run {
            CATransaction.commit()

            #expect(CATransaction.animationDuration() == 0.25)
        }
    }
}
