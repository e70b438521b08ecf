import Foundation
import StrataGraphics

/// Encodes a destination's images with the encoders StrataGraphics uses: `CGImage.pngData()`,
/// `CGImage.jpegData(quality:)`, and AnimatedGIFEncoder's quantiser with GIFFileWriter (called
/// per frame here, so frames are never merged and each keeps its own delay).
enum ImageEncoding {
    struct Failure: Error {}

    static func encode(_ images: [(image: CGImage, properties: CFDictionary?)], type: String,
                       properties: CFDictionary?) throws -> Data {
        let images = images.map { image, imageProperties -> (image: CGImage, properties: CFDictionary?) in
            let limit = ImageIOOptions.number(imageProperties, kCGImageDestinationImageMaxPixelSize)
                ?? ImageIOOptions.number(properties, kCGImageDestinationImageMaxPixelSize)
            guard let limit, limit.isFinite, limit >= 1 else { return (image, imageProperties) }
            return (ThumbnailScaler.fit(image, maxPixelSize: limit), imageProperties)
        }
        switch type {
        case pngTypeIdentifier:
            return try images[0].image.pngData()
        case jpegTypeIdentifier:
            let quality = ImageIOOptions.number(images[0].properties, kCGImageDestinationLossyCompressionQuality)
                ?? ImageIOOptions.number(properties, kCGImageDestinationLossyCompressionQuality) ?? 0.9
            return try images[0].image.jpegData(quality: quality)
        default:
            return try gif(images, properties: properties)
        }
    }

    /// An animated GIF on the first image's canvas; each frame's delay from its GIF dictionary.
    private static func gif(_ images: [(image: CGImage, properties: CFDictionary?)], properties: CFDictionary?) throws -> Data {
        let width = images[0].image.width, height = images[0].image.height
        let frames = try images.map { image, frameProperties -> EncodedFrame in
            let gifProperties = ImageIOOptions.dictionary(frameProperties, kCGImagePropertyGIFDictionary)
            let delay = ImageIOOptions.number(gifProperties, kCGImagePropertyGIFUnclampedDelayTime)
                ?? ImageIOOptions.number(gifProperties, kCGImagePropertyGIFDelayTime) ?? 0
            let centiseconds = Int(saturating: delay * 100, rounding: .toNearestOrAwayFromZero, in: 0...65_535)
            let pixels = AnimatedGIFEncoder.straightAlphaThresholded(try onCanvas(image, width: width, height: height))
            return try AnimatedGIFEncoder.quantize(pixels, width: width, height: height, centiseconds: centiseconds)
        }
        let fileGIF = ImageIOOptions.dictionary(properties, kCGImagePropertyGIFDictionary)
        let loopCount = ImageIOOptions.number(fileGIF, kCGImagePropertyGIFLoopCount)
            .map { Int(saturating: $0, in: 0...65_535) }
        return try GIFFileWriter.write(frames, width: width, height: height, loopCount: loopCount)
    }

    /// `image` at the top-left of a transparent `width` × `height` canvas (cropped to it).
    private static func onCanvas(_ image: CGImage, width: Int, height: Int) throws -> CGImage {
        guard image.width != width || image.height != height else { return image }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = Swift.min(image.width, width) * 4
        for y in 0..<Swift.min(image.height, height) {
            pixels.replaceSubrange((y * width * 4)..<(y * width * 4 + rowBytes),
                                   with: image.pixelData[(y * image.bytesPerRow)..<(y * image.bytesPerRow + rowBytes)])
        }
        return try CGImage(width: width, height: height, pixels: pixels)
    }
}
