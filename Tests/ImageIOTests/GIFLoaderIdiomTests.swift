import Foundation
import ImageIO
import Testing
import UIKit

/// A GIF loader as open-source iOS code writes it (the UIImage+GIF pattern: count the frames,
/// read each delay from the frame's GIF dictionary preferring the unclamped one, build an
/// animated UIImage), compiled here unchanged but for its imports.
enum GIFLoader {
    static func animatedImage(data: Data) -> UIImage? {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return nil }
        let count = CGImageSourceGetCount(source)
        var images: [UIImage] = []
        var duration: TimeInterval = 0
        for i in 0..<count {
            guard let cgImage = CGImageSourceCreateImageAtIndex(source, i, nil) else { continue }
            images.append(UIImage(cgImage: cgImage))
            duration += delayForImage(at: i, source: source)
        }
        if images.count == 1 { return images.first }
        return UIImage.animatedImage(with: images, duration: duration)
    }

    static func delayForImage(at index: Int, source: CGImageSource) -> Double {
        var delay = 0.1
        let cfProperties = CGImageSourceCopyPropertiesAtIndex(source, index, nil)
        guard let properties = cfProperties as? [String: Any],
              let gifProperties = properties[kCGImagePropertyGIFDictionary as String] as? [String: Any] else {
            return delay
        }
        if let unclamped = gifProperties[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double, unclamped > 0 {
            delay = unclamped
        } else if let clamped = gifProperties[kCGImagePropertyGIFDelayTime as String] as? Double {
            delay = clamped
        }
        // Like WebKit and Firefox: very short delays play at 100 ms.
        if delay < 0.011 { delay = 0.1 }
        return delay
    }

    /// The Objective-C era form: NSDictionary lookups with the CFString keys themselves.
    static func loopCount(data: Data) -> Int? {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
              let properties = CGImageSourceCopyProperties(source, nil) as NSDictionary?,
              let gif = properties[kCGImagePropertyGIFDictionary] as? NSDictionary else { return nil }
        return (gif[kCGImagePropertyGIFLoopCount] as? NSNumber)?.intValue
    }
}

/// Kingfisher's GIF frame timing (GIFAnimatedImage.getFrameDuration): NSNumber casts out of a
/// `[String: Any]` bridged from the properties.
enum KingfisherStyle {
    static func getFrameDuration(from gifInfo: [String: Any]?) -> TimeInterval {
        let defaultFrameDuration = 0.1
        guard let gifInfo = gifInfo else { return defaultFrameDuration }
        let unclampedDelayTime = gifInfo[kCGImagePropertyGIFUnclampedDelayTime as String] as? NSNumber
        let delayTime = gifInfo[kCGImagePropertyGIFDelayTime as String] as? NSNumber
        let duration = unclampedDelayTime ?? delayTime
        guard let frameDuration = duration else { return defaultFrameDuration }
        return frameDuration.doubleValue > 0.011 ? frameDuration.doubleValue : defaultFrameDuration
    }

    static func getFrameDuration(from imageSource: CGImageSource, at index: Int) -> TimeInterval {
        guard let properties = CGImageSourceCopyPropertiesAtIndex(imageSource, index, nil)
            as? [String: Any] else { return 0.0 }
        let gifInfo = properties[kCGImagePropertyGIFDictionary as String] as? [String: Any]
        return getFrameDuration(from: gifInfo)
    }
}

@Suite struct GIFLoaderIdiomTests {
    /// https://developer.apple.com/documentation/imageio/kcgimagepropertygifunclampeddelaytime:
    /// Kingfisher's reading of the three frames' delays.
    @Test func kingfisherFrameDurations() throws {
        let data = try #require(threeFrameGIF())
        let source = try #require(CGImageSourceCreateWithData(data as CFData, [kCGImageSourceShouldCache: true] as CFDictionary))

        let durations = (0..<CGImageSourceGetCount(source)).map { KingfisherStyle.getFrameDuration(from: source, at: $0) }

        #expect(durations == [0.05, 0.2, 0.35])
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcegetcount and
    /// https://developer.apple.com/documentation/uikit/uiimage/animatedimage(with:duration:):
    /// three frames, 0.05 + 0.2 + 0.35 s, become an animated image of 0.6 s.
    @Test func loaderBuildsAnimatedImage() throws {
        let data = try #require(threeFrameGIF())

        let image = try #require(GIFLoader.animatedImage(data: data))

        #expect(image.images?.count == 3)
        #expect(abs(image.duration - 0.6) < 1e-9)
        #expect(image.images?[1].cgImage.map { pixel($0, 2, 2) } == [0, 255, 0, 255])
        #expect(GIFLoader.loopCount(data: data) == 0)
    }
}
