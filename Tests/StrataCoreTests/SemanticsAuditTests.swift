import Foundation
import Testing
@testable import StrataCore

/// An audit of CAMediaTiming semantics against Apple's documentation, on a virtual clock.
/// Each test names the rule it checks and where Apple states it.
@Suite struct SemanticsAuditTests {
    /// Adds `animation` to a committed layer whose model `position.x` is `modelX`, then reads
    /// `position.x` of the presentation at each global time.
    static func xs(_ animation: CAAnimation, modelX: CGFloat = 100, at times: [Double],
                   configure: (CALayer) -> Void = { _ in }) -> [Double] {
        let clock = MediaClock.virtual()
        return clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: modelX, y: 0))
            configure(layer)
            clock.advance(by: 0)
            layer.add(animation, forKey: "a")
            return times.map { t in
                clock.advance(to: t)
                return Double(layer.presentation()!.position.x)
            }
        }
    }

    static func move(from: Double = 10, to: Double = 20, duration: Double = 1,
                     _ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        configure(a)
        return a
    }

    // MARK: beginTime and fillMode

    @Test(arguments: [
        // fillMode, before begin, inside, after end (removedOnCompletion false)
        (CAMediaTimingFillMode.removed, 100.0, 15.0, 100.0),
        (.backwards, 10, 15, 100),
        (.forwards, 100, 15, 20),
        (.both, 10, 15, 20),
    ])
    func futureBeginTimeObeysFillMode(fill: CAMediaTimingFillMode, before: Double, inside: Double, after: Double) {
        // CAMediaTimingFillMode: "backwards: the receiver clamps values before zero to zero when
        // the animation is completed"; "forwards: the receiver remains visible in its final
        // state when the animation is completed"; "removed: the receiver is removed from the
        // presentation when the animation is completed" (CAMediaTimingFillMode reference).
        let a = Self.move { $0.beginTime = 1; $0.fillMode = fill; $0.isRemovedOnCompletion = false }

        let xs = Self.xs(a, at: [0.5, 1.5, 3])

        #expect(xs == [before, inside, after])
    }

    // MARK: duration

    @Test func durationZeroMeansAQuarterSecond() {
        // CAMediaTiming.duration: "Defaults to 0" — an animation with duration 0 runs for the
        // transaction's animationDuration, "0.25 seconds" (CATransaction.animationDuration()).
        let a = Self.move(duration: 0)

        let xs = Self.xs(a, at: [0.125, 0.3])

        #expect(xs == [15, 100])
    }

    @Test func explicitDurationZeroTakesTheTransactionsDuration() {
        // CATransaction.animationDuration(): "the animation duration used by all animations
        // within this transaction group".
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: 100, y: 0))
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            layer.add(Self.move(duration: 0), forKey: "a")
            CATransaction.commit()
            clock.advance(to: 1)

            #expect(layer.presentation()!.position.x == 15)
            #expect(layer.animation(forKey: "a")?.duration == 2)
        }
    }

    @Test func beginTimeInThePastStartsPartWayThrough() {
        let clock = MediaClock.virtual(startingAt: 10)
        clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: 100, y: 0))
            layer.add(Self.move { $0.beginTime = CACurrentMediaTime() - 0.5 }, forKey: "a")
            clock.advance(by: 0)

            #expect(layer.presentation()!.position.x == 15)
        }
    }

    // MARK: speed and timeOffset

    @Test func speedZeroWithTimeOffsetFreezesAtTheOffset() {
        // "speed 0 … timeOffset" freezes the animation at that local time (QA1673 technique,
        // applied to the animation itself); it never completes.
        let a = Self.move { $0.speed = 0; $0.timeOffset = 0.25 }

        let xs = Self.xs(a, at: [0.1, 5])

        #expect(xs == [12.5, 12.5])
    }

    @Test func timeOffsetWrapsAcrossRepeats() {
        // timeOffset shifts the phase without moving the active window: with repeatCount 2
        // (2 s active) and offset 0.5, t = 1.75 maps to active time 2.25 → 0.25.
        let a = Self.move { $0.repeatCount = 2; $0.timeOffset = 0.5 }

        let xs = Self.xs(a, at: [0.25, 1.75, 2.5])

        #expect(xs == [17.5, 12.5, 100])
    }

    // MARK: repeats and autoreverse

    @Test func repeatDurationWithAutoreverses() {
        // repeatDuration 3 with autoreverses and 1 s duration: forward, back, forward, ending
        // at the forward end (forwards fill holds it).
        let a = Self.move {
            $0.autoreverses = true; $0.repeatDuration = 3
            $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }

        let xs = Self.xs(a, at: [0.5, 1.5, 2.25, 10])

        #expect(xs == [15, 15, 12.5, 20])
    }

    @Test func fractionalRepeatCountWithAutoreverses() {
        // repeatCount 2.5 with autoreverses: each repeat is forward + back (2 s), so the active
        // duration is 5 s and it ends at the forward end of the third cycle.
        let a = Self.move {
            $0.autoreverses = true; $0.repeatCount = 2.5
            $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }

        let xs = Self.xs(a, at: [1.5, 3.5, 4.5, 10])

        #expect(xs == [15, 15, 15, 20])
    }

    @Test func removedOnCompletionTrueDropsAForwardsFill() {
        // isRemovedOnCompletion (default true): "the animation is removed from the target
        // layer’s animations upon completion", so forwards fill only holds while it stays.
        let a = Self.move { $0.fillMode = .forwards }

        let xs = Self.xs(a, at: [2])

        #expect(xs == [100])
    }

    // MARK: the layer time hierarchy

    @Test func layerSpeedsCompose() {
        // CAMediaTiming: "if speed is 2.0 local time progresses twice as fast as parent time";
        // a layer's animations run in its local time, and local times compose down the tree.
        let clock = MediaClock.virtual()
        clock.run {
            let parent = committedLayer(clock)
            let child = CALayer()
            parent.addSublayer(child)
            parent.speed = 2
            child.speed = 2
            clock.advance(by: 0)
            child.add(Self.move(duration: 4), forKey: "a")
            clock.advance(to: 0.5)

            #expect(Double(child.presentation()!.position.x) == 15)
            #expect(child.convertTime(1, from: nil) == 4)
            #expect(parent.convertTime(2, from: child) == 1)
            #expect(child.convertTime(1, to: parent) == 0.5)
        }
    }
}
