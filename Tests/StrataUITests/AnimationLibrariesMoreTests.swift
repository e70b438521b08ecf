import Foundation
import Testing
@testable import StrataUI
@testable import StrataCore
import StrataGL

/// The code in AnimationLibrariesCode.swift (the elastic wave) and AnimationLibrariesCode2.swift
/// on the virtual clock, and on screen where the point is what is drawn.
@Suite struct AnimationLibrariesMoreTests {
    func transform(_ t: CATransform3D, isCloseTo u: CATransform3D, within e: CGFloat = 1e-9) -> Bool {
        let a = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        let b = [u.m11, u.m12, u.m13, u.m14, u.m21, u.m22, u.m23, u.m24, u.m31, u.m32, u.m33, u.m34, u.m41, u.m42, u.m43, u.m44]
        return zip(a, b).allSatisfy { abs($0 - $1) <= e }
    }

    @Test("DGElasticPullToRefresh shape: a display link rebuilds the path each frame from the spring-animated views' presentation positions; the spring overshoots; the completion pauses the link (Apple: UIView animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:), CADisplayLink isPaused)")
    func elasticWave() {
        // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
        // — "dampingRatio … To smoothly decelerate the animation without oscillation, use a value
        // of 1. Employ a damping ratio closer to zero to increase oscillation."
        // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused — "When
        // true, the system doesn't send notifications to the target".
        onVirtualClock { clock, root in
            let wave = ElasticWaveView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            root.addSubview(wave)
            wave.layoutControlPoints(pull: 60)
            clock.advance(by: 0)
            #expect(wave.shapeLayer.path?.boundingBox.maxY == 60)

            wave.animateBounce(duration: 0.9)
            var lowest = CGFloat.infinity
            var frames = 0
            while clock.now < 0.85 {
                clock.advance(by: 1.0 / 60)
                frames += 1
                let shown = wave.controlPointViews.map { $0.layer.presentation()!.position.y }
                lowest = min(lowest, wave.cControlPointView.layer.presentation()!.position.y)
                // The path's control points are this frame's presentation positions.
                let box = wave.shapeLayer.path!.boundingBox
                #expect(abs(box.maxY - max(0, shown.max()!)) < 1e-9, "\(box) \(shown)")
            }
            #expect(wave.ticks >= frames - 1 && wave.ticks <= frames + 1)
            #expect(lowest < -5, "a damping ratio of 0.43 overshoots past 0: \(lowest)")
            #expect(!wave.finished)
            clock.advance(to: 0.95)
            #expect(wave.finished && wave.displayLink.isPaused)
            let ticks = wave.ticks
            clock.advance(to: 1.5)
            #expect(wave.ticks == ticks, "a paused link does not fire")
            #expect(wave.cControlPointView.center.y == 0)
        }
    }

    @Test("a card flip in a CATransformLayer: faces with isDoubleSided false show the front until edge-on, then the back; the perspective comes from the parent's sublayerTransform (Apple: CATransformLayer, isDoubleSided)")
    func cardFlip() throws {
        // https://developer.apple.com/documentation/quartzcore/catransformlayer — "used to
        // create true 3D layer hierarchies"; https://developer.apple.com/documentation/quartzcore/calayer/isdoublesided
        // — "When the value of this property is false, the layer hides its content when it faces
        // away from the viewer".
        let clock = MediaClock.virtual()
        try clock.run {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.layer.anchorPoint = .zero
            root.layer.position = .zero
            root.backgroundColor = .white
            let card = FlipCardLayer()
            card.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            root.layer.addSublayer(card)
            clock.advance(by: 0)

            var completions = 0
            card.flip(duration: 1) { completions += 1 }
            clock.advance(to: 0.25)
            let early = try renderOnScreen(root, clock)
            #expect(pixelRGB(early, 50, 50) == [255, 0, 0], "a quarter of the way: the front, the back is turned away")
            #expect(pixelRGB(early, 12, 50) == [255, 255, 255], "turned 45°, the card is narrower than its 80 points")
            clock.advance(to: 0.75)
            let late = try renderOnScreen(root, clock)
            #expect(pixelRGB(late, 50, 50) == [0, 0, 255], "three quarters: the back")
            clock.advance(to: 1.1)
            let done = try renderOnScreen(root, clock)
            #expect(pixelRGB(done, 50, 50) == [0, 0, 255] && pixelRGB(done, 12, 50) == [0, 0, 255], "held at the half-turn, full width")
            #expect(completions == 1)
            #expect(card.cardLayer.animation(forKey: "flip") != nil, "isRemovedOnCompletion false")
        }
    }

