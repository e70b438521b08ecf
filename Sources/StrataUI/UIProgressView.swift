import Foundation
import StrataCore

/// The look of a progress view (Apple: UIProgressView.Style).
extension UIProgressView {
    public enum Style: Int, Sendable {
        /// The standard look.
        case `default` = 0
        /// The look for a toolbar (drawn the same).
        case bar = 1
    }
}

/// A bar that fills with the progress of a task (Apple: UIProgressView): a 4-point rounded
/// track in `trackTintColor` (default light grey), centred in the view's height, with a bar
/// in `progressTintColor` (default the view's tint) across `progress` of its width. `setProgress(_:animated:)` animates the
/// bar; setting `progress` moves it at once.
open class UIProgressView: UIView {
    /// The bar's height: UIKit's 4 points, whatever the frame's height.
    static let barHeight: CGFloat = 4

    private let track = UIView()
    private let bar = UIView()
    private var storedProgress: Float = 0

    /// The style. Default `.default`.
    open var progressViewStyle: Style = .default
    /// The filled part's colour. Default nil: the view's `tintColor`.
    open var progressTintColor: UIColor? { didSet { restyle() } }
    /// The unfilled part's colour. Default nil: light grey.
    open var trackTintColor: UIColor? { didSet { restyle() } }

    /// The progress, 0…1 (other values are clamped; NaN is 0). Setting it moves the bar at
    /// once.
    open var progress: Float {
        get { storedProgress }
        set {
            keyValueWillChange("progress")
            setProgress(newValue, animated: false)
            keyValueDidChange("progress")
        }
    }

    /// A progress view at `frame` (its height is the bar's, 4 points, as in UIKit).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.barHeight))
        setUp()
    }

    /// A progress view of `style`, sized to nothing until given a frame (Apple:
    /// `init(progressViewStyle:)`).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A progress view from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        track.clipsToBounds = true
        track.layer.cornerRadius = Self.barHeight / 2
        bar.isUserInteractionEnabled = false
        addSubview(track)
        track.addSubview(bar)
        performWithoutActions { layoutBars() }
        restyle()
    }

    /// Moves the bar to `progress`, sliding it over 0.25 s when `animated` (UIKit's duration
    /// is not documented; this is what it looks like).
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.layoutBars() })
        } else {
            performWithoutActions { layoutBars() }
        }
    }

    /// The natural size: the width asked for and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBars()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    private func layoutBars() {
        track.frame = CGRect(x: 0, y: (bounds.height - Self.barHeight) / 2, width: bounds.width, height: Self.barHeight)
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: Self.barHeight)
    }

    private func restyle() {
        performWithoutActions {
            track.backgroundColor = trackTintColor ?? UIColor(white: 0.89, alpha: 1)
            bar.backgroundColor = progressTintColor ?? tintColor
        }
    }
}
