import Foundation
import Testing
@testable import StrataUI
@testable import StrataCore
import StrataGL

/// The library-shaped code in AnimationLibrariesCode*.swift on the virtual clock, and on screen
/// through the offscreen renderer where the point is what is drawn.
@Suite struct AnimationLibrariesTests {
    func isRed(_ p: [Int]) -> Bool { p[0] >= 230 && p[1] <= 30 && p[2] <= 30 }
    func isBlue(_ p: [Int]) -> Bool { p[2] >= 230 && p[0] <= 30 && p[1] <= 30 }
    func isWhite(_ p: [Int]) -> Bool { p.allSatisfy { $0 >= 240 } }

    @Test("KDCircularProgress shape: the managed angle animates in the presentation copy, draw(in:) clips to an arc drawn in an image context, pause reads the presentation value and the completion hears false (Apple: CALayer needsDisplay(forKey:), presentation(), CGContext clip(to:mask:))")
    func arcProgress() throws {
        // https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:) —
        // "Animations changing the value of the attribute also trigger redisplay".
        // https://developer.apple.com/documentation/quartzcore/calayer/presentation() — "the
        // current values … as they appear on screen".
        // https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstop(_:finished:)
        // — "flag: true if the animation reached the end of its active duration without being removed".
        let clock = MediaClock.virtual()
        try clock.run {
            let root = whiteRoot(width: 100, height: 100)
            let progress = ArcProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            progress.trackColor = UIColor(white: 0.9, alpha: 1)
            progress.progressColors = [.red]
            root.addSubview(progress)
            clock.advance(by: 0)

            var results: [Bool] = []
            progress.animate(fromAngle: 0, toAngle: 360, duration: 1) { results.append($0) }
            clock.advance(to: 0.25)
            let shownAngle = try #require((progress.layer.presentation() as? ArcProgressLayer)?.angle)
            #expect(abs(shownAngle - 90) < 1e-9, "linear 0 → 360 over 1 s: \(shownAngle)")
            #expect((progress.layer as! ArcProgressLayer).angle == 360, "the model holds the end value")

            // The arc runs from 0 rad (3 o'clock) to -π/2 with clockwise true: the upper right
            // quarter of the image context (y down). clip(to:mask:) places the mask as
            // CGContext places images, first row at the rect's maxY in user space, so in the
            // layer's flipped context it is upside down (Quartz 2D Programming Guide, "Drawing
            // to a Graphics Context in iOS": images drawn in a UIKit context appear upside
            // down) and the quarter shows lower right: the clockwise sweep from 3 o'clock that
            // KDCircularProgress's `clockwise` means.
            let image = try renderOnScreen(root, clock)
            let upperRight = pixelRGB(image, 50 + 32, 50 - 32), lowerRight = pixelRGB(image, 50 + 32, 50 + 32)
            let lowerLeft = pixelRGB(image, 50 - 32, 50 + 32)
            #expect(isRed(lowerRight), "the drawn quarter: \(lowerRight)")
            #expect(abs(upperRight[0] - 230) < 8 && abs(upperRight[2] - 230) < 8, "the track, not yet reached: \(upperRight)")
            #expect(abs(lowerLeft[0] - 230) < 8 && abs(lowerLeft[1] - 230) < 8, "\(lowerLeft)")
            #expect(isWhite(pixelRGB(image, 50, 50)), "the inside is filled with clear")

            clock.advance(to: 0.5)
            progress.pauseAnimation()
            #expect(abs(progress.angle - 180) < 1e-9, "paused where it was shown: \(progress.angle)")
            #expect(!progress.isAnimating())
            clock.advance(by: 0)
            #expect(results == [false], "removed before its end")

            progress.animate(toAngle: 270, duration: 0.5) { results.append($0) }
            clock.advance(to: 0.75)
            let resumed = try #require((progress.layer.presentation() as? ArcProgressLayer)?.angle)
            #expect(abs(resumed - 225) < 1e-9, "from 180 to 270, half-way: \(resumed)")
            clock.advance(to: 1.01)
            #expect(results == [false, true])
            #expect(progress.isAnimating(), "isRemovedOnCompletion = false keeps the animation attached, as on iOS")
            let held = try #require((progress.layer.presentation() as? ArcProgressLayer)?.angle)
            #expect(held == 270)
        }
    }

