import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// The effect code in EffectsLibraryCode.swift on the virtual clock, and on screen through the
/// offscreen renderer where a number alone would not show the effect.
@Suite struct EffectsLibraryTests {
    @Test("the shimmer mask's locations slide, and the mask's alpha shows through (Apple: CALayer mask, CAGradientLayer locations)")
    func shimmer() throws {
        // https://developer.apple.com/documentation/quartzcore/calayer/mask: "The layer's alpha
        // channel determines how much of the layer's content and background shows through."
        // https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations (animatable)
        let clock = MediaClock.virtual()
        try clock.run {
            let root = whiteRoot(width: 100, height: 20)
            let label = UIView(frame: root.bounds)
            label.backgroundColor = .red
            root.addSubview(label)
            clock.advance(by: 0)

            label.startShimmering()
            let mask = try #require(label.layer.mask as? CAGradientLayer)
            #expect(mask.frame == CGRect(x: -100, y: 0, width: 300, height: 20))
            clock.advance(to: 0.75 + 1.5 * 4)           // half-way, five cycles in
            let shown = try #require((mask.presentation() as? CAGradientLayer)?.locations).map(\.doubleValue)
            #expect(zip(shown, [0.4, 0.5, 0.6]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(shown)")
            let image = try renderOnScreen(root, clock)
            // Location 0.5 of the 300-point gradient is x = 50 in the view: the opaque colour.
            let bright = pixelRGB(image, 50, 10), dim = pixelRGB(image, 5, 10)
            #expect(bright[0] >= 250 && bright[1] <= 6, "\(bright)")
            // Left of location 0.4 (x = 20) the mask is 0.7 white: red at 0.7 over white.
            #expect(dim[0] >= 250 && abs(dim[1] - 77) <= 6, "\(dim)")
            label.stopShimmering()
            #expect(label.layer.mask == nil)
        }
    }

