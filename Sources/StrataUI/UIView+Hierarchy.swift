import Foundation
import StrataGraphics

/// Subviews: each view's layer is a sublayer of its superview's layer, in the same order.
extension UIView {
    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` in the subviews (clamped to the list).
    public func insertSubview(_ view: UIView, at index: Int) {
        // A view cannot hold itself or one of its ancestors (UIKit raises; Strata ignores it).
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.warnOnce("insertSubview: a view cannot be added to itself or to one of its descendants")
            return
        }
        let oldWindow = view.window, newWindow = window, oldSuperview = view.superview
        if oldWindow !== newWindow { view.subtreeWillMove(toWindow: newWindow) }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.detach()
        }
        let i = min(max(index, 0), subviews.count)
        // The layer goes below the layer of the subview it is inserted before, or on top of
        // every sublayer (those the view added itself included) when it is the last subview,
        // as UIKit orders them: a label added after a gradient sublayer shows above it.
        let sibling = i < subviews.count ? subviews[i].layer : nil
        view.willMove(toSuperview: self)
        subviews.insert(view, at: i)
        view.superview = self
        if let sibling, sibling.superlayer === layer {
            layer.insertSublayer(view.layer, below: sibling)
        } else {
            layer.addSublayer(view.layer)
        }
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.subtreeDidMoveToWindow() }
        view.constraintHierarchyDidChange(oldSuperview: oldSuperview)
        setNeedsLayout()
    }

    /// Inserts `view` just below `siblingSubview` (on top if it is not a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    /// Inserts `view` just above `siblingSubview` (on top if it is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }
        insertSubview(view, at: index.map { $0 + 1 } ?? subviews.count)
        if let i = subviews.firstIndex(where: { $0 === view }), let s = subviews.firstIndex(where: { $0 === siblingSubview }), i < s {
            insertSubview(view, at: s + 1)
        }
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { subtreeWillMove(toWindow: nil) }
        detach()
        didMoveToSuperview()
        if oldWindow != nil { subtreeDidMoveToWindow() }
        constraintHierarchyDidChange(oldSuperview: parent)
        parent.setNeedsLayout()
    }

    private func detach() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes (out-of-range indexes do nothing).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        insertSubview(a, at: index2)
        insertSubview(b, at: index1)
    }

    /// Whether the view is `view` or one of its subviews, at any depth.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The view, or the first subview at any depth (depth first), whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }


}
