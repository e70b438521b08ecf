import Foundation
import ImageIO
import Testing

/// CGImageSource over PNG and JPEG: type identifiers, count, status, properties and pixels.
@Suite struct CGImageSourceTests {
    /// https://developer.apple.com/documentation/imageio/cgimagedestinationcreatewithdata and
    /// https://developer.apple.com/documentation/imageio/cgimagesourcecreateimageatindex:
    /// a PNG written by a destination reads back with the same size and pixels.
    @Test func pngRoundTripKeepsPixelsAndSize() throws {
        let original = makeImage(width: 10, height: 6, red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5, left: (1, 0, 0))
        let data = try #require(encode([(original, nil)], type: "public.png"))

        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))

        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(image.width == 10 && image.height == 6)
        // Left half opaque red; right half the half-transparent blue (premultiplied, within rounding).
        #expect(pixel(image, 1, 3) == [255, 0, 0, 255])
        #expect(close(pixel(image, 8, 3), pixel(original, 8, 3)))
        #expect(close(pixel(image, 8, 3), [26, 51, 102, 128], tolerance: 2))
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcecopypropertiesatindex and
    /// https://developer.apple.com/documentation/imageio/kcgimagepropertypixelwidth: the PNG's
    /// properties read with the casts iOS code uses.
    @Test func pngPropertiesReadAsSwiftAndFoundationDictionaries() throws {
        let data = try #require(encode([(makeImage(width: 7, height: 3, red: 1, green: 1, blue: 1), nil)], type: "public.png"))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))

        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        let dictionary = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil)) as NSDictionary

        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 7)
        #expect(properties[kCGImagePropertyPixelHeight as String] as? Int == 3)
        #expect(properties[kCGImagePropertyHasAlpha as String] as? Bool == true)  // stb writes RGBA
        #expect(properties[kCGImagePropertyDepth as String] as? Int == 8)
        #expect(properties[kCGImagePropertyColorModel as String] as? String == "RGB")
        #expect(properties[kCGImagePropertyOrientation as String] == nil)  // PNG records none
        let png = try #require(properties[kCGImagePropertyPNGDictionary as String] as? [String: Any])
        #expect(png[kCGImagePropertyPNGInterlaceType as String] as? Int == 0)
        #expect((dictionary[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue == 7)
        #expect(dictionary[kCGImagePropertyPNGDictionary] is NSDictionary)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) == nil)
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcegettype: the uniform type
    /// identifier of each format, from the bytes.
    @Test func typeIdentifiersOfEachFormat() throws {
        let image = makeImage(width: 4, height: 4, red: 0, green: 0.5, blue: 1)
        let png = try #require(encode([(image, nil)], type: "public.png"))
        let jpeg = try #require(encode([(image, nil)], type: "public.jpeg"))
        let gif = try #require(encode([(image, nil)], type: "com.compuserve.gif"))

        #expect(CGImageSourceGetType(CGImageSourceCreateWithData(png as CFData, nil)!) as String? == "public.png")
        #expect(CGImageSourceGetType(CGImageSourceCreateWithData(jpeg as CFData, nil)!) as String? == "public.jpeg")
        #expect(CGImageSourceGetType(CGImageSourceCreateWithData(gif as CFData, nil)!) as String? == "com.compuserve.gif")
        #expect((CGImageSourceCopyTypeIdentifiers() as? [String])?.contains("com.compuserve.gif") == true)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.tiff" as CFString, 1, nil) == nil)
    }

    /// https://developer.apple.com/documentation/imageio/kcgimagedestinationlossycompressionquality:
    /// a JPEG written at quality 0.95 decodes close to the original colours, without alpha.
    @Test func jpegRoundTripIsCloseAndOpaque() throws {
        let original = makeImage(width: 16, height: 16, red: 0.9, green: 0.5, blue: 0.1)
        let data = try #require(encode([(original, [kCGImageDestinationLossyCompressionQuality as String: 0.95])], type: "public.jpeg"))

        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])

        #expect(close(pixel(image, 8, 8), [230, 128, 26, 255], tolerance: 4))
        #expect(properties[kCGImagePropertyHasAlpha as String] as? Bool == false)
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 16)
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithurl and
    /// https://developer.apple.com/documentation/imageio/cgimagedestinationcreatewithurl:
    /// a file written through a URL destination reads back through a URL source.
    @Test func urlDestinationAndSource() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let destination = try #require(CGImageDestinationCreateWithURL(url as CFURL, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, makeImage(width: 5, height: 5, red: 0, green: 1, blue: 0), nil)

        #expect(CGImageDestinationFinalize(destination))
        #expect(!CGImageDestinationFinalize(destination))  // a destination finalizes once
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(pixel(image, 2, 2) == [0, 255, 0, 255])
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/x.png") as CFURL, nil) == nil)
    }

    /// https://developer.apple.com/documentation/imageio/cgimagedestinationfinalize: with no
    /// image added, finalizing fails.
    @Test func finalizeWithoutImagesFails() throws {
        let destination = try #require(CGImageDestinationCreateWithData(NSMutableData(), "public.png" as CFString, 1, nil))
        #expect(!CGImageDestinationFinalize(destination))
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithdataprovider
    @Test func dataProviderSource() throws {
        let data = try #require(encode([(makeImage(width: 3, height: 2, red: 1, green: 0, blue: 1), nil)], type: "public.png"))
        let provider = try #require(CGDataProvider(data: data as CFData))
        let source = try #require(CGImageSourceCreateWithDataProvider(provider, nil))
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil)?.width == 3)
    }
}

