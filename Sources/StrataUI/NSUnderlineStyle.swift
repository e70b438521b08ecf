import Foundation
import StrataCore

/// The underline and strikethrough styles of an attributed string (Apple: NSUnderlineStyle).
/// Attributed strings hold the raw value (`NSUnderlineStyle.single.rawValue`), as iOS code
/// writes it; Strata draws every non-zero style as a single line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid pattern (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted pattern.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed pattern.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are underlined, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension UIColor: _CATextLayerColor {
    /// The colour a `CATextLayer` draws an attributed string's run in (Core Text takes a
    /// UIColor for `.foregroundColor`, as it does a CGColor).
    public var _cgColorForTextLayer: CGColor { cgColor }
}
