import Foundation

/// Content updates and layout (CALayer "Updating Layer Display", "Managing Layer Layout").
extension CALayer {

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws now if the layer needs display.
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
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
