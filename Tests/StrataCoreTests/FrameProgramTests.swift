import Foundation
import CStrataPrefetch
import Testing
@testable import StrataCore

/// The frame program (LayerProgram) is an optimisation of the track path: for the animations
/// it takes, it must write exactly — bit for bit — what the tracks write, at every frame,
/// including when an animation stops, fills or is removed.
@Suite struct FrameProgramTests {
    /// Adds the same animations to `layer`: an eased basic position that stops (fill removed),
    /// a keyframe rotation with key times and per-segment timing functions, a spring opacity,
    /// a cubic keyframe bounds that holds its end (forwards fill), a group, components of
    /// anchorPoint and bounds (`anchorPoint.y`, `bounds.size.width`), a basic scale.
    private func addAnimations(to layer: CALayer) {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 3, y: 4)
        move.toValue = CGPoint(x: 130, y: -70)
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        move.duration = 1.3
        move.autoreverses = true
        move.repeatCount = 1.5
        layer.add(move, forKey: "move")

        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0.0, 1.2, -0.4, 3.0]
        spin.keyTimes = [0, 0.3, 0.7, 1]
        spin.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .default),
                                CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)]
        spin.duration = 0.9
        spin.repeatCount = .infinity
        spin.timeOffset = 0.2
        layer.add(spin, forKey: "spin")

        let fade = CASpringAnimation(keyPath: "opacity")
        fade.fromValue = 0.1
        fade.toValue = 0.9
        fade.damping = 4
        fade.duration = fade.settlingDuration
        layer.add(fade, forKey: "fade")

        let grow = CAKeyframeAnimation(keyPath: "bounds")
        grow.values = [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 0, y: 0, width: 40, height: 10),
                       CGRect(x: 5, y: 5, width: 30, height: 30)]
        grow.calculationMode = .cubic
        grow.duration = 2
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        layer.add(grow, forKey: "grow")

        // A group whose children end before it does, and which holds its end: the children
        // run on its eased time, stop, and are held at their ends once it fills.
        let corner = CABasicAnimation(keyPath: "cornerRadius")
        corner.fromValue = 0
        corner.toValue = 8
        corner.duration = 0.6
        let border = CAKeyframeAnimation(keyPath: "borderWidth")
        border.values = [0.0, 3.0, 1.0]
        border.duration = 0.8
        border.fillMode = .forwards
        let group = CAAnimationGroup()
        group.animations = [corner, border]
        group.duration = 1.1
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        group.repeatCount = 1.5
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "group")

        // Components of other properties: one that stops (restore), one on top of `grow`.
        let lean = CABasicAnimation(keyPath: "anchorPoint.y")
        lean.fromValue = 0.2
        lean.toValue = 0.8
        lean.duration = 1.7
        layer.add(lean, forKey: "lean")
        let widen = CAKeyframeAnimation(keyPath: "bounds.size.width")
        widen.values = [10.0, 50.0, 25.0]
        widen.duration = 1.5
        widen.repeatCount = 2
        layer.add(widen, forKey: "widen")

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 2.5
        scale.duration = 3
        layer.add(scale, forKey: "scale")
    }

    /// Discrete keyframes are not in the program: with them `layer` runs on the track path.
    /// They animate zPosition, which the comparisons leave out.
    private func keepOnTrackPath(_ layer: CALayer) {
        let steps = CAKeyframeAnimation(keyPath: "zPosition")
        steps.values = [0.0, 1.0]
        steps.calculationMode = .discrete
        steps.duration = 1
        steps.repeatCount = .infinity
        layer.add(steps, forKey: "steps")
    }

    private func usesProgram(_ layer: CALayer) -> Bool {
        layer.currentFrameProgram()._withUnsafeGuaranteedRef { $0.isUsable }
    }

    @Test(arguments: [CATransform3DIdentity, CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(0.5, 0, 0, 1)])
    func programWritesExactlyWhatTheTracksWrite(base: CATransform3D) {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            let fast = CALayer(), slow = CALayer()
            for layer in [fast, slow] {
                root.addSublayer(layer)
                layer.transform = base
                addAnimations(to: layer)
            }
            keepOnTrackPath(slow)
            clock.advance(by: 0)

            #expect(usesProgram(fast))
            #expect(!usesProgram(slow))
            var mismatches = 0
            for frame in 1...240 {
                clock.advance(by: 1.0 / 60)
                if frame == 200 { for layer in [fast, slow] { layer.removeAnimation(forKey: "spin") } }
                root.updatePresentationTree(at: clock.now)
                let a = fast.presentationSnapshot!, b = slow.presentationSnapshot!
                if a.position != b.position || a.transform != b.transform || a.opacity != b.opacity
                    || a.bounds != b.bounds || a.cornerRadius != b.cornerRadius || a.borderWidth != b.borderWidth
                    || a.anchorPoint != b.anchorPoint {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0)
            // The run ended with the move stopped, the spin removed, the bounds held: the
            // comparison above covered the restore paths, not only running animations.
            #expect(fast.presentationSnapshot!.position == fast.position)
            #expect(fast.presentationSnapshot!.bounds == CGRect(x: 5, y: 5, width: 30, height: 30))
        }
    }

    /// `position.x` and `shadowOffset.height` write one number into the committed value, which
    /// the program reads in place (not through a copy of the whole state): when the model
    /// changes under them, both paths build on the new value, and once they end the committed
    /// value is back.
    @Test func componentsFollowTheCommittedValueWhenTheModelChanges() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            let fast = CALayer(), slow = CALayer()
            for layer in [fast, slow] {
                root.addSublayer(layer)
                layer.position = CGPoint(x: 10, y: 20)
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = 0
                slide.toValue = 100
                slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                slide.duration = 1.5
                layer.add(slide, forKey: "slide")
                let drop = CAKeyframeAnimation(keyPath: "shadowOffset.height")
                drop.values = [0.0, 8.0, 2.0]
                drop.duration = 1
                layer.add(drop, forKey: "drop")
            }
            keepOnTrackPath(slow)
            clock.advance(by: 0)
            #expect(usesProgram(fast))
            #expect(!usesProgram(slow))

            var mismatches = 0
            for frame in 1...120 {
                if frame == 30 {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    for layer in [fast, slow] {
                        layer.position = CGPoint(x: 40, y: 55)
                        layer.shadowOffset = CGSize(width: 5, height: 6)
                    }
                    CATransaction.commit()
                }
                clock.advance(by: 1.0 / 60)
                root.updatePresentationTree(at: clock.now)
                let a = fast.presentationSnapshot!, b = slow.presentationSnapshot!
                if a.position != b.position || a.shadowOffset != b.shadowOffset { mismatches += 1 }
                if frame == 45 {
                    #expect(a.position.y == 55, "position.y comes from the new committed position")
                    #expect(a.shadowOffset.width == 5, "shadowOffset.width from the new committed offset")
                }
            }
            #expect(mismatches == 0)
            #expect(fast.presentationSnapshot!.position == CGPoint(x: 40, y: 55), "both animations over: the model value")
            #expect(fast.presentationSnapshot!.shadowOffset == CGSize(width: 5, height: 6))
        }
    }

    /// A z rotation on the identity writes `strata_sincos`'s sine and cosine, as one call: it
    /// must give exactly what `sin` and `cos` give (the track path's `CATransform3D.set`), for
    /// every angle an animation can reach (glibc computes both with the same code).
    @Test func sinCosIsSinAndCosToTheBit() {
        var generator = SystemRandomNumberGenerator()
        var angles: [Double] = [0, -0.0, .pi, -.pi / 2, 2 * .pi, 1e-300, 5e-324, 1e300, -1e22, 7.0e15]
        for _ in 0..<20_000 { angles.append(Double.random(in: -10...10, using: &generator)) }
        for _ in 0..<20_000 { angles.append(Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &generator))) }
        for angle in angles {
            var s = 0.0, c = 0.0
            strata_sincos(angle, &s, &c)
            #expect(s.bitPattern == sin(angle).bitPattern && c.bitPattern == cos(angle).bitPattern, "angle \(angle)")
        }
    }
}
