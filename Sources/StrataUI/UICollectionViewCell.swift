import Foundation
import StrataCore

/// One item's view in a collection view (Apple: UICollectionViewCell): put its content in
/// `contentView`; `backgroundView` sits behind it and `selectedBackgroundView` shows between
/// them while the cell is selected or highlighted.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    open private(set) var contentView: UIView = UIView()

    /// A view behind the content, filling the cell. Default nil.
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); arrangeLayers() }
    }

    /// A view shown behind the content while the cell is selected or highlighted. Default nil.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); arrangeLayers() }
    }

    /// Whether the cell is selected; the collection view sets it. Default false.
    open var isSelected = false { didSet { updateSelectedBackground() } }

    /// Whether the cell is highlighted (a finger is down on it). Default false.
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    /// A cell with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Resets selection and highlight for reuse. Call `super` when overriding.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    /// Keeps the background views and the content view filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [backgroundView, selectedBackgroundView, contentView] { view?.frame = bounds }
    }

    /// Back to front: background view, selected background view, content view.
    private func arrangeLayers() {
        var below: UIView = contentView
        if let selected = selectedBackgroundView {
            selected.frame = bounds
            insertSubview(selected, belowSubview: below)
            below = selected
        }
        if let background = backgroundView {
            background.frame = bounds
            insertSubview(background, belowSubview: below)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
