import Foundation

/// Bytes an image is made from (Apple: CGDataProvider), as code that builds a CGImage from a
/// pixel buffer or PNG data writes it: `CGDataProvider(data: data as CFData)`.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (a copy taken when the provider was made).
    let bytes: Data

    /// A provider of `data`'s bytes.
    public init?(data: CFData) {
        bytes = Data(referencing: data)
    }

    /// A provider of the contents of the file at `url`; nil if it cannot be read.
    public init?(url: NSURL) {
        guard let path = url.path, let contents = FileManager.default.contents(atPath: path) else { return nil }
        bytes = contents
    }

    init(bytes: Data) { self.bytes = bytes }

    /// The bytes as CFData (Apple: `data`).
    public var data: CFData? { NSData(data: bytes) }
}

extension CGImage {
    /// An image of `width` × `height` pixels from `provider`'s bytes laid out as the other
    /// arguments say (Apple: `init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:
    /// space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`). Supported: 8 bits per
    /// component; 32-bit RGBA in any alpha position and byte order (premultiplied, straight or
    /// skipped alpha), 24-bit RGB, and 8-bit gray or 16-bit gray + alpha in a gray space.
    /// Components are taken as sRGB (a gray value g as (g, g, g)). nil for another layout, a
    /// size outside Strata's limits or too few bytes, as Apple returns nil for what it cannot
    /// use. `decode`, `shouldInterpolate` and `intent` are accepted and not used.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard bitsPerComponent == 8, (try? Self.checkSize(width: width, height: height, fileName: nil)) != nil,
              let layout = PixelLayout(bitsPerPixel: bitsPerPixel, gray: space.model == .monochrome, info: bitmapInfo),
              bytesPerRow >= width * bitsPerPixel / 8, provider.bytes.count >= (height - 1) * bytesPerRow + width * bitsPerPixel / 8
        else { return nil }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        provider.bytes.withUnsafeBytes { (src: UnsafeRawBufferPointer) in
            for y in 0..<height {
                for x in 0..<width {
                    let p = y * bytesPerRow + x * layout.stride
                    let o = (y * width + x) * 4
                    let r = src[p + layout.red], g = src[p + layout.green], b = src[p + layout.blue]
                    let a: UInt8 = layout.alpha.map { src[p + $0] } ?? 255
                    if layout.premultiplied || a == 255 {
                        (out[o], out[o + 1], out[o + 2]) = (Swift.min(r, a), Swift.min(g, a), Swift.min(b, a))
                    } else {
                        func pm(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * UInt32(a) + 127) / 255) }
                        (out[o], out[o + 1], out[o + 2]) = (pm(r), pm(g), pm(b))
                    }
                    out[o + 3] = a
                }
            }
        }
        self.init(validatedWidth: width, height: height, premultiplied: out)
    }

    /// An image decoded from PNG bytes (Apple: `init(pngDataProviderSource:decode:shouldInterpolate:intent:)`).
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let image = try? CGImage.decode(data: source.bytes) else { return nil }
        self.init(validatedWidth: image.width, height: image.height, premultiplied: image.pixelData)
    }

    /// An image decoded from JPEG bytes (Apple: `init(jpegDataProviderSource:decode:shouldInterpolate:intent:)`).
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        self.init(pngDataProviderSource: source, decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The image's bytes: premultiplied R, G, B, A, `bytesPerRow` per row (Apple: `dataProvider`).
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(pixelData)) }
}

/// Where the components of one pixel are, for `CGImage(width:…provider:…)`.
private struct PixelLayout {
    var stride: Int
    var red: Int, green: Int, blue: Int
    var alpha: Int?
    var premultiplied: Bool

    init?(bitsPerPixel: Int, gray: Bool, info: CGBitmapInfo) {
        let alphaInfo = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        let little = info.intersection(.byteOrderMask) == .byteOrder32Little
            || info.intersection(.byteOrderMask).rawValue == 1 << 12 && bitsPerPixel == 16   // byteOrder16Little
        let pre = alphaInfo == .premultipliedLast || alphaInfo == .premultipliedFirst
        if gray {
            switch (bitsPerPixel, alphaInfo) {
            case (8, .none?): self.init(stride: 1, rgb: (0, 0, 0), alpha: nil, premultiplied: pre)
            case (16, .premultipliedLast?), (16, .last?): self.init(stride: 2, rgb: little ? (1, 1, 1) : (0, 0, 0), alpha: little ? 0 : 1, premultiplied: pre)
            case (16, .premultipliedFirst?), (16, .first?): self.init(stride: 2, rgb: little ? (0, 0, 0) : (1, 1, 1), alpha: little ? 1 : 0, premultiplied: pre)
            default: return nil
            }
            return
        }
        switch (bitsPerPixel, alphaInfo) {
        case (24, .none?): self.init(stride: 3, rgb: (0, 1, 2), alpha: nil, premultiplied: pre)
        case (32, .some(let a)):
            // Bytes in memory for the big-endian (default) order; little-endian reverses the word.
            var order: [Int]   // positions of R, G, B, A/X in the big-endian word
            switch a {
            case .premultipliedLast, .last, .noneSkipLast: order = [0, 1, 2, 3]
            case .premultipliedFirst, .first, .noneSkipFirst: order = [1, 2, 3, 0]
            default: return nil
            }
            if little { order = order.map { 3 - $0 } }
            let hasAlpha = a != .noneSkipLast && a != .noneSkipFirst
            self.init(stride: 4, rgb: (order[0], order[1], order[2]), alpha: hasAlpha ? order[3] : nil, premultiplied: pre)
        default: return nil
        }
    }

    private init(stride: Int, rgb: (Int, Int, Int), alpha: Int?, premultiplied: Bool) {
        self.stride = stride
        (red, green, blue) = rgb
        self.alpha = alpha
        self.premultiplied = premultiplied
    }
}
