import Foundation

extension CALayer {
    /// Marks the region `r` (layer coordinates) as needing to be redrawn (Apple:
    /// `setNeedsDisplay(_:)`). Strata redraws a drawn layer's visible part as a whole, so this
    /// marks the layer as `setNeedsDisplay()` does; an empty or null rectangle marks nothing.
    public func setNeedsDisplay(_ r: CGRect) {
        guard !r.isNull, !r.isEmpty else { return }
        setNeedsDisplay()
    }
}
