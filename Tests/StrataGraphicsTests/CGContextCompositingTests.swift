import Foundation
import Testing
@testable import StrataGraphics

/// Blend modes (Apple: CGBlendMode — the PDF blend modes and the Porter–Duff operators) and
/// transparency layers (Quartz 2D Programming Guide, "Transparency Layers": the layer is
/// composited as one object with the alpha, blend mode and shadow in effect at its start).
@Suite struct CGContextCompositingTests {
    private func fill(_ ctx: CGContext, _ rect: CGRect, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        ctx.setFillColor(CGColor(red: r, green: g, blue: b, alpha: a))
        ctx.fill(rect)
    }

    @Test func multiplyMultipliesColours() {
        let ctx = layerContext(20, 20)
        fill(ctx, CGRect(x: 0, y: 0, width: 20, height: 20), 1, 0.5, 0.5)
        ctx.setBlendMode(.multiply)
        fill(ctx, CGRect(x: 0, y: 0, width: 10, height: 20), 0.5, 1, 1)
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 5, 10), RGBA(red: 0.5, green: 0.5, blue: 0.5)), "\(pixel(image, 5, 10))")
        #expect(matches(pixel(image, 15, 10), RGBA(red: 1, green: 0.5, blue: 0.5)), "outside the second fill: unchanged")
    }

    @Test func porterDuffOperators() {
        let ctx = layerContext(40, 10)
        fill(ctx, CGRect(x: 0, y: 0, width: 40, height: 10), 0, 0, 1)
        ctx.setBlendMode(.clear)
        fill(ctx, CGRect(x: 0, y: 0, width: 10, height: 10), 1, 0, 0)
        ctx.setBlendMode(.copy)
        fill(ctx, CGRect(x: 10, y: 0, width: 10, height: 10), 1, 0, 0, 0.5)
        ctx.setBlendMode(.destinationOut)
        fill(ctx, CGRect(x: 20, y: 0, width: 10, height: 10), 0, 1, 0, 0.75)
        let image = ctx.makeImage()
        #expect(pixel(image, 5, 5).alpha == 0, "clear: nothing left")
        #expect(matches(pixel(image, 15, 5), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)), "copy: the source, alpha and all")
        #expect(matches(pixel(image, 25, 5), RGBA(red: 0, green: 0, blue: 1, alpha: 0.25)), "destination-out: D·(1 − Sa)")
        #expect(matches(pixel(image, 35, 5), RGBA(red: 0, green: 0, blue: 1)), "untouched")
    }

    @Test func theBlendModeIsGraphicsState() {
        let ctx = layerContext(20, 10)
        fill(ctx, CGRect(x: 0, y: 0, width: 20, height: 10), 0, 0, 1)
        ctx.saveGState()
        ctx.setBlendMode(.clear)
        ctx.restoreGState()
        fill(ctx, CGRect(x: 0, y: 0, width: 10, height: 10), 1, 0, 0, 0.5)
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 5, 5), RGBA(red: 0.5, green: 0, blue: 0.5)), "normal again after restoreGState: \(pixel(image, 5, 5))")
    }

    @Test func aTransparencyLayerIsCompositedAsOneObject() {
        let ctx = layerContext(60, 20)
        ctx.setAlpha(0.5)
        // Without a layer, two overlapping squares at alpha 0.5 overlap at 0.75 …
        fill(ctx, CGRect(x: 0, y: 0, width: 12, height: 10), 1, 0, 0)
        fill(ctx, CGRect(x: 8, y: 0, width: 12, height: 10), 1, 0, 0)
        // … in a layer, the pair is one object at 0.5.
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        fill(ctx, CGRect(x: 30, y: 0, width: 12, height: 10), 1, 0, 0)
        fill(ctx, CGRect(x: 38, y: 0, width: 12, height: 10), 1, 0, 0)
        ctx.endTransparencyLayer()
        let image = ctx.makeImage()
        #expect(abs(pixel(image, 10, 5).alpha - 0.75) < 0.02)
        #expect(abs(pixel(image, 40, 5).alpha - 0.5) < 0.02, "the overlap inside the layer: \(pixel(image, 40, 5).alpha)")
        #expect(abs(pixel(image, 32, 5).alpha - 0.5) < 0.02)
    }

    @Test func aLayerGetsOneShadow() {
        let ctx = layerContext(80, 40)
        ctx.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        // Overlapping squares: inside the layer no shadows; the layer casts the union's shadow.
        fill(ctx, CGRect(x: 10, y: 5, width: 20, height: 20), 1, 0, 0)
        fill(ctx, CGRect(x: 20, y: 5, width: 20, height: 20), 1, 0, 0)
        ctx.endTransparencyLayer()
        let image = ctx.makeImage()
        let shadow = pixel(image, 25, 30)
        #expect(matches(shadow, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)), "one shadow, not two stacked: \(shadow)")
        #expect(matches(pixel(image, 25, 20), red))
    }

    @Test func unbalancedCallsAreIgnoredOrClosed() {
        let ctx = layerContext(20, 20)
        ctx.endTransparencyLayer()                 // no layer: ignored
        ctx.saveGState()
        ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 20), auxiliaryInfo: nil)
        ctx.restoreGState()                        // cannot reach past the layer's start: ignored
        ctx.saveGState()                           // never restored: ends with the layer
        fill(ctx, CGRect(x: 0, y: 0, width: 20, height: 20), 0, 1, 0)
        ctx.endTransparencyLayer()
        ctx.restoreGState()                        // the save before the layer
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 5, 5), RGBA(red: 0, green: 1, blue: 0)))
        #expect(pixel(image, 15, 5).alpha == 0, "outside the layer's rectangle nothing is drawn")
        fill(ctx, CGRect(x: 10, y: 10, width: 10, height: 10), 0, 0, 1)
        #expect(matches(pixel(ctx.makeImage(), 15, 15), blue), "the context still draws")
    }
}
