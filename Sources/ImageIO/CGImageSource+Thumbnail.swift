import Foundation
import StrataGraphics

/// A thumbnail of image `index` (Apple: CGImageSourceCreateThumbnailAtIndex,
/// https://developer.apple.com/documentation/imageio/cgimagesourcecreatethumbnailatindex).
///
/// Options, as Apple documents them:
/// - `kCGImageSourceCreateThumbnailFromImageIfAbsent` / `…FromImageAlways`: make it from the
///   full image. Strata reads no thumbnails embedded in files, so without either option the
///   result is nil, as on Apple platforms for a file that has none.
/// - `kCGImageSourceThumbnailMaxPixelSize`: neither side larger than this many pixels; the image
///   is scaled down keeping its aspect ratio (sides rounded to whole pixels, at least 1), never
///   up. Absent: the image's own size.
/// - `kCGImageSourceCreateThumbnailWithTransform`: rotate and flip to the EXIF orientation
///   first, so the thumbnail is upright (default false: pixels as stored).
///
/// Scaling draws through `CGContext` (Cairo's filtered resampling), the same path as drawing an
/// image scaled into a context.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard ImageIOOptions.flag(options, kCGImageSourceCreateThumbnailFromImageAlways)
        || ImageIOOptions.flag(options, kCGImageSourceCreateThumbnailFromImageIfAbsent) else { return nil }
    let found = isrc.withContents { contents in contents.image(at: index).map { ($0, contents.orientation(at: index)) } }
    guard var (image, orientation) = found else { return nil }
    if ImageIOOptions.flag(options, kCGImageSourceCreateThumbnailWithTransform), let exif = orientation, exif != 1 {
        image = ImageOrientation.upright(image, exifOrientation: exif)
        orientation = 1
    }
    if let limit = ImageIOOptions.number(options, kCGImageSourceThumbnailMaxPixelSize), limit.isFinite, limit >= 1 {
        image = ThumbnailScaler.fit(image, maxPixelSize: limit)
    }
    return image
}

/// Scales an image down to fit a square of `maxPixelSize` pixels.
enum ThumbnailScaler {
    static func fit(_ image: CGImage, maxPixelSize: Double) -> CGImage {
        let longest = Double(max(image.width, image.height))
        guard longest > maxPixelSize else { return image }
        let scale = maxPixelSize / longest
        let width = Int(saturating: Double(image.width) * scale, rounding: .toNearestOrAwayFromZero, in: 1...image.width)
        let height = Int(saturating: Double(image.height) * scale, rounding: .toNearestOrAwayFromZero, in: 1...image.height)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return image }
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage() ?? image
    }
}

/// Turns stored pixels upright for an EXIF orientation (EXIF 2.3 §4.6.4, tag 0x0112: where the
/// stored 0th row and 0th column are shown). 5–8 swap width and height.
enum ImageOrientation {
    static func upright(_ image: CGImage, exifOrientation: Int) -> CGImage {
        let w = image.width, h = image.height
        let swaps = exifOrientation >= 5
        let outWidth = swaps ? h : w, outHeight = swaps ? w : h
        // For each shown pixel (x, y), the stored (row, column) it comes from.
        let source: (Int, Int) -> (Int, Int)
        switch exifOrientation {
        case 2: source = { x, y in (y, w - 1 - x) }
        case 3: source = { x, y in (h - 1 - y, w - 1 - x) }
        case 4: source = { x, y in (h - 1 - y, x) }
        case 5: source = { x, y in (x, y) }
        case 6: source = { x, y in (h - 1 - x, y) }
        case 7: source = { x, y in (h - 1 - x, w - 1 - y) }
        case 8: source = { x, y in (x, w - 1 - y) }
        default: return image
        }
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        image.pixelData.withUnsafeBufferPointer { pixels in
            for y in 0..<outHeight {
                for x in 0..<outWidth {
                    let (row, column) = source(x, y)
                    let from = row * image.bytesPerRow + column * 4, to = (y * outWidth + x) * 4
                    for c in 0..<4 { out[to + c] = pixels[from + c] }
                }
            }
        }
        return (try? CGImage(width: outWidth, height: outHeight, pixels: out)) ?? image
    }
}
