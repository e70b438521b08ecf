import Foundation
import StrataCore

/// A spinning wheel that shows a task is under way (Apple: UIActivityIndicatorView): eight
/// spokes fading around a circle (a `CAReplicatorLayer`), turning one spoke at a time, eight
/// steps a second, while animating. With `hidesWhenStopped` (the default) the view is hidden
/// whenever it is not animating — so a new indicator shows only once started.
open class UIActivityIndicatorView: UIView {
    /// The indicator's look (Apple: UIActivityIndicatorView.Style).
    public enum Style: Int, Sendable {
        /// Before iOS 13: large and white (37 points).
        case whiteLarge = 0
        /// Before iOS 13: white (20 points).
        case white = 1
        /// Before iOS 13: grey (20 points).
        case gray = 2
        /// The default: 20 points.
        case medium = 100
        /// 37 points.
        case large = 101

        /// The style's square size in points.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        /// The style's colour.
        var color: UIColor { self == .white || self == .whiteLarge ? .white : .gray }
    }

    /// The number of spokes.
    static let spokes = 8
    /// The key of the spinning animation on the spokes' layer.
    static let spinKey = "UIActivityIndicatorView.spin"

    private let replicator = CAReplicatorLayer()
    private let spoke = CALayer()

    /// The look; changing it resizes the indicator about its centre. Default `.medium`.
    open var style: Style = .medium {
        didSet { applyStyle() }
    }

    /// The spokes' colour. Default: the style's (grey, or white for the white styles).
    /// Setting nil goes back to the style's.
    open var color: UIColor! {
        get { storedColor ?? style.color }
        set { storedColor = newValue; rebuild() }
    }
    private var storedColor: UIColor?

    /// Whether the indicator is hidden while not animating. Default true.
    open var hidesWhenStopped = true { didSet { updateVisibility() } }

    /// Whether the indicator is spinning.
    open private(set) var isAnimating = false

    /// An indicator of `style`, sized for it.
    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
        applyStyle()   // observers do not run for the class's own initialisers
    }

    private func applyStyle() {
        bounds = CGRect(origin: bounds.origin, size: CGSize(width: style.side, height: style.side))
        rebuild()
    }

    /// A `.medium` indicator at `frame`'s origin, sized for its style (UIKit ignores the size).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: Style.medium.side, height: Style.medium.side)))
        setUpIndicator()
    }

    /// An indicator from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpIndicator()
    }

    private func setUpIndicator() {
        isUserInteractionEnabled = false
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)
        rebuild()
        updateVisibility()
    }

    /// Starts the spinning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokes).map { NSNumber(value: Double($0) * 2 * .pi / Double(Self.spokes)) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        replicator.add(spin, forKey: Self.spinKey)
        updateVisibility()
    }

    /// Stops the spinning (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        replicator.removeAnimation(forKey: Self.spinKey)
        updateVisibility()
    }

    /// The style's size (20 or 37 points square).
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Keeps the spokes centred in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuild()
    }

    private func updateVisibility() {
        isHidden = !isAnimating && hidesWhenStopped
    }

    /// Lays out the spokes for the style and colour: spoke i turned i/8 of a turn, fading.
    private func rebuild() {
        performWithoutActions {
            let side = style.side
            replicator.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            let width = side * 0.1, length = side * 0.28
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.position = CGPoint(x: side / 2, y: length / 2)
            spoke.cornerRadius = width / 2
            spoke.backgroundColor = color.cgColor
            replicator.instanceCount = Self.spokes
            // Each copy a step anticlockwise and fainter: the spin turns clockwise, so the
            // faded spokes trail the bright one, as on iOS.
            replicator.instanceTransform = CATransform3DMakeRotation(-2 * .pi / CGFloat(Self.spokes), 0, 0, 1)
            replicator.instanceAlphaOffset = -0.8 / Float(Self.spokes)
        }
    }
}
