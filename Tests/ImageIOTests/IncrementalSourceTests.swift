import Foundation
import ImageIO
import Testing

/// Incremental sources and destination scaling.
@Suite struct IncrementalSourceTests {
    /// https://developer.apple.com/documentation/imageio/cgimagesourcecreateincremental and
    /// https://developer.apple.com/documentation/imageio/cgimagesourceupdatedata: a GIF given in
    /// pieces is incomplete (not an error) with the frames received whole, then complete.
    @Test func gifArrivingInPieces() throws {
        let gif = try #require(threeFrameGIF(width: 40, height: 40))
        let source = CGImageSourceCreateIncremental(nil)

        #expect(CGImageSourceGetStatus(source) == .statusReadingHeader)
        CGImageSourceUpdateData(source, gif.prefix(gif.count - 20) as CFData, false)
        let partialStatus = CGImageSourceGetStatus(source)
        let partialCount = CGImageSourceGetCount(source)
        CGImageSourceUpdateData(source, gif as CFData, true)

        #expect(partialStatus == .statusIncomplete)
        #expect(partialCount == 2)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetCount(source) == 3)
    }

    /// The same cut given as final data is an early end of file.
    @Test func finalShortDataIsUnexpectedEOF() throws {
        let png = try #require(encode([(makeImage(width: 8, height: 8, red: 1, green: 0, blue: 0), nil)], type: "public.png"))
        let source = CGImageSourceCreateIncremental(nil)

        CGImageSourceUpdateData(source, png.prefix(png.count - 10) as CFData, false)
        let partial = CGImageSourceGetStatus(source)
        CGImageSourceUpdateData(source, png.prefix(png.count - 10) as CFData, true)

        #expect(partial == .statusIncomplete)
        #expect(CGImageSourceGetStatus(source) == .statusUnexpectedEOF)
        #expect(CGImageSourceGetCount(source) == 0)
    }

    /// https://developer.apple.com/documentation/imageio/kcgimagedestinationimagemaxpixelsize:
    /// a 64×32 image written with a 16-pixel limit is stored as 16×8.
    @Test func destinationMaxPixelSize() throws {
        let data = try #require(encode([(makeImage(width: 64, height: 32, red: 0, green: 0, blue: 1),
                                         [kCGImageDestinationImageMaxPixelSize as String: 16])], type: "public.png"))
        let image = try #require(CGImageSourceCreateImageAtIndex(CGImageSourceCreateWithData(data as CFData, nil)!, 0, nil))
        #expect(image.width == 16 && image.height == 8)
    }
}
