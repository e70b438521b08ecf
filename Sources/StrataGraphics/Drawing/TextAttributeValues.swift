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
