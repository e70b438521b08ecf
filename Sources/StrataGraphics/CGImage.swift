import Foundation

/// An immutable bitmap image.
///
/// Pixel format (always): 8 bits per component, 4 components in R, G, B, A order, colour
/// **premultiplied** by alpha (`alphaInfo == .premultipliedLast`), sRGB, rows top to bottom with
/// no padding (`bytesPerRow == width * 4`). Premultiplied storage is what the compositor's
/// blending (`ONE, ONE_MINUS_SRC_ALPHA`) and filtering need, so pixels upload to GL unchanged.
public final class CGImage: Sendable, CustomStringConvertible {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// Always 8.
    public let bitsPerComponent = 8
    /// Always 32.
    public let bitsPerPixel = 32
    /// Always `width * 4`: rows are tightly packed.
    public let bytesPerRow: Int
    /// Always `.premultipliedLast`.
    public let alphaInfo = CGImageAlphaInfo.premultipliedLast
    /// The pixels, `height * bytesPerRow` bytes, in the format described above.
    public let pixelData: [UInt8]

    /// Strata's limit on either side, 16384: the largest texture common GL drivers accept.
    public static let maximumDimension = 16_384
    /// Strata's limit on `width * height` (256 MiB of pixels), checked before decoding so a
    /// hostile header cannot make us allocate gigabytes.
    public static let maximumPixelCount = 1 << 26

    /// Wraps pixels that are already premultiplied RGBA; the checks are done by the caller.
    init(validatedWidth width: Int, height: Int, premultiplied: [UInt8]) {
        self.width = width
        self.height = height
        self.bytesPerRow = width * 4
        self.pixelData = premultiplied
    }

    /// An image from tightly packed 8-bit RGBA `pixels` (`width * height * 4` bytes, rows top
    /// to bottom). `alphaInfo` says how the input stores alpha: `.premultipliedLast` (default)
    /// is kept as is, `.last` (straight alpha) is premultiplied, `.noneSkipLast` is made opaque.
    /// Throws `CGImageError` for a bad size, a byte count mismatch or another layout.
    public convenience init(
        width: Int, height: Int, pixels: [UInt8], alphaInfo: CGImageAlphaInfo = .premultipliedLast
    ) throws {
        try Self.checkSize(width: width, height: height, fileName: nil)
        let expected = width * height * 4
        guard pixels.count == expected else {
            throw CGImageError(.pixelCountMismatch(expected: expected, actual: pixels.count))
        }
        var stored = pixels
        switch alphaInfo {
        case .premultipliedLast: break
        case .last: Self.premultiply(&stored)
        case .noneSkipLast:
            for i in stride(from: 3, to: stored.count, by: 4) { stored[i] = 255 }
        default: throw CGImageError(.unsupportedAlphaInfo(alphaInfo))
        }
        self.init(validatedWidth: width, height: height, premultiplied: stored)
    }

    /// The colour space of the pixels, always sRGB.
    public var colorSpace: CGColorSpace? { .srgbSpace }

    /// The straight-alpha colour of the pixel at column `x`, row `y` (row 0 is the top), or `nil`
    /// outside the image. For tests and probes: it un-premultiplies, so it allocates nothing but
    /// is not meant for bulk work.
    public func color(atX x: Int, y: Int) -> RGBA? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let i = y * bytesPerRow + x * 4
        let alpha = Double(pixelData[i + 3])
        guard alpha > 0 else { return .clear }
        func channel(_ value: UInt8) -> Double { Swift.min(Double(value) / alpha, 1) }
        return RGBA(red: channel(pixelData[i]), green: channel(pixelData[i + 1]), blue: channel(pixelData[i + 2]), alpha: alpha / 255)
    }

    public var description: String { "CGImage(\(width)×\(height), RGBA8 premultiplied)" }

    static func checkSize(width: Int, height: Int, fileName: String?) throws {
        guard width > 0, height > 0 else {
            throw CGImageError(.invalidSize(width: width, height: height), fileName: fileName)
        }
        guard width <= maximumDimension, height <= maximumDimension, width * height <= maximumPixelCount else {
            throw CGImageError(.tooLarge(width: width, height: height), fileName: fileName)
        }
    }

    /// Straight → premultiplied, rounding to nearest: c' = round(c · a / 255).
    static func premultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt32(pixels[i + 3])
            guard alpha != 255 else { continue }
            for c in i..<(i + 3) { pixels[c] = UInt8((UInt32(pixels[c]) * alpha + 127) / 255) }
        }
    }

    /// Premultiplied → straight, rounding to nearest and clamping: c = round(c' · 255 / a).
    package static func unpremultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt32(pixels[i + 3])
            guard alpha != 255 else { continue }
            for c in i..<(i + 3) {
                pixels[c] = alpha == 0 ? 0 : UInt8(Swift.min((UInt32(pixels[c]) * 255 + alpha / 2) / alpha, 255))
            }
        }
    }
}
