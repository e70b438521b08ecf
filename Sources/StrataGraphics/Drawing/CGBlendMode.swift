import CCairo

/// How painted colour combines with what is already in the context (Apple: CGBlendMode; the raw
/// values are Apple's). The separable and non-separable modes are the PDF blend modes; the
/// rest are Porter–Duff compositing operators (R = result, S = source, D = destination,
/// premultiplied). Default `.normal`.
public enum CGBlendMode: Int32, Sendable {
    /// `normal` paints the source over the destination; the others are the separable PDF blend
    /// modes of the same names (multiply, screen, overlay, darken, lighten, colour dodge, colour burn).
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    /// The rest of the PDF blend modes: the separable soft light, hard light, difference and
    /// exclusion, and the non-separable hue, saturation, colour and luminosity.
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    /// R = 0.
    case clear
    /// R = S.
    case copy
    /// R = S·Da.
    case sourceIn
    /// R = S·(1 − Da).
    case sourceOut
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop
    /// R = S·(1 − Da) + D.
    case destinationOver
    /// R = D·Sa.
    case destinationIn
    /// R = D·(1 − Sa).
    case destinationOut
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker
    /// R = min(1, S + D).
    case plusLighter

    /// Cairo's operator for the mode. Cairo has no plus-darker; its nearest, multiply, stands in
    /// (with a one-time message).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusDarker: Self.plusDarkerStandIn()
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    private static func plusDarkerStandIn() -> cairo_operator_t {
        Diagnostics.warnOnce("CGBlendMode.plusDarker has no Cairo operator; multiply stands in")
        return CAIRO_OPERATOR_MULTIPLY
    }
}
