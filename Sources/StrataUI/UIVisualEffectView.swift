import Foundation
import StrataCore

/// A view that shows a blur or vibrancy effect (Apple: UIVisualEffectView): "depending on the
/// desired effect, the effect may affect content layered behind the view or content added to
/// the visual effect view's `contentView`".
///
/// A blur is drawn by a `CABackdropLayer` filling the view: what lies behind the view, blurred
/// and saturated, with the material's tint over it; the `contentView` (where subviews go, as
/// Apple asks) is drawn on top, sharp. The view's `cornerRadius`, `maskedCorners` and
/// `cornerCurve` shape the blur too, as UIKit's do since iOS 11. Setting `effect` inside an
/// animation block (or a `UIViewPropertyAnimator`) animates the blur's radius and tint, so the
/// common fade of a blur in or out — and a paused animator's part-way blur — work as on iOS.
/// A `UIVibrancyEffect` composites the content onto what is behind it (see `UIVibrancyEffect`).
open class UIVisualEffectView: UIView {
    /// The view holding the blurred backdrop and the tint.
    private let backdropView = BackdropView()
    private var storedEffect: UIVisualEffect?
    /// The tint's grey level last shown, kept when the effect goes so that it fades, not
    /// changes colour, on the way out.
    private var lastTintWhite: CGFloat = 1

    /// The view to add subviews to: drawn over the effect.
    public let contentView = UIView()

    /// The effect (Apple: copied on set). Nil shows no effect. Animatable.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            storedEffect = newValue?.copy() as? UIVisualEffect
            applyEffect()
        }
    }

    /// A view showing `effect` (Apple: `init(effect:)`).
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        setUp()
        self.effect = effect
    }

    /// A view with no effect at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A view from an archive (Strata reads nothing from it): no effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for view in [backdropView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        backdropView.isUserInteractionEnabled = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView.frame = bounds
        contentView.frame = bounds
        let glass = backdropView.layer
        glass.cornerRadius = layer.cornerRadius
        glass.maskedCorners = layer.maskedCorners
        glass.cornerCurve = layer.cornerCurve
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyEffect()
    }

    /// Shows the effect: the blur's radius, saturation and tint on the backdrop, and the
    /// vibrancy's compositing on the content.
    private func applyEffect() {
        let dark = traitCollection.userInterfaceStyle == .dark
        var material = BlurMaterial.none
        material.tintWhite = lastTintWhite
        var vibrancy: UIVibrancyEffect?
        switch storedEffect {
        case let blur as UIBlurEffect: material = blur.material(dark: dark)
        case let effect as UIVibrancyEffect: vibrancy = effect
        default: break
        }
        lastTintWhite = material.tintWhite
        let glass = backdropView.glass
        glass.blurRadius = material.radius
        glass.saturation = material.saturation
        backdropView.backgroundColor = UIColor(white: material.tintWhite, alpha: material.tintAlpha)
        if let vibrancy {
            contentView.layer.compositingFilter = vibrancy.blurEffect.material(dark: dark).isDark ? "plusL" : "multiplyBlendMode"
            contentView.alpha = vibrancy.style.strength
        } else {
            contentView.layer.compositingFilter = nil
            contentView.alpha = 1
        }
    }
}

/// The view under a `UIVisualEffectView`'s content: a `CABackdropLayer`.
final class BackdropView: UIView {
    override class var layerClass: AnyClass { CABackdropLayer.self }
    /// The view's layer as the backdrop layer it is.
    var glass: CABackdropLayer { layer as! CABackdropLayer }
}
