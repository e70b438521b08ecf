import Foundation

/// How a layer's contents image is sampled when drawn smaller or larger than its pixels
/// (Apple: CALayerContentsFilter, `minificationFilter` and `magnificationFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear: the four nearest pixels blended (the default). Strata also blends between
    /// mipmap levels when minifying, as the compositor issue asks ("linear filtering with
    /// mipmaps when minified"), so a shrunken photo does not shimmer.
    public static let linear = Self(rawValue: "linear")
    /// The nearest pixel: hard pixel edges (pixel art, magnified bitmaps).
    public static let nearest = Self(rawValue: "nearest")
    /// Bilinear within and between mipmap levels.
    public static let trilinear = Self(rawValue: "trilinear")

    /// Every filter Core Animation defines.
    public static let all: [CALayerContentsFilter] = [.linear, .nearest, .trilinear]
}
