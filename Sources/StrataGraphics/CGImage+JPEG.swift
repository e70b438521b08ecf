import CStb
import Foundation

extension CGImage {
    /// The image encoded as a baseline JPEG via stb_image_write, at `quality` 0…1 (NaN: 0.9;
    /// stb takes 1…100). JPEG has no alpha: the stored premultiplied colours are written, so
    /// transparent areas come out black, as iOS's `jpegData(compressionQuality:)` gives them.
    public func jpegData(quality: Double) throws -> Data {
        let stbQuality = Int32(saturating: (quality.isNaN ? 0.9 : quality) * 100, rounding: .toNearestOrAwayFromZero, in: 1...100)
        // Rows are packed end to end (CGImage has no row padding), as stb_image_write reads them.
        let sink = JPEGSink()
        let ok = withExtendedLifetime(sink) {
            pixelData.withUnsafeBytes { pixels in
                stbi_write_jpg_to_func({ context, chunk, size in
                    guard let context, let chunk, size > 0 else { return }
                    Unmanaged<JPEGSink>.fromOpaque(context).takeUnretainedValue()
                        .data.append(chunk.assumingMemoryBound(to: UInt8.self), count: Int(size))
                }, Unmanaged.passUnretained(sink).toOpaque(), Int32(width), Int32(height), 4, pixels.baseAddress, stbQuality)
            }
        }
        guard ok != 0, !sink.data.isEmpty else { throw CGImageError(.encodingFailed) }
        return sink.data
    }
}

/// Collects the bytes stb_image_write hands to its callback.
private final class JPEGSink {
    var data = Data()
}
