import Foundation
import StrataGraphics

/// Light or dark appearance (Apple: UIUserInterfaceStyle).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// A coarse width or height class (Apple: UIUserInterfaceSizeClass).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device the interface is for (Apple: UIUserInterfaceIdiom).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The environment a view is shown in (Apple: UITraitCollection). A collection made with
/// `init()` leaves every trait unspecified; views, view controllers and screens report
/// Strata's one environment, `UITraitCollection.current`: light, the main screen's scale, and
/// an iPhone in portrait (compact width, regular height), the size of `UIScreen.main`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark. Default unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The width class. Default unspecified.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class. Default unspecified.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The device kind. Default unspecified.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified)
    }
    /// A collection with only the appearance specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified)
    }
    /// A collection with only the scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified)
    }
    /// A collection with only the width class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified)
    }
    /// A collection with only the height class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified)
    }
    /// A collection with only the idiom specified.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom)
    }

    init(style: UIUserInterfaceStyle, scale: CGFloat, horizontal: UIUserInterfaceSizeClass,
         vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        super.init()
    }

    /// The traits in effect: light, the main screen's scale, compact width and regular height
    /// on a phone.
    public class var current: UITraitCollection {
        UITraitCollection(style: .light, scale: UIScreen.main.scale, horizontal: .compact, vertical: .regular, idiom: .phone)
    }

    /// Whether colours could resolve differently in `traitCollection` (Apple: compares the
    /// appearance-related traits, here the style).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Whether every trait specified in `trait` has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.containsTraits(in: self) && containsTraits(in: o)
    }
}

extension UIView {
    /// The view's traits: `UITraitCollection.current` (Apple: UITraitEnvironment).
    public var traitCollection: UITraitCollection { .current }
}

extension UIViewController {
    /// The controller's traits: `UITraitCollection.current`.
    public var traitCollection: UITraitCollection { .current }
}
