import Foundation
import StrataCore
import StrataGraphics

/// Told when the user picks an item of a tab bar (Apple: UITabBarDelegate).
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of tabs at the bottom of a tab bar controller (Apple: UITabBar): 49 points tall,
/// its items side by side, each its image over its title, the selected one in the tint
/// colour and the others grey; a badge at an item's top right. A tap selects an item.
open class UITabBar: UIView {
    /// UIKit's bar height (without a home indicator).
    static let height: CGFloat = 49

    /// The items, left to right.
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    /// The selected item.
    open var selectedItem: UITabBarItem? { didSet { restyle() } }
    /// The delegate, held weakly.
    open weak var delegate: UITabBarDelegate?
    /// The colour of items not selected; nil: grey.
    open var unselectedItemTintColor: UIColor? { didSet { restyle() } }
    /// The bar's background colour; nil: near-white.
    open var barTintColor: UIColor? { didSet { restyle() } }
    /// Whether the bar is see-through (kept). Default true.
    open var isTranslucent = true

    /// Each item's view: an image over a title, and a badge.
    final class ItemView: UIView {
        let imageView = UIImageView()
        let titleLabel = UILabel()
        let badge = UILabel()
    }
    private(set) var itemViews: [ItemView] = []
    private let divider = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        divider.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(divider)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            self.tapped(at: tap.location(in: self))
        })
        restyle()
    }

    /// Sets the items (Apple: `setItems(_:animated:)`; not animated here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override func layoutSubviews() {
        super.layoutSubviews()
        divider.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !itemViews.isEmpty else { return }
        let width = bounds.width / CGFloat(itemViews.count)
        for (i, view) in itemViews.enumerated() {
            view.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: min(bounds.height, Self.height))
            view.imageView.frame = CGRect(x: (width - 25) / 2, y: 6, width: 25, height: 25)
            view.titleLabel.frame = CGRect(x: 0, y: 33, width: width, height: 13)
            let badgeWidth = max(18, view.badge.intrinsicContentSize.width + 10)
            view.badge.frame = CGRect(x: width / 2 + 6, y: 2, width: badgeWidth, height: 18)
        }
    }

    private func rebuild() {
        itemViews.forEach { $0.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            let view = ItemView()
            view.isUserInteractionEnabled = false
            view.imageView.contentMode = .scaleAspectFit
            view.titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
            view.titleLabel.textAlignment = .center
            view.badge.font = .systemFont(ofSize: 13)
            view.badge.textColor = .white
            view.badge.textAlignment = .center
            view.badge.layer.cornerRadius = 9
            view.badge.clipsToBounds = true
            [view.imageView, view.titleLabel, view.badge].forEach(view.addSubview)
            addSubview(view)
            item.onChange = { [weak self] in self?.restyle() }
            return view
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        restyle()
        setNeedsLayout()
    }

    private func restyle() {
        backgroundColor = barTintColor ?? UIColor(white: 0.97, alpha: 1)
        for (item, view) in zip(items ?? [], itemViews) {
            let selected = item === selectedItem
            let color = !item.isEnabled ? UIColor(white: 0.75, alpha: 1)
                : selected ? tintColor : (unselectedItemTintColor ?? UIColor(white: 0.55, alpha: 1))
            view.titleLabel.text = item.title
            view.titleLabel.textColor = color
            view.imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
            view.imageView.tintColor = color
            view.badge.text = item.badgeValue
            view.badge.isHidden = item.badgeValue == nil
            view.badge.backgroundColor = item.badgeColor ?? .systemRed
        }
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    private func tapped(at point: CGPoint) {
        guard let items, !items.isEmpty, bounds.width > 0, point.x.isFinite else { return }
        let index = min(max(Int(saturating: point.x / (bounds.width / CGFloat(items.count))), 0), items.count - 1)
        let item = items[index]
        guard item.isEnabled else { return }
        delegate?.tabBar(self, didSelect: item)
    }
}
