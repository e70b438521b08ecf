import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 000 E05 (L314–462) and its seed 002 twin E30 (L536–574): pausing a layer's animations
/// with the timeOffset/speed/beginTime recipe.
///
/// Apple, CAMediaTiming: a layer maps its parent's time to its own by
/// `t_local = (t_parent − beginTime) × speed + timeOffset`; Technical Q&A QA1673 ("How to pause
/// the animation of a layer tree") pauses with speed 0 and timeOffset = the layer's current
/// time, and resumes by moving beginTime so that the time spent paused is skipped.
@Suite struct Seed000PauseResumeExamplesTests {
    /// The seed's controller, verbatim in Swift (digest E05).
    final class PausablePetal: NSObject, CAAnimationDelegate {
        let layer: CALayer
        init(layer: CALayer) { self.layer = layer }

        func tap(_ location: CGPoint) {
            if layer.animation(forKey: "KCBasicAnimation_Translation") != nil {
                if layer.speed == 0 { resume() } else { pause() }
            } else {
                translation(location)
                rotation()
            }
        }
        func translation(_ location: CGPoint) {
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = NSValue(point: location)
            a.duration = 5.0
            a.isRemovedOnCompletion = false
            a.delegate = self
            a.setValue(NSValue(point: location), forKey: "KCBasicAnimationLocation")
            layer.add(a, forKey: "KCBasicAnimation_Translation")
        }
        func rotation() {
            let a = CABasicAnimation(keyPath: "transform.rotation.z")
            a.toValue = NSNumber(value: Float(Double.pi / 2 * 3))
            a.duration = 6.0
            a.autoreverses = true
            a.repeatCount = .infinity
            a.isRemovedOnCompletion = false
            layer.add(a, forKey: "KCBasicAnimation_Rotation")
        }
        func pause() {
            let interval = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.timeOffset = interval
            layer.speed = 0
        }
        func resume() {
            let beginTime = CACurrentMediaTime() - layer.timeOffset
            layer.timeOffset = 0
            layer.beginTime = beginTime
            layer.speed = 1.0
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = (anim.value(forKey: "KCBasicAnimationLocation") as! NSValue).pointValue
            CATransaction.commit()
            pause()
        }
    }

    /// E05: tap at media time 100, pause at 103, resume at 163. Expected (digest E05): while
    /// paused the layer time stays 103 — rotation 3/6 · 3π/2 = 2.356194, petal at (53,300); the
    /// resume sets beginTime 163 − 103 = 60 and continues from the same frame; at 164 the layer
    /// time is 104 (rotation π, petal (54,350)): the 60 paused seconds are skipped.
    @Test func e05PauseFreezesAndResumeContinuesFromTheSameFrame() {
        let clock = MediaClock.virtual(startingAt: 100)
        clock.run {
            let (_, petal) = SeedScene.petal(clock, anchorPoint: CGPoint(x: 0.5, y: 0.6))
            let controller = PausablePetal(layer: petal)

            controller.tap(CGPoint(x: 55, y: 400))
            clock.advance(to: 103)
            controller.tap(CGPoint(x: 10, y: 10))

            // Float(3π/2) makes the angles differ from the exact ones by ≤ 1e-7.
            #expect(petal.speed == 0)
            #expect(petal.timeOffset == 103)
            for t in [103.0, 130, 163] {
                clock.advance(to: t)
                SeedCheck.zRotation(petal.presentation()!.transform, 3 * Double.pi / 4, "paused, t=\(t)")
                SeedCheck.point(petal.presentation()!.position, CGPoint(x: 53, y: 300), tolerance: 1e-9, "paused, t=\(t)")
            }
            let angleAtPause = petal.presentation()!.transform

            controller.tap(CGPoint(x: 10, y: 10))

            #expect(petal.speed == 1)
            #expect(petal.beginTime == 60)
            #expect(petal.timeOffset == 0)
            let angleAfterResume = petal.presentation()!.transform
            #expect(angleAfterResume == angleAtPause, "no jump at the resume")
            clock.advance(to: 164)
            SeedCheck.zRotation(petal.presentation()!.transform, Double.pi, "t=164")
            SeedCheck.point(petal.presentation()!.position, CGPoint(x: 54, y: 350), tolerance: 1e-9, "t=164")
        }
    }

