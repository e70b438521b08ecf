import Foundation
import Testing
@testable import StrataCore

/// CAAnimationDelegate and key management (Apple: CAAnimationDelegate; CALayer "Managing
/// Animations": same key replaces, removal reports finished = false).
@Suite struct AnimationDelegateTests {
    func animation(_ delegate: RecordingDelegate, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = duration
        a.delegate = delegate
        return a
    }

    @Test func startAndStopAreDeliveredInOrder() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let d = RecordingDelegate()
            layer.add(animation(d), forKey: "a")

            clock.advance(to: 0.5)
            let mid = d.events
            clock.advance(to: 1)

            #expect(mid == ["start"])
            #expect(d.events == ["start", "stop:finished"])
        }
    }

    @Test func delayedAnimationStartsAtItsBeginTime() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let d = RecordingDelegate()
            let a = animation(d)
            a.beginTime = CACurrentMediaTime() + 2
            layer.add(a, forKey: "a")

            clock.advance(to: 1.9)
            let before = d.events
            clock.advance(to: 2)

            #expect(before.isEmpty)
            #expect(d.events == ["start"])
        }
    }

    @Test func sameKeyReplacesAndReportsNotFinished() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let first = RecordingDelegate(), second = RecordingDelegate()
            layer.add(animation(first), forKey: "a")
            clock.advance(to: 0.1)

            layer.add(animation(second), forKey: "a")

            #expect(first.events == ["start", "stop:removed"])
            #expect(layer.animationKeys() == ["a"])
        }
    }

    @Test func keysAreListedInOrderAndRemovedAll() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let d = RecordingDelegate()
            layer.add(animation(d), forKey: "b")
            layer.add(animation(d), forKey: "a")
            layer.add(animation(d), forKey: nil)
            let keys = layer.animationKeys()

            layer.removeAllAnimations()

            #expect(keys == ["b", "a"])
            #expect(layer.animationKeys() == nil)
            #expect(d.events.filter { $0 == "stop:removed" }.count == 3)
        }
    }

    @Test func stopCallbackCanSetTheModelWithoutASecondAnimation() {
        // Seed 000 E03: on stop, set the model value inside a transaction with actions disabled.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let d = RecordingDelegate()
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 55, y: 400)
            move.duration = 1
            move.delegate = d
            d.onStop = { _, _ in
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.position = CGPoint(x: 55, y: 400)
                CATransaction.commit()
            }
            layer.add(move, forKey: "move")

            clock.advance(to: 1)

            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()!.position == CGPoint(x: 55, y: 400))
        }
    }

    @Test func storedValuesTravelWithTheCopy() {
        // Seeds store the target point on the animation with setValue(_:forKey:).
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = CGPoint(x: 1, y: 1)
            a.setValue(CGPoint(x: 3, y: 4), forKey: "KCBasicAnimationLocation")

            layer.add(a, forKey: "a")

            #expect(layer.animation(forKey: "a")?.value(forKey: "KCBasicAnimationLocation") as? CGPoint == CGPoint(x: 3, y: 4))
        }
    }
}
