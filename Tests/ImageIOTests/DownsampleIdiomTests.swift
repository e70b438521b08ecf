import Foundation
import ImageIO
import Testing
import UIKit

/// The downsampling function Apple shows in WWDC 2018 "Image and Graphics Best Practices"
/// (session 219), as apps copy it, compiled unchanged but for its imports.
func downsample(imageAt imageURL: URL, to pointSize: CGSize, scale: CGFloat) -> UIImage {
    let imageSourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
    let imageSource = CGImageSourceCreateWithURL(imageURL as CFURL, imageSourceOptions)!
    let maxDimensionInPixels = max(pointSize.width, pointSize.height) * scale
    let downsampleOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                             kCGImageSourceShouldCacheImmediately: true,
                             kCGImageSourceCreateThumbnailWithTransform: true,
                             kCGImageSourceThumbnailMaxPixelSize: maxDimensionInPixels] as CFDictionary
    let downsampledImage = CGImageSourceCreateThumbnailAtIndex(imageSource, 0, downsampleOptions)!
    return UIImage(cgImage: downsampledImage)
}

@Suite struct DownsampleIdiomTests {
    /// https://developer.apple.com/documentation/imageio/kcgimagesourcethumbnailmaxpixelsize
    /// with a CGFloat value: a 400×200 JPEG downsampled to 50 points at scale 2 is 100×50.
    @Test func wwdcDownsampleFitsPointSizeTimesScale() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("downsample-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        let jpeg = try #require(encode([(makeImage(width: 400, height: 200, red: 0, green: 0.5, blue: 0), nil)], type: "public.jpeg"))
        try jpeg.write(to: url)

        let image = downsample(imageAt: url, to: CGSize(width: 50, height: 20), scale: 2)

        #expect(image.cgImage?.width == 100 && image.cgImage?.height == 50)
        #expect(image.cgImage.map { close(pixel($0, 50, 25), [0, 128, 0, 255], tolerance: 4) } == true)
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithdata: the
    /// source reads the bytes as they were when it was made, even from mutable data.
    @Test func sourceSnapshotsMutableData() throws {
        let data = NSMutableData(data: try #require(threeFrameGIF()))
        let source = try #require(CGImageSourceCreateWithData(data, nil))

        data.setData(Data([1, 2, 3]))

        #expect(CGImageSourceGetCount(source) == 3)
    }
}
