import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Self-drawing layers are rasterised for how they are shown: at the scale their ancestors'
/// transforms give them on screen, and only over the part inside the frame. Apple's CALayer
/// keeps a backing store of bounds × contentsScale ("contentsScale", Apple's CALayer reference:
/// "the mapping between the logical coordinate space of the layer … and the physical
/// coordinate space of the bitmap"), and a huge drawing needs CATiledLayer there; issue 12 asks
/// for a sharper result when a drawing is scaled up and for any size to render, so the raster
/// follows the shown scale (`RasterPolicy`, after Chromium's cc/layers/picture_layer_impl.cc).
@Suite struct DrawnRasterRenderTests {
    /// Pixels along row `y` from `x0` to `x1` whose red channel (premultiplied) is strictly
    /// between 10 % and 90 %: the width of an edge's ramp.
    func rampWidth(_ image: CGImage, y: Int, x0: Int, x1: Int) -> Int {
        (x0...x1).filter { x in
            guard let c = image.color(atX: x, y: y) else { return false }
            let r = c.red * c.alpha
            return r > 0.1 && r < 0.9
        }.count
    }

    /// A parent scaling its sublayers 8× about its origin, at (0, 0).
    func magnifier(_ factor: CGFloat) -> CALayer {
        let parent = CALayer()
        parent.anchorPoint = .zero
        parent.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        parent.transform = CATransform3DMakeScale(factor, factor, 1)
        return parent
    }

    @Test func aSmallShapeScaledUpEightTimesHasCrispEdges() throws {
        let (image, _) = try renderScene(width: 120, height: 120, name: "drawn-shape-8x") { root in
            let parent = magnifier(8)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 12, height: 12)
            // Edges at 1.3 and 10.7 points: 10.4 and 85.6 pixels at 8×, inside pixels.
            shape.path = CGPath(rect: CGRect(x: 1.3, y: 1.3, width: 9.4, height: 9.4), transform: nil)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            parent.addSublayer(shape)
            root.addSublayer(parent)
        }

