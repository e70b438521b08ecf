import Foundation
import StrataCore

/// An effect a `UIVisualEffectView` shows (Apple: UIVisualEffect): a `UIBlurEffect` or a
/// `UIVibrancyEffect`. Effects are immutable, so a copy is the effect itself.
open class UIVisualEffect: NSObject, NSCopying {
    public override init() { super.init() }

    /// An effect from an archive (Strata reads nothing from it).
    public required init?(coder: NSCoder) { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The look of a blur: how far the backdrop is blurred and saturated, and the colour laid
/// over it (UIKit's values are private; these follow the blur radius, saturation and tint of
/// Apple's published "UIImage+ImageEffects" sample from WWDC 2013 — light: σ 30, ×1.8, white
/// at 30 %; extra light: σ 20, ×1.8, 97 % white at 82 %; dark: σ 20, ×1.8, 11 % white at
/// 73 % — and grade the iOS 13 materials between them by thickness).
struct BlurMaterial: Equatable {
    var radius: CGFloat
    var saturation: CGFloat
    var tintWhite: CGFloat
    var tintAlpha: CGFloat
    /// Whether the material is dark (vibrant content is lightened over it, not darkened).
    var isDark: Bool { tintWhite < 0.5 }

    /// No effect: the backdrop as it is.
    static let none = BlurMaterial(radius: 0, saturation: 1, tintWhite: 1, tintAlpha: 0)
}
