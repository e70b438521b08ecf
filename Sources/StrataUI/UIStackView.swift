import Foundation

/// A view that lines up its arranged subviews in a row or a column (Apple: UIStackView).
///
/// UIKit's stack view works through Auto Layout constraints; Strata has none, so the stack
/// view places its arranged views itself in `layoutSubviews`: along the axis each takes its
/// natural size — `intrinsicContentSize` where the view has one, else `sizeThatFits(_:)` of
/// its current size (a plain view's current size) — then `distribution` and `alignment` fit
/// them to the bounds (inset by `layoutMargins` with `isLayoutMarginsRelativeArrangement`).
/// Hidden arranged views take no space.
open class UIStackView: UIView {
    /// How arranged views share the length of the axis (Apple: UIStackView.Distribution).
    public enum Distribution: Int, Sendable {
        /// Natural sizes; extra room stretches the view hugging least (the first of equals),
        /// too little shrinks the view least resistant to compression first.
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' natural lengths.
        case fillProportionally
        /// Natural sizes with the free room split into equal gaps (at least `spacing`).
        case equalSpacing
        /// Natural sizes with equal distances between the views' centres (gaps at least
        /// `spacing`).
        case equalCentering
    }

    /// How arranged views sit across the axis (Apple: UIStackView.Alignment).
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's width (vertical axis) or height (horizontal axis).
        case fill
        /// Against the leading edge (the top in a horizontal stack).
        case leading
        /// First baselines on one line (horizontal stacks; `leading` in vertical ones).
        /// Approximated: a label's baseline is its font's ascender below its top, a button's
        /// that of its centred title, any other view's its bottom edge.
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing edge (the bottom in a horizontal stack).
        case trailing
        /// Last baselines on one line (horizontal stacks; `trailing` in vertical ones),
        /// approximated as `firstBaseline` is (single-line text).
        case lastBaseline
        /// The top edge: `leading`, as in UIKit.
        public static var top: Alignment { .leading }
        /// The bottom edge: `trailing`, as in UIKit.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of `customSpacing(after:)` for a view with no custom spacing: use `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system spacing between views; Strata uses UIKit's standard 8 points.
    public static let spacingUseSystem: CGFloat = 8

    private var arranged: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// What the last layout gave each view and what it would have taken on its own.
    var assignedSizes: [ObjectIdentifier: (natural: CGSize, assigned: CGSize)] = [:]

    /// The views the stack lays out, in order. A subset of `subviews` (removing an arranged
    /// view from its superview removes it here too).
    open var arrangedSubviews: [UIView] { arranged.filter { $0.superview === self } }

    /// The axis the views line up along. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { stackChanged() } }
    /// How the views share the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { stackChanged() } }
    /// How the views sit across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { stackChanged() } }
    /// The gap between neighbouring views (a minimum for the equal distributions). Default 0.
    open var spacing: CGFloat = 0 { didSet { stackChanged() } }
    /// Whether the views are laid out inside `layoutMargins` rather than the bounds.
    /// Default false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { stackChanged() } }
    /// Whether vertical spacing is measured between baselines. Default false. Stored; Strata
    /// measures between edges.
    open var isBaselineRelativeArrangement = false

    /// A stack of `views`, arranged in that order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged views, and as the last subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    /// Inserts `view` at `stackIndex` of the arranged views (clamped to the list: UIKit
    /// raises), and adds it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arranged = arrangedSubviews
        arranged.removeAll { $0 === view }
        arranged.insert(view, at: min(max(stackIndex, 0), arranged.count))
        if view.superview !== self { addSubview(view) }
        stackChanged()
    }

    /// Takes `view` out of the arranged views. As in UIKit it stays a subview (call
    /// `removeFromSuperview()` to take it off screen).
    open func removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
        assignedSizes[ObjectIdentifier(view)] = nil
        stackChanged()
    }

    /// Sets the gap after `arrangedSubview` (Apple: setCustomSpacing(_:after:), iOS 11).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        stackChanged()
    }

    /// The gap after `arrangedSubview`, or `UIStackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Removes an arranged view that leaves the stack from the arranged views.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// The arranged views' natural sizes end to end with their gaps (plus the margins when
    /// the arrangement is margin-relative); across, the largest.
    open override var intrinsicContentSize: CGSize {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let horizontal = axis == .horizontal
        let sizes = views.map(naturalSize)
        let mains = sizes.map { horizontal ? $0.width : $0.height }
        let main = distribution == .fillEqually ? (mains.max() ?? 0) * CGFloat(mains.count) : mains.reduce(0, +)
        let cross = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
        let along = main + gaps(between: views).reduce(0, +)
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return horizontal ? CGSize(width: along + m.left + m.right, height: cross + m.top + m.bottom)
                          : CGSize(width: cross + m.left + m.right, height: along + m.top + m.bottom)
    }

    /// The intrinsic content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the arranged views (see the class's discussion).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutArrangedViews()
    }

    /// An arranged view changed its size, visibility or priorities: lay out again.
    func arrangedViewChanged(_ view: UIView) {
        guard arranged.contains(where: { $0 === view }) else { return }
        stackChanged()
    }

    private func stackChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The gaps after each of `views` but the last: its custom spacing, else `spacing`.
    func gaps(between views: [UIView]) -> [CGFloat] {
        let standard = spacing.isFinite ? spacing : 0
        return views.dropLast().map { view in
            let custom = customSpacing(after: view)
            return custom == Self.spacingUseDefault || !custom.isFinite ? standard : custom
        }
    }

    /// A view's size on its own: its intrinsic size where it has one, else `sizeThatFits` of
    /// its current size — except that a view still at the size this stack gave it keeps the
    /// natural size it had before, so a stretch does not become the next layout's natural
    /// size.
    func naturalSize(of view: UIView) -> CGSize {
        var size: CGSize
        if let record = assignedSizes[ObjectIdentifier(view)], view.bounds.size == record.assigned {
            size = record.natural
        } else {
            size = view.sizeThatFits(view.bounds.size)
        }
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width != UIView.noIntrinsicMetric, intrinsic.width.isFinite { size.width = intrinsic.width }
        if intrinsic.height != UIView.noIntrinsicMetric, intrinsic.height.isFinite { size.height = intrinsic.height }
        if let width = view.requiredConstantSize.width { size.width = width }   // widthAnchor == constant
        if let height = view.requiredConstantSize.height { size.height = height }
        return CGSize(width: max(size.width.isFinite ? size.width : 0, 0), height: max(size.height.isFinite ? size.height : 0, 0))
    }
}
