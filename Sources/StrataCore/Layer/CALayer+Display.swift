import Foundation

/// Content updates and layout (CALayer "Updating Layer Display", "Managing Layer Layout").
extension CALayer {

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws now if the layer needs display.
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }


    /// Lays out and redraws, where marked as needing it, this layer, its mask and every
    /// descendant, parents before children — what a Core Animation transaction commit does
    /// before the frame is rendered. Hosts and offscreen renderers call it on the root each
    /// frame, before `updatePresentationTree(at:)`. A Strata addition.
    public func layoutAndDisplayIfNeeded() {
        layoutIfNeeded()
        displayIfNeeded()
        maskStorage?.layoutAndDisplayIfNeeded()
        for sublayer in sublayerStorage { sublayer.layoutAndDisplayIfNeeded() }
    }

    /// Marks the layer as needing layout.
    public func setNeedsLayout() { needsLayoutFlag = true }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now if needed.
    public func layoutIfNeeded() {
        if needsLayoutFlag { layoutSublayers() }
    }

}
