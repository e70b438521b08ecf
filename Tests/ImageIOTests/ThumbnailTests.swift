import Foundation
import ImageIO
import Testing

/// CGImageSourceCreateThumbnailAtIndex: the max-pixel-size limit, the from-image options and
/// the orientation transform.
@Suite struct ThumbnailTests {
    /// https://developer.apple.com/documentation/imageio/kcgimagesourcethumbnailmaxpixelsize:
    /// a 300×120 image fits 100 pixels as 100×40, keeping its aspect ratio and its halves' colours.
    @Test func maxPixelSizeScalesDownKeepingAspectRatio() throws {
        let wide = makeImage(width: 300, height: 120, red: 0, green: 0, blue: 1, left: (1, 0, 0))
        let sourceData = try #require(encode([(wide, nil)], type: "public.png"))
        let source = try #require(CGImageSourceCreateWithData(sourceData as CFData, nil))
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceThumbnailMaxPixelSize: 100,
        ]

        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary))

        #expect(thumbnail.width == 100 && thumbnail.height == 40)
        #expect(close(pixel(thumbnail, 10, 20), [255, 0, 0, 255], tolerance: 3))
        #expect(close(pixel(thumbnail, 90, 20), [0, 0, 255, 255], tolerance: 3))
    }

    /// https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailfromimageifabsent:
    /// with IfAbsent and a limit larger than the image, the thumbnail is the image's size (never
    /// scaled up); with neither from-image option there is no embedded thumbnail to return.
    @Test func fromImageOptions() throws {
        let small = makeImage(width: 30, height: 50, red: 0, green: 1, blue: 0)
        let sourceData = try #require(encode([(small, nil)], type: "public.png"))
        let source = try #require(CGImageSourceCreateWithData(sourceData as CFData, nil))

        let same = CGImageSourceCreateThumbnailAtIndex(source, 0, [
            kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 500,
        ] as CFDictionary)
        let none = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 10] as CFDictionary)
        let tall = CGImageSourceCreateThumbnailAtIndex(source, 0, [
            kCGImageSourceCreateThumbnailFromImageAlways as String: kCFBooleanTrue!,
            kCGImageSourceThumbnailMaxPixelSize as String: NSNumber(value: 10),
        ] as CFDictionary)

        #expect(same?.width == 30 && same?.height == 50)
        #expect(none == nil)
        #expect(tall?.width == 6 && tall?.height == 10)
    }

    /// https://developer.apple.com/documentation/imageio/kcgimagepropertyorientation and
    /// https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailwithtransform:
    /// a JPEG whose EXIF says 6 (shown rotated 90° clockwise) reports orientation 6, decodes as
    /// stored, and its transformed thumbnail is upright: the stored left half (red) is on top.
    @Test func exifOrientationAndTransformedThumbnail() throws {
        let stored = makeImage(width: 40, height: 20, red: 0, green: 0, blue: 1, left: (1, 0, 0))
        let jpeg = try #require(encode([(stored, [kCGImageDestinationLossyCompressionQuality as String: 1.0])], type: "public.jpeg"))
        let source = try #require(CGImageSourceCreateWithData(withEXIFOrientation(6, jpeg) as CFData, nil))

        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let upright = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceCreateThumbnailWithTransform: true,
        ] as CFDictionary))
        let untransformed = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary))

        #expect(properties[kCGImagePropertyOrientation as String] as? Int == 6)
        #expect(image.width == 40 && image.height == 20)
        #expect(upright.width == 20 && upright.height == 40)
        #expect(close(pixel(upright, 10, 5), [255, 0, 0, 255], tolerance: 12))
        #expect(close(pixel(upright, 10, 35), [0, 0, 255, 255], tolerance: 12))
        #expect(untransformed.width == 40)
    }

    /// `jpeg` with an APP1 "Exif" segment after SOI holding one IFD0 entry: Orientation (0x0112),
    /// SHORT, big-endian TIFF ("MM").
    func withEXIFOrientation(_ orientation: UInt8, _ jpeg: Data) -> Data {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8,  // header, IFD0 at 8
                             0, 1,  // one entry
                             0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0,
                             0, 0, 0, 0]  // no next IFD
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Data(jpeg.prefix(2)) + Data(segment) + Data(jpeg.dropFirst(2))
    }
}
