import Foundation
import StrataCore

/// One row of a table view (Apple: UITableViewCell): a `contentView` holding the style's
/// labels and image, an optional accessory on the right, a background and a selected
/// background, and a separator line along its bottom edge.
///
/// Make cells with `init(style:reuseIdentifier:)` in `tableView(_:cellForRowAt:)`, or
/// register a class and dequeue. A subclass that overrides `init(style:reuseIdentifier:)`
/// (with the `required init?(coder:)` Swift asks for) is made by a registered table view
/// through that override, as on iOS.
open class UITableViewCell: UIView {
    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table view reuses the cell under; nil for a cell not to be reused.
    open private(set) var reuseIdentifier: String?

    /// The view holding the cell's content; add your subviews to it, not to the cell. It
    /// narrows to leave room for the accessory.
    public let contentView = UIView()
    /// The view behind everything else. Default nil (the cell's background colour shows).
    open var backgroundView: UIView? { didSet { replace(oldValue, with: backgroundView, at: 0) } }
    /// The view shown behind the content while the cell is selected or highlighted. Default:
    /// a light grey view, as iOS's (nil with `selectionStyle` `.none` hides nothing else).
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1); updateSelectionAppearance() }
    }
    /// How a selected cell shows it. Default `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance() } }
    /// The standard accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory view; replaces `accessoryType` when set. Default nil.
    open var accessoryView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let accessoryView { addSubview(accessoryView) }; setNeedsLayout() }
    }
    /// The accessory while editing. Stored. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none
    /// The insets of the separator line under the cell. Until set, the table view's
    /// `separatorInset` applies.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    /// How deep the content is indented, in `indentationWidth` steps. Default 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step. Default 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the cell is selected. Setting it changes the look at once.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (touched). Setting it changes the look at once.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell is in editing mode. Stored; set by the table view's `setEditing`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether a reorder control shows while editing. Stored.
    open var showsReorderControl = false
    /// Whether the content indents while editing. Stored. Default true.
    open var shouldIndentWhileEditing = true

    /// Whether the content configuration is updated for each new state. Default true.
    open var automaticallyUpdatesContentConfiguration = true
    /// The cell's current state, as configurations see it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedState
        state.isHighlighted = highlightedState
        state.isEditing = editingState
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Updates the cell's configurations for `state`; called when the state changes. Default:
    /// the content configuration updated for the state, if `automaticallyUpdatesContentConfiguration`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = contentConfigurationStorage,
              let view = configuredContentView else { return }
        view.configuration = configuration.updated(for: state)
    }

    var contentConfigurationStorage: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    var ownSeparatorInset: UIEdgeInsets?
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    private var selectedState = false, highlightedState = false, editingState = false
    // The labels and image are made on first use, as UIKit's are.
    var madeTextLabel: UILabel?, madeDetailLabel: UILabel?, madeImageView: UIImageView?
    let separatorLayer = CALayer()
    let accessoryMark = TableCellAccessoryView()

    /// A cell of `style` reused under `reuseIdentifier` (nil: not reused).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A cell from an archive (Strata reads nothing from it): a `.default` cell.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUpCell()
    }

    /// A `.default` cell with no reuse identifier and the frame given.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes a registered cell class: calls `init(style:reuseIdentifier:)`
    /// on the class registered, so a subclass's override of it runs, as UIKit's
    /// `registerClass:` does. Not UIKit API; apps need not call it.
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func setUpCell() {
        backgroundColor = .white
        clipsToBounds = true
        // Sized from the start and with the cell, so constraints in it are never solved
        // against an empty box before the first layout.
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
        accessoryMark.isUserInteractionEnabled = false
        addSubview(accessoryMark)
        separatorLayer.actions = Self.stillLayerActions
        separatorLayer.backgroundColor = UIColor.separator.cgColor
        layer.addSublayer(separatorLayer)
        updateSelectionAppearance()
    }

    /// The main label, made on first use. Nil never in Strata (UIKit returns nil for custom
    /// cells; here every style has one).
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .systemFont(ofSize: 17)
        label.textColor = style == .value2 ? .systemBlue : .label
        if style == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label: nil for `.default` cells, made on first use for the others.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let madeDetailLabel { return madeDetailLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        label.textColor = style == .value2 ? .label : .secondaryLabel
        if style == .value1 { label.textAlignment = .right }
        contentView.addSubview(label)
        madeDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The image on the left, made on first use; shown when it has an image.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        madeImageView = view
        setNeedsLayout()
        return view
    }

    /// Selects or deselects the cell, fading the selected background when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selectedState != selected
        selectedState = selected
        updateSelectionAppearance(animated: animated)
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Highlights or unhighlights the cell, as a touch does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlightedState != highlighted
        highlightedState = highlighted
        updateSelectionAppearance(animated: animated)
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Enters or leaves editing mode (state only in Strata: no editing controls are drawn).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
    }

    /// Called just before the table view hands the cell out again from
    /// `dequeueReusableCell`. Default: clears the selection and highlight and resets alpha
    /// (Apple: reset only what is not content; the data source sets the content).
    open func prepareForReuse() {
        selectedState = false
        highlightedState = false
        editingState = false
        alpha = 1
        updateSelectionAppearance()
    }

    /// Lays out the backgrounds, the accessory, the content view (narrowed by the accessory)
    /// and, in it, the style's image and labels; then the separator.
    /// The cell's fitting size: its content view's (constraints, or a configured content
    /// view's size). A self-sizing table view asks the cell, as UIKit does, so an override here
    /// sets the row's height.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                               verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        guard Self.hasConstraints(contentView) else {
            let standard = UITableView.standardRowHeight
            guard let configured = configuredContentView else { return CGSize(width: targetSize.width, height: standard) }
            let height = configured.sizeThatFits(CGSize(width: targetSize.width, height: 0)).height
            return CGSize(width: targetSize.width, height: height.isFinite ? max(height, standard) : standard)
        }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontal,
                                                   verticalFittingPriority: vertical)
    }

    private static func hasConstraints(_ view: UIView) -> Bool {
        !view.constraints.isEmpty || view.subviews.contains { hasConstraints($0) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCell()
    }

    func updateSelectionAppearance(animated: Bool = false) {
        guard let selectedBackgroundView else { return }
        let shown: CGFloat = selectionStyle != .none && (selectedState || highlightedState) ? 1 : 0
        if animated {
            UIView.animate(withDuration: UITableView.rowAnimationDuration) { selectedBackgroundView.alpha = shown }
        } else {
            UIView.performWithoutAnimation { selectedBackgroundView.alpha = shown }
        }
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: min(index, subviews.count)) }
        setNeedsLayout()
    }
}
