import Foundation
import StrataGraphics

/// A font (Apple: UIFont), found through fontconfig by family name.
open class UIFont: NSObject, @unchecked Sendable {
    /// The name asked for.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    let cgFont: CGFont?

    /// The font named `fontName` at `size`; nil if no font of that family is installed
    /// (fontconfig would substitute one, which UIKit does not) — except the families every iOS
    /// device has (Helvetica Neue, Avenir, Menlo, Georgia, …), which iOS code unwraps with `!`:
    /// those stand in with an installed face of the same kind (UIFont+iOSFamilies).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard var font = CGFont.named(fontName) else { return nil }
        if font.isSubstitute {
            guard let standIn = UIFont.iOSStandIn(for: fontName).flatMap(CGFont.named) else { return nil }
            font = standIn
        }
        self.fontName = fontName
        pointSize = fontSize.isFinite && fontSize > 0 ? fontSize : 17
        cgFont = font
    }

    init(resolving name: String, size: CGFloat) {
        fontName = name
        pointSize = size.isFinite && size > 0 ? size : 17
        cgFont = CGFont.named(name)
    }

    /// The system font's family: DejaVu Sans, which Strata's requirements install
    /// (fonts-dejavu-core). Not fontconfig's generic "sans-serif": that alias is no installed
    /// family, so every label drawn with it warned "font 'sans-serif' is not installed".
    static let systemFamily = "DejaVu Sans"

    /// The system font (a sans-serif family) at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(resolving: systemFamily, size: fontSize) }
    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(resolving: systemFamily + ":bold", size: fontSize) }
    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(resolving: systemFamily + ":italic", size: fontSize) }

    /// The same family at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(resolving: fontName, size: fontSize) }
    /// The family name fontconfig resolved.
    open var familyName: String { cgFont?.familyName ?? fontName }
    /// Points above the baseline.
    open var ascender: CGFloat { cgFont?.ascent(atSize: pointSize) ?? pointSize * 0.8 }
    /// Points below the baseline (negative, as in UIKit).
    open var descender: CGFloat { -(cgFont?.descent(atSize: pointSize) ?? pointSize * 0.2) }
    /// The distance between baselines.
    open var lineHeight: CGFloat { cgFont?.lineHeight(atSize: pointSize) ?? pointSize * 1.2 }

    /// The width of `text` in this font.
    func width(of text: String) -> CGFloat { cgFont?.width(of: text, atSize: pointSize) ?? CGFloat(text.count) * pointSize * 0.5 }
}
