import Foundation
import ImageIO
import Testing

/// GIF frames that cover part of the canvas, with each disposal method, transparency and
/// interlacing: every image CGImageSource returns is the whole canvas as a viewer shows it.
@Suite struct GIFCompositionTests {
    static let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255], white = [255, 255, 255, 255]

    /// A 4×4 canvas: red everywhere (kept), a green 2×2 corner (restored to previous), a
    /// blue/transparent 2×1 strip (restored to background), a white pixel, then an interlaced
    /// full frame whose row y has colour y, then a frame wholly off the canvas.
    static let file = HandWrittenGIF(width: 4, height: 4, frames: [
        .init(width: 4, height: 4, indices: Array(repeating: 0, count: 16), disposal: 1),
        .init(left: 2, top: 2, width: 2, height: 2, indices: [1, 1, 1, 1], disposal: 3, delayCentiseconds: 0),
        .init(width: 2, height: 1, indices: [2, 3], disposal: 2, delayCentiseconds: 2, transparentIndex: 3),
        .init(left: 3, top: 0, width: 1, height: 1, indices: [3], disposal: 0),
        .init(width: 4, height: 4, indices: [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3], interlaced: true),
        .init(left: 100, top: 100, width: 1, height: 1, indices: [1]),
    ]).data

    /// https://developer.apple.com/documentation/imageio/cgimagesourcecreateimageatindex:
    /// disposal 3 puts back the canvas from before the frame; transparent pixels show what is
    /// beneath.
    @Test func restoreToPreviousAndTransparency() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.file as CFData, nil))

        let corner = try #require(CGImageSourceCreateImageAtIndex(source, 1, nil))
        let strip = try #require(CGImageSourceCreateImageAtIndex(source, 2, nil))

        #expect(CGImageSourceGetCount(source) == 6)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(pixel(corner, 3, 3) == Self.green && pixel(corner, 1, 1) == Self.red)
        #expect(pixel(strip, 0, 0) == Self.blue)
        #expect(pixel(strip, 1, 0) == Self.red)   // transparent index: the red beneath
        #expect(pixel(strip, 3, 3) == Self.red)   // the green corner was disposed of
    }

    /// Disposal 2 clears the frame's rectangle to transparent; a frame after it draws only its own pixel.
    @Test func restoreToBackgroundClears() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.file as CFData, nil))

        let image = try #require(CGImageSourceCreateImageAtIndex(source, 3, nil))

        #expect(pixel(image, 0, 0) == [0, 0, 0, 0] && pixel(image, 1, 0) == [0, 0, 0, 0])
        #expect(pixel(image, 3, 0) == Self.white && pixel(image, 2, 2) == Self.red)
    }

    /// Interlaced rows land in display order; a frame off the canvas leaves it unchanged.
    @Test func interlacedAndOffCanvasFrames() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.file as CFData, nil))

        let rows = try #require(CGImageSourceCreateImageAtIndex(source, 4, nil))
        let off = try #require(CGImageSourceCreateImageAtIndex(source, 5, nil))

        #expect((0..<4).map { pixel(rows, 1, $0) } == [Self.red, Self.green, Self.blue, Self.white])
        #expect((0..<4).map { pixel(off, 2, $0) } == [Self.red, Self.green, Self.blue, Self.white])
    }

    /// https://developer.apple.com/documentation/imageio/kcgimagepropertygifdelaytime: 0 and
    /// 0.02 s are stored as such (unclamped) and reported as 0.1 s (clamped); the file has no
    /// loop block, so no loop count.
    @Test func tinyDelaysAreClampedOnlyInDelayTime() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.file as CFData, nil))
        func gif(_ index: Int) -> NSDictionary? {
            (CGImageSourceCopyPropertiesAtIndex(source, index, nil) as NSDictionary?)?[kCGImagePropertyGIFDictionary] as? NSDictionary
        }

        #expect((gif(1)?[kCGImagePropertyGIFUnclampedDelayTime] as? NSNumber)?.doubleValue == 0)
        #expect((gif(1)?[kCGImagePropertyGIFDelayTime] as? NSNumber)?.doubleValue == 0.1)
        #expect((gif(2)?[kCGImagePropertyGIFUnclampedDelayTime] as? NSNumber)?.doubleValue == 0.02)
        #expect((gif(2)?[kCGImagePropertyGIFDelayTime] as? NSNumber)?.doubleValue == 0.1)
        let container = CGImageSourceCopyProperties(source, nil) as? [String: Any]
        #expect((container?[kCGImagePropertyGIFDictionary as String] as? [String: Any])?[kCGImagePropertyGIFLoopCount as String] == nil)
    }
}
