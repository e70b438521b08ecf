import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// CABasicAnimation on a virtual clock. Expected values follow Apple's CABasicAnimation and
/// CAMediaTiming references and the seeds' examples (seed 000 E02/E03, seed 004 E43–E46).
@Suite struct BasicAnimationTests {
    /// A committed layer at `position` on a fresh virtual clock.
    static func makeLayer(_ clock: MediaClock, at position: CGPoint = CGPoint(x: 50, y: 150)) -> CALayer {
        clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
            layer.position = position
            clock.advance(by: 0)
            return layer
        }
    }

    @Test func petalMovesLinearlyFromFromValueToToValue() {
        // Seed 000 E02: position (50,150) → (55,400) over 5 s, no timing function = linear.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = Self.makeLayer(clock)
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = CGPoint(x: 55, y: 400)
            a.duration = 5
            layer.add(a, forKey: "KCBasicAnimation_Translation")

            clock.advance(to: 2.5)
            let p = layer.presentation()!.position

            #expect(abs(p.x - 52.5) < 1e-9)
            #expect(abs(p.y - 275) < 1e-9)
        }
    }

    @Test func removedOnCompletionSnapsBackToModel() {
        // fillMode .removed (default): after 5 s the presentation shows the model value again.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = Self.makeLayer(clock)
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = CGPoint(x: 55, y: 400)
            a.duration = 5
            layer.add(a, forKey: "move")

            clock.advance(to: 5)

            #expect(layer.presentation()!.position == CGPoint(x: 50, y: 150))
            #expect(layer.animation(forKey: "move") == nil)
        }
    }

    @Test func fillForwardsKeepsEndValueWhenNotRemoved() {
        // Seed 004 E45: fillMode forwards + isRemovedOnCompletion false holds the end value.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = Self.makeLayer(clock, at: CGPoint(x: 77, y: 61))
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 77
            a.toValue = 455
            a.duration = 1
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            layer.add(a, forKey: "basic")

            clock.advance(to: 3)

            #expect(layer.presentation()!.position.x == 455)
            #expect(layer.position.x == 77)
            #expect(layer.animation(forKey: "basic") != nil)
        }
    }

    @Test func byValueStartsFromWhatIsOnScreenWhenAdded() {
        // Seed 004 E46: byValue 378 from x = 77, model then set to 455: the rocket flies 77 → 455.
        let clock = MediaClock.virtual()
        clock.run {
            let rocket = Self.makeLayer(clock, at: CGPoint(x: 77, y: 61))
            let a = CABasicAnimation()
            a.keyPath = "position.x"
            a.byValue = 378
            a.duration = 1
            rocket.add(a, forKey: "basic")
            CATransaction.setDisableActions(true)
            rocket.position = CGPoint(x: 455, y: 61)

            clock.advance(to: 0.5)
            #expect(abs(rocket.presentation()!.position.x - 266) < 1e-9)
            clock.advance(to: 1.5)
            #expect(rocket.presentation()!.position.x == 455)
        }
    }

    @Test func addCopiesTheAnimation() {
        // "The animation object is copied by the render tree, not referenced" (CALayer.add).
        let clock = MediaClock.virtual()
        clock.run {
            let layer = Self.makeLayer(clock)
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 1
            layer.add(a, forKey: "fade")
            a.duration = 10

            let stored = layer.animation(forKey: "fade")!
            #expect(stored !== a)
            #expect(stored.duration == 1)
        }
    }
}
