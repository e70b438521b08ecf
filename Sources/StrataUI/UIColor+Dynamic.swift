import Foundation
import StrataGraphics

// Dark-mode-aware colours as modern UIKit code writes them (Apple: UIColor
// init(dynamicProvider:), resolvedColor(with:)), asset-catalog colours, and the semantic
// colours the earlier list lacked (light-appearance values, as Strata's interface is light).
extension UIColor {
    /// A colour that asks `dynamicProvider` for its value in each trait environment. Strata's
    /// environment is always `UITraitCollection.current` (light), so the colour is the
    /// provider's answer for it; `resolvedColor(with:)` asks again for other traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(cgColor: dynamicProvider(.current).cgColor)
        self.dynamicProvider = dynamicProvider
    }

    /// The colour in `traitCollection`: a dynamic colour's provider's answer, else the colour
    /// itself (Apple: resolvedColor(with:)).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        dynamicProvider?(traitCollection) ?? self
    }

    /// A colour from the app's asset catalog (Apple: init(named:)). Strata has no asset
    /// catalogs, so it is nil, as for a name the catalog lacks; give colours in code.
    public convenience init?(named name: String) {
        return nil
    }

    /// A colour from `bundle`'s asset catalog; nil (see `init(named:)`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// Fill for thin shapes (light appearance: 120/120/128 at 0.2).
    public class var systemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }
    /// Fill for medium shapes (light: 120/120/128 at 0.16).
    public class var secondarySystemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) }
    /// Fill for large shapes (light: 118/118/128 at 0.12).
    public class var tertiarySystemFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    /// Fill for large areas with complex content (light: 116/116/128 at 0.08).
    public class var quaternarySystemFill: UIColor { UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08) }
    /// Watermark text (light: 60/60/67 at 0.18).
    public class var quaternaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18) }
    /// A separator that hides what is under it (light: 198/198/200).
    public class var opaqueSeparator: UIColor { UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1) }
    /// Content on a grouped background (light: white).
    public class var secondarySystemGroupedBackground: UIColor { .white }
    /// Content inside grouped content (light: 242/242/247).
    public class var tertiarySystemGroupedBackground: UIColor { .systemGroupedBackground }
}
