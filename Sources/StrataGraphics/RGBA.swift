import Foundation

/// A colour as the engine stores it: sRGB, *not* premultiplied, each component nominally in
/// `0...1`. It is a plain value so animating a colour never allocates (a `CGColor` is a class).
public struct RGBA: Hashable, Sendable {
    /// Red, sRGB-encoded (not linear light), not multiplied by alpha.
    public var red: Double
    /// Green, sRGB-encoded, not multiplied by alpha.
    public var green: Double
    /// Blue, sRGB-encoded, not multiplied by alpha.
    public var blue: Double
    /// Opacity: 0 transparent, 1 opaque.
    public var alpha: Double

    /// A colour from its sRGB components; alpha defaults to opaque.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Transparent black, the value Core Animation uses for a `nil` colour.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// The sRGB components of `color`. Gray `w` becomes `(w, w, w)`; a colour in another
    /// space (Display P3, linear) is converted to sRGB (out-of-gamut values left for `clamped`);
    /// a colour without components (not produced by Strata) becomes transparent black.
    public init(_ color: CGColor) {
        var values = (color.components ?? []).map(Double.init)
        if let space = color.colorSpace, !space.isSRGBEncoded, values.count == space.numberOfComponents + 1 {
            let rgb = CGColorSpace.srgbSpace.components(fromLinearSRGB: space.linearSRGB(Array(values.dropLast())))
            values = rgb + [values[values.count - 1]]
        }
        switch values.count {
        case 2: self.init(red: values[0], green: values[0], blue: values[0], alpha: values[1])
        case 4: self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        default: self = .clear
        }
    }

    /// A new sRGB `CGColor` with these components.
    public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Component-wise linear interpolation of non-premultiplied sRGB values, `t` = 0 gives `from`
    /// and 1 gives `to`; `t` is not clamped, so overshooting timing curves extrapolate. This is how
    /// Core Animation interpolates `CGColor` properties (so fading to `.clear` darkens on the way,
    /// as it does on Apple platforms).
    @inlinable
    public static func interpolate(_ from: RGBA, _ to: RGBA, _ t: Double) -> RGBA {
        RGBA(
            red: from.red + (to.red - from.red) * t,
            green: from.green + (to.green - from.green) * t,
            blue: from.blue + (to.blue - from.blue) * t,
            alpha: from.alpha + (to.alpha - from.alpha) * t
        )
    }

    /// The colour with each component clamped to `0...1` (NaN becomes 0), ready to render.
    public var clamped: RGBA {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        return RGBA(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }
}
