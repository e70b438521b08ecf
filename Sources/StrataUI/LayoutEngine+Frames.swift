import Foundation

/// Finding a hierarchy's engine and moving views to the frames it solved.
extension LayoutEngine {
    /// Whether any constraint is active on this thread: when none is, layout takes exactly
    /// the path and cost it takes without Auto Layout.
    static var isInUse: Bool { UIThreadState.current.activeConstraints > 0 }

    /// The engine of `view`'s hierarchy, built (or rebuilt) as needed; with `refreshingAll`,
    /// brought up to date with every frame and margin its constraints stand for (else only
    /// content sizes that were invalidated).
    static func engine(for view: UIView, refreshingAll: Bool = false) -> LayoutEngine {
        var root = view
        while let parent = root.superview { root = parent }
        let state = root.autoLayout
        for _ in 0..<3 {
            let engine: LayoutEngine
            if let existing = state.engine, existing.isValid {
                engine = existing
            } else {
                engine = LayoutEngine(root: root)
                state.engine = engine
                engine.build()
            }
            engine.refresh(refreshingAll ? nil : [])
            engine.wrapLabels()
            if engine.isValid { return engine }
        }
        return state.engine ?? LayoutEngine(root: root)
    }

    /// The engine of `view`'s hierarchy if one is built and valid (no work otherwise).
    static func existingEngine(for view: UIView) -> LayoutEngine? {
        var root = view
        while let parent = root.superview { root = parent }
        guard let engine = root.autoLayoutState?.engine, engine.isValid else { return nil }
        return engine
    }

    /// Drops the engine of `view`'s hierarchy: it is rebuilt at the next layout.
    static func invalidate(hierarchyOf view: UIView) {
        var root = view
        while let parent = root.superview { root = parent }
        root.autoLayoutState?.engine?.isValid = false
        root.autoLayoutState?.engine = nil
        root.autoLayout.usesAutoLayout = true
        root.setNeedsLayout()
    }

    static func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let holder = constraint.holder else { return }
        if let stack = holder.superview as? UIStackView { stack.arrangedViewChanged(holder) }
        if let engine = constraint.engine, engine.isValid, existingEngine(for: holder) === engine {
            engine.constantChanged(constraint)
        } else {
            invalidate(hierarchyOf: holder)
        }
    }

    static func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let holder = constraint.holder else { return }
        if let engine = constraint.engine, engine.isValid, existingEngine(for: holder) === engine {
            engine.remove(constraint)
            engine.add(constraint)
        } else {
            invalidate(hierarchyOf: holder)
        }
    }

    /// Gives each multi-line label the width it was solved at and re-solves with the height
    /// its text takes at that width (UIKit's two-pass layout of wrapping labels); a few
    /// rounds settle it.
    func wrapLabels() {
        guard !wrappingLabels.isEmpty else { return }
        for _ in 0..<3 where isValid {
            var changed = false
            for index in wrappingLabels {
                guard let label = items[index].view as? UILabel, label.preferredMaxLayoutWidth == 0 else { continue }
                let width = CGFloat(solver.value(of: items[index].width))
                guard width > 0, abs(width - (label.autoLayoutWidth ?? -1)) > 0.001 else { continue }
                label.autoLayoutWidth = width
                changed = true
            }
            guard changed else { return }
            intrinsicDirty = true
            refresh([])
            framesDirty = true
        }
    }

    /// `guide`'s solved rectangle in `owner`'s coordinates.
    static func solvedFrame(of guide: UILayoutGuide, in owner: UIView) -> CGRect {
        let engine = engine(for: owner, refreshingAll: true)
        guard let index = engine.register(guide), let ownerIndex = engine.itemIndex[ObjectIdentifier(owner)] else { return .zero }
        return engine.frame(of: index, relativeTo: ownerIndex)
    }

    /// The rectangle of item `index` in root coordinates, its edges rounded to the root's
    /// pixels as UIKit rounds the frames it applies.
    func rect(of index: Int) -> CGRect {
        let item = items[index]
        let scale = max(root?.contentScaleFactor ?? 1, 1)
        func snap(_ x: Double) -> CGFloat { CGFloat((x * Double(scale)).rounded() / Double(scale)) }
        let left = solver.value(of: item.left), top = solver.value(of: item.top)
        let right = left + solver.value(of: item.width), bottom = top + solver.value(of: item.height)
        return CGRect(x: snap(left), y: snap(top), width: snap(right) - snap(left), height: snap(bottom) - snap(top))
    }

    /// Item `index`'s rectangle in the coordinates of item `parent`. The engine places
    /// subviews in their superview's content coordinates: its bounds origin (a scroll view's
    /// offset) does not move them, as on iOS.
    func frame(of index: Int, relativeTo parent: Int) -> CGRect {
        let mine = rect(of: index), theirs = rect(of: parent)
        return CGRect(x: mine.minX - theirs.minX, y: mine.minY - theirs.minY, width: mine.width, height: mine.height)
    }

    /// Whether the engine sets `view`'s frame: a constrained view that does not translate
    /// its autoresizing mask, below the root, and not arranged by a stack view (which places
    /// its arranged views itself).
    func positions(_ view: UIView) -> Bool {
        !view.translatesAutoresizingMaskIntoConstraints && view !== root && view.superview != nil
            && !(view.superview is UIStackView) && itemIndex[ObjectIdentifier(view)] != nil
    }

    /// The frame the engine gives `view` in its superview.
    func solvedFrame(of view: UIView) -> CGRect? {
        guard let superview = view.superview, let index = itemIndex[ObjectIdentifier(view)],
              let parent = itemIndex[ObjectIdentifier(superview)] else { return nil }
        return frame(of: index, relativeTo: parent)
    }

    /// After the solution changed: marks the superview of every view whose frame changed as
    /// needing layout (UIKit's engine does the same), except `current`, being laid out now.
    func markChangedFrames(except current: UIView?) {
        guard framesDirty else { return }
        framesDirty = false
        for item in items {
            guard let view = item.view, positions(view), let superview = view.superview, superview !== current,
                  let frame = solvedFrame(of: view), !Self.matches(view, frame) else { continue }
            superview.setNeedsLayout()
        }
    }

    static func matches(_ view: UIView, _ frame: CGRect) -> Bool {
        view.bounds.size == frame.size && view.center == CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The default `layoutSubviews` work of Auto Layout: sets each constrained subview's
    /// bounds size and centre to the solved frame — through the view's properties, so inside
    /// an animation block the change animates.
    func applyFrames(toSubviewsOf view: UIView) {
        refresh([view] + view.subviews)
        if !isValid { return }
        markChangedFrames(except: view)
        if let scroll = view as? UIScrollView, let guide = scroll.autoLayoutState?.contentGuide,
           let index = itemIndex[ObjectIdentifier(guide)], rect(of: index).size != scroll.contentSize {
            scroll.contentSize = rect(of: index).size   // the content's constraints size it
        }
        for subview in view.subviews where positions(subview) {
            guard let frame = solvedFrame(of: subview), !Self.matches(subview, frame) else { continue }
            subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
            subview.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}
