import Foundation
import StrataCore

/// What a navigation bar shows for a controller (Apple: UINavigationItem): its title, or a
/// title view. Bar button items are not drawn by Strata.
open class UINavigationItem: NSObject {
    /// The title shown in the bar. Default nil: the controller's `title`.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// Whether the back control is hidden. Default false.
    open var hidesBackButton = false
    /// The back control's title when this item is under the top one (kept; Strata shows "Back").
    open var backButtonTitle: String?
    /// An optional prompt above the title (kept).
    open var prompt: String?
    /// The items on the left, the first shown in place of the back control.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }
    /// The items on the right, the first shown.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }
    /// Whether the bar shows this item's title large (Apple: largeTitleDisplayMode). Default
    /// `.automatic`: as the item under it does (large for the first item), when the bar
    /// `prefersLargeTitles`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { onChange?() } }
    /// The search controller whose bar a navigation controller shows under its navigation bar
    /// while this item is on top (Apple: searchController, iOS 11).
    open var searchController: UISearchController? { didSet { if searchController !== oldValue { onChange?() } } }
    /// Whether the search bar hides as the content scrolls (kept: Strata always shows it).
    /// Default true.
    open var hidesSearchBarWhenScrolling = true
    /// Tells the bar showing this item to redraw it.
    var onChange: (() -> Void)?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }
}

/// The bar at the top of a navigation controller (Apple: UINavigationBar): 44 points tall,
/// the top item's title centred, and "‹ Back" on the left when there is an item to go back
/// to (a tap pops). Title changes cross-fade with pushes and pops.
open class UINavigationBar: UIView {
    /// UIKit's bar height.
    static let height: CGFloat = 44

    let titleLabel = UILabel()
    let backLabel = UILabel()
    let leftLabel = UILabel()
    let rightLabel = UILabel()
    private var leftItem: UIBarButtonItem?
    private var rightItem: UIBarButtonItem?
    /// Whether the bar shows large titles for the items that allow them (Apple:
    /// prefersLargeTitles): the bar grows by `largeTitleHeight` and the title sits, large and
    /// bold, left-aligned under the buttons. Default false.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { onLargeTitlesChange?() } } }
    /// The title as a large title shows it.
    let largeTitleLabel = UILabel()
    /// Whether the shown item's title is large (set by the navigation controller).
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { largeTitleChanged() } } }
    /// Called when `prefersLargeTitles` changes, so the controller lays out again.
    var onLargeTitlesChange: (() -> Void)?
    /// Whether the bar is see-through (kept). Default true.
    open var isTranslucent = true
    /// The bar's background colour. Default nil: near-white.
    open var barTintColor: UIColor? { didSet { restyle() } }
    /// Called when the back control is tapped.
    var onBack: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        backLabel.text = "‹ Back"
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.textColor = tintColor
        backLabel.alpha = 0
        for label in [leftLabel, rightLabel] { label.font = .systemFont(ofSize: 17) }
        rightLabel.textAlignment = .right
        largeTitleLabel.font = .systemFont(ofSize: Self.largeTitleFontSize, weight: .bold)
        largeTitleLabel.isHidden = true
        addSubview(largeTitleLabel)
        addSubview(titleLabel)
        addSubview(backLabel)
        addSubview(leftLabel)
        addSubview(rightLabel)
        restyle()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The buttons and the inline title keep the top 44 points; a large title sits below.
        let strip = min(bounds.height, Self.height)
        titleLabel.frame = CGRect(x: 80, y: 0, width: max(0, bounds.width - 160), height: strip)
        backLabel.frame = CGRect(x: 8, y: 0, width: 80, height: strip)
        leftLabel.frame = backLabel.frame
        rightLabel.frame = CGRect(x: bounds.width - 88, y: 0, width: 80, height: strip)
        largeTitleLabel.frame = CGRect(x: 16, y: strip, width: max(0, bounds.width - 32), height: max(0, bounds.height - strip))
        for (item, label) in [(leftItem, leftLabel), (rightItem, rightLabel)] {
            guard let custom = item?.customView else { continue }
            custom.frame.origin = CGPoint(x: label.frame.minX, y: (strip - custom.frame.height) / 2)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        backLabel.textColor = tintColor
    }

    /// Shows `item` (and a back control when `canGoBack`).
    func show(_ item: UINavigationItem, title: String?, canGoBack: Bool) {
        leftItem?.onChange = nil
        rightItem?.onChange = nil
        titleLabel.text = item.title ?? title
        largeTitleLabel.text = titleLabel.text
        leftItem?.customView?.removeFromSuperview()
        rightItem?.customView?.removeFromSuperview()
        leftItem = item.leftBarButtonItems?.first
        rightItem = item.rightBarButtonItems?.first
        backLabel.alpha = canGoBack && !item.hidesBackButton && leftItem == nil ? 1 : 0
        for (shown, label) in [(leftItem, leftLabel), (rightItem, rightLabel)] {
            label.text = shown?.customView == nil ? shown?.title : nil
            label.font = .systemFont(ofSize: 17, weight: shown?.style == .done ? .semibold : .regular)
            label.textColor = shown?.isEnabled == false ? UIColor.systemGray3 : shown?.tintColor ?? tintColor
            if let custom = shown?.customView { addSubview(custom) }
            // A retitled item (an edit button turning to Done) shows its new title.
            shown?.onChange = { [weak self] in self?.show(item, title: title, canGoBack: canGoBack) }
        }
        setNeedsLayout()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first {
            let point = touch.location(in: self)
            if let item = rightItem, item.isEnabled, rightLabel.frame.contains(point), let action = item.primaryAction {
                action.handler(action)
            } else if let item = leftItem, item.isEnabled, leftLabel.frame.contains(point), let action = item.primaryAction {
                action.handler(action)
            } else if backLabel.alpha > 0, backLabel.frame.contains(point) {
                onBack?()
            }
        }
        super.touchesEnded(touches, with: event)
    }

    private func restyle() {
        performWithoutActions { backgroundColor = barTintColor ?? UIColor(white: 0.97, alpha: 1) }
    }
}
