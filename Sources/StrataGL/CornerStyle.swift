import Foundation
import StrataCore

/// How a rounded rectangle's corners are drawn: which stay square (CALayer.maskedCorners) and
/// whether the rounded ones are continuous (cornerCurve). The default, `.round`, rounds all four
/// circularly. `bits` is the encoding `roundedRectDistance` in common.glsl reads (the quad's
/// own in bits 0–3 and 8; an analytic clip's shifted to bits 4–7 and 9, `clipBits`).
struct CornerStyle: Equatable {
    var squareCorners: UInt8 = 0
    var continuous = false

    static let round = CornerStyle()

    /// The style of a rounded layer's corners from its presentation values.
    init(maskedCorners: CACornerMask, cornerCurve: CALayerCornerCurve) {
        squareCorners = maskedCorners.squareCorners
        continuous = cornerCurve == .continuous
    }

    init() {}

    var bits: Int { Int(squareCorners) | (continuous ? 256 : 0) }
    var clipBits: Int { Int(squareCorners) << 4 | (continuous ? 512 : 0) }
}
