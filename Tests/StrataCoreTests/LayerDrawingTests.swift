import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Seed 002's custom layer (E25): a five-point star filled and stroked in green.
final class ACCustomLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(red: 135 / 255, green: 232 / 255, blue: 84 / 255, alpha: 1)
        ctx.setStrokeColor(red: 135 / 255, green: 232 / 255, blue: 84 / 255, alpha: 1)
        let center = CGPoint(x: 75, y: 75)
        ctx.move(to: CGPoint(x: center.x, y: center.y - 60))
        for i in 1..<5 {
            let x = 60 * sin(CGFloat(i) * 4 * .pi / 5), y = 60 * cos(CGFloat(i) * 4 * .pi / 5)
            ctx.addLine(to: CGPoint(x: center.x - x, y: center.y - y))
        }
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
    }
}

/// Seed 003's SFLayer (E41): a ten-vertex star filled red.
final class SFLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setStrokeColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.move(to: CGPoint(x: 94.5, y: 33.5))
        for p in [(104.02, 47.39), (120.18, 52.16), (109.9, 65.51), (110.37, 82.34), (94.5, 76.7),
                  (78.63, 82.34), (79.09, 65.51), (68.82, 52.16), (84.98, 47.39)] {
            ctx.addLine(to: CGPoint(x: p.0, y: p.1))
        }
        ctx.closePath()
        ctx.drawPath(using: .fill)
    }
}

/// Seed 001's close box delegate (E20) and seed 002's avatar delegate (E24), in one.
final class DrawingDelegate: NSObject, CALayerDelegate {
    var drawCount = 0
    var image: CGImage?
    var flips = true
    var seenCTM: CGAffineTransform?

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawCount += 1
        seenCTM = ctx.ctm
        if let image {
            let width = layer.bounds.width
            ctx.saveGState()
            if flips {
                ctx.scaleBy(x: 1, y: -1)
                ctx.translateBy(x: 0, y: -width)
            }
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: width, height: width))
            ctx.restoreGState()
            return
        }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10)); path.addLine(to: CGPoint(x: 20, y: 20))
        path.move(to: CGPoint(x: 10, y: 20)); path.addLine(to: CGPoint(x: 20, y: 10))
        ctx.setStrokeColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.beginPath()
        ctx.addPath(path)
        ctx.setLineWidth(3.0)
        ctx.strokePath()
    }
}

/// A delegate that supplies contents itself: it wins over drawing.
final class DisplayingDelegate: NSObject, CALayerDelegate {
    var drew = false
    func display(_ layer: CALayer) { layer.name = "displayed" }
    func draw(_ layer: CALayer, in ctx: CGContext) { drew = true }
}

@Suite("Layer drawing: draw(in:), the delegate's draw(_:in:), display()")
struct LayerDrawingTests {
    @Test("seed 002's ACCustomLayer: the star's centre and arms are green, its corners clear")
    func customStarLayer() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = ACCustomLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
            layer.setNeedsDisplay()
            #expect(layer.contents == nil)               // nothing before the display pass

            layer.layoutAndDisplayIfNeeded()
            let image = contentsImage(layer)
            dumpImage(image, "seed002-star-layer")

