import Foundation

/// The W3C "Compositing and Blending Level 1" formulas (https://www.w3.org/TR/compositing-1/),
/// written out on their own for the tests to compare the compositor with: premultiplied
/// [r, g, b, a] in, premultiplied out.
enum BlendReference {
    typealias Color = [Double]

    /// The composite of `src` over `dst` by the filter name `mode` (CA's spelling).
    static func composite(_ mode: String, src: Color, dst: Color) -> Color {
        if let (fa, fb) = porterDuff(mode, src[3], dst[3]) {
            return (0..<4).map { min(1, src[$0] * fa + dst[$0] * fb) }
        }
        let (αs, αb) = (src[3], dst[3])
        let cs = (0..<3).map { αs > 0 ? src[$0] / αs : 0 }
        let cb = (0..<3).map { αb > 0 ? dst[$0] / αb : 0 }
        let b = blend(mode, cb, cs)
        // §5.6 "General formula for compositing and blending", premultiplied (§5.8's note).
        var out = (0..<3).map { src[$0] * (1 - αb) + dst[$0] * (1 - αs) + αs * αb * b[$0] }
        out.append(αs + αb * (1 - αs))
        return out
    }

    /// (Fa, Fb) of a Porter–Duff operator (§9.1), nil for a blend mode.
    static func porterDuff(_ mode: String, _ αs: Double, _ αb: Double) -> (Double, Double)? {
        switch mode {
        case "clear": (0, 0)
        case "copy": (1, 0)
        case "sourceOver": (1, 1 - αs)
        case "destinationOver": (1 - αb, 1)
        case "sourceIn": (αb, 0)
        case "destinationIn": (0, αs)
        case "sourceOut": (1 - αb, 0)
        case "destinationOut": (0, 1 - αs)
        case "sourceAtop": (αb, 1 - αs)
        case "destinationAtop": (1 - αb, αs)
        case "xor": (1 - αb, 1 - αs)
        case "plusL": (1, 1)
        default: nil
        }
    }

    /// B(Cb, Cs) of a blend mode (§5.8 separable, §5.9 non-separable).
    static func blend(_ mode: String, _ cb: [Double], _ cs: [Double]) -> [Double] {
        func each(_ f: (Double, Double) -> Double) -> [Double] { (0..<3).map { f(cb[$0], cs[$0]) } }
        let multiply = { (b: Double, s: Double) in b * s }
        let screen = { (b: Double, s: Double) in b + s - b * s }
        let hardLight = { (b: Double, s: Double) in s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1) }
        switch mode {
        case "multiplyBlendMode": return each(multiply)
        case "screenBlendMode": return each(screen)
        case "overlayBlendMode": return each { b, s in hardLight(s, b) }
        case "darkenBlendMode": return each(min)
        case "lightenBlendMode": return each(max)
        case "colorDodgeBlendMode": return each { b, s in b == 0 ? 0 : s == 1 ? 1 : min(1, b / (1 - s)) }
        case "colorBurnBlendMode": return each { b, s in b == 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case "hardLightBlendMode": return each(hardLight)
        case "softLightBlendMode":
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case "differenceBlendMode": return each { b, s in abs(b - s) }
        case "exclusionBlendMode": return each { b, s in b + s - 2 * b * s }
        case "hueBlendMode": return setLum(setSat(cs, sat(cb)), lum(cb))
        case "saturationBlendMode": return setLum(setSat(cb, sat(cs)), lum(cb))
        case "colorBlendMode": return setLum(cs, lum(cb))
        case "luminosityBlendMode": return setLum(cb, lum(cs))
        default: return cs   // normal
        }
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    /// §5.9's SetSat, channel by channel: the largest becomes s, the smallest 0, the middle
    /// one (Cmid − Cmin)·s / (Cmax − Cmin).
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = (0..<3).sorted { c[$0] < c[$1] }
        let (mn, mid, mx) = (order[0], order[1], order[2])
        var r = [0.0, 0.0, 0.0]
        if c[mx] > c[mn] {
            r[mid] = (c[mid] - c[mn]) * s / (c[mx] - c[mn])
            r[mx] = s
        }
        return r
    }
}
