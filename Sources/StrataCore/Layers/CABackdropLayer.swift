import Foundation
import StrataGraphics

/// A layer that shows what lies beneath it blurred and saturated, then draws itself on top:
/// the frosted glass of `UIVisualEffectView`.
///
/// Core Animation's own backdrop layer is private (UIKit builds its blur and vibrancy views on
/// it); Strata's is public under the same name so that StrataUI, scene tools and apps that
/// want the effect without UIKit can use it. The backdrop is what has been drawn beneath the
/// layer in its target — the window, or the surface of an enclosing group — cut to the layer's
/// bounds (with their corner radius) and to its superlayers' clips. The blur reaches past the
/// bounds for the pixels near their edges, as a real backdrop does, and clamps at the target's
/// edge.
///
/// `blurRadius` and `saturation` are animatable, so a blur can fade in
/// (`UIView.animate { effectView.effect = UIBlurEffect(style: .light) }`) or be held part way by
/// a paused animation. With the default radius 0 and saturation 1 the layer draws as a plain
/// `CALayer`. `render(in:)` draws the layer without its backdrop, as iOS's snapshots do.
open class CABackdropLayer: CALayer {
    static let blurRadiusProperty = CustomLayerProperty(key: "blurRadius", kind: .number, slot: 0, default: .number(0))
    static let saturationProperty = CustomLayerProperty(key: "saturation", kind: .number, slot: 1, default: .number(1))
    static let allProperties = [blurRadiusProperty, saturationProperty]
    static let propertiesByKey = byKey(allProperties)
    override class var customProperties: [String: CustomLayerProperty] { propertiesByKey }
    override class var usesBackdrop: Bool { true }

    /// The standard deviation of the Gaussian blur of the backdrop, in points (a negative or
    /// non-finite value blurs nothing). Default 0. Animatable.
    open var blurRadius: CGFloat {
        get { extraNumber(Self.blurRadiusProperty) }
        set { setExtra(Self.blurRadiusProperty, number: newValue) }
    }

    /// How saturated the blurred backdrop's colours are: 0 grey, 1 unchanged, above 1 more
    /// vivid (as Core Image's `CIColorControls` saturation, which UIKit's materials raise to
    /// about 1.8). Clamped to 0…4 when drawn. Default 1. Animatable.
    open var saturation: CGFloat {
        get { extraNumber(Self.saturationProperty) }
        set { setExtra(Self.saturationProperty, number: newValue) }
    }

    /// Whether the backdrop needs a pass at all: a blur of at least a tenth of a point, or a
    /// saturation other than 1.
    package var changesBackdrop: Bool {
        let radius = blurRadius, saturation = self.saturation
        return (radius.isFinite && radius >= 0.1) || (saturation.isFinite && abs(saturation - 1) > 0.001)
    }
}
