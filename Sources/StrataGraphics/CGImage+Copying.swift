import Foundation

/// Apple's CGImage copies and attributes that drawing code reaches for.
extension CGImage {
    /// The pixel layout: premultiplied RGBA bytes (`premultipliedLast`, default byte order).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// Whether the image is an image mask: Strata's images never are.
    public var isMask: Bool { false }
    /// Whether the image is smoothed when scaled: true (a context's `interpolationQuality`
    /// decides how).
    public var shouldInterpolate: Bool { true }
    /// The rendering intent: `.defaultIntent`.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The image itself: CGImages are immutable, so a copy may share it (Apple: `copy()`).
    public func copy() -> CGImage? { self }

    /// The image in `space` (Apple: `copy(colorSpace:)`): the same pixels, as Strata keeps
    /// every image in sRGB; nil for a space that is not RGB (Apple requires the same model).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? { space.model == .rgb ? self : nil }

    /// The part of the image inside `rect` (pixels, origin at the top-left, as Apple's
    /// `cropping(to:)` measures it), the rectangle first rounded out to whole pixels and
    /// intersected with the image. nil when nothing of the image is inside it.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = Swift.max(0, Int(saturating: r.minX.rounded(.down))), y0 = Swift.max(0, Int(saturating: r.minY.rounded(.down)))
        let x1 = Swift.min(width, Int(saturating: r.maxX.rounded(.up)))
        let y1 = Swift.min(height, Int(saturating: r.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var out = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let src = y * bytesPerRow + x0 * 4, dst = (y - y0) * (x1 - x0) * 4
            out[dst..<(dst + (x1 - x0) * 4)] = pixelData[src..<(src + (x1 - x0) * 4)]
        }
        return CGImage(validatedWidth: x1 - x0, height: y1 - y0, premultiplied: out)
    }

    /// The image masked by `mask` stretched over it (Apple: `masking(_:)`): an opaque mask acts
    /// by its grey level (white shows the image, black hides it — an image mask's sense is
    /// the reverse and Strata has none), a mask with transparency by its alpha. nil for an
    /// empty mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard mask.width > 0, mask.height > 0 else { return nil }
        let opaque = stride(from: 3, to: mask.pixelData.count, by: 4).allSatisfy { mask.pixelData[$0] == 255 }
        var out = pixelData
        for y in 0..<height {
            let my = Swift.min(mask.height - 1, y * mask.height / height)
            for x in 0..<width {
                let mx = Swift.min(mask.width - 1, x * mask.width / width)
                let m = my * mask.bytesPerRow + mx * 4
                let coverage: Double = opaque
                    ? (0.2126 * Double(mask.pixelData[m]) + 0.7152 * Double(mask.pixelData[m + 1]) + 0.0722 * Double(mask.pixelData[m + 2])) / 255
                    : Double(mask.pixelData[m + 3]) / 255
                let o = y * bytesPerRow + x * 4
                for c in 0..<4 { out[o + c] = UInt8(saturating: (Double(out[o + c]) * coverage).rounded()) }
            }
        }
        return CGImage(validatedWidth: width, height: height, premultiplied: out)
    }
}
