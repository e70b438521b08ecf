import Foundation

/// A section's header or footer view (Apple: UITableViewHeaderFooterView): a `textLabel`
/// and a `contentView` for your own subviews, reusable like cells.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table view reuses the view under.
    open private(set) var reuseIdentifier: String?
    /// The view holding the content; add your subviews to it.
    public let contentView = UIView()
    /// The view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    private var madeTextLabel: UILabel?
    private var configuredView: (UIView & UIContentView)?

    /// The content as a configuration (iOS 14): its view is shown in the content view in
    /// place of `textLabel`; nil brings the label back.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let configuration = contentConfiguration else {
                configuredView?.removeFromSuperview()
                configuredView = nil
                madeTextLabel?.isHidden = false
                return
            }
            configuredView = contentView.show(configuration, replacing: configuredView)
            madeTextLabel?.isHidden = true
        }
    }

    /// A list configuration with a grouped header's look.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// A header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view from an archive (Strata reads nothing from it).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view with no reuse identifier and the frame given.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes a registered class: through `init(reuseIdentifier:)`, so a
    /// subclass's override runs, as on iOS. Not UIKit API.
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// The title label, made on first use (grey, 13 points, as a grouped table's headers).
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Called before the table view hands the view out again. Default: nothing.
    open func prepareForReuse() {}

    /// Lays out the background, the content view and the title along the bottom.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let label = madeTextLabel {
            let h = min(label.intrinsicContentSize.height, bounds.height)
            label.frame = CGRect(x: UITableViewCell.contentMargin, y: bounds.height - h - 6,
                                 width: max(bounds.width - 2 * UITableViewCell.contentMargin, 0), height: h)
        }
    }
}
