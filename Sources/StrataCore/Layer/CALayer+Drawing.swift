import Foundation
import StrataGraphics

/// The drawing half of `display()`: a backing bitmap for `draw(in:)` (Core Animation's
/// "Providing a Layer's Contents", drawing with `drawInContext:` / `drawLayer:inContext:`).
extension CALayer {
    /// The most pixels a drawn layer's bitmap may have on a side (the largest texture common GL
    /// drivers take); larger layers are drawn at a reduced scale, with a warning.
    static var maximumBitmapDimension: Int { CGImage.maximumDimension }

    /// `draw(in:)`'s work (CALayer.swift declares the overridable method): the delegate's
    /// `draw(_:in:)`, noting what was found implemented.
    final func drawCore(in ctx: CGContext) {
        drawProbe.baseDrawReached = true
        guard let delegate else { return }
        drawProbe.delegateDrawMissing = false
        delegate.draw(self, in: ctx)
        if !drawProbe.delegateDrawMissing { drawProbe.somethingDrew = true }
    }

    /// Draws through `draw(in:)` into a new bitmap and makes it the contents. What drew nothing
    /// (no `draw(in:)` override, no delegate `draw(_:in:)`, or an empty bounds) leaves no
    /// contents: "The new backing store replaces the previous contents of the layer" (CALayer
    /// `display()`); "The existing content in the layer's contents property is removed to make
    /// way for the new content" (`setNeedsDisplay()`). Strata keeps no transparent bitmap for it.
    func drawContents() {
        if deferDrawingIfHuge() { return }
        // No bitmap for an empty bounds (Core Animation makes no backing store either).
        guard let ctx = makeDrawnContext(scale: state.contentsScale) else { removeContentsForDisplay(); return }
        drawProbe = DrawProbe()
        draw(in: ctx)
        // A subclass override that does not call super drew; so did an implemented delegate, or
        // anything that painted.
        let drew = !drawProbe.baseDrawReached || drawProbe.somethingDrew || ctx.paintCount > 0
        guard drew, let image = ctx.makeImage() else { removeContentsForDisplay(); return }
        setDrawnContents(image)
    }

    /// Empties `contents` for a `display()` that drew nothing, as part of the commit like a
    /// drawn image (see `setDrawnContents(_:)`).
    func removeContentsForDisplay() {
        guard state.contents != nil else { return }
        state.contents = nil
        if hasBeenCommitted { committedState.contents = nil }
        drawnRasterStore?.drawn = nil
        modelDidChange()
    }

    /// Pixels per point for a bitmap of `size` points: `contentsScale`, reduced so that neither
    /// side exceeds the texture limit and the pixel count stays within CGImage's limit.
    static func bitmapScale(for size: CGSize, contentsScale: CGFloat, layer: CALayer) -> CGFloat {
        var scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let limit = CGFloat(maximumBitmapDimension)
        let fit = min(limit / size.width, limit / size.height, sqrt(CGFloat(CGImage.maximumPixelCount) / (size.width * size.height)))
        if scale > fit {
            Diagnostics.warnOnce("\(layer): a \(size.width)×\(size.height) pt layer at scale \(scale) exceeds the \(maximumBitmapDimension)-pixel bitmap limit; drawing at scale \(fit)")
            scale = fit
        }
        return scale
    }

    /// Sets `contents` to a freshly drawn image, without an implicit animation (drawing is part
    /// of the commit in Core Animation, so the new image shows in the frame that asked for it).
    func setDrawnContents(_ image: AnyObject) {
        state.contents = image
        if hasBeenCommitted { committedState.contents = image }
        recordDrawnContents(image)
        modelDidChange()
    }
}
