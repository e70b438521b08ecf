import Foundation
import Testing
@testable import StrataCore

/// The CAMediaTiming phase function (Apple: CAMediaTiming protocol reference; local time =
/// (parent − beginTime) × speed + timeOffset, then repeat, autoreverse and fill).
@Suite struct MediaTimingTests {
    func timing(_ configure: (inout MediaTiming) -> Void) -> MediaTiming {
        var t = MediaTiming()
        t.duration = 2
        configure(&t)
        return t
    }

    @Test func progressIsLinearInsideTheActiveWindow() {
        let t = timing { $0.beginTime = 1 }

        let phase = t.phase(atParentTime: 1.5)

        #expect(phase?.progress == 0.25)
        #expect(phase?.iteration == 0)
    }

    @Test func beforeBeginAndAfterEndThereIsNoEffectWithoutFill() {
        // fillMode .removed: "the animation has no effect outside its active duration".
        let t = timing { $0.beginTime = 1 }

        #expect(t.phase(atParentTime: 0.99) == nil)
        #expect(t.phase(atParentTime: 3) == nil)
    }

    @Test func backwardsFillShowsTheStartBeforeBegin() {
        let t = timing { $0.beginTime = 1; $0.fillMode = .backwards }

        #expect(t.phase(atParentTime: 0)?.progress == 0)
        #expect(t.phase(atParentTime: 5) == nil)
    }

    @Test func forwardsFillHoldsTheEndAfterTheActiveDuration() {
        let t = timing { $0.fillMode = .forwards }

        let end = t.phase(atParentTime: 10)

        #expect(end?.progress == 1)
        #expect(end?.isFilling == true)
    }

    @Test func speedScalesTime() {
        // speed 2: a 2 s animation completes in 1 s of parent time.
        let t = timing { $0.speed = 2 }

        #expect(t.phase(atParentTime: 0.5)?.progress == 0.5)
        #expect(t.phase(atParentTime: 1) == nil)
    }

    @Test func fractionalRepeatCountEndsMidCycle() {
        // repeatCount 2.5 with forwards fill ends halfway through the third cycle.
        let t = timing { $0.repeatCount = 2.5; $0.fillMode = .forwards }

        let mid = t.phase(atParentTime: 4.5)
        let end = t.phase(atParentTime: 100)

        #expect(mid?.iteration == 2)
        #expect(mid?.progress == 0.25)
        #expect(end?.progress == 0.5)
        #expect(end?.iteration == 2)
    }

    @Test func autoreversePlaysBackwardsAndEndsAtTheStart() {
        // "autoreverses: the receiver plays backwards after playing forwards"; one cycle is 2 × duration.
        let t = timing { $0.autoreverses = true; $0.fillMode = .forwards }

        #expect(t.phase(atParentTime: 1)?.progress == 0.5)
        #expect(t.phase(atParentTime: 3)?.progress == 0.5)
        #expect(t.phase(atParentTime: 3.5)?.progress == 0.25)
        #expect(t.phase(atParentTime: 4) == t.phase(atParentTime: 50))
        #expect(t.phase(atParentTime: 50)?.progress == 0)
    }

    @Test func infiniteRepeatNeverEnds() {
        let t = timing { $0.repeatCount = .infinity }

        #expect(t.phase(atParentTime: 1e6 + 1)?.progress == 0.5)
        #expect(!t.hasEnded(atParentTime: 1e9))
    }

    @Test func repeatDurationLimitsTheActiveWindow() {
        let t = timing { $0.repeatDuration = 3; $0.fillMode = .forwards }

        #expect(t.phase(atParentTime: 2.5)?.progress == 0.25)
        #expect(t.phase(atParentTime: 9)?.progress == 0.5)
        #expect(t.hasEnded(atParentTime: 3))
    }

    @Test func timeOffsetShiftsThePhaseAndWraps() {
        // A 2 s animation with timeOffset 0.5 starts at 0.5, reaches the end at 1.5 s and wraps
        // to 0 for the last 0.5 s; the active window stays 2 s long.
        let t = timing { $0.timeOffset = 0.5 }

        #expect(t.phase(atParentTime: 0)?.progress == 0.25)
        #expect(t.phase(atParentTime: 1.75)?.progress == 0.125)
        #expect(t.phase(atParentTime: 2) == nil)
    }

    @Test func endingOnACycleBoundaryShowsTheEndOfTheLastCycle() {
        // repeatCount 2 with forwards fill: the final value is the end of cycle 2 (progress 1,
        // iteration 1), not the start of a third cycle.
        let t = timing { $0.repeatCount = 2; $0.fillMode = .forwards }

        let end = t.phase(atParentTime: 4)

        #expect(end?.progress == 1)
        #expect(end?.iteration == 1)
    }

    @Test func nonFiniteTimeHasNoEffect() {
        let t = timing { _ in }

        #expect(t.phase(atParentTime: .nan) == nil)
    }
}
