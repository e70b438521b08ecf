import Foundation
import Testing
@testable import StrataGraphics

@Suite("CGContext: images and the y axis")
struct CGContextImageTests {
    /// A 2 × 2 image: top row red, bottom row blue.
    func redOverBlue() throws -> CGImage {
        try CGImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255])
    }

    /// Seed 002 (E24): drawing an image into a layer with Core Graphics shows it upside down;
    /// the seed's fix flips the CTM first. A layer context must behave as on iOS.
    @Test("in a layer context draw(_:in:) is upside down; seed 002's scaleBy(1,-1) fix makes it upright")
    func flippedImageFix() throws {
        let image = try redOverBlue()
        let width: CGFloat = 20

        let plain = layerContext(20, 20)
        plain.draw(image, in: CGRect(x: 0, y: 0, width: width, height: width))
        let fixed = layerContext(20, 20)
        fixed.saveGState()
        fixed.scaleBy(x: 1, y: -1)
        fixed.translateBy(x: 0, y: -width)
        fixed.draw(image, in: CGRect(x: 0, y: 0, width: width, height: width))
        fixed.restoreGState()
        let upsideDown = plain.makeImage(), upright = fixed.makeImage()
        dump(upsideDown, "image-unflipped")
        dump(upright, "image-flipped")

        // Without the fix the image's top (red) row lands at the bottom of the layer.
        #expect(matches(pixel(upsideDown, 10, 2), blue))
        #expect(matches(pixel(upsideDown, 10, 17), red))
        // With it, red is on top as in the source image.
        #expect(matches(pixel(upright, 10, 2), red))
        #expect(matches(pixel(upright, 10, 17), blue))
        #expect(fixed.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 20))
    }

    @Test("in Apple's y-up bitmap context an image is drawn upright")
    func uprightInQuartzContext() throws {
        let ctx = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!

        ctx.draw(try redOverBlue(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = ctx.makeImage()

        #expect(matches(pixel(image, 10, 2), red))
        #expect(matches(pixel(image, 10, 17), blue))
    }

    @Test("interpolationQuality .none scales with hard pixel edges")
    func nearestNeighbour() throws {
        let ctx = layerContext(20, 20)
        ctx.interpolationQuality = .none
        ctx.translateBy(x: 0, y: 20); ctx.scaleBy(x: 1, y: -1)

        ctx.draw(try redOverBlue(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = ctx.makeImage()

        // Rows 9 and 10 straddle the boundary between the two source rows.
        #expect(matches(pixel(image, 10, 9), red, 0.001))
        #expect(matches(pixel(image, 10, 10), blue, 0.001))
    }
}
