import Foundation

/// The view that shows a `UIListContentConfiguration` (Apple: UIListContentView): the image
/// on the leading side, the text and secondary text stacked (or side by side for a value
/// cell), inside the configuration's margins. It sizes itself from its text: a self-sizing
/// table row with it grows with wrapped text.
open class UIListContentView: UIView, UIContentView {
    private var list: UIListContentConfiguration
    private let textLabel = UILabel(), secondaryLabel = UILabel(), imageView = UIImageView()

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        apply()
    }

    /// A view from an archive (Strata reads nothing from it), showing `.cell()`.
    public required init?(coder: NSCoder) {
        list = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; a configuration of another kind is ignored.
    open var configuration: UIContentConfiguration {
        get { list }
        set {
            guard let newValue = newValue as? UIListContentConfiguration else { return }
            list = newValue
            apply()
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        style(textLabel, list.text, list.textProperties)
        style(secondaryLabel, list.secondaryText, list.secondaryTextProperties)
        if list.prefersSideBySideTextAndSecondaryText { secondaryLabel.textAlignment = .right }
        imageView.image = list.image
        imageView.tintColor = list.imageProperties.tintColor
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        imageView.isHidden = list.image == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.isHidden = text?.isEmpty ?? true
    }

    /// The frames of the image and the two labels at `width`, and the height they need.
    private func arrange(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let m = list.directionalLayoutMargins
        var x = m.leading, imageSize = CGSize.zero
        if let image = list.image {
            imageSize = image.size
            let limit = list.imageProperties.maximumSize
            if limit.width > 0, imageSize.width > limit.width { imageSize = CGSize(width: limit.width, height: imageSize.height * limit.width / imageSize.width) }
            if limit.height > 0, imageSize.height > limit.height { imageSize = CGSize(width: imageSize.width * limit.height / imageSize.height, height: limit.height) }
            x += imageSize.width + list.imageToTextPadding
        }
        let available = max(width - x - m.trailing, 0)
        func fit(_ label: UILabel, _ w: CGFloat) -> CGSize {
            guard !label.isHidden else { return .zero }
            let size = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, w), height: size.height)
        }
        var text: CGRect, secondary: CGRect, content: CGFloat
        if list.prefersSideBySideTextAndSecondaryText {
            let s = fit(secondaryLabel, available / 2)
            let t = fit(textLabel, max(available - s.width - 8, 0))
            content = max(t.height, s.height)
            text = CGRect(x: x, y: 0, width: max(available - s.width - 8, 0), height: t.height)
            secondary = CGRect(x: x + available - s.width, y: 0, width: s.width, height: s.height)
        } else {
            let t = fit(textLabel, available), s = fit(secondaryLabel, available)
            let gap = t.height > 0 && s.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            content = t.height + gap + s.height
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            secondary = CGRect(x: x, y: t.height + gap, width: available, height: s.height)
        }
        content = max(content, imageSize.height)
        let height = m.top + content + m.bottom
        // Centred vertically when the view is taller than the content needs.
        let top = max(m.top, (bounds.height - content) / 2)
        if list.prefersSideBySideTextAndSecondaryText {
            text.origin.y = top + (content - text.height) / 2
            secondary.origin.y = top + (content - secondary.height) / 2
        } else {
            let offset = top + (content - max(text.maxY, secondary.maxY)) / 2
            text.origin.y += offset
            secondary.origin.y += offset
        }
        let image = CGRect(x: m.leading, y: top + (content - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        return (image, text, secondary, height)
    }

    /// Places the image and labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = arrange(width: bounds.width)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryLabel.frame = frames.secondary
    }

    /// The width given and the height the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrange(width: size.width).height)
    }

    /// No intrinsic width; the height the content needs at the current width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: arrange(width: bounds.width).height)
    }

    /// The label showing the text (not UIKit API; for tests and debugging).
    var shownTextLabel: UILabel { textLabel }
    /// The label showing the secondary text (not UIKit API).
    var shownSecondaryLabel: UILabel { secondaryLabel }
}
