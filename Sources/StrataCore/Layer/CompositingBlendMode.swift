import Foundation
import StrataGraphics

/// How a layer with a `compositingFilter` is combined with what lies beneath it: the blend
/// modes and Porter–Duff operators of the W3C "Compositing and Blending Level 1"
/// recommendation (https://www.w3.org/TR/compositing-1/), which Core Image's blend-mode and
/// compositing filters follow. The compositor (StrataGL) draws them; raw values are the
/// `u_mode` numbers of `shaders/blend.glsl`.
package enum CompositingBlendMode: Int32, CaseIterable, Sendable {
    // Separable blend modes (W3C §5.8.1 … §5.8.12): B(Cb, Cs) per channel.
    case multiply = 1, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight,
         difference, exclusion
    // Non-separable blend modes (W3C §5.9): on the colour as a whole.
    case hue = 20, saturation, color, luminosity
    // Porter–Duff operators (W3C §9.1): co = cs·Fa + cb·Fb.
    case clear = 40, copy, sourceOver, destinationOver, sourceIn, destinationIn, sourceOut, destinationOut,
         sourceAtop, destinationAtop, xor
    /// plus-lighter (W3C §9.1.13): min(1, cs + cb). Core Animation's "plusL".
    case plusLighter = 60

    /// Whether the mode is a Porter–Duff operator (or plus-lighter) rather than a blend mode.
    package var isPorterDuff: Bool { rawValue >= 40 }

    /// Whether the operator changes the backdrop where the source is transparent (Porter and
    /// Duff's operators whose Fb is not 1 when αs = 0): clear, copy, source-in, source-out,
    /// destination-in and destination-atop. Every other mode leaves cb there.
    package var isUnbounded: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }

    /// The mode for a compositing filter as iOS code passes it: a Core Animation filter name
    /// (`"multiplyBlendMode"`, `"sourceIn"`, `"destOut"`, `"plusL"`, …) or a Core Image filter
    /// name (`"CIMultiplyBlendMode"`, `"CISourceInCompositing"`, …); nil for a name Strata
    /// does not draw.
    package static func named(_ name: String) -> CompositingBlendMode? {
        var key = name
        // Core Image's names: "CIMultiplyBlendMode" → "multiplyBlendMode",
        // "CISourceAtopCompositing" → "sourceAtop".
        if key.hasPrefix("CI"), key.count > 2 {
            key.removeFirst(2)
            key = key.prefix(1).lowercased() + key.dropFirst()
            if key.hasSuffix("Compositing") { key.removeLast("Compositing".count) }
        }
        return names[key]
    }

    private static let names: [String: CompositingBlendMode] = [
        "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn, "hardLightBlendMode": .hardLight, "softLightBlendMode": .softLight,
        "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
        "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
        "clear": .clear, "copy": .copy, "sourceOver": .sourceOver, "sourceIn": .sourceIn, "sourceOut": .sourceOut,
        "sourceAtop": .sourceAtop, "destinationOver": .destinationOver, "destinationIn": .destinationIn,
        "destinationOut": .destinationOut, "destinationAtop": .destinationAtop, "xor": .xor,
        // Core Animation's own (CAFilter) spellings of the destination operators and plus-lighter.
        "destOver": .destinationOver, "destIn": .destinationIn, "destOut": .destinationOut,
        "destAtop": .destinationAtop, "plusL": .plusLighter, "plusLighter": .plusLighter,
    ]

    /// The mode for a `compositingFilter` value: a name string (as iOS code passes it); nil
    /// for nil, and — with a one-time warning naming it — for a name or value Strata does not
    /// draw (the layer then composites normally, source-over).
    package static func resolve(_ filter: Any?) -> CompositingBlendMode? {
        guard let filter else { return nil }
        guard let name = filter as? String ?? (filter as? NSString).map({ $0 as String }) else {
            Diagnostics.warnOnce("compositingFilter \(filter) (\(type(of: filter))) is not supported: only filter names (such as \"multiplyBlendMode\") are; the layer composites normally")
            return nil
        }
        guard let mode = named(name) else {
            Diagnostics.warnOnce("compositingFilter \"\(name)\" is not a blend mode or compositing operator Strata knows; the layer composites normally")
            return nil
        }
        return mode
    }
}
