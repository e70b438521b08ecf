import Foundation
import StrataGraphics
import Testing
@testable import StrataCore

/// Audit of the display pass against Apple's CALayer reference.
@Suite struct SemanticsAuditDisplayTests {
    @Test func setNeedsDisplayOnAnImageLayerRemovesTheImageAtTheCommit() throws {
        // CALayer `setNeedsDisplay()`: "The existing content in the layer's contents property is
        // removed to make way for the new content"; `display()`: "The new backing store replaces
        // the previous contents of the layer". A plain layer draws nothing, so nothing is left.
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = committedLayer(clock)
            let image = try CGImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
            layer.contents = image
            clock.advance(by: 0.5)
            let before = layer.presentation()?.contents as? CGImage

            layer.setNeedsDisplay()
            let marked = layer.contents as? CGImage
            clock.advance(by: 0.5)

            #expect(before === image && marked === image)
            #expect(layer.contents == nil)
            #expect(layer.presentation()?.contents == nil)
        }
    }

    @Test func needsDisplayOnBoundsChangeRedrawsAndReplacesTheContents() throws {
        // `needsDisplayOnBoundsChange`: the layer "automatically calls its setNeedsDisplay()
        // method whenever its bounds property changes"; a delegate that draws replaces the image.
        final class Drawer: NSObject, CALayerDelegate {
            var sizes: [CGSize] = []
            func draw(_ layer: CALayer, in ctx: CGContext) { sizes.append(layer.bounds.size) }
        }
        let clock = MediaClock.virtual()
        try clock.run {
            let drawer = Drawer()
            let layer = committedLayer(clock)
            let image = try CGImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
            layer.contents = image
            layer.delegate = drawer
            layer.needsDisplayOnBoundsChange = true
            clock.advance(by: 0.1)
            #expect(drawer.sizes.isEmpty)

            layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
            clock.advance(by: 0.1)

            #expect(drawer.sizes == [CGSize(width: 30, height: 40)])
            let drawn = layer.contents as? CGImage
            #expect(drawn != nil && drawn !== image && drawn?.width == 30 && drawn?.height == 40)
        }
    }
}

/// CALayerDelegate `layerWillDraw(_:)`: "called before draw(_:in:). You can use this method to
/// configure any layer state affecting contents prior to draw(_:in:) such as contentsFormat and
/// isOpaque. Important: This method is not called if the delegate implements display(_:)".
@Suite struct SemanticsAuditLayerWillDrawTests {
    final class Drawer: NSObject, CALayerDelegate {
        var log: [String] = []
        func layerWillDraw(_ layer: CALayer) {
            log.append("willDraw")
            layer.isOpaque = true
        }
        func draw(_ layer: CALayer, in ctx: CGContext) { log.append("draw opaque=\(layer.isOpaque)") }
    }

    final class Displayer: NSObject, CALayerDelegate {
        var log: [String] = []
        func layerWillDraw(_ layer: CALayer) { log.append("willDraw") }
        func display(_ layer: CALayer) { log.append("display") }
    }

    @Test func layerWillDrawRunsBeforeDrawing() {
        let clock = MediaClock.virtual()
        clock.run {
            let drawer = Drawer()
            let layer = committedLayer(clock)
            layer.delegate = drawer
            layer.setNeedsDisplay()
            clock.advance(by: 0.1)

            #expect(drawer.log == ["willDraw", "draw opaque=true"])
        }
    }

    @Test func layerWillDrawIsSkippedWhenTheDelegateDisplays() {
        let clock = MediaClock.virtual()
        clock.run {
            let displayer = Displayer()
            let layer = committedLayer(clock)
            layer.delegate = displayer
            layer.setNeedsDisplay()
            clock.advance(by: 0.1)

            #expect(displayer.log == ["display"])
        }
    }
}

/// CALayer `presentation()`: "The sublayers, mask, and superlayer properties of the returned
/// layer return the corresponding objects from the presentation tree (not the model tree)."
@Suite struct SemanticsAuditPresentationTreeTests {
    @Test func thePresentationLayersMaskIsTheMasksPresentation() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = committedLayer(clock)
            let mask = CALayer()
            mask.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            root.mask = mask
            clock.advance(by: 0.1)
            mask.position = CGPoint(x: 8, y: 0)   // animates implicitly from (0, 0)
            clock.advance(by: 0.1)

            let presented = try #require(root.presentation()?.mask)
            #expect(presented !== mask)
            #expect(presented === mask.presentation())
            #expect(presented.position.x > 0 && presented.position.x < 8)
            #expect(mask.position.x == 8)
        }
    }
}
