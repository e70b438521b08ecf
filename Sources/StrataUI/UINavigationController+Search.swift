import Foundation

/// The search bar of the top item's `searchController` (Apple: UINavigationItem.searchController,
/// iOS 11), shown across the navigation controller's view under the navigation bar; the content
/// starts below it. When the search hides the navigation bar, the search bar moves up with it.
extension UINavigationController {
    /// Shows the search bar of `controller`'s item when `controller` is on top, and takes away
    /// the bars of other items (their search stays active, hidden, until they are on top again);
    /// lays the bars out again when that changed.
    func installSearchBar(of controller: UIViewController) {
        guard let root = viewIfLoaded, topViewController === controller else { return }
        let wanted = controller.navigationItem.searchController
        var changed = false
        for case let bar as UISearchBar in root.subviews {
            guard let search = bar.searchController, search.installedIn === self, search !== wanted else { continue }
            if let shown = search.viewIfLoaded, shown.superview === root { shown.isHidden = true }
            bar.removeFromSuperview()
            changed = true
        }
        if let search = wanted {
            search.owner = controller
            search.installedIn = self
            let bar = search.wiredBar
            if bar.superview !== root {
                UIView.performWithoutAnimation { root.insertSubview(bar, belowSubview: navigationBar) }
                changed = true
            }
        }
        if changed { layoutBars() }
    }

    /// Places the top item's search bar with its top at `y`; returns its height (0 without one).
    func layoutSearchBar(at y: CGFloat) -> CGFloat {
        guard let root = viewIfLoaded, let search = topViewController?.navigationItem.searchController,
              search.installedIn === self else { return 0 }
        let bar = search.wiredBar
        guard bar.superview === root else { return 0 }
        let height = bar.sizeThatFits(CGSize(width: root.bounds.width, height: 0)).height
        bar.frame = CGRect(x: 0, y: y, width: root.bounds.width, height: height)
        return height
    }
}