    /// E05, continued: at media 165 the layer time reaches 105 and the 5 s translation ends;
    /// its delegate moves the model to the tap (actions disabled) and pauses again, so the
    /// rotation freezes at 5/6 · 3π/2 = 3.926991. With isRemovedOnCompletion false the finished
    /// translation stays attached (so later taps only toggle pause), but with fill mode
    /// .removed it no longer affects the presentation (Apple, CAMediaTimingFillMode.removed).
    @Test func e05TranslationEndsInLayerTimeAndTheDelegatePausesAgain() {
        let clock = MediaClock.virtual(startingAt: 100)
        clock.run {
            let (_, petal) = SeedScene.petal(clock, anchorPoint: CGPoint(x: 0.5, y: 0.6))
            let controller = PausablePetal(layer: petal)
            controller.tap(CGPoint(x: 55, y: 400))
            clock.advance(to: 103)
            controller.tap(.zero)
            clock.advance(to: 163)
            controller.tap(.zero)

            clock.advance(to: 164.5)
            let stillMoving = petal.presentation()!.position
            clock.advance(to: 165)

            SeedCheck.point(stillMoving, CGPoint(x: 54.5, y: 375), tolerance: 1e-9, "layer time 104.5")
            #expect(petal.position == CGPoint(x: 55, y: 400))
            #expect(petal.speed == 0)
            SeedCheck.number(petal.timeOffset, 105, tolerance: 1e-9, "timeOffset of the second pause")
            #expect(petal.animation(forKey: "KCBasicAnimation_Translation") != nil)
            #expect(petal.animationKeys()?.contains("position") != true, "no implicit animation")
            clock.advance(to: 200)
            SeedCheck.zRotation(petal.presentation()!.transform, 5 * Double.pi / 4, "frozen")
            SeedCheck.point(petal.presentation()!.position, CGPoint(x: 55, y: 400), "model after the move")
        }
    }

    /// E05's narrative (seed 000 L314): one revolution takes 60 s; after 90° (media time 15) the
    /// recipe pauses with timeOffset 15; at media time 75 it resumes with beginTime 75 − 15 = 60
    /// and the layer shows 90° again, reaching 180° 15 s later.
    @Test func e05NarrativeSixtySecondRevolution() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, layer) = SeedScene.petal(clock)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 60
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
            clock.advance(to: 15)

            layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            clock.advance(to: 75)
            let paused = layer.presentation()!.transform
            let beginTime = CACurrentMediaTime() - layer.timeOffset
            layer.timeOffset = 0
            layer.beginTime = beginTime
            layer.speed = 1.0
            let resumed = layer.presentation()!.transform
            clock.advance(to: 90)

            #expect(beginTime == 60)
            SeedCheck.zRotation(paused, Double.pi / 2, "paused at 75")
            SeedCheck.zRotation(resumed, Double.pi / 2, "right after resume")
            SeedCheck.zRotation(layer.presentation()!.transform, Double.pi, "15 s after resume")
        }
    }

    /// E30 (seed 002 L536–574): the rotation alone, paused in its reverse half at 9 s
    /// (9 − 6 = 3 s back from 3π/2: 2.356194) and resumed at 20 s; at 21 s the layer time is 10,
    /// 2 s before the cycle's end: 2/6 · 3π/2 = π/2. Period 12 s, never removed.
    @Test func e30RotationPausedInTheReverseHalfResumesWhereItStopped() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let controller = PausablePetal(layer: petal)
            controller.rotation()
            for (t, angle) in [(3.0, 3 * Double.pi / 4), (6, 3 * Double.pi / 2)] {
                clock.advance(to: t)
                SeedCheck.zRotation(petal.presentation()!.transform, angle, "t=\(t)")
            }

            clock.advance(to: 9)
            controller.pause()
            clock.advance(to: 20)
            let paused = petal.presentation()!.transform
            controller.resume()
            let resumed = petal.presentation()!.transform
            clock.advance(to: 21)

            SeedCheck.zRotation(paused, 3 * Double.pi / 4, "paused")
            SeedCheck.zRotation(resumed, 3 * Double.pi / 4, "right after resume")
            SeedCheck.zRotation(petal.presentation()!.transform, Double.pi / 2, "layer time 10")
            clock.advance(to: 1_000)
            #expect(petal.animation(forKey: "KCBasicAnimation_Rotation") != nil)
        }
    }
}