    @Test("a like button: keyframed transform.scale with keyTimes inside a group; a short emitter burst started with beginTime = CACurrentMediaTime() and stopped with birthRate 0 (Apple: CAKeyframeAnimation keyTimes, CAEmitterLayer birthRate)")
    func likeBurst() throws {
        // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes;
        // https://developer.apple.com/documentation/quartzcore/caanimationgroup — "the duration of
        // the grouped animations are clipped to the duration of the group";
        // https://developer.apple.com/documentation/quartzcore/caemitterlayer/birthrate — "the
        // birth rate of each cell is multiplied by this number".
        try onVirtualClock { clock, root in
            let button = LikeButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.addSubview(button)
            clock.advance(to: 0.9)
            _ = button.burstLayer.presentation()
            #expect(button.burstLayer.particles.isEmpty, "birthRate 0: nothing yet")

            clock.advance(to: 1)
            button.like()
            #expect(button.isLiked && button.imageLayer.fillColor == UIColor.red.cgColor)
            clock.advance(to: 1.1)
            _ = button.burstLayer.presentation()
            #expect(!button.burstLayer.particles.isEmpty, "the burst has begun")
            button.endBurst()                     // asyncAfter(deadline: .now() + 0.1) in the library
            clock.advance(to: 1.15)
            let scaleNow = { button.imageLayer.presentation()!.transform.m11 }
            #expect(abs(scaleNow() - 1.3) < 1e-9, "keyTime 0.3 of 0.5 s: \(scaleNow())")
            let opacity = Double(button.imageLayer.presentation()!.opacity)
            #expect(abs(opacity - (0.2 + 0.8 * 0.6)) < 1e-6, "the fade, 0.15 of its 0.25 s: \(opacity)")
            clock.advance(to: 1.275)
            #expect(abs(scaleNow() - 0.85) < 1e-9)
            #expect(button.imageLayer.presentation()!.opacity == 1, "the fade has ended; the group goes on")

            clock.advance(to: 1.6)
            _ = button.burstLayer.presentation()
            #expect(abs(scaleNow() - 1) < 1e-9 && button.imageLayer.animationKeys() == nil)
            let alive = button.burstLayer.particles.count
            #expect(alive > 0, "born before the stop, within their 0.6 s lifetime")
            clock.advance(to: 2.2)
            _ = button.burstLayer.presentation()
            #expect(button.burstLayer.particles.isEmpty, "none born after the stop: \(button.burstLayer.particles.count)")
        }
    }