        // Drawn at 1 pixel per point and magnified, each edge would ramp over about 8 pixels.
        #expect(rampWidth(image, y: 48, x0: 0, x1: 30) <= 2, "the left edge at x 10.4 is at most two pixels wide")
        #expect(rampWidth(image, y: 48, x0: 70, x1: 100) <= 2, "the right edge at x 85.6 too")
        expectPixel(image, 12, 48, .pureRed, "1.6 pixels inside the left edge is solid")
        expectPixel(image, 9, 48, .clear, "1.4 pixels outside it is empty")
    }

    @Test func aGradientScaledUpIsDrawnAtTheShownScale() throws {
        var raster: DrawnRaster?
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 100, height: 100)
            let parent = magnifier(4)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            parent.addSublayer(gradient)
            root.addSublayer(parent)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
            _ = try renderer.renderFrame(root, at: clock.now)
            raster = (gradient.presentationSnapshot as? CAGradientLayer)?.currentRaster
        }

        #expect(raster?.scale == 4, "shown at 4 pixels per point: rasterised at 4")
        #expect(raster?.image.width == 80 && raster?.image.height == 80, "20 points × 4")
    }

    @Test func contentsScaleAboveTheScreensAsksForMorePixels() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 60, height: 60)
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
            text.string = "Hi"
            text.contentsScale = 2    // as iOS code sets it to UIScreen.main.scale
            root.addSublayer(text)
            let renderer = try OffscreenRenderer(pixelWidth: 60, pixelHeight: 60)
            _ = try renderer.renderFrame(root, at: clock.now)
            let raster = (text.presentationSnapshot as? CATextLayer)?.currentRaster

            #expect(raster?.scale == 2, "contentsScale 2 in a 1× frame: the bitmap has the 2 pixels per point asked for")
            #expect(raster?.image.width == 100)
        }
    }

    @Test func aLayerWithAnImageAsContentsIsNotRedrawn() throws {
        // Two texels, red and blue: magnified 8× with linear filtering, the seam between them
        // ramps over about 8 pixels — the image is shown as given, not redrawn sharper.
        let image = makeImage(2, 1) { x, _ in x == 0 ? .pureRed : .pureBlue }
        let (frame, _) = try renderScene(width: 40, height: 20, name: "drawn-contents-untouched") { root in
            let parent = magnifier(8)
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
            layer.contents = image
            parent.addSublayer(layer)
            root.addSublayer(parent)
        }

        #expect(rampWidth(frame, y: 4, x0: 0, x1: 15) >= 4, "the red-to-blue seam is bilinear over several pixels")
    }

    /// A 20,000-point square in an 800×600 frame draws only what shows: the bound is a hang
    /// guard for a debug build on a shared machine; StrataGLBench --huge measures the speed.
    @Test(arguments: ["gradient", "shape"])
    func aHugeDrawnLayerRendersQuicklyWithABoundedBitmap(kind: String) throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 800, height: 600)
            let huge: CALayer
            if kind == "gradient" {
                let gradient = CAGradientLayer()
                gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                huge = gradient
            } else {
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20_000, height: 20_000), transform: nil)
                shape.fillColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)
                huge = shape
            }
            // Centred on the frame: the frame sees the middle 800×600 points of it.
            huge.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
            huge.position = CGPoint(x: 400, y: 300)
            root.addSublayer(huge)
            let renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600)

            let start = Date()
            let image = try renderer.renderFrame(root, at: clock.now)
            let seconds = Date().timeIntervalSince(start)

            #expect(seconds < 30, "rendered in \(seconds) s")
            let raster = huge.presentationSnapshot.flatMap { ($0 as? CAGradientLayer)?.currentRaster ?? ($0 as? CAShapeLayer)?.currentRaster }
            let pixels = (raster?.image.width ?? .max) * (raster?.image.height ?? 1)
            #expect(pixels <= 2048 * 2048, "the bitmap covers the visible part and a margin, not 20,000² points: \(pixels) pixels")
            if kind == "gradient" {
                // The middle of the layer: half way from red to blue (axial, top to bottom).
                expectPixel(image, 400, 300, RGBA(red: 0.5, green: 0, blue: 0.5), tolerance: 0.03, "the gradient's middle")
            } else {
                expectPixel(image, 400, 300, RGBA(red: 0, green: 0.5, blue: 0), "inside the 10,000-point circle")
            }
        }
    }

    /// Scrolling past the margin draws only the strips that come into view: the rest is copied
    /// from the last bitmap (on the same pixel grid, so nothing is resampled), and the picture
    /// is the one a fresh render gives.
    @Test(arguments: ["gradient", "shape"])
    func scrollingPastTheMarginDrawsOnlyTheNewStrips(kind: String) throws {
        func scene() -> (CALayer, CALayer) {
            let root = screenRoot(width: 400, height: 300)
            let layer: CALayer
            if kind == "gradient" {
                let gradient = CAGradientLayer()
                gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                gradient.endPoint = CGPoint(x: 1, y: 1)
                layer = gradient
            } else {
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10_000, height: 10_000), transform: nil)
                shape.fillColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
                layer = shape
            }
            layer.anchorPoint = .zero
            layer.bounds = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
            root.addSublayer(layer)
            return (root, layer)
        }
        func place(_ layer: CALayer, _ i: Int) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: -4_700 - 60 * CGFloat(i), y: -300 - 45 * CGFloat(i))
            CATransaction.commit()
        }
        let clock = MediaClock.virtual()
        try clock.run {
            let (root, layer) = scene()
            let renderer = try OffscreenRenderer(pixelWidth: 400, pixelHeight: 300)
            var image: CGImage?
            for i in 0...20 {   // 1,200 points right and 900 down, 60 and 45 a frame
                place(layer, i)
                image = try renderer.renderFrame(root, at: clock.now)
            }
            let copy = layer.presentationSnapshot
            let count = (copy as? CAGradientLayer)?.renderCount ?? (copy as? CAShapeLayer)?.renderCount ?? 0
            let drawn = (copy as? CAGradientLayer)?.rasterPixelsDrawn ?? (copy as? CAShapeLayer)?.rasterPixelsDrawn ?? 0
            let raster = (copy as? CAGradientLayer)?.currentRaster ?? (copy as? CAShapeLayer)?.currentRaster
            let full = (raster?.image.width ?? 0) * (raster?.image.height ?? 0)

            let (freshRoot, freshLayer) = scene()
            place(freshLayer, 20)
            let fresh = try OffscreenRenderer(pixelWidth: 400, pixelHeight: 300).renderFrame(freshRoot, at: clock.now)

            #expect(count >= 3, "the scroll went past the margin several times (\(count) rasterisations)")
            #expect(drawn < count * full / 2, "\(drawn) pixels drawn for \(count) bitmaps of about \(full)")
            guard let image else { return }
            var worst = 0.0
            for y in stride(from: 0, to: 300, by: 7) {
                for x in stride(from: 0, to: 400, by: 7) {
                    guard let a = image.color(atX: x, y: y), let b = fresh.color(atX: x, y: y) else { continue }
                    worst = max(worst, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
                }
            }
            #expect(worst <= 2.0 / 255, "the scrolled picture matches a fresh render (worst channel difference \(worst))")
        }
    }

    /// Sizes far past any bitmap never trap (the pixel arithmetic is checked, not converted
    /// blindly): a million-point shape and a billion-point gradient still draw their visible
    /// parts correctly; 10²⁰ draws what it can or nothing. (Cairo holds device coordinates in
    /// 24.8 fixed point, so a path reaching millions of pixels from the bitmap is beyond it.)
    @Test(arguments: [1e6, 1e9, 1e20, 1e300])
    func absurdlyLargeDrawnLayersDoNotTrap(side: Double) throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 100, height: 100)
            let gradient = CAGradientLayer()
            gradient.colors = [CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
            gradient.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            gradient.position = CGPoint(x: 50, y: 50)
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: -side / 2, y: 0, width: side, height: side), transform: nil)
            shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            shape.position = CGPoint(x: 50, y: 80)
            root.addSublayer(gradient)
            root.addSublayer(shape)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)

            let image = try renderer.renderFrame(root, at: clock.now)

            if side <= 1e9 { expectPixel(image, 50, 20, .pureGreen, "the middle of the gradient") }
            if side <= 1e6 { expectPixel(image, 50, 90, .pureBlue, "the shape's path from y 80 down") }
        }
    }

    /// Magnified 100,000×, a 100-point circle would span 10⁷ pixels, past what Cairo's
    /// fixed-point coordinates hold (its path wrapped around into garbage): the raster scale
    /// stops where the layer spans 2²² pixels, and the compositor magnifies the rest.
    @Test(arguments: [(CGPoint(x: 50, y: 50), true), (CGPoint(x: 2, y: 2), false)])
    func anExtremeZoomStillDrawsTheRightPicture(look: CGPoint, inside: Bool) throws {
        let factor: CGFloat = 100_000
        let (image, _) = try renderScene(width: 200, height: 200) { root in
            let parent = CALayer()
            parent.anchorPoint = .zero
            parent.transform = CATransform3DMakeScale(factor, factor, 1)
            // The frame's centre, pixel (100, 100), shows layer point `look`.
            parent.position = CGPoint(x: 100 - look.x * factor, y: 100 - look.y * factor)
            let shape = CAShapeLayer()
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            parent.addSublayer(shape)
            root.addSublayer(parent)
        }

        expectPixel(image, 100, 100, inside ? .pureRed : .clear,
                    inside ? "the circle's centre" : "(2, 2) is outside the circle of radius 50 about (50, 50)")
    }

    /// The shadow code asks whether a layer with an opaque background paints contents of its
    /// own (then its shadow is not a plain rounded rectangle): asked through the visible part.
    @Test func aHugeGradientWithAShadowIsStillDrawnInPart() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 400, height: 300)
            let gradient = CAGradientLayer()
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            gradient.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            gradient.shadowOpacity = 0.5
            gradient.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
            gradient.position = CGPoint(x: 200, y: 150)
            root.addSublayer(gradient)
            let renderer = try OffscreenRenderer(pixelWidth: 400, pixelHeight: 300)

            _ = try renderer.renderFrame(root, at: clock.now)
            let copy = gradient.presentationSnapshot as? CAGradientLayer

            #expect(copy?.renderCount == 1, "one raster serves the shadow's question and the contents")
            #expect((copy?.currentRaster.map { $0.image.width * $0.image.height } ?? .max) <= 1024 * 1024)
        }
    }

    @Test func aScaleAnimationRedrawsAtStepsNotEveryFrame() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 100, height: 100)
            let parent = magnifier(1)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            parent.addSublayer(shape)
            root.addSublayer(parent)
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 1
            grow.toValue = 8
            grow.duration = 1
            grow.fillMode = .forwards
            grow.isRemovedOnCompletion = false
            parent.add(grow, forKey: "grow")
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
            var scales: [CGFloat] = []
            for _ in 0...60 {
                _ = try renderer.renderFrame(root, at: clock.now)
                if let s = (shape.presentationSnapshot as? CAShapeLayer)?.currentRaster?.scale, s != scales.last { scales.append(s) }
                clock.advance(by: 1.0 / 60)
            }
            let count = (shape.presentationSnapshot as? CAShapeLayer)?.renderCount ?? 0

            // 1, √2, 2, 2√2, 4, 4√2, 8: one bitmap per √2 step over 61 frames.
            #expect(count == 7, "rasterised \(count) times at scales \(scales)")
            #expect(scales.count == 7 && abs((scales.last ?? 0) - 8) < 1e-9, "steps \(scales)")
        }
    }

    @Test func scrollingAHugeLayerReusesItsBitmap() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 400, height: 300)
            let gradient = CAGradientLayer()
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            gradient.startPoint = CGPoint(x: 0, y: 0)
            gradient.endPoint = CGPoint(x: 1, y: 0)
            gradient.anchorPoint = .zero
            gradient.bounds = CGRect(x: 0, y: 0, width: 10_000, height: 300)
            root.addSublayer(gradient)
            let renderer = try OffscreenRenderer(pixelWidth: 400, pixelHeight: 300)
            var last: CGImage?
            // Scroll left 20 points a frame for 10 frames: 200 points, within the margin.
            for i in 0..<10 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                gradient.position = CGPoint(x: -5_000 - 20 * CGFloat(i), y: 0)
                CATransaction.commit()
                last = try renderer.renderFrame(root, at: clock.now)
            }
            let count = (gradient.presentationSnapshot as? CAGradientLayer)?.renderCount ?? 0

            #expect(count == 1, "ten 20-point scroll steps reuse one bitmap (\(count) rasterisations)")
            if let last {
                // Screen x 200 is layer x 5,380 of 10,000: 53.8 % of the way from red to blue.
                expectPixel(last, 200, 150, RGBA(red: 0.462, green: 0, blue: 0.538), tolerance: 0.03, "the scrolled gradient")
            }
        }
    }
}

/// A layer shown several times in a frame at different scales (CAReplicatorLayer instances,
/// Apple: "instanceTransform … applied to the previous instance") shares one bitmap good for
/// the largest, instead of redrawing for each instance every frame.
@Suite struct ReplicatedDrawnRasterTests {
    @Test func replicatedCopiesAtSeveralScalesShareOneBitmap() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 200, height: 200)
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeScale(1.5, 1.5, 1)   // 1, 1.5, 2.25, 3.375
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            replicator.addSublayer(shape)
            root.addSublayer(replicator)
            let renderer = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 200)

            for _ in 0..<10 { _ = try renderer.renderFrame(root, at: clock.now) }
            let copy = shape.presentationSnapshot as? CAShapeLayer

            #expect((copy?.renderCount ?? 99) <= 4, "rasterised \(copy?.renderCount ?? -1) times in 10 frames")
            #expect(copy?.currentRaster?.scale == 4, "one bitmap at the step above the largest copy's 3.375")
        }
    }
}
