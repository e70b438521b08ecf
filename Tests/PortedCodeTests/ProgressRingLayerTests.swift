import QuartzCore
import Testing

// A progress ring written as iOS code writes it: Apple's custom-animatable-property pattern
// (`@NSManaged var progress` — `@Managed` here, README "Porting from iOS"), needsDisplay(forKey:)
// true for it, init(layer:) copying the stored properties, an implicit action supplied by
// action(forKey:), drawing in draw(in:).
// Apple: CALayer needsDisplay(forKey:) — https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)
// Apple: CALayer init(layer:) — https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)
// Apple: CALayer action(forKey:) — https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)
final class ProgressRingLayer: CALayer {
    @Managed var progress: CGFloat
    var ringColor: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var lineWidth: CGFloat = 8

    override init() {
        super.init()
        contentsScale = 1
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? ProgressRingLayer {
            ringColor = layer.ringColor
            lineWidth = layer.lineWidth
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" { return true }  // iOS code often writes #keyPath(progress): Objective-C only
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? 0
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.duration = CATransaction.animationDuration()
            animation.delegate = stopRecorder
            return animation
        }
        return super.action(forKey: event)
    }

    var stopRecorder: StopRecorder?

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth
        ctx.beginPath()
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2,
                   endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.setStrokeColor(ringColor)
        ctx.setLineWidth(lineWidth)
        ctx.strokePath()
    }
}

final class StopRecorder: NSObject, CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// The alpha of the drawn contents at (x, y) in points (contentsScale 1).
func alpha(_ layer: CALayer?, _ x: Int, _ y: Int) -> Double {
    guard let image = layer?.contents as? CGImage, let c = image.color(atX: x, y: y) else { return 0 }
    return Double(c.alpha)
}

@Suite("Ported iOS code: a progress ring with a custom animatable property")
struct ProgressRingLayerTests {
    @Test("each frame the presentation copy carries the interpolated progress and draw(in:) draws it; animationDidStop fires")
    func ringAnimates() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let ring = ProgressRingLayer()
            let recorder = StopRecorder()
            ring.stopRecorder = recorder
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            ring.setNeedsDisplay()
            clock.advance(by: 0)
            #expect(ring.progress == 0)

            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            ring.progress = 1
            CATransaction.commit()
            #expect(ring.animation(forKey: "progress") != nil)
            #expect(ring.progress == 1)

            clock.advance(by: 0.5)
            let seen = try #require(ring.presentation())
            #expect(abs(seen.progress - 0.5) < 0.02)
            #expect(seen.ringColor == ring.ringColor)
            // Half a ring drawn clockwise from 12 o'clock (y down, as on iOS): the 3 o'clock
            // point (x 92, y 50) is on it, 9 o'clock (x 8, y 50) is not yet.
            #expect(alpha(seen, 92, 50) > 0.9)
            #expect(alpha(seen, 8, 50) < 0.1)

            clock.advance(by: 0.3)
            let later = try #require(ring.presentation())
            #expect(abs(later.progress - 0.8) < 0.02)
            #expect(alpha(later, 8, 50) > 0.9)   // 9 o'clock is at 0.75 of the ring
            #expect(alpha(later, 30, 10) < 0.1)  // near 11 o'clock (≈ 0.93) not yet

            clock.advance(by: 0.5)
            #expect(ring.animation(forKey: "progress") == nil)
            #expect(recorder.stops == [true])
            // Setting progress marked the model as needing display (needsDisplay(forKey:));
            // the frame's display pass draws the final value: the whole ring.
            #expect(ring.needsDisplay())
            ring.layoutAndDisplayIfNeeded()
            clock.advance(by: 1 / 60)
            let final = try #require(ring.presentation())
            #expect(final.progress == 1)
            #expect(alpha(final, 28, 14) > 0.9)   // ≈ 0.9 of the ring
            #expect(alpha(final, 8, 50) > 0.9)
        }
    }

    @Test("value(forKey:) reads the managed property, boxed as on iOS")
    func keyValueStorage() {
        let clock = MediaClock.virtual()
        clock.run {
            let ring = ProgressRingLayer()
            ring.progress = 0.25
            #expect((ring.value(forKey: "progress") as? NSNumber)?.doubleValue == 0.25)
            #expect(ring.value(forKey: "progress") as? CGFloat == 0.25)
            ring.setValue(0.75, forKey: "progress")
            #expect(ring.progress == 0.75)
            let copy = ProgressRingLayer(layer: ring)
            #expect(copy.progress == 0.75)
        }
    }
}

@Suite("Ported iOS code: the progress ring on screen")
struct ProgressRingRenderTests {
    @Test("the compositor shows the presentation layer's redrawn ring mid-animation")
    func renderedMidAnimation() throws {
        let clock = MediaClock.virtual()
        let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
        try clock.run {
            let ring = ProgressRingLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            ring.setNeedsDisplay()
            _ = try renderer.renderFrame(ring, at: clock.now)
            clock.advance(by: 0)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            ring.progress = 0.5
            CATransaction.commit()
            clock.advance(by: 0)
            clock.advance(by: 0.5)   // progress 0.25 on screen: 12 o'clock to 3 o'clock
            let frame = try renderer.renderFrame(ring, at: clock.now)
            let right = try #require(frame.color(atX: 91, y: 42))   // just before 3 o'clock, the ring's end
            let upperRight = try #require(frame.color(atX: 80, y: 20))
            let bottom = try #require(frame.color(atX: 50, y: 92))  // 6 o'clock: not yet
            #expect(upperRight.red > 0.8 && upperRight.alpha > 0.8)
            #expect(right.red > 0.3)
            #expect(bottom.alpha < 0.1)
        }
    }
}