    @Test("bare CGPoint and UIColor.cgColor from/to values; the group's easeIn paces its children (Apple: CAAnimationGroup timingFunction)")
    func skeleton() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let gradient = CAGradientLayer()
            let bone = CALayer()
            clock.advance(by: 0)
            gradient.add(SkeletonAnimations.sliding, forKey: "skeletonAnimation")
            bone.add(SkeletonAnimations.pulse(from: .black, to: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)), forKey: "pulse")

            clock.advance(to: 0.75)
            let eased = unitBezierY(0.5, 0.42, 0, 1, 1)
            let shown = try #require(gradient.presentation() as? CAGradientLayer)
            #expect(abs(shown.startPoint.x - (-1 + 2 * eased)) < 1e-4, "\(shown.startPoint)")
            #expect(abs(shown.endPoint.x - 2 * eased) < 1e-4 && shown.endPoint.y == 0.5)
            clock.advance(to: 1.0)                       // the far end of the pulse
            let far = try #require(bone.presentation()?.backgroundColor?.components)
            #expect(abs(far[0] - 1) < 1e-6 && abs(far[1] - 0.5) < 1e-6 && abs(far[2]) < 1e-6, "\(far)")
            clock.advance(to: 1.5)                       // half-way back (easeInEaseOut is symmetric)
            let back = try #require(bone.presentation()?.backgroundColor?.components)
            #expect(abs(back[0] - 0.5) < 1e-4 && abs(back[1] - 0.25) < 1e-4, "\(back)")
        }
    }

    @Test("an explicit strokeEnd animation added after the model change wins over the implicit one; pause and resume with speed/timeOffset/beginTime (Apple: Technical Q&A QA1673)")
    func progressRing() {
        // https://developer.apple.com/library/archive/qa/qa1673/_index.html — pause: speed 0 and
        // timeOffset = the layer's time; resume: speed 1, timeOffset 0, beginTime = time since pause.
        // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) — animations
        // are applied in the order they were added; a later one replaces an earlier one's value.
        onVirtualClock { clock, root in
            let ring = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(ring)
            clock.advance(by: 0)
            #expect(ring.progressLayer.lineCap == .round && ring.layer.cornerRadius == 50)

            ring.setProgressWithAnimation(duration: 2, value: 0.8)
            let shown = { Double(ring.progressLayer.presentation()?.strokeEnd ?? -1) }
            clock.advance(to: 0.1)
            #expect(abs(shown() - 0.04) < 1e-6, "the explicit linear 0 → 0.8 over 2 s: \(shown())")
            clock.advance(to: 1)
            #expect(abs(shown() - 0.4) < 1e-6)
            ring.pauseLayer(layer: ring.progressLayer)
            clock.advance(to: 1.7)
            #expect(abs(shown() - 0.4) < 1e-6, "paused: \(shown())")
            ring.resumeLayer(layer: ring.progressLayer)
            clock.advance(to: 2.2)
            #expect(abs(shown() - 0.6) < 1e-6, "resumed where it stopped: 1.5 s of 2: \(shown())")
            clock.advance(to: 3)
            #expect(abs(shown() - 0.8) < 1e-6, "finished: the model value shows")
            #expect(ring.progressLayer.animation(forKey: "animateprogress") == nil)
        }
    }

    @Test("SAConfettiView's cells (Float rates, UIColor.cgColor, a drawn image's cgImage) emit; birthRate 0 stops them (Apple: CAEmitterLayer birthRate)")
    func confetti() throws {
        // https://developer.apple.com/documentation/quartzcore/caemitterlayer/birthrate: the
        // layer's birthRate multiplies the cells' rates.
        let clock = MediaClock.virtual()
        try clock.run {
            let view = ConfettiView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            clock.advance(by: 0)
            view.startConfetti()
            #expect(view.isActive())
            let cell = try #require(view.emitter.emitterCells?.first)
            #expect(cell.birthRate == 3 && cell.lifetime == 7)
            #expect(cell.contents is CGImage)
            clock.advance(to: 1)
            view.layer.updatePresentationTree(at: clock.now)   // what a frame does
            #expect(view.emitter.particles.count >= 9, "three cells at 3 a second: \(view.emitter.particles.count)")
            view.stopConfetti()
            clock.advance(to: 8.1)
            view.layer.updatePresentationTree(at: clock.now)
            #expect(view.emitter.particles.isEmpty, "no births after stopping; all lived out their 7 s")
        }
    }

    @Test("a typing indicator's three dots bounce instanceDelay apart (Apple: CAReplicatorLayer instanceDelay)")
    func typingIndicator() throws {
        // https://developer.apple.com/documentation/quartzcore/careplicatorlayer/instancedelay:
        // "Specifies the delay, in seconds, between replicated copies."
        let clock = MediaClock.virtual()
        try clock.run {
            let root = whiteRoot(width: 64, height: 40)
            let typing = TypingIndicatorView(frame: root.bounds)
            root.addSubview(typing)
            clock.advance(by: 0)
            typing.startAnimating()
            clock.advance(to: 0.3)
            // Dot 0 is at keyTime 0.25 (up 8), dot 1 is 0.1 s in (up 8 × 0.1/0.3), dot 2 has
            // not started (its copy's time is −0.1 s): it sits at the model position.
            let image = try renderOnScreen(root, clock)
            let gray = { (p: [Int]) in p[0] < 200 }
            #expect(gray(pixelRGB(image, 8, 12)) && !gray(pixelRGB(image, 8, 22)), "dot 0 up by 8")
            #expect(gray(pixelRGB(image, 40, 20)) && !gray(pixelRGB(image, 40, 13)), "dot 2 still at rest")
            #expect(gray(pixelRGB(image, 24, 15)) && !gray(pixelRGB(image, 24, 23)), "dot 1 up by about 2.7")
            typing.stopAnimating()
            #expect(typing.dot.animationKeys() == nil)
        }
    }

    @Test("a layer transform with m34 perspective set inside UIView.animate animates, and the completion runs (Apple: UIView animate(withDuration:delay:options:animations:completion:))")
    func cardFlip() throws {
        try onVirtualClock { clock, root in
            let card = FlipCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            clock.advance(by: 0)
            var finished: Bool?
            card.flip(duration: 1) { finished = $0 }
            clock.advance(to: 0.5)
            let m = try #require(card.layer.presentation()?.transform)
            // Half-way from a quarter turn about y to none: part-turned (the matrices are
            // decomposed and blended, so the angle is not exactly an eighth turn).
            let angle = atan2(-m.m13, m.m11)
            #expect(angle > 0.3 && angle < 1.3, "\(angle)")
            clock.advance(to: 1.01)
            #expect(finished == true)
            #expect(card.layer.presentation()?.transform.m34 == -1.0 / 500)
        }
    }
}
