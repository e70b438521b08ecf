import Foundation

// The font and colour objects text attributes and `CATextLayer.font` take besides names and
// CGColors: UIKit's UIFont and UIColor and Core Text's CTFont conform. Here, below both, so
// that every module that makes such objects can conform.

/// A font object `CATextLayer.font` accepts by its name: UIKit's `UIFont` conforms (on iOS it
/// is toll-free bridged to CTFont, which the layer takes). Public only for that conformance.
public protocol _CATextLayerFont {
    /// The name the text layer draws with.
    var _fontNameForTextLayer: String { get }
    /// The font's size in points, for a run of an attributed string (0: unknown, the run keeps
    /// the default size). A text layer's `font` ignores it, as on iOS.
    var _fontSizeForTextLayer: CGFloat { get }
}

extension _CATextLayerFont {
    public var _fontSizeForTextLayer: CGFloat { 0 }
}

/// A colour object an attributed string's colour attributes may hold besides a CGColor:
/// UIKit's `UIColor` conforms. Public only for that conformance.
public protocol _CATextLayerColor {
    /// The colour the text is drawn in.
    var _cgColorForTextLayer: CGColor { get }
}

/// A paragraph style an attributed string's `NSParagraphStyle` attribute holds: UIKit's
/// `NSParagraphStyle` conforms. Public only for that conformance.
public protocol _TextParagraphStyle {
    /// NSTextAlignment's raw value: 0 left, 1 centre, 2 right, 3 justified, 4 natural.
    var _textAlignmentValue: Int { get }
    var _lineSpacing: CGFloat { get }
    var _paragraphSpacing: CGFloat { get }
    var _paragraphSpacingBefore: CGFloat { get }
    var _lineHeightMultiple: CGFloat { get }
    var _minimumLineHeight: CGFloat { get }
    var _maximumLineHeight: CGFloat { get }
    var _firstLineHeadIndent: CGFloat { get }
    var _headIndent: CGFloat { get }
}

/// A text shadow an attributed string's `NSShadow` attribute holds: UIKit's `NSShadow`
/// conforms. Public only for that conformance.
public protocol _TextShadow {
    /// The offset in the drawing's y-down space (positive height: down).
    var _shadowOffset: CGSize { get }
    var _shadowBlurRadius: CGFloat { get }
    /// The colour; nil draws Quartz's default, black at a third.
    var _shadowCGColor: CGColor? { get }
}

/// Reads the values of text attributes as both Strata's attributed-text layout and Core Text
/// take them; a value of the wrong type reads as nil.
package enum TextAttributeValue {
    /// A colour: a CGColor, or a UIKit colour (`_CATextLayerColor`).
    package static func color(_ value: Any) -> CGColor? {
        if let color = value as? _CATextLayerColor { return color._cgColorForTextLayer }
        return value as? CGColor
    }

    /// A number (NSNumber, Double, CGFloat, Int, Float), or a raw representable whose raw
    /// value is one (NSUnderlineStyle).
    package static func number(_ value: Any, unwrapping: Bool = true) -> CGFloat? {
        switch value {
        case let n as CGFloat: return n
        case let n as Double: return CGFloat(n)
        case let n as Float: return CGFloat(n)
        case let n as Int: return CGFloat(n)
        case let n as NSNumber: return CGFloat(n.doubleValue)
        case let r as any RawRepresentable where unwrapping: return number(r.rawValue, unwrapping: false)
        default: return nil
        }
    }
}
