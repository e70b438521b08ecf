import Foundation
import StrataGraphics

/// A colour (Apple: UIColor), held as a `CGColor` in sRGB or gray.
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor
    /// The image a pattern colour tiles (`init(patternImage:)`); nil for a plain colour.
    public let patternImage: UIImage?
    /// The provider of a dynamic colour (`init(dynamicProvider:)`); nil for a fixed one.
    var dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// A colour with the given sRGB components, each 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        patternImage = nil
    }

    /// A gray colour: `white` 0 (black) … 1 (white).
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        patternImage = nil
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour from a `#colorLiteral(red:green:blue:alpha:)` (UIColor+Literals). Required, as
    /// Apple's UIKit declares it, because a non-final class meets an initialiser requirement so.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        patternImage = nil
    }

    /// A colour that tiles `image` (Apple: `init(patternImage:)`). Filled areas show it as
    /// the image's average colour: Strata does not draw the tiles yet.
    public init(patternImage image: UIImage) {
        cgColor = image.averageColor
        patternImage = image
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Reads the colour as sRGB components; false if it cannot be (never, in Strata).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let rgba: [CGFloat] = c.count >= 4 ? Array(c.prefix(4)) : [c[0], c[0], c[0], c.count > 1 ? c[1] : 1]
        red?.pointee = rgba[0]; green?.pointee = rgba[1]; blue?.pointee = rgba[2]; alpha?.pointee = rgba[3]
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor && patternImage === other.patternImage
    }

    open override var hash: Int { cgColor.components?.description.hashValue ?? 0 }

    /// Black (white level 0, alpha 1).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray at white level 1.0/3 (alpha 1).
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Gray at white level 2.0/3 (alpha 1).
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White (white level 1, alpha 1).
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray at white level 0.5 (alpha 1).
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// The colour red: sRGB (1, 0, 0), alpha 1.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// The colour green: sRGB (0, 1, 0), alpha 1.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// The colour blue: sRGB (0, 0, 1), alpha 1.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// The colour cyan: sRGB (0, 1, 1), alpha 1.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// The colour yellow: sRGB (1, 1, 0), alpha 1.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// The colour magenta: sRGB (1, 0, 1), alpha 1.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// The colour orange: sRGB (1, 0.5, 0), alpha 1.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// The colour purple: sRGB (0.5, 0, 0.5), alpha 1.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// The colour brown: sRGB (0.6, 0.4, 0.2), alpha 1.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent black (alpha 0).
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    // The dynamic system colours in their light appearance (UIKit's documented values).
    /// The colour iOS's system red (light appearance): sRGB (1, 59 / 255, 48 / 255), alpha 1.
    open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
    /// The colour iOS's system green (light appearance): sRGB (52 / 255, 199 / 255, 89 / 255), alpha 1.
    open class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
    /// The colour iOS's system blue (light appearance): sRGB (0, 122 / 255, 1), alpha 1.
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    /// The colour iOS's system orange (light appearance): sRGB (1, 149 / 255, 0), alpha 1.
    open class var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
    /// The colour iOS's system yellow (light appearance): sRGB (1, 204 / 255, 0), alpha 1.
    open class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
    /// The colour iOS's system pink (light appearance): sRGB (1, 45 / 255, 85 / 255), alpha 1.
    open class var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
    /// The colour iOS's system purple (light appearance): sRGB (175 / 255, 82 / 255, 222 / 255), alpha 1.
    open class var systemPurple: UIColor { UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1) }
    /// The colour iOS's system teal (light appearance): sRGB (48 / 255, 176 / 255, 199 / 255), alpha 1.
    open class var systemTeal: UIColor { UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1) }
    /// The colour iOS's system gray (light appearance): sRGB (142 / 255, 142 / 255, 147 / 255), alpha 1.
    open class var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
    /// The background colour of the system's light appearance: white.
    open class var systemBackground: UIColor { .white }
    /// The colour of text in the light appearance: black.
    open class var label: UIColor { .black }
}
