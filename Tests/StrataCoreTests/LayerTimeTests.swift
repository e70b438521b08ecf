import Foundation
import Testing
@testable import StrataCore

/// The layer time hierarchy and the seeds' pause/resume recipe (Apple Technical Q&A QA1673,
/// "How to pause the animation of a layer tree", which seed 000 and 002 follow).
@Suite struct LayerTimeTests {
    @Test func convertTimeFollowsBeginTimeSpeedAndOffset() {
        let clock = MediaClock.virtual(startingAt: 10)
        clock.run {
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            parent.speed = 2
            parent.beginTime = 4
            child.timeOffset = 1

            let local = child.convertTime(CACurrentMediaTime(), from: nil)
            let back = child.convertTime(local, to: nil)

            // parent: (10 − 4) × 2 = 12; child: 12 + 1 = 13.
            #expect(local == 13)
            #expect(back == 10)
        }
    }

    @Test func pauseFreezesAndResumeContinuesWithoutAJump() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            clock.advance(by: 0)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 4.0
            spin.duration = 4
            layer.add(spin, forKey: "spin")
            clock.advance(to: 1)

            // Pause (QA1673): freeze the layer's time where it is.
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            let atPause = angle(layer)
            clock.advance(to: 3)
            let whilePaused = angle(layer)

            // Resume: skip the paused interval.
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
            let atResume = angle(layer)
            clock.advance(to: 4)
            let later = angle(layer)

            #expect(abs(atPause - 1) < 1e-9)
            #expect(abs(whilePaused - 1) < 1e-9)
            #expect(abs(atResume - 1) < 1e-9)
            #expect(abs(later - 2) < 1e-9)
        }
    }

    @Test func animationsOnAPausedLayerDoNotFinish() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            clock.advance(by: 0)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            clock.advance(to: 0.5)
            layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0

            clock.advance(to: 10)

            #expect(layer.animation(forKey: "fade") != nil)
            #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        }
    }

    func angle(_ layer: CALayer) -> Double {
        Double(layer.presentation()!.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan)
    }
}
