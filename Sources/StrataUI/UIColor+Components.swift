import Foundation
import StrataGraphics

/// Reading components back and the colours UIKit adds beyond the basic ones.
extension UIColor {
    /// A colour in the Display P3 space. Strata composites in sRGB, so the components are
    /// taken as sRGB (P3's in-gamut colours shift slightly; out-of-gamut ones are clamped).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the colour as hue, saturation and brightness (each 0…1) and alpha; true as the
    /// colour is always convertible (Apple: `getHue(_:saturation:brightness:alpha:)`).
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == g { h = (b - r) / delta + 2 }
            else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = a
        return true
    }

    /// Reads the colour as a gray level (the Rec. 601 luma of an RGB colour) and alpha.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.components ?? [0, 1]
        if c.count <= 2 {
            white?.pointee = c.first ?? 0
            alpha?.pointee = c.count > 1 ? c[1] : 1
        } else {
            white?.pointee = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
            alpha?.pointee = c.count > 3 ? c[3] : 1
        }
        return true
    }

    // More of UIKit's system colours, in their light appearance.
    public class var systemIndigo: UIColor { UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1) }
    public class var systemBrown: UIColor { UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1) }
    public class var systemMint: UIColor { UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1) }
    public class var systemCyan: UIColor { UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1) }
    public class var systemGray2: UIColor { UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1) }
    public class var systemGray3: UIColor { UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1) }
    public class var systemGray4: UIColor { UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1) }
    public class var systemGray5: UIColor { UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1) }
    public class var systemGray6: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    public class var secondarySystemBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    public class var tertiarySystemBackground: UIColor { .white }
    public class var systemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    public class var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    public class var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    public class var placeholderText: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    public class var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    public class var link: UIColor { .systemBlue }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { .black }
    public class var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
