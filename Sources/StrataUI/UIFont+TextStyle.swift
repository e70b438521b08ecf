import Foundation
import StrataGraphics

extension UIFont {
    /// The Dynamic Type styles (Apple: UIFont.TextStyle).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font for `style` at the default ("Large") content size: body 17 points,
    /// headline 17 semibold, title1 28, caption1 12, … (Apple: preferredFont(forTextStyle:),
    /// sizes from the Human Interface Guidelines' Dynamic Type table). Strata has no user text
    /// size setting, so the size never changes.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        switch style {
        case .largeTitle: return systemFont(ofSize: 34)
        case .title1: return systemFont(ofSize: 28)
        case .title2: return systemFont(ofSize: 22)
        case .title3: return systemFont(ofSize: 20)
        case .headline: return systemFont(ofSize: 17, weight: .semibold)
        case .subheadline: return systemFont(ofSize: 15)
        case .callout: return systemFont(ofSize: 16)
        case .footnote: return systemFont(ofSize: 13)
        case .caption1: return systemFont(ofSize: 12)
        case .caption2: return systemFont(ofSize: 11)
        default: return systemFont(ofSize: 17)
        }
    }
}

// UIKit's attribute names for NSAttributedString (Foundation on Linux has the type, not these
// keys). Labels and text layers draw the font, colours, kern, underline, strikethrough,
// baseline offset and shadow of each run, and each paragraph's style (StyledText in StrataCore).
extension NSAttributedString.Key {
    /// A UIFont (Apple: NSAttributedString.Key.font).
    public static let font = NSAttributedString.Key("NSFont")
    /// A UIColor for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A UIColor behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra spacing between characters, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// A UIColor for the outline.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width, a percentage of the font size (a number).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The underline style (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The baseline shift in points (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The strikethrough style (a number: an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSParagraphStyle`: alignment, spacing and indents of the paragraph.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSShadow` under the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

extension UIFont: _CATextLayerFont {
    /// The name a `CATextLayer` draws this font with (`textLayer.font = uiFont`, as iOS code
    /// writes it through UIFont's bridge to CTFont).
    public var _fontNameForTextLayer: String { fontName }
    /// The size a run of an attributed string is drawn at.
    public var _fontSizeForTextLayer: CGFloat { pointSize }
}
