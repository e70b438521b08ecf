import Foundation
import Testing
@testable import StrataCore

/// Audit of CAAnimationGroup and CAKeyframeAnimation timing against Apple's references.
@Suite struct SemanticsAuditGroupTests {
    static func group(_ children: [CAAnimation], _ configure: (CAAnimationGroup) -> Void = { _ in }) -> CAAnimationGroup {
        let g = CAAnimationGroup()
        g.animations = children
        configure(g)
        return g
    }

    @Test func groupDurationZeroIsAQuarterSecond() {
        // A group is a CAAnimation: duration 0 is the transaction's 0.25 s; its children are
        // clipped to it ("the animations are clipped to the duration of the animation group").
        let child = SemanticsAuditTests.move(duration: 1)
        let g = Self.group([child])

        let xs = SemanticsAuditTests.xs(g, at: [0.125, 0.3])

        #expect(xs == [11.25, 100])
    }

    @Test func groupSpeedScalesItsChildren() {
        let child = SemanticsAuditTests.move(duration: 2)
        let g = Self.group([child]) { $0.duration = 2; $0.speed = 2 }

        let xs = SemanticsAuditTests.xs(g, at: [0.5, 1.1])

        #expect(xs == [15, 100])
    }

    @Test func childBeginTimeIsRelativeToTheGroup() {
        let child = SemanticsAuditTests.move(duration: 1) { $0.beginTime = 1 }
        let g = Self.group([child]) { $0.duration = 3; $0.beginTime = 1 }

        let xs = SemanticsAuditTests.xs(g, at: [1.5, 2.5, 3.5])

        #expect(xs == [100, 15, 100])
    }

    @Test func childBackwardsFillInsideTheGroup() {
        let child = SemanticsAuditTests.move(duration: 1) { $0.beginTime = 1; $0.fillMode = .backwards }
        let g = Self.group([child]) { $0.duration = 3 }

        #expect(SemanticsAuditTests.xs(g, at: [0.5]) == [10])
    }

    @Test func aFillingGroupDoesNotRevive_aChildThatEndedEarlier() {
        // A group's fill holds the group's local time at its end; each child is evaluated at
        // that time with its own fillMode (CAMediaTiming: timing is hierarchical). A child that
        // ended before the group did, without a forwards fill, has no effect then.
        let short = SemanticsAuditTests.move(duration: 1)
        let g = Self.group([short]) { $0.duration = 2; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }

        let xs = SemanticsAuditTests.xs(g, at: [1.5, 5])

        #expect(xs == [100, 100])
    }

    @Test func aFillingGroupHoldsAChildThatEndsWithIt() {
        let child = SemanticsAuditTests.move(duration: 2)
        let g = Self.group([child]) { $0.duration = 2; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }

        #expect(SemanticsAuditTests.xs(g, at: [5]) == [20])
    }

    @Test func aChildWithForwardsFillHoldsInsideTheGroup() {
        let short = SemanticsAuditTests.move(duration: 1) { $0.fillMode = .forwards }
        let g = Self.group([short]) { $0.duration = 2 }

        #expect(SemanticsAuditTests.xs(g, at: [1.5, 2.5]) == [20, 100])
    }

    @Test func childDelegatesAndRemovalAreIgnored() {
        // CAAnimationGroup: "The delegate and removedOnCompletion properties of animations in
        // the animations array are currently ignored. The CAAnimationGroup delegate does
        // receive these messages."
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: 100, y: 0))
            let childDelegate = RecordingDelegate(), groupDelegate = RecordingDelegate()
            let child = SemanticsAuditTests.move { $0.delegate = childDelegate; $0.isRemovedOnCompletion = false }
            layer.add(Self.group([child]) { $0.duration = 1; $0.delegate = groupDelegate }, forKey: "g")
            clock.advance(to: 2)

            #expect(childDelegate.events.isEmpty)
            #expect(groupDelegate.events == ["start", "stop:finished"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func groupAutoreversesItsChildren() {
        let child = SemanticsAuditTests.move(duration: 1)
        let g = Self.group([child]) { $0.duration = 1; $0.autoreverses = true }

        #expect(SemanticsAuditTests.xs(g, at: [0.5, 1.25, 2.5]) == [15, 17.5, 100])
    }

    // MARK: keyframes

    static func keyframes(_ values: [Double], _ configure: (CAKeyframeAnimation) -> Void) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = values
        a.duration = 3
        configure(a)
        return a
    }

    @Test func discreteWithoutKeyTimesSharesTheDurationEvenly() {
        let a = Self.keyframes([1, 2, 3]) { $0.calculationMode = .discrete }

        let xs = SemanticsAuditTests.xs(a, at: [0.5, 1.5, 2.5])

        #expect(xs == [1, 2, 3])
    }

    @Test func discreteWithNPlusOneKeyTimes() {
        // keyTimes, discrete: "The array should have one more entry than appears in the values
        // array. For example, if there are two values, there should be three key times."
        let a = Self.keyframes([1, 2]) { $0.calculationMode = .discrete; $0.keyTimes = [0, 0.5, 1] }

        #expect(SemanticsAuditTests.xs(a, at: [1, 2]) == [1, 2])
    }

    @Test func timingFunctionsApplyPerSegment() {
        // timingFunctions: "If the number of keyframes in the values property is n, then this
        // property should contain n-1 objects."
        let a = Self.keyframes([0, 10, 20]) {
            $0.duration = 2
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        }

        let xs = SemanticsAuditTests.xs(a, at: [0.5, 1.5])
        let eased = 10 * Double(CAMediaTimingFunction(name: .easeIn).evaluate(0.5))

        #expect(abs(xs[0] - eased) < 1e-9)
        #expect(abs(xs[1] - 15) < 1e-9)
    }
}
