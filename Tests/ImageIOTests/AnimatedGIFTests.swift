import Foundation
import ImageIO
import Testing

/// Animated GIFs through CGImageDestination and back through CGImageSource: frame count,
/// per-frame delays (clamped and raw), loop count and the frames' pixels.
@Suite struct AnimatedGIFTests {
    /// https://developer.apple.com/documentation/imageio/kcgimagepropertygifdelaytime and
    /// https://developer.apple.com/documentation/imageio/kcgimagepropertygifunclampeddelaytime:
    /// "UnclampedDelayTime" is the file's delay; "DelayTime" is "never less than 100 milliseconds".
    @Test func threeFramesKeepTheirDelays() throws {
        let data = try #require(threeFrameGIF())
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))

        #expect(CGImageSourceGetCount(source) == 3)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        var unclamped: [Double] = [], clamped: [Double] = []
        for index in 0..<CGImageSourceGetCount(source) {
            let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any])
            let gif = try #require(properties[kCGImagePropertyGIFDictionary as String] as? [String: Any])
            unclamped.append(try #require(gif[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double))
            clamped.append(try #require(gif[kCGImagePropertyGIFDelayTime as String] as? Double))
            #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 6)
        }
        #expect(unclamped == [0.05, 0.2, 0.35])
        #expect(clamped == [0.1, 0.2, 0.35])
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcecreateimageatindex: each
    /// frame is its own image, in any order of access.
    @Test func framePixelsInAnyOrder() throws {
        let sourceData = try #require(threeFrameGIF())
        let source = try #require(CGImageSourceCreateWithData(sourceData as CFData, nil))

        let blue = try #require(CGImageSourceCreateImageAtIndex(source, 2, nil))
        let red = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let green = try #require(CGImageSourceCreateImageAtIndex(source, 1, nil))

        #expect(pixel(red, 3, 2) == [255, 0, 0, 255])
        #expect(pixel(green, 0, 0) == [0, 255, 0, 255])
        #expect(pixel(blue, 5, 3) == [0, 0, 255, 255])
        #expect(blue.width == 6 && blue.height == 4)
        #expect(CGImageSourceCreateImageAtIndex(source, 3, nil) == nil)
        #expect(CGImageSourceGetStatusAtIndex(source, 2) == .statusComplete)
    }

    /// https://developer.apple.com/documentation/imageio/kcgimagepropertygifloopcount: the
    /// container's GIF dictionary carries the loop count set on the destination; a file written
    /// without one has no loop block and reports none.
    @Test func loopCountInContainerProperties() throws {
        let loopingData = try #require(threeFrameGIF())
        let looping = try #require(CGImageSourceCreateWithData(loopingData as CFData, nil))
        let once = try #require(encode([(makeImage(width: 2, height: 2, red: 1, green: 1, blue: 0), nil)], type: "com.compuserve.gif"))

        let properties = try #require(CGImageSourceCopyProperties(looping, nil) as? [String: Any])
        let gif = try #require(properties[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        let onceGIF = (CGImageSourceCopyProperties(CGImageSourceCreateWithData(once as CFData, nil)!, nil) as? [String: Any])?[
            kCGImagePropertyGIFDictionary as String] as? [String: Any]

        #expect(gif[kCGImagePropertyGIFLoopCount as String] as? Int == 0)
        #expect(gif[kCGImagePropertyGIFCanvasPixelWidth as String] as? Int == 6)
        #expect((gif[kCGImagePropertyGIFFrameInfoArray as String] as? [Any])?.count == 3)
        #expect(properties[kCGImagePropertyFileSize as String] as? Int == (try #require(threeFrameGIF())).count)
        #expect(onceGIF?[kCGImagePropertyGIFLoopCount as String] == nil)
    }

    /// https://developer.apple.com/documentation/imageio/kcgimagepropertyhasalpha: GIF's one
    /// transparent index reads back as alpha 0, and the frame reports HasAlpha.
    @Test func transparentPixelsStayTransparent() throws {
        let clear = makeImage(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 0, left: (1, 1, 0))
        let data = try #require(encode([(clear, nil)], type: "com.compuserve.gif"))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any]

        #expect(pixel(image, 0, 0) == [255, 255, 0, 255])
        #expect(pixel(image, 3, 0)[3] == 0)
        #expect(properties?[kCGImagePropertyHasAlpha as String] as? Bool == true)
    }

    /// https://developer.apple.com/documentation/imageio/cgimagedestinationaddimagefromsource:
    /// copying frames from a source keeps their delays.
    @Test func addImageFromSourceKeepsDelays() throws {
        let sourceData = try #require(threeFrameGIF())
        let source = try #require(CGImageSourceCreateWithData(sourceData as CFData, nil))
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "com.compuserve.gif" as CFString, 3, nil))
        for index in 0..<3 { CGImageDestinationAddImageFromSource(destination, source, index, nil) }
        #expect(CGImageDestinationFinalize(destination))

        let copy = try #require(CGImageSourceCreateWithData(data, nil))
        let delays = (0..<CGImageSourceGetCount(copy)).compactMap { index in
            ((CGImageSourceCopyPropertiesAtIndex(copy, index, nil) as? [String: Any])?[kCGImagePropertyGIFDictionary as String]
                as? [String: Any])?[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double
        }
        #expect(delays == [0.05, 0.2, 0.35])
    }
}
