import Foundation

/// The colour model of a `CGColorSpace`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
}

/// A colour space. Strata renders in sRGB only, so this is deliberately minimal: it names the
/// space a `CGColor` was created in (gray or sRGB) so components round-trip as on Apple
/// platforms. Gray values are displayed as the sRGB triple `(g, g, g)`; Apple's
/// gamma-2.2 gray differs from sRGB by under 1% of the range, which we accept.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// Apple's name of the standard sRGB colour space (`kCGColorSpaceSRGB`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Apple's name of the gray space with gamma 2.2 (`kCGColorSpaceGenericGrayGamma2_2`).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// The space's name, one of the constants above.
    public let name: String?
    /// Whether colours in this space are gray or RGB.
    public let model: CGColorSpaceModel
    /// The number of colour components, not counting alpha (1 for gray, 3 for RGB).
    public let numberOfComponents: Int

    /// Returns the named colour space, or `nil` for a name Strata does not support (only
    /// `sRGB` and `genericGrayGamma2_2`), mirroring Apple's failable initializer.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB: self.init(name: name, model: .rgb, count: 3)
        case Self.genericGrayGamma2_2: self.init(name: name, model: .monochrome, count: 1)
        default: return nil
        }
    }

    private init(name: String, model: CGColorSpaceModel, count: Int) {
        self.name = name
        self.model = model
        self.numberOfComponents = count
    }

    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb, count: 3)
    static let graySpace = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome, count: 1)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}
