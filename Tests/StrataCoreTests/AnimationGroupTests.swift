import Foundation
import Testing
@testable import StrataCore

/// CAAnimationGroup (Apple: "the grouped animations' timing is relative to the group").
@Suite struct AnimationGroupTests {
    @Test func childrenRunOnTheGroupsTimeAndAreCutAtItsEnd() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 4
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.beginTime = 1
            fade.duration = 1
            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 2
            group.beginTime = CACurrentMediaTime() + 1
            layer.add(group, forKey: "g")

            clock.advance(to: 1.5)
            let early = layer.presentation()!
            let x1 = early.position.x, o1 = early.opacity
            clock.advance(to: 2.5)
            let late = layer.presentation()!
            let x2 = late.position.x, o2 = late.opacity
            clock.advance(to: 3.5)

            #expect(close(x1, 12.5) && o1 == 1)       // group time 0.5: fade not begun
            #expect(close(x2, 37.5) && close(Double(o2), 0.5, 1e-6))
            #expect(layer.presentation()!.position.x == 0)  // the group (2 s) has ended
        }
    }

    @Test func childWithoutDurationTakesTheGroups() {
        // Seeds 000/002 (E08, E33) rely on a group's children inheriting its duration.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            let group = CAAnimationGroup()
            group.animations = [move]
            group.duration = 8
            layer.add(group, forKey: "g")

            clock.advance(to: 4)

            #expect(close(layer.presentation()!.position.x, 50))
        }
    }

    @Test func aFillingGroupHoldsItsChildrensEndValues() {
        // Seed 004 card shuffle: fillMode forwards + removedOnCompletion false on the group.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let z = CABasicAnimation(keyPath: "zPosition")
            z.fromValue = 0
            z.toValue = -1
            let group = CAAnimationGroup()
            group.animations = [z]
            group.duration = 1
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
            layer.add(group, forKey: "g")

            clock.advance(to: 5)

            #expect(layer.presentation()!.zPosition == -1)
        }
    }

    @Test func groupTimingFunctionWarpsItsChildren() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            let group = CAAnimationGroup()
            group.animations = [move]
            group.duration = 1
            group.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(group, forKey: "g")

            clock.advance(to: 0.5)

            let expected = 100 * CAMediaTimingFunction(name: .easeIn).evaluate(0.5)
            #expect(close(layer.presentation()!.position.x, expected, 1e-9))
        }
    }
}
