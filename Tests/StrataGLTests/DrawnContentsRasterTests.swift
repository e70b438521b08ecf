import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// A layer that fills `square` (layer points) in red and records each context it is handed.
final class SquareLayer: CALayer {
    var square = CGRect(x: 1.3, y: 1.3, width: 9.4, height: 9.4)
    var contexts: [(width: Int, height: Int, ctm: CGAffineTransform)] = []

    override func draw(in ctx: CGContext) {
        contexts.append((ctx.width, ctx.height, ctx.ctm))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(square)
    }
}

/// `draw(in:)` layers (Apple: CALayer.draw(in:), "Providing a Layer's Contents") follow the
/// shown scale too: `display()` draws the contents at contentsScale, as on iOS, and where the
/// layer is shown magnified the compositor has `draw(in:)` draw the visible part again at the
/// shown scale, with a context whose CTM maps layer points to that bitmap (issue 12: sharper
/// than iOS when scaled up). A layer too large for one bitmap draws only what shows.
@Suite struct DrawnContentsRasterTests {
    func redRamp(_ image: CGImage, y: Int, x0: Int, x1: Int) -> Int {
        (x0...x1).filter { x in
            guard let c = image.color(atX: x, y: y) else { return false }
            return c.red * c.alpha > 0.1 && c.red * c.alpha < 0.9
        }.count
    }

    @Test func aDrawnLayerScaledUpEightTimesIsDrawnAgainCrisply() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 120, height: 120)
            let parent = CALayer()
            parent.anchorPoint = .zero
            parent.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            parent.transform = CATransform3DMakeScale(8, 8, 1)
            let layer = SquareLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 12, height: 12)
            layer.setNeedsDisplay()
            parent.addSublayer(layer)
            root.addSublayer(parent)
            let renderer = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 120)

            let image = try renderer.renderFrame(root, at: clock.now)
            _ = try renderer.renderFrame(root, at: clock.now)
            savePNG(image, "drawn-in-8x")

            #expect(layer.contents is CGImage, "the model's contents are still the bounds × contentsScale bitmap")
            #expect(layer.contexts.count == 2, "display() once, then one redraw at 8× (none for the second frame)")
            if layer.contexts.count == 2 {
                let redraw = layer.contexts[1]
                #expect(redraw.width == 96 && redraw.height == 96, "12 points at 8 pixels per point")
                // Quartz's y-up device space: layer (x, y) → (8x, 96 − 8y).
                #expect(redraw.ctm.a == 8 && redraw.ctm.d == -8 && redraw.ctm.tx == 0 && redraw.ctm.ty == 96,
                        "the CTM maps layer points to the bitmap: \(redraw.ctm)")
            }
            #expect(redRamp(image, y: 48, x0: 0, x1: 30) <= 2, "the left edge at x 10.4 is at most two pixels wide")
            expectPixel(image, 12, 48, .pureRed, "inside the square")
            expectPixel(image, 9, 48, .clear, "outside it")
        }
    }

    @Test func aDrawnLayerShownAtItsOwnScaleIsNotDrawnAgain() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 40, height: 40)
            let layer = SquareLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 12, height: 12)
            layer.setNeedsDisplay()
            root.addSublayer(layer)
            let renderer = try OffscreenRenderer(pixelWidth: 40, pixelHeight: 40)

            _ = try renderer.renderFrame(root, at: clock.now)

            #expect(layer.contexts.count == 1, "only display() draws: the contents are at the shown scale")
        }
    }

    @Test func contentsSetExplicitlyAfterDrawingAreShownAsGiven() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 40, height: 40)
            let parent = CALayer()
            parent.anchorPoint = .zero
            parent.transform = CATransform3DMakeScale(4, 4, 1)
            let layer = SquareLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
            layer.displayIfNeeded()
            layer.setNeedsDisplay()
            layer.display()
            layer.contents = makeImage(2, 1) { _, _ in .pureBlue }
            parent.addSublayer(layer)
            root.addSublayer(parent)
            let renderer = try OffscreenRenderer(pixelWidth: 40, pixelHeight: 40)

            let image = try renderer.renderFrame(root, at: clock.now)

            #expect(layer.contexts.count == 1, "the image the user set is not replaced by a redraw")
            expectPixel(image, 4, 2, .pureBlue, "the blue image, magnified")
        }
    }

    /// The bound is a hang guard for a debug build on a shared machine.
    @Test func aHugeDrawnLayerDrawsOnlyItsVisiblePart() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 800, height: 600)
            let layer = SquareLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
            layer.position = CGPoint(x: 400, y: 300)
            layer.square = CGRect(x: 9_000, y: 9_000, width: 1_000, height: 2_000)   // the left half of the middle
            layer.setNeedsDisplay()
            root.addSublayer(layer)
            let renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600)

            let start = Date()
            let image = try renderer.renderFrame(root, at: clock.now)
            let seconds = Date().timeIntervalSince(start)

            #expect(seconds < 30, "rendered in \(seconds) s")
            #expect(!(layer.contents is CGImage), "no 20,000-point bitmap: the contents are drawn when shown")
            let biggest = layer.contexts.map { $0.width * $0.height }.max() ?? 0
            #expect(biggest <= 2048 * 2048, "the largest bitmap drawn has \(biggest) pixels")
            // Screen (x, y) is layer (x + 9,600, y + 9,700): the square spans screen x -600…400.
            expectPixel(image, 390, 300, .pureRed, "inside the square")
            expectPixel(image, 410, 300, .clear, "right of it")
        }
    }
}
