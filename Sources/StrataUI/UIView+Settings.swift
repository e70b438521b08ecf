import Foundation
import StrataGraphics

/// The direction a view's content runs (Apple: UISemanticContentAttribute).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback = 1, spatial = 2, forceLeftToRight = 3, forceRightToLeft = 4
}

/// The layout direction (Apple: UIUserInterfaceLayoutDirection).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// Accessibility traits (Apple: UIAccessibilityTraits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// Settings a view keeps for code that sets and reads them (Strata lays out left to right and
/// always draws into a cleared context).
struct UIViewSettings {
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var clearsContextBeforeDrawing = true
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
}

extension UIView {
    /// Whether the view flips for right-to-left languages (Apple: semanticContentAttribute).
    /// Default unspecified.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { settings.semanticContentAttribute }
        set { settings.semanticContentAttribute = newValue }
    }
    /// The direction the view lays out in: right-to-left only when forced, since Strata's
    /// interface language is left-to-right (Apple: effectiveUserInterfaceLayoutDirection).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    /// The direction for `attribute` (Apple: UIView userInterfaceLayoutDirection(for:)).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    /// Whether the drawing context is cleared before `draw(_:)` (Strata always draws into a
    /// cleared context). Default true.
    public var clearsContextBeforeDrawing: Bool {
        get { settings.clearsContextBeforeDrawing }
        set { settings.clearsContextBeforeDrawing = newValue }
    }
    /// The appearance the view asks for instead of the system's (Apple:
    /// overrideUserInterfaceStyle). Stored: Strata's interface is always light. Default unspecified.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { settings.overrideUserInterfaceStyle }
        set { settings.overrideUserInterfaceStyle = newValue }
    }
}
