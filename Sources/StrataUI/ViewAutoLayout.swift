import Foundation

/// A reference to a view that does not keep it alive.
struct WeakView {
    weak var view: UIView?
}

/// A view's Auto Layout state, made the first time the view takes part (views that never
/// do carry only a nil reference).
final class ViewAutoLayout {
    /// The constraints the view holds (Apple: UIView.constraints).
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides the view owns, its margins and safe-area guides apart.
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// Whether `updateConstraints()` is due.
    var needsUpdateConstraints = false
    /// Set by UIView's own `updateConstraints()`, to tell an override that skipped super.
    var reachedBaseUpdateConstraints = false
    /// The engine of the hierarchy this view is the root of, if built.
    var engine: LayoutEngine?
    /// Whether constraints were activated in the hierarchy this view is (or was) the root of:
    /// only such hierarchies get an engine; frame-based ones keep their old path.
    var usesAutoLayout = false
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: ViewAutoLayout {
        if let state = autoLayoutState { return state }
        let state = ViewAutoLayout()
        autoLayoutState = state
        return state
    }

    /// Auto Layout's part of the layout pass, run before `layoutSubviews()` (UIKit's
    /// `layoutSubviews` applies the engine's result first): the constrained subviews move to
    /// their solved frames.
    func layoutConstrainedSubviews() {
        runPendingConstraintUpdates()
        // Only a view with a subview that does not translate its frame has anything to apply.
        guard LayoutEngine.isInUse, subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }),
              rootOfHierarchy.autoLayoutState?.usesAutoLayout == true else { return }
        for _ in 0..<2 {
            let engine = LayoutEngine.engine(for: self)
            engine.applyFrames(toSubviewsOf: self)
            if engine.isValid { return }
        }
    }

    /// UIKit's update-constraints pass before layout: the views of this hierarchy that asked
    /// for `updateConstraints()`, deepest first (subviews before their superviews).
    func runPendingConstraintUpdates() {
        let state = UIThreadState.current
        guard !state.viewsNeedingConstraintUpdate.isEmpty else { return }
        let root = rootOfHierarchy
        var due: [(Int, UIView)] = [], waiting: [WeakView] = []
        for entry in state.viewsNeedingConstraintUpdate {
            guard let view = entry.view, view.needsUpdateConstraints() else { continue }
            guard view.isDescendant(of: root) else { waiting.append(entry); continue }
            var depth = 0, ancestor = view.superview
            while let a = ancestor { depth += 1; ancestor = a.superview }
            due.append((depth, view))
        }
        state.viewsNeedingConstraintUpdate = waiting
        for (_, view) in due.sorted(by: { $0.0 > $1.0 }) { view.runUpdateConstraints() }
    }

    var rootOfHierarchy: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Auto Layout's part of `layoutIfNeeded()`: updates constraints in the subtree, then
    /// marks the views whose solved frames changed so the layout pass reaches them.
    func prepareConstraintLayout() {
        runPendingConstraintUpdates()
        guard LayoutEngine.isInUse, rootOfHierarchy.autoLayoutState?.usesAutoLayout == true else { return }
        LayoutEngine.engine(for: self, refreshingAll: true).markChangedFrames(except: nil)
    }

    /// The hierarchy changed around `self` (added to or removed from a superview).
    func constraintHierarchyDidChange(oldSuperview: UIView?) {
        guard LayoutEngine.isInUse else { return }
        if let old = oldSuperview, superview !== old, old.rootOfHierarchy.autoLayoutState?.usesAutoLayout == true {
            // Apple: removing a view removes the constraints its old ancestors hold that
            // refer to it or its subviews.
            var ancestor: UIView? = old
            while let holder = ancestor {
                for constraint in holder.autoLayoutState?.constraints ?? [] where refers(constraint) {
                    holder.removeConstraint(constraint)
                }
                ancestor = holder.superview
            }
            LayoutEngine.invalidate(hierarchyOf: old)
            autoLayout.usesAutoLayout = true   // its subtree may hold constraints of its own
        }
        autoLayoutState?.engine = nil
        if autoLayoutState?.usesAutoLayout == true || !translatesAutoresizingMaskIntoConstraints {
            LayoutEngine.invalidate(hierarchyOf: self)
        }
    }

    /// The width and height that required constant constraints the view holds give it
    /// (`widthAnchor.constraint(equalToConstant:)`), which a stack view takes as the
    /// arranged view's size.
    var requiredConstantSize: (width: CGFloat?, height: CGFloat?) {
        guard let constraints = autoLayoutState?.constraints, !constraints.isEmpty else { return (nil, nil) }
        var size: (width: CGFloat?, height: CGFloat?) = (nil, nil)
        for c in constraints where c.firstItem === self && c.secondItem == nil && c.relation == .equal && c.priority == .required {
            if c.firstAttribute == .width { size.width = c.constant }
            if c.firstAttribute == .height { size.height = c.constant }
        }
        return size
    }

    /// Whether `constraint` names this view, a view below it, or a guide of one.
    private func refers(_ constraint: NSLayoutConstraint) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            LayoutEngine.view(of: item)?.isDescendant(of: self) ?? false
        }
    }
}
