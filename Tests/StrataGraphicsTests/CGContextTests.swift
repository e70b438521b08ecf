import Foundation
import Testing
@testable import StrataGraphics

@Suite("CGContext: pixels, coordinates, graphics state")
struct CGContextTests {
    @Test("pure red and pure blue keep their channels through Cairo's BGRA (no swap)")
    func channelOrder() {
        let ctx = layerContext(4, 2)

        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        let image = ctx.makeImage()!

        // Pixel 0 is the red half, pixel 3 the blue half: raw RGBA bytes, not BGRA.
        #expect(Array(image.pixelData[0..<4]) == [255, 0, 0, 255])
        #expect(Array(image.pixelData[12..<16]) == [0, 0, 255, 255])
    }

    @Test("half-transparent colours are stored premultiplied")
    func premultiplied() {
        let ctx = layerContext(1, 1)

        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = Array(ctx.makeImage()!.pixelData)

        // 255 × 0.5 ≈ 128 in red and alpha; Cairo rounds to 127 or 128.
        #expect(abs(Int(bytes[0]) - 128) <= 1 && bytes[1] == 0 && bytes[2] == 0 && abs(Int(bytes[3]) - 128) <= 1)
    }

    @Test("Apple's bitmap initializer is y-up: rect (0,0,4,1) fills the bottom row")
    func quartzBitmapIsYUp() {
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!

        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = ctx.makeImage()

        #expect(ctx.ctm == .identity)
        #expect(matches(pixel(image, 1, 3), red))          // bottom row
        #expect(pixel(image, 1, 0).alpha == 0)              // top row untouched
    }

    @Test("a layer context is y-down and its CTM reads [s, 0, 0, -s, 0, height] as on iOS")
    func layerContextCTM() {
        let ctx = layerContext(60, 40, scale: 2)

        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 5))      // top 10 pixel rows
        let image = ctx.makeImage()

        #expect(matches(pixel(image, 50, 9), blue))
        #expect(pixel(image, 50, 11).alpha == 0)
    }

    @Test("saveGState/restoreGState restore the CTM, colours and line width")
    func graphicsState() {
        let ctx = layerContext(20, 20)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))

        ctx.saveGState()
        ctx.translateBy(x: 10, y: 0)
        ctx.rotate(by: .pi / 2)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.restoreGState()   // unmatched: ignored with a warning

        #expect(ctx.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 20))
        #expect(matches(pixel(ctx.makeImage(), 2, 2), red))
    }

    @Test("concatenate, scale and rotate map user space as Core Graphics does")
    func transforms() {
        let ctx = layerContext(40, 40)

        ctx.translateBy(x: 20, y: 20)
        ctx.rotate(by: .pi / 2)          // x axis now points down (toward +y)
        ctx.scaleBy(x: 2, y: 2)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 2, y: -1, width: 5, height: 2))   // user x 2…7 → device y 24…34
        let image = ctx.makeImage()
        dump(image, "transforms")

        #expect(matches(pixel(image, 20, 30), red))
        #expect(pixel(image, 30, 20).alpha == 0)
        ctx.scaleBy(x: 0, y: 1)   // singular: ignored, the context keeps working
        #expect(ctx.ctm.a != 0 || ctx.ctm.b != 0)
    }

    @Test("clip(to:) limits painting; fillStroke paints fill then stroke")
    func clipAndFillStroke() {
        let ctx = layerContext(40, 20)

        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        ctx.restoreGState()
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setLineWidth(4)
        ctx.addRect(CGRect(x: 24, y: 4, width: 12, height: 12))
        ctx.drawPath(using: .fillStroke)
        let image = ctx.makeImage()
        dump(image, "clip-fillstroke")

        #expect(matches(pixel(image, 10, 10), red))          // inside the clip
        #expect(matches(pixel(image, 30, 10), RGBA(red: 0, green: 1, blue: 0)))  // the fill
        #expect(matches(pixel(image, 24, 10), blue))          // on the stroked edge x = 24 (22…26)
        #expect(pixel(image, 20, 2).alpha == 0)               // outside clip and shape
    }

    @Test("a caller's buffer gets the pixels in its own layout (RGBA or little-endian BGRA)")
    func externalBuffers() {
        var rgba = [UInt8](repeating: 0, count: 2 * 2 * 4)
        var bgra = [UInt8](repeating: 0, count: 2 * 2 * 4)
        let space = CGColorSpace(name: CGColorSpace.sRGB)!

        rgba.withUnsafeMutableBytes { buffer in
            let ctx = CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        bgra.withUnsafeMutableBytes { buffer in
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let ctx = CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                space: space, bitmapInfo: info)!
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }

        #expect(Array(rgba[0..<4]) == [255, 0, 0, 255])
        #expect(Array(bgra[0..<4]) == [0, 0, 255, 255])
    }

    @Test("sizes outside 1…16384 and unsupported layouts give nil, as Apple's initializer does")
    func badSizes() {
        #expect(CGContext(layerPixelsWide: 0, pixelsHigh: 10) == nil)
        #expect(CGContext(layerPixelsWide: 100_000, pixelsHigh: 10) == nil)
        #expect(CGContext(layerPixelsWide: 10, pixelsHigh: 10, scale: .nan) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpace(name: CGColorSpace.sRGB)!,
                          bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue) == nil)
    }
}
