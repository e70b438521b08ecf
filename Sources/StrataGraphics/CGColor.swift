import Foundation

/// An immutable colour: components in a colour space plus alpha, as Core Graphics has it.
///
/// Components are the space's colour components then alpha: `[r, g, b, a]` in an RGB space,
/// `[white, a]` in a gray one (see `CGColorSpace` for the supported spaces). They are clamped
/// to `0...1` (NaN becomes 0), as Apple does, except in the extended spaces. Two colours
/// are equal when their colour spaces and components are equal, so gray black is not equal to
/// sRGB black, exactly as on Apple platforms; compare `RGBA(color)` values to ignore the space.
/// The animation engine converts colours to `RGBA` once, so per-frame work never allocates.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour components, alpha last. Never `nil` in Strata; optional to match Apple.
    public let components: [CGFloat]?
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?

    init(space: CGColorSpace, components raw: [CGFloat]) {
        colorSpace = space
        // Extended spaces keep values outside 0…1 (alpha, last, is always clamped).
        let extended = space.isExtended
        components = raw.enumerated().map { i, v in
            if v.isNaN { return 0 }
            return extended && i < raw.count - 1 && v.isFinite ? v : Swift.min(Swift.max(v, 0), 1)
        }
    }

    /// An RGB colour, components not premultiplied. Apple documents this initializer as using a
    /// generic RGB space; Strata has only sRGB, so it is the same as `init(srgbRed:...)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour in the sRGB colour space, components not premultiplied.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, components: [red, green, blue, alpha])
    }

    /// A gray colour (`genericGrayGamma2_2` space), `gray` 0 is black and 1 is white.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .graySpace, components: [gray, alpha])
    }

    /// Opaque black in the gray space, as Apple's `CGColor.black`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the gray space, as Apple's `CGColor.white`.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the gray space, as Apple's `CGColor.clear`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The alpha component (the last component).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The number of components including alpha: 4 for sRGB, 2 for gray.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with a different alpha (clamped to `0...1`). Optional to match Apple;
    /// never `nil` here.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    public var description: String {
        let values = (components ?? []).map { "\(Double($0))" }.joined(separator: ", ")
        return "CGColor(\(colorSpace?.name ?? "unknown"): [\(values)])"
    }
}
