import Foundation
@testable import StrataCore
import StrataGraphics
import Testing

/// Pixel probes of `CALayer.render(in:)`'s rules
/// (https://developer.apple.com/documentation/quartzcore/calayer/render(in:)): "renders
/// directly from the layer tree, ignoring any animations", "in the coordinate space of the
/// layer".
@Suite struct RenderInContextProbeTests {
    static let pureRed = RGBA(red: 1, green: 0, blue: 0)
    static let pureBlue = RGBA(red: 0, green: 0, blue: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    func snapshot(_ layer: CALayer, _ width: Int = 40, _ height: Int = 40, scale: CGFloat = 1) -> CGImage? {
        guard let ctx = CGContext(layerPixelsWide: width, pixelsHigh: height, scale: scale) else { return nil }
        layer.render(in: ctx)
        return ctx.makeImage()
    }

    func solid(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    @Test func rendersInTheLayersOwnCoordinateSpace() {
        let root = solid(CGRect(x: 200, y: 300, width: 40, height: 40), Self.blue)
        root.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)   // the layer's own placement: not applied
        root.bounds.origin = CGPoint(x: 10, y: 0)
        root.addSublayer(solid(CGRect(x: 10, y: 0, width: 10, height: 10), Self.red))

        let image = snapshot(root)

        #expect(same(probe(image, 5, 5), .clear), "user space is the layer's space: x 0…10 is left of its bounds (origin x 10)")
        #expect(same(probe(image, 15, 5), Self.pureRed), "context x 15 is layer x 15, inside the sublayer at 10…20")
        #expect(same(probe(image, 35, 35), Self.pureBlue), "the layer's own rotation and position are ignored")
    }

    @Test func drawsModelValuesIgnoringAnimations() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = solid(CGRect(x: 0, y: 0, width: 40, height: 40), Self.red)
            clock.advance(by: 0)
            let anim = CABasicAnimation(keyPath: "backgroundColor")
            anim.fromValue = Self.blue
            anim.toValue = Self.blue
            anim.duration = 10
            layer.add(anim, forKey: "tint")
            clock.advance(by: 1)
            layer.updatePresentationTree(at: clock.now)

            let image = snapshot(layer)

            #expect(same(probe(image, 20, 20), Self.pureRed), "the model's red, not the animated blue")
        }
    }

    @Test func hiddenLayersAndZeroOpacityAreNotDrawn() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let hidden = solid(CGRect(x: 0, y: 0, width: 20, height: 40), Self.red)
        hidden.isHidden = true
        let clear = solid(CGRect(x: 20, y: 0, width: 20, height: 40), Self.red)
        clear.opacity = 0
        root.addSublayer(hidden)
        root.addSublayer(clear)

        let image = snapshot(root)

        #expect(same(probe(image, 10, 20), .clear), "isHidden")
        #expect(same(probe(image, 30, 20), .clear), "opacity 0")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/allowsgroupopacity
    @Test func groupOpacityCompositesTheSubtreeOnce() {
        func scene(group: Bool) -> CGImage? {
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = group
            parent.addSublayer(solid(CGRect(x: 0, y: 0, width: 30, height: 40), Self.red))
            parent.addSublayer(solid(CGRect(x: 10, y: 0, width: 30, height: 40), Self.blue))
            return snapshot(parent)
        }
        let grouped = scene(group: true), separate = scene(group: false)

        #expect(same(probe(grouped, 20, 20), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)),
                "as a group: the blue on top hides the red, then the whole is at half opacity")
        #expect(same(probe(separate, 20, 20), RGBA(red: 1.0 / 3, green: 0, blue: 2.0 / 3, alpha: 0.75)),
                "each at half opacity: blue at 0.5 over red at 0.5 (alpha 0.75, red 0.25/0.75)")
    }

    @Test func aQuartzBitmapContextShowsTheLayerUpsideDownAsOnIOS() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.addSublayer(solid(CGRect(x: 0, y: 0, width: 40, height: 10), Self.red))   // the top band
        let ctx = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))

        root.render(in: ctx)
        let image = ctx.makeImage()

        #expect(same(probe(image, 20, 35), Self.pureRed), "y-up user space: layer y 0…10 is the bottom rows")
        #expect(same(probe(image, 20, 5), .clear), "the top rows are layer y 30…40")
    }

    @Test func masksToBoundsClipsTheShadowAsOnIOS() {
        func scene(clips: Bool) -> CGImage? {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            let card = solid(CGRect(x: 10, y: 10, width: 20, height: 20), Self.red)
            card.shadowOpacity = 1
            card.shadowRadius = 0
            card.shadowOffset = CGSize(width: 5, height: 5)
            card.masksToBounds = clips
            root.addSublayer(card)
            return snapshot(root)
        }

        #expect(same(probe(scene(clips: false), 33, 33), .black), "the shadow 5 pt right and down of the card")
        #expect(same(probe(scene(clips: true), 33, 33), .clear), "masksToBounds: the shadow outside the bounds is clipped")
    }

    @Test func aLayerSeenFromBehindIsCulledWhenSingleSided() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let back = solid(CGRect(x: 0, y: 0, width: 40, height: 40), Self.red)
        back.transform = CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0)
        back.isDoubleSided = false
        root.addSublayer(back)
        let image1 = snapshot(root)
        back.isDoubleSided = true
        let image2 = snapshot(root)

        #expect(same(probe(image1, 20, 20), .clear), "turned 162° about y: its back faces the viewer")
        #expect(same(probe(image2, 20, 20), Self.pureRed), "double-sided (the default): drawn, squashed to cos 162° of its width")
    }

    @Test func perspectiveIsIgnored() {
        func scene(perspective: Bool) -> CGImage? {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            var t = CATransform3DIdentity
            if perspective { t.m34 = -1 / 50 }
            let layer = solid(CGRect(x: 5, y: 5, width: 30, height: 30), Self.red)
            layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
            root.addSublayer(layer)
            return snapshot(root)
        }
        let flat = scene(perspective: false), deep = scene(perspective: true)

        #expect(flat?.pixelData == deep?.pixelData, "only the 2D part of the 4×4 matrix is drawn")
        #expect(same(probe(flat, 20, 6), Self.pureRed) && same(probe(flat, 8, 20), .clear),
                "the 45° turn narrows the 30 pt square to about 21 pt, centred")
    }

    @Test func aDrawnLayerIsDrawnAgainAtTheContextsScale() {
        final class Bar: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 10.5, height: 20))
            }
        }
        let bar = Bar()
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        bar.display()   // contents drawn at contentsScale 1: 10.5 pt ends mid-pixel

        let image = snapshot(bar, 40, 40, scale: 2)

        #expect(same(probe(image, 20, 10), Self.pureRed), "at 2× the bar covers pixels 0…20 fully: drawn again, not the 1× bitmap scaled")
        #expect(same(probe(image, 21, 10), .clear), "and ends exactly at pixel 21")
    }

    @Test func aMaskWithNothingInItHidesTheLayer() {
        let layer = solid(CGRect(x: 0, y: 0, width: 40, height: 40), Self.red)
        layer.mask = CALayer()

        #expect(same(probe(snapshot(layer), 20, 20), .clear), "an empty mask lets nothing through")
    }

    // https://developer.apple.com/documentation/quartzcore/calayerdelegate/draw(_:in:)
    @Test func aDelegatesDrawingIsRenderedAndAPlainLayersContentsImageToo() throws {
        final class Painter: NSObject, CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
            }
        }
        let painter = Painter()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let drawn = CALayer()
        drawn.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        drawn.delegate = painter
        drawn.setNeedsDisplay()
        let pictured = CALayer()
        pictured.frame = CGRect(x: 20, y: 0, width: 20, height: 40)
        pictured.contents = try CGImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
        root.addSublayer(drawn)
        root.addSublayer(pictured)

        let image = snapshot(root)

        #expect(same(probe(image, 10, 20), Self.pureBlue), "the delegate's drawing")
        #expect(same(probe(image, 30, 20), Self.pureRed), "the contents image of a layer that does not draw")
        withExtendedLifetime(painter) {}
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/presentation()
    @Test func aPresentationLayerRendersThePresentedTree() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.sublayerTransform = CATransform3DMakeTranslation(10, 0, 0)
            let child = solid(CGRect(x: 0, y: 0, width: 10, height: 40), Self.red)
            root.addSublayer(child)
            clock.advance(by: 0)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 5
            slide.toValue = 25
            slide.duration = 2
            child.add(slide, forKey: "slide")
            clock.advance(by: 1)
            root.updatePresentationTree(at: clock.now)

            let model = snapshot(root)
            let presented = root.presentation().flatMap { snapshot($0) }

            #expect(same(probe(model, 12, 20), Self.pureRed), "model: x 0…10, moved 10 by sublayerTransform")
            #expect(same(probe(presented, 12, 20), .clear) && same(probe(presented, 27, 20), Self.pureRed),
                    "half-way: centre x 15, so 10…20, plus the sublayerTransform's 10")
        }
    }
}
