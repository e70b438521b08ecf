import Foundation

/// The colour model of a `CGColorSpace` (Apple: CGColorSpaceModel).
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model Strata does not know.
    case unknown = -1
    /// Gray: one component and alpha.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black (not supported: `CGColorSpace(name:)` returns nil).
    case cmyk = 2
    /// CIE L*a*b* (not supported).
    case lab = 3
    /// N device colorants (not supported).
    case deviceN = 4
    /// A palette of another space (not supported).
    case indexed = 5
    /// A pattern space (not supported).
    case pattern = 6
    /// CIE XYZ (not supported).
    case XYZ = 7
}

/// A colour space (Apple: CGColorSpace). Strata renders in sRGB; a colour in another supported
/// space is converted to sRGB when it is drawn or animated (`RGBA(_:)`), exactly for the RGB
/// spaces (Display P3's primaries, linear transfer functions) and, for gamma-2.2 gray, as the
/// sRGB triple `(g, g, g)` — Apple's gamma-2.2 curve differs from sRGB's by under 1% of the
/// range, which we accept. Supported: the sRGB, linear sRGB, Display P3 and gray families,
/// their extended-range variants (components outside 0…1 kept), and the device spaces (which
/// behave as sRGB and gamma-2.2 gray). Other names (CMYK, Lab, Adobe RGB, ITU-R 2020/2100,
/// DCI-P3, HDR) give nil, as Apple's initializer does for a name it does not know.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The standard sRGB space (`kCGColorSpaceSRGB`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components allowed below 0 and above 1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB with extended-range components.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Apple's generic linear RGB (treated as linear sRGB).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Display P3: DCI-P3 primaries, D65 white, the sRGB transfer function.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Display P3 with extended-range components.
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// Display P3 primaries with a linear transfer function.
    public static let linearDisplayP3 = "kCGColorSpaceLinearDisplayP3"
    /// Linear Display P3 with extended-range components.
    public static let extendedLinearDisplayP3 = "kCGColorSpaceExtendedLinearDisplayP3"
    /// Gray with gamma 2.2 (`kCGColorSpaceGenericGrayGamma2_2`).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gamma-2.2 gray with extended-range components.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Gray with a linear transfer function.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Linear gray with extended-range components.
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    /// The name `CGColorSpaceCreateDeviceRGB()`'s space reports.
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    /// The name `CGColorSpaceCreateDeviceGray()`'s space reports.
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    /// How component values map to light.
    enum Transfer: Sendable { case sRGB, linear }
    /// Which red, green and blue the components are amounts of.
    enum Primaries: Sendable { case sRGB, displayP3 }

    /// The space's name, one of the constants above.
    public let name: String?
    /// Whether colours in this space are gray or RGB.
    public let model: CGColorSpaceModel
    /// The number of colour components, not counting alpha (1 for gray, 3 for RGB).
    public let numberOfComponents: Int
    /// Whether components may lie outside 0…1 (the "extended" spaces).
    public let isExtended: Bool
    let transfer: Transfer
    let primaries: Primaries

    /// Returns the named colour space, or nil for a name Strata does not support (see the
    /// type's description), mirroring Apple's failable initializer.
    public convenience init?(name: String) {
        let rgb: [String: (Transfer, Primaries, Bool)] = [
            Self.sRGB: (.sRGB, .sRGB, false), Self.extendedSRGB: (.sRGB, .sRGB, true),
            Self.linearSRGB: (.linear, .sRGB, false), Self.extendedLinearSRGB: (.linear, .sRGB, true),
            Self.genericRGBLinear: (.linear, .sRGB, false), Self.deviceRGBName: (.sRGB, .sRGB, false),
            Self.displayP3: (.sRGB, .displayP3, false), Self.extendedDisplayP3: (.sRGB, .displayP3, true),
            Self.linearDisplayP3: (.linear, .displayP3, false), Self.extendedLinearDisplayP3: (.linear, .displayP3, true),
        ]
        let gray: [String: (Transfer, Bool)] = [
            Self.genericGrayGamma2_2: (.sRGB, false), Self.extendedGray: (.sRGB, true),
            Self.linearGray: (.linear, false), Self.extendedLinearGray: (.linear, true), Self.deviceGrayName: (.sRGB, false),
        ]
        if let (t, p, e) = rgb[name] {
            self.init(name: name, model: .rgb, transfer: t, primaries: p, extended: e)
        } else if let (t, e) = gray[name] {
            self.init(name: name, model: .monochrome, transfer: t, primaries: .sRGB, extended: e)
        } else {
            return nil
        }
    }

    private init(name: String, model: CGColorSpaceModel, transfer: Transfer, primaries: Primaries, extended: Bool) {
        self.name = name
        self.model = model
        self.numberOfComponents = model == .rgb ? 3 : 1
        self.transfer = transfer
        self.primaries = primaries
        self.isExtended = extended
    }

    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb, transfer: .sRGB, primaries: .sRGB, extended: false)
    static let graySpace = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome, transfer: .sRGB, primaries: .sRGB,
                                        extended: false)

    /// Whether the space's gamut is wider than sRGB's (Display P3 and every extended space).
    public var isWideGamutRGB: Bool { model == .rgb && (primaries == .displayP3 || isExtended) }
    /// Whether a bitmap context can draw in this space: true for RGB and gray spaces.
    public var supportsOutput: Bool { model == .rgb || model == .monochrome }
    /// The base space of a pattern or indexed space: nil, as Strata has neither.
    public var baseColorSpace: CGColorSpace? { nil }
    /// Whether the space is an HDR one: none of Strata's is.
    public func isHDR() -> Bool { false }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// A device-dependent RGB space (Apple: `CGColorSpaceCreateDeviceRGB()`); Strata's displays
/// are sRGB, so it behaves as sRGB (its name is `kCGColorSpaceDeviceRGB`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceRGBName) ?? .srgbSpace
}

/// A device-dependent gray space (Apple: `CGColorSpaceCreateDeviceGray()`), drawn as
/// gamma-2.2 gray (its name is `kCGColorSpaceDeviceGray`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGrayName) ?? .graySpace
}
