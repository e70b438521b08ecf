import Foundation
import StrataGraphics

/// Subviews: each view's layer is a sublayer of its superview's layer, in the same order. The
/// open methods (`addSubview(_:)`, `insertSubview(_:at:)`, `removeFromSuperview()`, …) are
/// declared in UIView's class body, so that subclasses override them as they do UIKit's; they
/// call these.
extension UIView {
    /// `insertSubview(_:at:)`: inserts `view` at `index` in the subviews (clamped to the list).
    final func insertSubviewCore(_ view: UIView, at index: Int) {
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

    /// `insertSubview(_:aboveSubview:)`: just above `siblingSubview` (on top if it is not a
    /// subview).
    final func insertSubviewCore(_ view: UIView, above siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }
        insertSubviewCore(view, at: index.map { $0 + 1 } ?? subviews.count)
        if let i = subviews.firstIndex(where: { $0 === view }), let s = subviews.firstIndex(where: { $0 === siblingSubview }), i < s {
            insertSubviewCore(view, at: s + 1)
        }
    }

    /// `removeFromSuperview()`.
    final func removeFromSuperviewCore() {
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

    /// `exchangeSubview(at:withSubviewAt:)` (out-of-range indexes do nothing).
    final func exchangeSubviewCore(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        insertSubviewCore(a, at: index2)
        insertSubviewCore(b, at: index1)
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
