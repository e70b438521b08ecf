import Foundation
import StrataCore

/// A blur of the content behind a `UIVisualEffectView` (Apple: UIBlurEffect): "an effect that
/// blurs the content layered behind the visual effect view", in one of the system's styles.
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles (Apple: UIBlurEffect.Style, with its raw values).
    public enum Style: Int, Sendable {
        /// Much lighter than the content behind it.
        case extraLight = 0
        /// Somewhat lighter than the content behind it.
        case light = 1
        /// Darker than the content behind it.
        case dark = 2
        /// Light or dark with the interface style.
        case regular = 4
        /// Extra light or dark with the interface style.
        case prominent = 5
        /// The iOS 13 materials, light or dark with the interface style, thinnest to thickest.
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        /// The material of the system's bars.
        case systemChromeMaterial = 10
        /// The materials, always light.
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        /// The materials, always dark.
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    let style: Style

    /// A blur effect of `style` (Apple: `init(style:)`).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// An effect from an archive (Strata reads nothing from it): the system material.
    public required init?(coder: NSCoder) {
        style = .systemMaterial
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    open override var hash: Int { style.rawValue }

    /// The look of the blur in an interface of `interfaceStyle`.
    func material(dark interfaceIsDark: Bool) -> BlurMaterial {
        // Thickness 0 (ultra thin) … 4 (chrome), and whether the material is dark.
        let thickness: Int, dark: Bool
        switch style {
        case .extraLight: return BlurMaterial(radius: 20, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.82)
        case .light: return BlurMaterial(radius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.3)
        case .dark: return BlurMaterial(radius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73)
        case .regular: return interfaceIsDark ? UIBlurEffect(style: .dark).material(dark: true)
            : UIBlurEffect(style: .light).material(dark: false)
        case .prominent: return interfaceIsDark ? UIBlurEffect(style: .dark).material(dark: true)
            : UIBlurEffect(style: .extraLight).material(dark: false)
        case .systemUltraThinMaterial: (thickness, dark) = (0, interfaceIsDark)
        case .systemThinMaterial: (thickness, dark) = (1, interfaceIsDark)
        case .systemMaterial: (thickness, dark) = (2, interfaceIsDark)
        case .systemThickMaterial: (thickness, dark) = (3, interfaceIsDark)
        case .systemChromeMaterial: (thickness, dark) = (4, interfaceIsDark)
        case .systemUltraThinMaterialLight: (thickness, dark) = (0, false)
        case .systemThinMaterialLight: (thickness, dark) = (1, false)
        case .systemMaterialLight: (thickness, dark) = (2, false)
        case .systemThickMaterialLight: (thickness, dark) = (3, false)
        case .systemChromeMaterialLight: (thickness, dark) = (4, false)
        case .systemUltraThinMaterialDark: (thickness, dark) = (0, true)
        case .systemThinMaterialDark: (thickness, dark) = (1, true)
        case .systemMaterialDark: (thickness, dark) = (2, true)
        case .systemThickMaterialDark: (thickness, dark) = (3, true)
        case .systemChromeMaterialDark: (thickness, dark) = (4, true)
        }
        let alphas: [CGFloat] = [0.35, 0.5, 0.65, 0.8, 0.75]
        return BlurMaterial(radius: 20 + 5 * CGFloat(min(thickness, 3)), saturation: 1.8,
                            tintWhite: dark ? 0.11 : 0.97, tintAlpha: alphas[thickness])
    }
}
