import Foundation

/// Content updates and layout (CALayer "Updating Layer Display", "Managing Layer Layout").
/// A transaction's commit runs the layout pass, then the display pass, over every tree with a
/// layer marked by `setNeedsLayout()` or `setNeedsDisplay()` (see TransactionStack).
extension CALayer {

    /// `display()`'s work (CALayer.swift declares the overridable method): the delegate's
    /// `display(_:)` if it has one; else `layerWillDraw(_:)` ("called before draw(_:in:)", and
    /// "not called if the delegate implements display(_:)", CALayerDelegate), then drawing.
    final func displayCore() {
        needsDisplayFlag = false
        if let delegate {
            drawProbe.delegateDisplayMissing = false
            delegate.display(self)
            if !drawProbe.delegateDisplayMissing { return }
            delegate.layerWillDraw(self)
        }
        drawContents()
    }

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws now if the layer needs display.
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Lays out, then redraws, where marked as needing it, this layer, its mask and every
    /// descendant: first the whole layout pass (parents before children), then the display
    /// pass — what a Core Animation transaction commit does before the frame is rendered.
    /// Commits run it; hosts and offscreen renderers also call it on the root each frame,
    /// before `updatePresentationTree(at:)`. A Strata addition.
    public func layoutAndDisplayIfNeeded() {
        layoutSubtreeIfNeeded()
        displaySubtreeIfNeeded()
    }

    /// Marks the layer as needing layout; the next commit calls `layoutSublayers()`.
    /// Core Animation calls it when the bounds' size changes and, on the superlayer, when a
    /// sublayer is added or removed (Apple: `setNeedsLayout()`).
    public func setNeedsLayout() {
        needsLayoutFlag = true
        modelDidChange()
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now, where needed. Apple (`layoutIfNeeded()`): "the layer's super layers are
    /// traversed until a ancestor layer is found that does not require layout. Then layout is
    /// performed on the entire layer-tree beneath that ancestor" — every layer of it that needs
    /// layout, a parent's `layoutSublayers()` before its children's.
    /// So a layer's siblings (under the first ancestor not needing layout) are laid out too.
    public func layoutIfNeeded() {
        var top = self
        while let parent = top.superlayerStorage ?? top.maskOwner {
            guard parent.needsLayoutFlag else {
                // The ancestor that does not need layout: the whole tree beneath it.
                parent.maskStorage?.layoutSubtreeIfNeeded()
                for sublayer in parent.sublayerStorage { sublayer.layoutSubtreeIfNeeded() }
                return
            }
            top = parent
        }
        top.layoutSubtreeIfNeeded()   // every ancestor needs layout: from the root
    }

    /// The layout pass over this subtree, top down. The sublayers are read after the layer's
    /// own layout, which may add or remove some.
    final func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            // Cleared before the call, so an override that skips super is not asked again.
            needsLayoutFlag = false
            layoutSublayers()
        }
        maskStorage?.layoutSubtreeIfNeeded()
        for sublayer in sublayerStorage { sublayer.layoutSubtreeIfNeeded() }
    }

    /// The display pass over this subtree.
    final func displaySubtreeIfNeeded() {
        displayIfNeeded()
        maskStorage?.displaySubtreeIfNeeded()
        for sublayer in sublayerStorage { sublayer.displaySubtreeIfNeeded() }
    }

    /// The top of the tree this layer is in (through superlayers and mask owners).
    final var rootOfTree: CALayer {
        var top = self
        while let parent = top.superlayerStorage ?? top.maskOwner { top = parent }
        return top
    }
}