    @Test("a hamburger button: explicit animations that start from the presentation value and a model set through setValue(_:forKeyPath:), with NSNull actions; control points outside 0…1 overshoot; a future beginTime with fillMode backwards holds the start (Apple: CAMediaTimingFunction init(controlPoints:), CAMediaTiming fillMode)")
    func hamburger() {
        // https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
        // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards —
        // "The receiver clamps values before zero to zero when the animation is completed" (holds
        // the start before beginTime); https://developer.apple.com/documentation/quartzcore/calayer/actions
        // — NSNull "explicitly disables the action".
        onVirtualClock { clock, root in
            let button = HamburgerButton(frame: CGRect(x: 0, y: 0, width: 54, height: 54))
            root.addSubview(button)
            clock.advance(by: 0)
            #expect(button.top.bounds.size == CGSize(width: 30, height: 4), "the stroked path's box: \(button.top.bounds)")

            button.showsMenu = true
            #expect(button.middle.strokeStart == HamburgerButton.menuStrokeStart, "set through setValue(_:forKeyPath:)")
            let start = button.middle.animation(forKey: "strokeStart") as? CABasicAnimation
            #expect(start?.duration == 0.5 && start?.fromValue != nil, "the explicit animation, not an implicit one")
            let rotated = CATransform3DRotate(CATransform3DMakeTranslation(-4, 0, 0), -0.7853975, 0, 0, 1)
            #expect(transform(button.top.transform, isCloseTo: rotated))

            clock.advance(to: 0.1)
            let shown = Double(button.middle.presentation()!.strokeStart)
            let expected = 0.028 + (0.325 - 0.028) * unitBezierY(0.2, 0.25, -0.4, 0.5, 1)
            #expect(abs(shown - expected) < 1e-4 && shown < 0.028, "it first pulls back: \(shown)")
            #expect(CATransform3DIsIdentity(button.top.presentation()!.transform), "waiting for its beginTime, backwards-filled")
            clock.advance(to: 0.7)
            #expect(transform(button.top.presentation()!.transform, isCloseTo: rotated, within: 1e-6))

            clock.advance(to: 1)
            button.showsMenu = false
            clock.advance(to: 1.05)
            #expect(abs(Double(button.middle.presentation()!.strokeStart) - 0.325) < 1e-6,
                    "its beginTime 0.1 s on: the start value from the presentation is held")
            clock.advance(to: 2)
            #expect(button.middle.presentation()!.strokeStart == HamburgerButton.hamburgerStrokeStart)
            #expect(CATransform3DIsIdentity(button.bottom.presentation()!.transform))
        }
    }

    @Test("a Material ripple: a group's timing function paces its scale and keyframed fade; the completion block removes the layer (Apple: CAAnimationGroup timingFunction, CATransaction setCompletionBlock)")
    func ripple() {
        // https://developer.apple.com/documentation/quartzcore/caanimationgroup;
        // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:).
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var done = false
            view.ripple(at: CGPoint(x: 20, y: 20), duration: 0.4) { done = true }
            let ripple = view.layer.sublayers!.last as! CAShapeLayer
            #expect(ripple.name == "ripple" && ripple.frame == CGRect(x: -80, y: -80, width: 200, height: 200))
            clock.advance(to: 0.2)
            let e = unitBezierY(0.5, 0, 0, 0.58, 1)
            let p = ripple.presentation()!
            #expect(abs(Double(p.transform.m11) - (0.05 + 0.95 * e)) < 1e-4, "\(p.transform.m11)")
            #expect(abs(Double(p.opacity) - (1 - (e - 0.5) / 0.5)) < 1e-4, "\(p.opacity)")
            #expect(!done && ripple.superlayer === view.layer)
            clock.advance(to: 0.41)
            #expect(done && ripple.superlayer == nil)
        }
    }

    @Test("a counting label: a display link added in the default and tracking modes advances by CACurrentMediaTime, eases out, stops itself and calls its completion once (Apple: RunLoop.Mode.tracking, CACurrentMediaTime)")
    func countingLabel() {
        // https://developer.apple.com/documentation/foundation/runloop/mode/tracking — "You can
        // use this mode to add timers that fire during tracking";
        // https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime.
        onVirtualClock { clock, root in
            let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            root.addSubview(label)
            var completions = 0
            label.completionBlock = { completions += 1 }
            label.count(from: 0, to: 100, duration: 1)
            #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
            while clock.now < 0.25 - 1e-9 { clock.advance(by: 1.0 / 60) }
            clock.advance(to: 0.25)
            #expect(label.text == "58", "1 - 0.75³ of 100: \(label.text ?? "nil")")
            for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
            #expect(label.text == "100" && completions == 1)
        }
    }
}
