import Foundation
import StrataGraphics

/// Auto Layout on views: the constraints a view holds, the update pass and fitting sizes.
extension UIView {
    /// The constraints the view holds (Apple: constraints). Activating a constraint adds it to
    /// the closest common ancestor of its items.
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Holds and activates `constraint` (Apple: addConstraint(_:); prefer `isActive`). Its items
    /// must be this view, its subviews or their guides; otherwise UIKit raises — Strata writes
    /// a message and leaves the constraint inactive.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { return }
        if let problem = LayoutEngine.problem(with: constraint) {
            Diagnostics.warnOnce("\(problem): \(constraint)")
            return
        }
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard let view = LayoutEngine.view(of: item), view.isDescendant(of: self) else {
                Diagnostics.warnOnce("The view hierarchy is not prepared for the constraint \(constraint): its items must be the view holding it or its subviews")
                return
            }
        }
        constraint.holder?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        if let stack = superview as? UIStackView { stack.arrangedViewChanged(self) }
        if let engine = LayoutEngine.existingEngine(for: self) { engine.add(constraint) } else { LayoutEngine.invalidate(hierarchyOf: self) }
    }

    /// Holds and activates each constraint (Apple: addConstraints(_:)).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Deactivates `constraint` if this view holds it (Apple: removeConstraint(_:)).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self, let state = autoLayoutState else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        if let stack = superview as? UIStackView { stack.arrangedViewChanged(self) }
        if let engine = constraint.engine, engine.isValid { engine.remove(constraint) }
        constraint.engine = nil
        LayoutEngine.existingEngine(for: self)?.setNeedsLayout()
    }

    /// Deactivates each constraint this view holds (Apple: removeConstraints(_:)).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    // MARK: the update pass

    /// Whether `updateConstraints()` is due (Apple: needsUpdateConstraints()).
    public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints()` before the next layout (Apple: setNeedsUpdateConstraints()).
    public func setNeedsUpdateConstraints() {
        if !autoLayout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = true
            UIThreadState.current.viewsNeedingConstraintUpdate.append(WeakView(view: self))
        }
        setNeedsLayout()
    }

    /// Runs `updateConstraints()` now on the views of this subtree that asked for it, the
    /// subviews before their superview, as UIKit does (Apple: updateConstraintsIfNeeded()).
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        runUpdateConstraints()
    }

    /// The update pass for this view alone, if it asked for one.
    func runUpdateConstraints() {
        guard let state = autoLayoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        state.reachedBaseUpdateConstraints = false
        // A controller's view updates through the controller (Apple: updateViewConstraints()).
        if let controller = viewController {
            controller.updateViewConstraints()
            if !state.reachedBaseUpdateConstraints {
                Diagnostics.warnOnce("\(type(of: controller)).updateViewConstraints() did not call super.updateViewConstraints() (UIKit raises)")
            }
        } else {
            updateConstraints()
            if !state.reachedBaseUpdateConstraints {
                Diagnostics.warnOnce("\(type(of: self)).updateConstraints() did not call super.updateConstraints() (UIKit raises)")
            }
        }
    }

    // MARK: fitting sizes

    /// The size for `systemLayoutSizeFitting(_:)` to come as close to as the constraints allow
    /// from below: the smallest size (Apple: layoutFittingCompressedSize).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest fitting target (Apple: layoutFittingExpandedSize).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// (declared open in UIView's class body): solved on a separate engine over this subtree;
    /// the views do not move.
    final func fittingSizeCore(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                               verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            Diagnostics.warnOnce("systemLayoutSizeFitting: the target size \(targetSize) is not finite")
            return bounds.size
        }
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: .init(size: targetSize, horizontal: horizontal, vertical: vertical))
        engine.build()
        let size = engine.rect(of: 0).size
        return CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }
}
