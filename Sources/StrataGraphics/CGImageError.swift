import Foundation

/// Why an image could not be created, decoded, loaded or encoded.
public struct CGImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The data or file has no bytes at all.
        case empty
        /// The file could not be read; the system's message.
        case unreadable(String)
        /// stb_image could not decode the data; its (terse) failure reason, e.g. "bad png sig".
        case decodingFailed(String)
        /// The bytes end before the image does.
        case truncated
        /// Width or height is zero or negative.
        case invalidSize(width: Int, height: Int)
        /// Larger than `CGImage.maximumDimension` or `CGImage.maximumPixelCount`.
        case tooLarge(width: Int, height: Int)
        /// A pixel buffer does not hold `width * height * 4` bytes.
        case pixelCountMismatch(expected: Int, actual: Int)
        /// Only RGBA layouts (`premultipliedLast`, `last`, `noneSkipLast`) are accepted.
        case unsupportedAlphaInfo(CGImageAlphaInfo)
        /// stb_image_write failed to produce a PNG.
        case encodingFailed
    }

    /// The reason.
    public let reason: Reason
    /// The file name (last path component) involved, if the image came from a file.
    public let fileName: String?

    /// An error of `reason`, naming `fileName` when it came from a file.
    public init(_ reason: Reason, fileName: String? = nil) {
        self.reason = reason
        self.fileName = fileName
    }

    public var description: String {
        let what = switch reason {
        case .empty: "the data is empty"
        case .unreadable(let message): "cannot read the file: \(message)"
        case .decodingFailed(let message): "not a decodable PNG or JPEG (stb_image: \(message))"
        case .truncated: "the data is truncated"
        case .invalidSize(let w, let h): "invalid size \(w)×\(h)"
        case .tooLarge(let w, let h):
            "\(w)×\(h) exceeds the limit of \(CGImage.maximumDimension) pixels a side and \(CGImage.maximumPixelCount) pixels"
        case .pixelCountMismatch(let expected, let actual): "expected \(expected) bytes of RGBA pixels, got \(actual)"
        case .unsupportedAlphaInfo(let info): "unsupported pixel layout \(info)"
        case .encodingFailed: "PNG encoding failed"
        }
        return "CGImage: \(fileName.map { "\($0): " } ?? "")\(what)"
    }
}
