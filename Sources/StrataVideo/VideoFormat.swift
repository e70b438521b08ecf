import Foundation
import StrataGraphics

/// A video file format Strata writes, chosen by the file's extension: `.mp4` is H.264 (through
/// libx264) in an MP4 container, `.webm` is VP9 (through libvpx) in a WebM container. Both are
/// 8-bit 4:2:0 (`yuv420p`), which every player decodes.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// H.264 in MP4.
    case mp4
    /// VP9 in WebM.
    case webm

    /// The format a path's extension names (case-insensitive), or nil for another extension.
    public init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// The codec's everyday name, for messages.
    public var codecName: String {
        switch self {
        case .mp4: "H.264"
        case .webm: "VP9"
        }
    }

    /// The libavcodec encoder that writes it (Debian's libavcodec links both).
    var encoderName: String {
        switch self {
        case .mp4: "libx264"
        case .webm: "libvpx-vp9"
        }
    }

    /// The libavformat muxer.
    var muxerName: String { rawValue }

    /// The encoder's constant rate factor scale (`--quality`): lower is better and larger.
    public var qualityRange: ClosedRange<Int> {
        switch self {
        case .mp4: 0...51
        case .webm: 0...63
        }
    }

    /// The CRF used when neither a quality nor a bit rate is given: near-transparent for
    /// flat-coloured animation (x264's own default, 23, smears thin lines and text).
    public var defaultQuality: Int {
        switch self {
        case .mp4: 20
        case .webm: 31
        }
    }
}

/// How a video is encoded: its format, frame rate, and either a constant quality (CRF) or an
/// average bit rate.
public struct VideoSettings: Sendable, Equatable {
    /// The file format (and codec).
    public var format: VideoFormat
    /// Frames per second: the frame rate of the file, constant. Frame `n` is shown at `n / framesPerSecond` s.
    public var framesPerSecond: Double
    /// The constant rate factor (in `format.qualityRange`; lower is better). Nil: the
    /// format's default, unless `bitRate` is set.
    public var quality: Int?
    /// An average bit rate in bits per second instead of a constant quality. Nil: constant quality.
    public var bitRate: Int?

    /// Settings for `format` at `framesPerSecond`, with a CRF `quality` or an average `bitRate` in
    /// bits per second (at most one; neither: the format's default quality).
    public init(format: VideoFormat, framesPerSecond: Double, quality: Int? = nil, bitRate: Int? = nil) {
        self.format = format
        self.framesPerSecond = framesPerSecond
        self.quality = quality
        self.bitRate = bitRate
    }

    /// Checks the settings: a frame rate in (0, 1000], a quality in range, a positive bit rate,
    /// not both a quality and a bit rate. Throws a `VideoError` naming the problem.
    public func validate() throws {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw VideoError("a video needs a frame rate in (0, 1000] frames per second, got \(framesPerSecond)")
        }
        if let quality, !format.qualityRange.contains(quality) {
            throw VideoError("the quality (CRF) of \(format.codecName) is \(format.qualityRange.lowerBound)…\(format.qualityRange.upperBound) (lower is better), got \(quality)")
        }
        if let bitRate, bitRate <= 0 { throw VideoError("the bit rate must be positive, got \(bitRate)") }
        if quality != nil, bitRate != nil { throw VideoError("give a quality (CRF) or a bit rate, not both") }
    }

    /// Parses a bit rate such as `2500000`, `800k` or `2.5M` (bits per second); nil when malformed.
    public static func parseBitRate(_ text: String) -> Int? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        var factor = 1.0
        switch digits.last {
        case "k", "K": factor = 1e3; digits.removeLast()
        case "m", "M": factor = 1e6; digits.removeLast()
        default: break
        }
        guard let value = Double(digits), value.isFinite, value > 0 else { return nil }
        let bits = value * factor
        guard bits >= 1, bits <= 1e10 else { return nil }
        return Int(saturating: bits.rounded())
    }
}

/// A problem writing or reading a video, in one sentence.
public struct VideoError: Error, CustomStringConvertible, Sendable {
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
