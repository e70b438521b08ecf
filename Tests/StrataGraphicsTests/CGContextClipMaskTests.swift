import Foundation
import Testing
@testable import StrataGraphics

/// `clip(to:mask:)` (Apple: "Maps a mask into the specified rectangle and intersects it with
/// the current clipping area"; the mask's samples act as alpha). Strata's images are RGBA:
/// an opaque image acts by its grey level, one with transparency by its alpha.
@Suite struct CGContextClipMaskTests {
    /// An opaque image of grey levels, one row per inner array (rows top to bottom).
    private func greyMask(_ rows: [[UInt8]]) -> CGImage {
        let pixels: [UInt8] = rows.flatMap { row in row.flatMap { grey -> [UInt8] in [grey, grey, grey, 255] } }
        return try! CGImage(width: rows[0].count, height: rows.count, pixels: pixels)
    }

    private func fillAll(_ ctx: CGContext, _ color: RGBA) {
        ctx.setFillColor(color.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
    }

    @Test func aGreyMaskKeepsWhiteDropsBlackAndFadesGrey() {
        let ctx = layerContext(40, 10)
        ctx.interpolationQuality = .none
        ctx.clip(to: CGRect(x: 0, y: 0, width: 30, height: 10), mask: greyMask([[255, 128, 0]]))
        fillAll(ctx, red)
        let image = ctx.makeImage()
        dump(image, "clipmask-grey")
        #expect(matches(pixel(image, 5, 5), red), "under the white sample: painted")
        #expect(matches(pixel(image, 15, 5), RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)), "grey 128: half painted, \(pixel(image, 15, 5))")
        #expect(pixel(image, 25, 5).alpha == 0, "under the black sample: not painted")
        #expect(pixel(image, 35, 5).alpha == 0, "outside the mask's rect: not painted")
    }

    @Test func aRetinaContextMasksTheWholeRect() {
        // Scale 2: the rect (4,4,24,24) in points is pixels 8…56; every quadrant is painted.
        let ctx = layerContext(64, 64, scale: 2)
        ctx.clip(to: CGRect(x: 4, y: 4, width: 24, height: 24), mask: greyMask([[255]]))
        fillAll(ctx, red)
        let image = ctx.makeImage()
        for (x, y) in [(12, 12), (50, 12), (12, 50), (50, 50)] {
            #expect(matches(pixel(image, x, y), red), "pixel (\(x), \(y)) inside the rect")
        }
        #expect(pixel(image, 60, 30).alpha == 0, "pixel (60, 30) is point (30, 15), right of the rect")
    }

    @Test func anImageWithTransparencyMasksByItsAlpha() throws {
        // The icon-tint idiom: an opaque black glyph on transparent ground, then a fill colour.
        let icon = try CGImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 0, 0, 0, 0])
        let ctx = layerContext(20, 10)
        ctx.interpolationQuality = .none
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: icon)
        fillAll(ctx, blue)
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 5, 5), blue), "the glyph's opaque pixel takes the fill (black does not block: alpha decides)")
        #expect(pixel(image, 15, 5).alpha == 0, "its transparent pixel stays clear")
    }

    @Test func theMaskIsMappedAsDrawImageMapsAnImage() {
        // Top row white, bottom row black: the top row lands at rect.maxY, as in draw(_:in:).
        let mask = greyMask([[255], [0]])
        let layer = layerContext(10, 20)   // y-down: maxY is the bottom
        layer.interpolationQuality = .none
        layer.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20), mask: mask)
        fillAll(layer, red)
        let flipped = layer.makeImage()
        #expect(pixel(flipped, 5, 15).alpha == 1 && pixel(flipped, 5, 5).alpha == 0,
                "in a y-down context the mask is upside down, as an image drawn there is")

        var bytes = [UInt8](repeating: 0, count: 10 * 20 * 4)
        let quartz = CGContext(data: &bytes, width: 10, height: 20, bitsPerComponent: 8, bytesPerRow: 40,
                               space: CGColorSpace(name: CGColorSpace.sRGB)!,
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        quartz.interpolationQuality = .none
        quartz.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20), mask: mask)
        fillAll(quartz, red)
        let upright = quartz.makeImage()
        #expect(pixel(upright, 5, 5).alpha == 1 && pixel(upright, 5, 15).alpha == 0,
                "in a y-up Quartz bitmap context it is upright")
    }

    @Test func masksIntersectAndAreGraphicsState() {
        let ctx = layerContext(20, 20)
        ctx.interpolationQuality = .none
        let full = CGRect(x: 0, y: 0, width: 20, height: 20)
        ctx.saveGState()
        ctx.clip(to: full, mask: greyMask([[255, 0]]))          // left half
        ctx.clip(to: full, mask: greyMask([[0], [255]]))        // the image's bottom row: y-down top half
        fillAll(ctx, red)
        ctx.restoreGState()
        let clipped = ctx.makeImage()
        #expect(matches(pixel(clipped, 5, 5), red), "in both masks")
        #expect(pixel(clipped, 15, 5).alpha == 0, "outside the first")
        #expect(pixel(clipped, 5, 15).alpha == 0, "outside the second")

        fillAll(ctx, blue)
        #expect(matches(pixel(ctx.makeImage(), 15, 15), blue), "restoreGState removed the mask clip")
    }

    @Test func blendModesAndClearingSeeTheRealDestinationThroughTheMask() {
        let ctx = layerContext(20, 10)
        fillAll(ctx, RGBA(red: 1, green: 0.5, blue: 0.5))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: greyMask([[128]]))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(RGBA(red: 0.5, green: 1, blue: 1).cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setBlendMode(.normal)
        ctx.clear(CGRect(x: 10, y: 0, width: 10, height: 10))
        let image = ctx.makeImage()
        // multiply gives (0.5, 0.5, 0.5); half of it over the destination: (0.75, 0.5, 0.5).
        #expect(matches(pixel(image, 5, 5), RGBA(red: 0.75, green: 0.5, blue: 0.5)), "\(pixel(image, 5, 5))")
        #expect(matches(pixel(image, 15, 5), RGBA(red: 1, green: 0.5, blue: 0.5, alpha: 127.0 / 255)),
                "clearing through a half mask leaves half: \(pixel(image, 15, 5))")
    }

    @Test func aTransparencyLayerIsMaskedOnceWhereverItSits() {
        let ctx = layerContext(40, 10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 10), mask: greyMask([[128]]))
        // A layer limited to a rect away from the origin (its offscreen surface is offset).
        ctx.beginTransparencyLayer(in: CGRect(x: 10, y: 0, width: 20, height: 10), auxiliaryInfo: nil)
        fillAll(ctx, red)
        ctx.endTransparencyLayer()
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 20, 5), RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)),
                "half, not a quarter: the mask applies when the layer is composited, \(pixel(image, 20, 5))")
        #expect(pixel(image, 5, 5).alpha == 0, "outside the layer's rect")

        // A mask set inside an offset layer lines up with the device pixels too.
        let inner = layerContext(40, 10)
        inner.interpolationQuality = .none
        inner.beginTransparencyLayer(in: CGRect(x: 10, y: 0, width: 30, height: 10), auxiliaryInfo: nil)
        inner.clip(to: CGRect(x: 20, y: 0, width: 20, height: 10), mask: greyMask([[255, 0]]))
        fillAll(inner, blue)
        inner.endTransparencyLayer()
        let shown = inner.makeImage()
        #expect(matches(pixel(shown, 25, 5), blue), "the mask's white half, x 20…30")
        #expect(pixel(shown, 35, 5).alpha == 0 && pixel(shown, 15, 5).alpha == 0, "its black half, and left of its rect")
    }

    @Test func theShadowIsClippedByTheMask() {
        let ctx = layerContext(40, 20)
        ctx.interpolationQuality = .none
        ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: greyMask([[255, 0]]))
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setFillColor(red.cgColor)
        ctx.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 6, 6), red))
        #expect(pixel(image, 26, 6).alpha == 0, "the shadow falls in the mask's black half")
    }

    @Test func thePathIsKeptAndBadRectsAreHandled() {
        let ctx = layerContext(20, 10)
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: greyMask([[255]]))
        ctx.setFillColor(red.cgColor)
        ctx.fillPath()
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 5, 5), red), "the path built before the clip is still there")
        #expect(pixel(image, 15, 5).alpha == 0)

        let nan = layerContext(10, 10)
        nan.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), mask: greyMask([[0]]))
        fillAll(nan, red)
        #expect(matches(pixel(nan.makeImage(), 5, 5), red), "a NaN rect is ignored (with a warning), not a clip")

        let empty = layerContext(10, 10)
        empty.clip(to: CGRect(x: 0, y: 0, width: 0, height: 10), mask: greyMask([[255]]))
        fillAll(empty, red)
        #expect(pixel(empty.makeImage(), 5, 5).alpha == 0, "an empty rect clips everything out")
    }
}
