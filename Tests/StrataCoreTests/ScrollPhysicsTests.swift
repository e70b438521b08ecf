import Foundation
import Testing
import StrataCore
import StrataGraphics

/// `ScrollPhysics`: UIScrollView's motion along one axis. Released, the velocity keeps 0.998 of
/// itself per millisecond (UIScrollView.DecelerationRate.normal, "the default deceleration rate
/// for a scroll view": https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal),
/// so a flick coasts v · 0.998 / (1 − 0.998) / 1000 ≈ 0.499 s × v points; past an end the
/// content stretches with iOS's rubber band, (1 − 1 / (x · 0.55 / d + 1)) · d, and springs back.
@Suite struct ScrollPhysicsTests {
    @Test func aFlickCoastsAboutHalfItsVelocityInPoints() {
        var physics = ScrollPhysics(maxOffset: 10_000, viewport: 500)

        physics.beginDrag()
        physics.release(velocity: -1000)
        physics.step(10)

        // 1000 pt/s × 0.499 s = 499 points; the motion stops once under 2 pt/s (about 1 point
        // short) and integrates in 1/240 s steps (about 2 more).
        #expect(abs(physics.offset - 499) < 5, "\(physics.offset)")
        #expect(!physics.isMoving && physics.velocity == 0)
    }

    @Test func theMotionDoesNotDependOnTheFrameRate() {
        var at60 = ScrollPhysics(maxOffset: 10_000, viewport: 500)
        var at144 = at60
        at60.release(velocity: -1500)
        at144.release(velocity: -1500)

        for _ in 0..<30 { at60.step(1.0 / 60) }
        for _ in 0..<72 { at144.step(1.0 / 144) }

        // Half a second in, both stepped the same time at most 1/240 s apart.
        #expect(abs(at60.offset - at144.offset) < 1, "\(at60.offset) vs \(at144.offset)")
    }

    @Test func aDragPastTheTopStretchesWithTheRubberBand() {
        var physics = ScrollPhysics(maxOffset: 1000, viewport: 520)

        physics.beginDrag()
        physics.drag(by: 283.3)

        let expected = -(1 - 1 / (283.3 * 0.55 / 520 + 1)) * 520
        #expect(abs(physics.offset - expected) < 1e-9, "\(physics.offset) vs \(expected)")
        #expect(abs(expected + 119.9) < 0.1)
    }

    @Test func releasedPastAnEndItSpringsBackAndStops() {
        var physics = ScrollPhysics(maxOffset: 1000, viewport: 520)
        physics.beginDrag()
        physics.drag(by: 200)

        physics.release(velocity: 0)
        physics.step(0.1)
        let partWay = physics.offset
        physics.step(3)

        #expect(partWay < 0 && partWay > -80, "\(partWay)")
        #expect(physics.offset == 0 && !physics.isMoving)
    }

    @Test func takingHoldMidBounceKeepsTheContentWhereItIs() {
        var physics = ScrollPhysics(maxOffset: 1000, viewport: 520)
        physics.beginDrag()
        physics.drag(by: 300)
        physics.release(velocity: 0)
        physics.step(0.05)
        let shown = physics.offset

        physics.beginDrag()
        physics.drag(by: 0)

        // The rubber band is inverted on the grab, so the finger holds the content in place.
        #expect(abs(physics.offset - shown) < 1e-6, "\(physics.offset) vs \(shown)")
    }

    @Test func aFlickIntoTheEndOvershootsAndSettlesAtTheEnd() {
        var physics = ScrollPhysics(maxOffset: 100, viewport: 400)
        physics.beginDrag()
        physics.drag(by: -90)

        physics.release(velocity: -2000)
        var farthest: CGFloat = 0
        for _ in 0..<240 { physics.step(1.0 / 60); farthest = max(farthest, physics.offset) }

        #expect(farthest > 110, "overshoot: \(farthest)")
        #expect(physics.offset == 100 && !physics.isMoving)
    }

    @Test func aWheelScrollMovesByItsDeltaAndStops() {
        var physics = ScrollPhysics(maxOffset: 1000, viewport: 500)

        physics.scroll(by: -120)

        #expect(physics.offset == 120 && physics.velocity == 0 && !physics.isMoving)
    }
}

extension ScrollPhysicsTests {
    @Test func aFlickRestsWhereTheNormalDecelerationTakesIt() {
        // 0.998 / 0.002 / 1000 = 0.499 s of the release velocity.
        let rest = ScrollPhysics.restingPoint(from: CGPoint(x: 100, y: 50), velocity: CGVector(dx: 1000, dy: -200))

        #expect(abs(rest.x - 599) < 1e-9 && abs(rest.y - (50 - 99.8)) < 1e-9, "\(rest)")
    }
}