            let green = RGBA(red: 135 / 255, green: 232 / 255, blue: 84 / 255)
            #expect(image?.width == 150 && image?.height == 150)
            #expect(same(probe(image, 75, 75), green))     // non-zero fill: the centre pentagon
            #expect(same(probe(image, 75, 20), green))     // the top arm, below the tip (75, 15)
            #expect(probe(image, 5, 5).alpha == 0)
            #expect(probe(image, 75, 140).alpha == 0)      // between the two lower arms
            #expect(!layer.needsDisplay())
        }
    }

    @Test("seed 003's SFLayer: needsDisplay survives addSublayer; the star is red inside, clear outside")
    func sfLayerStar() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            let star = SFLayer()
            star.bounds = CGRect(x: 0, y: 0, width: 185, height: 185)
            star.position = CGPoint(x: 200, y: 300)
            star.backgroundColor = CGColor(red: 0, green: 246 / 255, blue: 1, alpha: 1)
            star.setNeedsDisplay()
            root.addSublayer(star)
            #expect(star.needsDisplay())

            root.layoutAndDisplayIfNeeded()
            let image = contentsImage(star)
            dumpImage(image, "seed003-sflayer")

            #expect(star.frame == CGRect(x: 107.5, y: 207.5, width: 185, height: 185))
            #expect(same(probe(image, 94, 60), RGBA(red: 1, green: 0, blue: 0)))   // (94.5, 60.5): inside
            // The backing bitmap is transparent outside the star; the cyan background is the
            // compositor's to draw beneath the contents.
            #expect(probe(image, 10, 10).alpha == 0)
            #expect(probe(image, 94, 100).alpha == 0)                               // below the star
        }
    }

    @Test("seed 001's close box X via the delegate, at contentsScale 2")
    func closeBoxDelegate() {
        let clock = MediaClock.virtual()
        clock.run {
            let delegate = DrawingDelegate()
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 70, width: 30, height: 30)
            layer.contentsScale = 2
            layer.delegate = delegate
            layer.setNeedsDisplay()

            layer.displayIfNeeded()
            let image = contentsImage(layer)
            dumpImage(image, "close-box-layer")

            #expect(delegate.drawCount == 1)
            #expect(image?.width == 60)                    // 30 pt × contentsScale 2
            #expect(delegate.seenCTM == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 60))
            #expect(same(probe(image, 29, 29), .white))    // (14.5, 14.5) pt: the X's centre
            #expect(probe(image, 29, 21).alpha == 0)       // (14.5, 10.5) pt: off both strokes
            layer.displayIfNeeded()
            #expect(delegate.drawCount == 1)               // not marked: no redraw
        }
    }

    /// Seed 002 (E24): the image drawn in draw(_:in:) is upside down without the flip.
    @Test("the avatar image: upside down without seed 002's flip, upright with it")
    func flippedAvatar() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let image = try CGImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255])
            func render(flips: Bool) -> CGImage? {
                let delegate = DrawingDelegate()
                delegate.image = image
                delegate.flips = flips
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
                layer.delegate = delegate
                layer.setNeedsDisplay()
                layer.displayIfNeeded()
                return withExtendedLifetime(delegate) { contentsImage(layer) }
            }

            let upright = render(flips: true), upsideDown = render(flips: false)
            dumpImage(upright, "avatar-flipped")

            let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
            #expect(same(probe(upright, 75, 10), red))       // the image's top row on top
            #expect(same(probe(upright, 75, 140), blue))
            #expect(same(probe(upsideDown, 75, 10), blue))   // as on iOS without the fix
            #expect(same(probe(upsideDown, 75, 140), red))
        }
    }

    // Apple, CALayer `display()`: "If the delegate does not implement the display(_:) method,
    // this method creates a backing store and calls the layer's draw(in:) method to fill that
    // backing store with content. The new backing store replaces the previous contents of the
    // layer." (This test used to expect the image to stay.)
    @Test("a delegate's display(_:) wins over drawing; display() on a layer nobody draws removes its contents")
    func displayWinsAndNoDrawRemovesContents() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let displaying = DisplayingDelegate()
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.delegate = displaying
            layer.display()
            #expect(layer.name == "displayed" && !displaying.drew && layer.contents == nil)

            let plain = CALayer()
            let image = try CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
            plain.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            plain.contents = image
            plain.display()
            #expect(plain.contents == nil)
        }
    }

    @Test("zero-size layers draw nothing; huge layers are capped at the bitmap limit")
    func zeroAndHugeLayers() {
        let clock = MediaClock.virtual()
        clock.run {
            let empty = ACCustomLayer()
            empty.setNeedsDisplay()
            empty.displayIfNeeded()
            #expect(empty.contents == nil)

            let huge = ACCustomLayer()
            huge.bounds = CGRect(x: 0, y: 0, width: 40_000, height: 100)
            huge.display()
            let image = contentsImage(huge)
            #expect(image?.width == CGImage.maximumDimension)
            #expect((image?.height ?? 0) < 100)
        }
    }

    @Test("needsDisplayOnBoundsChange marks the layer when its size changes")
    func needsDisplayOnBoundsChange() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = ACCustomLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(!layer.needsDisplay())
            layer.needsDisplayOnBoundsChange = true

            layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)

            #expect(layer.needsDisplay())
            layer.layoutAndDisplayIfNeeded()
            #expect(contentsImage(layer)?.width == 150)
            clock.advance(by: 0)
            #expect(layer.presentation()?.renderedContents(scale: 1) === contentsImage(layer))
        }
    }
}
