import Foundation

/// A view's layout guides: its own, its margins and its safe area.
extension UIView {
    /// The guides added with `addLayoutGuide(_:)` (Apple: layoutGuides).
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    /// Adds `guide` to the view; its anchors can then be constrained (Apple: addLayoutGuide(_:)).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.role == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        autoLayout.layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide`; constraints on it are deactivated (Apple: removeLayoutGuide(_:)).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = autoLayoutState else { return }
        var view: UIView? = self
        while let holder = view {
            for c in holder.constraints where c.firstItem === guide || c.secondItem === guide { holder.removeConstraint(c) }
            view = holder.superview
        }
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        if LayoutEngine.isInUse { LayoutEngine.invalidate(hierarchyOf: self) }
    }

    /// The guide inset from the view's edges by `layoutMargins` (Apple: layoutMarginsGuide).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(role: .layoutMargins, owner: self)
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The guide inset from the view's edges by `safeAreaInsets` (Apple: safeAreaLayoutGuide);
    /// a Strata window has no bars or cut-outs, so it covers the view.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, owner: self)
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// `layoutMargins` with leading and trailing instead of left and right, following the
    /// layout direction (Apple: directionalLayoutMargins).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins, rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }
}

/// Insets named by leading and trailing edges (Apple: NSDirectionalEdgeInsets).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets of `top`, `leading`, `bottom` and `trailing`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}