    @Test("a gradient masked by a round-capped ring: the mask's strokeEnd animates from the presentation value, the ring shows only where stroked, the transaction's completion waits for it (Apple: CALayer mask, CAShapeLayer strokeEnd, CATransaction setCompletionBlock)")
    func gradientRing() throws {
        // https://developer.apple.com/documentation/quartzcore/calayer/mask — "The layer's alpha
        // channel determines how much of the layer's content and background shows through".
        // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend (animatable).
        // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
        // — "called when all animations subsequently added by this transaction group have completed".
        let clock = MediaClock.virtual()
        try clock.run {
            let root = whiteRoot(width: 100, height: 100)
            let ring = GradientRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(ring)
            ring.layoutIfNeeded()
            clock.advance(by: 0)

            var done = 0
            ring.setProgress(0.5, animated: true, duration: 1) { done += 1 }
            #expect(ring.ringLayer.strokeEnd == 0.5)
            clock.advance(to: 0.5)
            let shown = Double(ring.ringLayer.presentation()?.strokeEnd ?? -1)
            #expect(abs(shown - 0.5 * unitBezierY(0.5, 0, 0, 0.58, 1)) < 1e-6, "easeOut half-way: \(shown)")
            #expect(done == 0)
            clock.advance(to: 1.01)
            #expect(done == 1)

            // From 12 o'clock clockwise to 6 o'clock: the right half of the ring is stroked.
            let image = try renderOnScreen(root, clock)
            let right = pixelRGB(image, 95, 50), left = pixelRGB(image, 5, 50), centre = pixelRGB(image, 50, 50)
            #expect(right[2] > 200 && right[0] < 40, "3 o'clock, where the gradient is blue: \(right)")
            #expect(isWhite(left), "9 o'clock is not stroked yet: \(left)")
            #expect(isWhite(centre), "the ring's inside is not filled: \(centre)")
            let top = pixelRGB(image, 52, 5)
            #expect(top[0] > 100 && top[2] > 100, "12 o'clock, mid-gradient: \(top)")

            ring.setProgress(1, animated: false)
            #expect(ring.ringLayer.animation(forKey: "strokeEnd") == nil, "no implicit animation with actions disabled")
            clock.advance(by: 0)
            let full = try renderOnScreen(root, clock)
            #expect(pixelRGB(full, 5, 50)[0] > 200 && pixelRGB(full, 5, 50)[2] < 40, "9 o'clock, red end of the gradient")
            #expect(done == 1, "a transaction without animations calls its completion at once")
        }
    }

    @Test("MarqueeLabel shape: faded edges through a gradient mask, a keyframed scroll with per-segment timing that loops from its completion block, the presentation read to know whether it is home (Apple: CAKeyframeAnimation keyTimes, timingFunctions)")
    func marquee() throws {
        // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes —
        // "Each value in the array … corresponds to one value in the values array".
        // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions
        // — "If the keyTimes … defines n keyframes, there should be n-1 objects in this array".
        let clock = MediaClock.virtual()
        try clock.run {
            let root = whiteRoot(width: 100, height: 20)
            let marquee = MarqueeView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            marquee.sublabel.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
            marquee.sublabel.backgroundColor = .red
            root.addSubview(marquee)
            marquee.applyGradientMask()
            clock.advance(by: 0)

            let image = try renderOnScreen(root, clock)
            #expect(isWhite(pixelRGB(image, 0, 10)), "the faded edge lets the white behind show")
            #expect(isRed(pixelRGB(image, 50, 10)), "the middle is opaque")
            let inFade = pixelRGB(image, 5, 10)
            #expect(inFade[1] > 80 && inFade[1] < 180, "half-way into the fade: \(inFade)")

            marquee.beginScroll()          // 0.5 s home, 2 s out, 0.5 s away, 2 s back: 5 s a loop
            let x = { Double(marquee.sublabel.layer.presentation()?.position.x ?? .nan) }
            clock.advance(to: 0.25)
            marquee.refreshAwayFromHome()
            #expect(x() == 150 && !marquee.isAwayFromHome)
            clock.advance(to: 1.5)
            #expect(abs(x() - (150 - 200 * unitBezierY(0.5, 0.4, 0, 0.6, 1))) < 1e-4, "\(x())")
            marquee.refreshAwayFromHome()
            #expect(marquee.isAwayFromHome)
            clock.advance(to: 2.75)
            #expect(abs(x() - -50) < 1e-9, "waiting away")
            clock.advance(to: 4)
            #expect(abs(x() - (-50 + 200 * unitBezierY(0.5, 0.42, 0, 0.58, 1))) < 1e-4, "\(x())")
            clock.advance(to: 5.01)
            #expect(marquee.loops == 1 && marquee.sublabel.layer.animation(forKey: "position") != nil,
                    "the completion block started the next loop")
            clock.advance(to: 10.02)
            #expect(marquee.loops == 2 && marquee.sublabel.layer.animationKeys() == nil)
            #expect(marquee.sublabel.layer.position.x == 150)
        }
    }

    @Test("a flip counter: a push transition added under kCATransition replaces itself on each change and is gone after its duration (Apple: CATransition, kCATransition)")
    func flipCounter() {
        // https://developer.apple.com/documentation/quartzcore/kcatransition — "The layer
        // transition key"; https://developer.apple.com/documentation/quartzcore/catransition.
        let clock = MediaClock.virtual()
        clock.run {
            let counter = FlipCounterLayer()
            counter.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            clock.advance(by: 0)
            #expect(counter.alignmentMode == .center && counter.string as? String == "0")

            counter.value = 1
            let first = counter.animation(forKey: kCATransition) as? CATransition
            #expect(kCATransition == "transition")
            #expect(first?.type == .push && first?.subtype == .fromTop && first?.duration == 0.3)
            #expect(counter.string as? String == "1")
            clock.advance(to: 0.1)
            counter.value = 0
            let second = counter.animation(forKey: kCATransition) as? CATransition
            #expect(second?.subtype == .fromBottom && counter.animationKeys() == [kCATransition])
            clock.advance(to: 0.45)
            #expect(counter.animationKeys() == nil)
            #expect(counter.presentation()?.string as? String == "0")
        }
    }
}
