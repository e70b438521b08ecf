import Foundation

/// The pixel formats of a layer's drawn contents (Apple: CALayerContentsFormat).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 8 bits per channel, RGBA (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// 16-bit half floats per channel, RGBA.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One 8-bit channel.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
