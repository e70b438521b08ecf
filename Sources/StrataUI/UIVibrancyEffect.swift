import Foundation
import StrataCore

/// How strongly vibrant content stands out (Apple: UIVibrancyEffectStyle, iOS 13).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7

    /// How much of the content shows: the label and fill colours' own steps.
    var strength: CGFloat {
        switch self {
        case .label: 1
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.3
        }
    }
}

/// Content that takes on the colours of the blur behind it (Apple: UIVibrancyEffect): "an
/// object that amplifies and adjusts the color of the content layered behind a visual effect
/// view", made for the blur it sits on (a vibrancy view goes in a blur view's `contentView`).
///
/// Strata composites the vibrancy view's content onto the blur with plus-lighter over a dark
/// material and with multiply over a light one — the content lightens or darkens what is
/// behind it, so the blur's colours show through — at the style's strength. UIKit's exact
/// vibrancy filters are private.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    let blurEffect: UIBlurEffect
    /// The strength of the content.
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect` (Apple: `init(blurEffect:)`).
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// Vibrancy of `style` for content over `blurEffect` (Apple: `init(blurEffect:style:)`).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// An effect from an archive (Strata reads nothing from it).
    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .systemMaterial)
        style = .label
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.blurEffect.isEqual(blurEffect) && other.style == style
    }
    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }
}
