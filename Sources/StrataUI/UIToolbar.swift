import Foundation
import StrataCore

/// A bar of button items, usually at the bottom of a navigation controller (Apple:
/// UIToolbar): 44 points tall, its items' titles (or custom views) laid out left to right,
/// `.flexibleSpace` items sharing the room left over and `.fixedSpace` items taking their
/// `width`. A tap on an item runs its primary action.
open class UIToolbar: UIView {
    /// UIKit's toolbar height.
    static let height: CGFloat = 44

    /// The items, left to right.
    open var items: [UIBarButtonItem]? { didSet { rebuild() } }
    /// The bar's background colour; nil: near-white.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UIColor(white: 0.97, alpha: 1) } }
    /// Whether the bar is see-through (kept). Default true.
    open var isTranslucent = true

    private var slots: [(item: UIBarButtonItem, view: UIView)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    /// Sets the items (Apple: `setItems(_:animated:)`; cross-faded when `animated`).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        guard animated else { return self.items = items }
        UIView.transition(with: self, duration: 0.25, options: .transitionCrossDissolve, animations: { self.items = items })
    }

    private func rebuild() {
        for slot in slots {
            slot.item.onChange = nil
            slot.view.removeFromSuperview()
        }
        slots = (items ?? []).map { item in
            let view: UIView
            if let custom = item.customView {
                view = custom
            } else {
                let label = UILabel()
                label.textAlignment = .center
                view = label
            }
            addSubview(view)
            item.onChange = { [weak self] in self?.restyle() }
            return (item, view)
        }
        restyle()
    }

    private func restyle() {
        for (item, view) in slots {
            guard let label = view as? UILabel, item.customView == nil else { continue }
            label.text = item.title
            label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            label.textColor = item.isEnabled ? (item.tintColor ?? tintColor) : .systemGray3
        }
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    /// An item's own width: a fixed space's `width`, a custom view's, a title's with padding;
    /// nil for a flexible space.
    private func width(of item: UIBarButtonItem, view: UIView) -> CGFloat? {
        switch item.systemItem {
        case .flexibleSpace?: return nil
        case .fixedSpace?: return item.width.isFinite ? max(item.width, 0) : 0
        default: break
        }
        if item.customView != nil { return view.frame.width }
        let text = (view as? UILabel)?.intrinsicContentSize.width ?? 0
        return max(text + 16, 44)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let fixed = slots.map { width(of: $0.item, view: $0.view) }
        let flexibleCount = fixed.filter { $0 == nil }.count
        let used = fixed.compactMap { $0 }.reduce(0, +)
        let room = max(bounds.width - 16 - used, 0)
        // No flexible space: the items sit left, as UIKit's do.
        let flexible = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
        var x: CGFloat = 8
        for ((_, view), width) in zip(slots, fixed) {
            let w = width ?? flexible
            if view is UILabel {
                view.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            } else {
                view.frame.origin = CGPoint(x: x, y: (bounds.height - view.frame.height) / 2)
            }
            x += w
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let point = touches.first?.location(in: self),
           let slot = slots.first(where: { $0.view is UILabel && $0.view.frame.contains(point) }),
           slot.item.isEnabled, let action = slot.item.primaryAction {
            action.handler(action)
        }
        super.touchesEnded(touches, with: event)
    }
}

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top
    /// (Apple: toolbarItems).
    public var toolbarItems: [UIBarButtonItem]? {
        get { relations.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`, cross-fading them in the toolbar when `animated`.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        relations.toolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }
}
