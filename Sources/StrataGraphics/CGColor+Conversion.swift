import Foundation

/// How colours are mapped between colour spaces whose gamuts differ (Apple:
/// CGColorRenderingIntent). Strata converts colorimetrically for every intent.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default intent (relative colorimetric for colours, perceptual for images, on
    /// Apple's platforms; colorimetric here).
    case defaultIntent = 0
    /// Matches colours exactly, white point included.
    case absoluteColorimetric = 1
    /// Matches colours relative to the white points (Strata converts every intent this way).
    case relativeColorimetric = 2
    /// Keeps the relations between colours, compressing the gamut (accepted; converted
    /// colorimetrically).
    case perceptual = 3
    /// Keeps saturation (accepted; converted colorimetrically).
    case saturation = 4
}

extension CGColor {
    /// A colour in `colorSpace` from `components` (the space's colour components, then alpha:
    /// `numberOfComponents + 1` values, as Apple reads them). nil for a space Strata cannot
    /// draw in (Apple returns nil for an unusable space too).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.supportsOutput else { return nil }
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)))
    }

    /// A gray colour in the gamma-2.2 gray space (the same as `init(gray:alpha:)`).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// The colour converted to `space` (Apple: `converted(to:intent:options:)`), through linear
    /// sRGB: Display P3 and linear components are re-encoded, a gray target takes the
    /// luminance (Rec. 709 weights). Out-of-gamut values are clamped unless `space` is
    /// extended. nil when either space is one Strata cannot convert. `intent` and `options`
    /// are accepted for source compatibility; the conversion is colorimetric.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard let from = colorSpace, let values = components, values.count == from.numberOfComponents + 1,
              space.supportsOutput else { return nil }
        if from == space { return self }
        let linear = from.linearSRGB(values.dropLast().map(Double.init))
        let target = space.components(fromLinearSRGB: linear)
        return CGColor(space: space, components: target.map { CGFloat($0) } + [alpha])
    }
}

extension CGColorSpace {
    /// Colour components of this space (no alpha) as linear-light sRGB red, green and blue
    /// (not clamped: a P3 colour outside sRGB's gamut has components below 0 or above 1).
    func linearSRGB(_ c: [Double]) -> SIMD3<Double> {
        let decoded = c.map { transfer == .sRGB ? Self.sRGBToLinear($0) : $0 }
        let v = model == .monochrome ? SIMD3(repeating: decoded.first ?? 0)
                                      : SIMD3(decoded.count > 0 ? decoded[0] : 0, decoded.count > 1 ? decoded[1] : 0,
                                              decoded.count > 2 ? decoded[2] : 0)
        guard primaries == .displayP3 else { return v }
        // Linear Display P3 → linear sRGB (both D65): the product of P3's RGB→XYZ matrix and
        // XYZ→sRGB's (IEC 61966-2-1 and SMPTE EG 432-1 primaries).
        return SIMD3(1.224_940_2 * v.x - 0.224_940_2 * v.y,
                     -0.042_056_9 * v.x + 1.042_056_9 * v.y,
                     -0.019_637_6 * v.x - 0.078_636_1 * v.y + 1.098_273_7 * v.z)
    }

    /// Linear-light sRGB as this space's colour components (no alpha).
    func components(fromLinearSRGB v: SIMD3<Double>) -> [Double] {
        var rgb = v
        if primaries == .displayP3 {
            // The inverse of the matrix in `linearSRGB(_:)`.
            rgb = SIMD3(0.822_461_9 * v.x + 0.177_538_1 * v.y,
                        0.033_194_2 * v.x + 0.966_805_8 * v.y,
                        0.017_082_6 * v.x + 0.072_397_4 * v.y + 0.910_519_9 * v.z)
        }
        let encode = { (x: Double) in self.transfer == .sRGB ? Self.linearToSRGB(x) : x }
        if model == .monochrome { return [encode(0.2126 * rgb.x + 0.7152 * rgb.y + 0.0722 * rgb.z)] }
        return [encode(rgb.x), encode(rgb.y), encode(rgb.z)]
    }

    /// The sRGB transfer function (IEC 61966-2-1), extended to negative values by symmetry as
    /// Apple's extended spaces do.
    static func sRGBToLinear(_ x: Double) -> Double {
        let a = abs(x)
        let y = a <= 0.040_45 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return x < 0 ? -y : y
    }

    static func linearToSRGB(_ x: Double) -> Double {
        let a = abs(x)
        let y = a <= 0.003_130_8 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return x < 0 ? -y : y
    }

    /// Whether components are already sRGB-encoded sRGB values (or gray drawn as `(g, g, g)`).
    var isSRGBEncoded: Bool { transfer == .sRGB && primaries == .sRGB }
}
