import CStb
import Foundation

extension CGImage {
    /// Decodes a PNG or JPEG image with stb_image into premultiplied RGBA8 (see `CGImage`).
    ///
    /// - Gray, gray+alpha, RGB and palette images are expanded to RGBA; 16-bit PNGs are reduced
    ///   to 8 bits. Gamma chunks and ICC profiles are ignored: pixels are taken as sRGB.
    /// - Other formats stb_image could read (GIF, BMP, PSD...) are refused on purpose, to keep
    ///   the attack surface to the two formats Strata documents.
    /// - The header is checked against `maximumDimension`/`maximumPixelCount` before any pixel
    ///   memory is allocated.
    /// - Throws `CGImageError` (`.empty`, `.truncated`, `.decodingFailed` with stb_image's
    ///   reason, `.invalidSize`, `.tooLarge`), naming `fileName` when given.
    public static func decode(data: Data, fileName: String? = nil) throws -> CGImage {
        guard !data.isEmpty else { throw CGImageError(.empty, fileName: fileName) }
        guard data.count <= Int(Int32.max) else {
            throw CGImageError(.decodingFailed("larger than 2 GiB"), fileName: fileName)
        }
        return try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> CGImage in
            guard let container = ImageContainer(sniffing: bytes) else {
                throw CGImageError(.decodingFailed("not a PNG or JPEG signature"), fileName: fileName)
            }
            let base = bytes.baseAddress!.assumingMemoryBound(to: stbi_uc.self)
            let length = Int32(bytes.count)
            func failure() -> CGImageError {
                if container.isTruncated(bytes) { return CGImageError(.truncated, fileName: fileName) }
                let reason = stbi_failure_reason().map { String(cString: $0) } ?? ""
                return CGImageError(.decodingFailed(reason.isEmpty ? "unknown error" : reason), fileName: fileName)
            }
            var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
            guard stbi_info_from_memory(base, length, &width, &height, &channels) != 0 else { throw failure() }
            try checkSize(width: Int(width), height: Int(height), fileName: fileName)
            // The global flip flag is shared process-wide; the per-thread override wins over it,
            // so whatever another component set, we always decode top row first.
            stbi_set_flip_vertically_on_load_thread(0)
            guard let decoded = stbi_load_from_memory(base, length, &width, &height, &channels, 4) else {
                throw failure()
            }
            defer { stbi_image_free(decoded) }
            try checkSize(width: Int(width), height: Int(height), fileName: fileName)
            var pixels = Array(UnsafeBufferPointer(start: decoded, count: Int(width) * Int(height) * 4))
            premultiply(&pixels)
            return CGImage(validatedWidth: Int(width), height: Int(height), premultiplied: pixels)
        }
    }

    /// Reads and decodes the PNG or JPEG file at `url`; errors name the file (see
    /// `decode(data:fileName:)`).
    public static func load(contentsOf url: URL) throws -> CGImage {
        let data: Data
        do {
            // Only regular files of a bounded size: a path to /dev/zero or a FIFO would read
            // for ever, a multi-gigabyte file would be read whole before its header is seen.
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw CGImageError(.unreadable("not a regular file"), fileName: url.lastPathComponent)
            }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= WorkLimit.imageFileBytes else {
                throw CGImageError(.unreadable("\(size) bytes is larger than the \(WorkLimit.imageFileBytes >> 20) MiB limit"),
                                   fileName: url.lastPathComponent)
            }
            data = try Data(contentsOf: url)
        } catch let error as CGImageError {
            throw error
        } catch {
            throw CGImageError(.unreadable(error.localizedDescription), fileName: url.lastPathComponent)
        }
        return try decode(data: data, fileName: url.lastPathComponent)
    }
}
