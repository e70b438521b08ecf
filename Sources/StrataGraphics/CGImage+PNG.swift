import CStb
import Foundation

extension CGImage {
    /// The image encoded as an 8-bit RGBA PNG with straight (un-premultiplied) alpha, as PNG
    /// requires, via stb_image_write. Fully transparent pixels come out as transparent black;
    /// other colours round-trip within rounding of the premultiplication.
    ///
    /// stb_image_write's vertical-flip switch is process-global and Strata never sets it; code
    /// that sets it elsewhere would flip this output.
    public func pngData() throws -> Data {
        var straight = pixelData
        Self.unpremultiply(&straight)
        let sink = PNGSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let ok = withExtendedLifetime(sink) {
            straight.withUnsafeBytes { pixels in
                stbi_write_png_to_func(
                    { context, chunk, size in
                        guard let context, let chunk, size > 0 else { return }
                        let sink = Unmanaged<PNGSink>.fromOpaque(context).takeUnretainedValue()
                        sink.data.append(chunk.assumingMemoryBound(to: UInt8.self), count: Int(size))
                    },
                    context, Int32(width), Int32(height), 4, pixels.baseAddress, Int32(bytesPerRow))
            }
        }
        guard ok != 0, !sink.data.isEmpty else { throw CGImageError(.encodingFailed) }
        return sink.data
    }
}

/// Collects the bytes stb_image_write hands to its callback.
private final class PNGSink {
    var data = Data()
}
