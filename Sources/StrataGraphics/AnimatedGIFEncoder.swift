import CGIFLib
import CImageQuant
import Foundation

/// Writes frames as an animated GIF: each frame is reduced to its own 256-colour palette by
/// libimagequant (with dithering) and written by giflib, with a delay and an endless loop.
///
/// Streaming: only the previous frame is kept (a frame identical to it lengthens its delay
/// instead of adding a frame), so long renders do not grow memory. GIF has one-bit
/// transparency: pixels under half opaque become transparent, the rest opaque.
/// A Strata addition (Apple platforms do this with ImageIO's CGImageDestination).
public final class AnimatedGIFEncoder {
    /// The canvas size every frame must have.
    public let width: Int
    /// The height of the frames, in pixels.
    public let height: Int
    /// How many times a viewer plays the animation; 0 (the default) loops forever.
    public let loopCount: Int

    private var pending: (pixels: [UInt8], delay: Double)?
    private var frames: [EncodedFrame] = []
    /// Delay already written, in seconds, and in GIF centiseconds: rounding the running total
    /// (not each frame) keeps 30 fps at 3, 3, 4, … centiseconds instead of drifting.
    private var writtenSeconds = 0.0
    private var writtenCentiseconds = 0

    /// An encoder for frames of `width`×`height` pixels (1…65535, GIF's limit).
    public init(width: Int, height: Int, loopCount: Int = 0) throws {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw GIFEncodingError("a GIF frame must be 1…65535 pixels wide and high, not \(width)x\(height)")
        }
        guard (0...65_535).contains(loopCount) else {
            throw GIFEncodingError("the loop count must be 0…65535, not \(loopCount)")
        }
        self.width = width
        self.height = height
        self.loopCount = loopCount
    }

    /// Adds `image`, shown for `delay` seconds (GIF stores hundredths; at least 0.01 s).
    public func addFrame(_ image: CGImage, delay: Double) throws {
        guard image.width == width, image.height == height else {
            throw GIFEncodingError("frame \(frames.count + 1) is \(image.width)x\(image.height), the GIF is \(width)x\(height)")
        }
        guard delay.isFinite, delay > 0 else {
            throw GIFEncodingError("frame \(frames.count + 1) has delay \(delay); it must be a positive number of seconds")
        }
        let pixels = Self.straightAlphaThresholded(image)
        if let previous = pending, previous.pixels == pixels {
            pending = (pixels, previous.delay + delay)
            return
        }
        try flushPending()
        pending = (pixels, delay)
    }

    /// Finishes the animation and returns the GIF file's bytes.
    public func encode() throws -> Data {
        try flushPending()
        guard !frames.isEmpty else { throw GIFEncodingError("no frames to write") }
        return try GIFFileWriter.write(frames, width: width, height: height, loopCount: loopCount)
    }

    /// Quantises the pending frame and queues it with its delay in centiseconds.
    private func flushPending() throws {
        guard let (pixels, delay) = pending else { return }
        pending = nil
        writtenSeconds += delay
        let total = Swift.max(Int(saturating: (writtenSeconds * 100).rounded()), writtenCentiseconds + 1)
        let centiseconds = Swift.min(total - writtenCentiseconds, 65_535)
        writtenCentiseconds = total
        frames.append(try Self.quantize(pixels, width: width, height: height, centiseconds: centiseconds))
    }

    /// Straight-alpha RGBA with alpha forced to 0 or 255 (GIF's one transparent index).
    package static func straightAlphaThresholded(_ image: CGImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height * 4)
        image.pixelData.withUnsafeBufferPointer { src in
            for row in 0..<image.height {
                let s = row * image.bytesPerRow, d = row * image.width * 4
                for x in 0..<image.width {
                    let i = s + x * 4, o = d + x * 4
                    let alpha = Int(src[i + 3])
                    guard alpha >= 128 else { continue }
                    for c in 0..<3 { out[o + c] = UInt8(Swift.min(255, (Int(src[i + c]) * 255 + alpha / 2) / alpha)) }
                    out[o + 3] = 255
                }
            }
        }
        return out
    }

    /// One frame's palette and indices from libimagequant.
    package static func quantize(_ pixels: [UInt8], width: Int, height: Int, centiseconds: Int) throws -> EncodedFrame {
        guard let attr = liq_attr_create() else { throw GIFEncodingError("libimagequant could not start") }
        defer { liq_attr_destroy(attr) }
        _ = liq_set_max_colors(attr, 256)
        return try pixels.withUnsafeBytes { raw -> EncodedFrame in
            guard let image = liq_image_create_rgba(attr, raw.baseAddress!, Int32(width), Int32(height), 0) else {
                throw GIFEncodingError("libimagequant refused a \(width)x\(height) frame")
            }
            defer { liq_image_destroy(image) }
            var result: OpaquePointer?
            let status = liq_image_quantize(image, attr, &result)
            guard status == LIQ_OK, let result else {
                throw GIFEncodingError("libimagequant could not build a palette (error \(status.rawValue))")
            }
            defer { liq_result_destroy(result) }
            _ = liq_set_dithering_level(result, 1)
            var indices = [UInt8](repeating: 0, count: width * height)
            let written = indices.withUnsafeMutableBytes { liq_write_remapped_image(result, image, $0.baseAddress!, $0.count) }
            guard written == LIQ_OK else { throw GIFEncodingError("libimagequant could not remap a frame (error \(written.rawValue))") }
            // The palette is final only after remapping (libimagequant refines it there).
            let palette = liq_get_palette(result).pointee
            var colors: [(UInt8, UInt8, UInt8)] = []
            var transparentIndex: Int?
            withUnsafeBytes(of: palette.entries) { entries in
                let list = entries.bindMemory(to: liq_color.self)
                for i in 0..<Int(palette.count) {
                    colors.append((list[i].r, list[i].g, list[i].b))
                    if list[i].a < 128, transparentIndex == nil { transparentIndex = i }
                }
            }
            return EncodedFrame(colors: colors, indices: indices, transparentIndex: transparentIndex, centiseconds: centiseconds)
        }
    }
}

/// A frame ready for giflib: palette, one index per pixel, delay. (`package`: ImageIO's
/// CGImageDestination writes its frames with their own delays, never merged.)
package struct EncodedFrame {
    package var colors: [(UInt8, UInt8, UInt8)]
    package var indices: [UInt8]
    package var transparentIndex: Int?
    package var centiseconds: Int
}

/// Why a GIF could not be written.
public struct GIFEncodingError: Error, CustomStringConvertible {
    /// What failed, in one sentence.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
