import Foundation
import ImageIO
import Testing

/// A "make a GIF from frames" function as iOS code writes it, with CFString keys in the
/// dictionary literals (only the type identifier is spelt out: `kUTTypeGIF` comes from
/// MobileCoreServices, not ImageIO).
func makeAnimatedGIF(from images: [CGImage], frameDelay: Double) -> Data? {
    let fileProperties = [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: 0]] as CFDictionary
    let frameProperties = [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: frameDelay]] as CFDictionary
    let data = NSMutableData()
    guard let destination = CGImageDestinationCreateWithData(data, "com.compuserve.gif" as CFString, images.count, nil) else {
        return nil
    }
    CGImageDestinationSetProperties(destination, fileProperties)
    for image in images {
        CGImageDestinationAddImage(destination, image, frameProperties)
    }
    guard CGImageDestinationFinalize(destination) else { return nil }
    return data as Data
}

@Suite struct GIFWriterIdiomTests {
    /// https://developer.apple.com/documentation/imageio/cgimagedestinationsetproperties and
    /// https://developer.apple.com/documentation/imageio/cgimagedestinationaddimage: nested
    /// `[CFString: …]` dictionaries give the loop count and each frame's delay.
    @Test func cfStringKeyedPropertiesAreRead() throws {
        let frames = [makeImage(width: 3, height: 3, red: 1, green: 0, blue: 0),
                      makeImage(width: 3, height: 3, red: 0, green: 0, blue: 1)]

        let data = try #require(makeAnimatedGIF(from: frames, frameDelay: 0.25))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))

        let file = CGImageSourceCopyProperties(source, nil) as NSDictionary?
        let frame = CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as NSDictionary?
        #expect(CGImageSourceGetCount(source) == 2)
        #expect(((file?[kCGImagePropertyGIFDictionary] as? NSDictionary)?[kCGImagePropertyGIFLoopCount] as? NSNumber)?.intValue == 0)
        #expect(((frame?[kCGImagePropertyGIFDictionary] as? NSDictionary)?[kCGImagePropertyGIFDelayTime] as? NSNumber)?.doubleValue == 0.25)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil).map { pixel($0, 1, 1) } == [0, 0, 255, 255])
    }
}
