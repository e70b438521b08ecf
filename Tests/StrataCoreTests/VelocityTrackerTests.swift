import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// `VelocityTracker`: a least-squares slope over the last 100 ms, as a pan gesture's
/// `velocity(in:)` reports points per second (UIPanGestureRecognizer.velocity(in:):
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)).
@Suite struct VelocityTrackerTests {
    @Test func aSteadyDragReportsItsSpeedExactly() {
        var tracker = VelocityTracker()

        for i in 0...10 { tracker.add(CGPoint(x: 300.0 * Double(i) / 60, y: 100 - 120.0 * Double(i) / 60), at: Double(i) / 60) }

        let v = tracker.velocity()
        #expect(abs(v.dx - 300) < 1e-6 && abs(v.dy + 120) < 1e-6, "\(v)")
    }

    @Test func oneJitterySampleIsSmoothedNotFollowed() {
        var tracker = VelocityTracker()

        for i in 0...6 {
            let jitter: CGFloat = i == 5 ? 4 : 0
            tracker.add(CGPoint(x: 600.0 * Double(i) / 60 + jitter, y: 0), at: Double(i) / 60)
        }

        // The last two samples alone would say (10 − 4)·60 = 360 pt/s; the fit stays near 600.
        let v = tracker.velocity()
        #expect(v.dx > 500 && v.dx < 700, "\(v)")
    }

    @Test func aPointerHeldStillBeforeReleaseHasNoVelocity() {
        var tracker = VelocityTracker()
        for i in 0...5 { tracker.add(CGPoint(x: 10.0 * Double(i), y: 0), at: Double(i) / 60) }

        tracker.add(CGPoint(x: 50, y: 0), at: 0.5)

        // 0.5 s later only the release sample is within 100 ms: no velocity.
        #expect(tracker.velocity(at: 0.5) == CGVector(dx: 0, dy: 0))
    }

    @Test func fewerThanTwoSamplesOrBadInputGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == CGVector(dx: 0, dy: 0))

        tracker.add(CGPoint(x: 1, y: 1), at: 1)
        tracker.add(CGPoint(x: CGFloat.nan, y: 1), at: 1.01)
        tracker.add(CGPoint(x: 5, y: 1), at: 0.5)

        #expect(tracker.velocity() == CGVector(dx: 0, dy: 0))
    }
}
