import Foundation
import StrataGraphics

/// What `contents` holds after `display()` drew a layer too large for one bitmap: the drawing
/// is done where and when it is shown (the compositor asks `drawnContentsRaster(_:)`). On iOS
/// `contents` after drawing is a private backing-store object too, not a CGImage.
final class DeferredDrawing: CustomStringConvertible {
    var description: String { "<drawn when shown>" }
}

/// A layer's record of the contents its `draw(in:)` made, and the bitmaps drawn again for how
/// the layer is shown.
final class DrawnLayerRaster {
    /// The `contents` object the last `display()` drew (a CGImage or a `DeferredDrawing`): while
    /// `contents` is still it, the layer may be drawn again at another scale.
    var drawn: AnyObject?
    var cache = DrawnContentsCache()
}

/// `draw(in:)` layers shown at a scale other than the one they drew at.
extension CALayer {
    /// The most pixels `display()` draws in one bitmap of the whole bounds (64 MiB); a larger
    /// layer draws only its visible part, when shown.
    static let wholeBitmapPixelBudget: CGFloat = 16_777_216

    /// Whether `contents` (of this presentation or model layer) is what `draw(in:)` made, so the
    /// compositor may ask `drawnContentsRaster(_:)` for a bitmap drawn for how it is shown.
    package var showsDrawnContents: Bool {
        let model = modelStorage ?? self
        guard let drawn = model.drawnRasterStore?.drawn else { return false }
        return state.contents === drawn
    }

    /// For a layer whose contents `draw(in:)` made (`showsDrawnContents`): a bitmap of the
    /// visible part drawn again at the shown scale (`RasterPolicy`), by the model layer's
    /// `draw(in:)` with a context whose CTM maps layer points to it; nil when the drawn
    /// `contents` serve (shown at or below the scale they were drawn at).
    package func drawnContentsRaster(_ view: RasterView) -> DrawnRaster? {
        let model = modelStorage ?? self
        guard let store = model.drawnRasterStore, let drawn = store.drawn, state.contents === drawn else { return nil }
        let scale = model.state.contentsScale
        if !(drawn is DeferredDrawing) {
            // Redrawn only where the drawn image would be magnified, and only when it is shown
            // as drawn: the whole image over bounds of the size it was drawn for.
            guard state.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1),
                  state.bounds.size == model.state.bounds.size,
                  RasterPolicy.ideal(view, contentsScale: scale).ideal > scale * (1 + 1e-6) else { return nil }
        }
        return store.cache.raster(for: model.state, view: view, source: drawn, extent: { _ in model.state.bounds }) { ctx in
            model.draw(in: ctx)
            return ctx.makeImage()
        }
    }

    /// `draw(in:)` for a layer whose whole bitmap would exceed the budget: run once into a
    /// small bitmap to learn whether it draws at all; if so, `contents` becomes a
    /// `DeferredDrawing` and the compositor draws the visible part. Returns false when the
    /// layer is not too large for one bitmap.
    func deferDrawingIfHuge() -> Bool {
        let b = state.bounds.size
        let scale = state.contentsScale.isFinite && state.contentsScale > 0 ? state.contentsScale : 1
        guard b.width * scale * b.height * scale > Self.wholeBitmapPixelBudget else { return false }
        guard let ctx = makeDrawnContext(scale: 64 / max(b.width, b.height)) else { return true }
        drawProbe = DrawProbe()
        draw(in: ctx)
        let drew = !drawProbe.baseDrawReached || drawProbe.somethingDrew || ctx.paintCount > 0
        if drew { setDrawnContents(DeferredDrawing()) } else { removeContentsForDisplay() }
        return true
    }

    /// Remembers `contents` as what `draw(in:)` made.
    func recordDrawnContents(_ contents: AnyObject) {
        let store = drawnRasterStore ?? DrawnLayerRaster()
        store.drawn = contents
        drawnRasterStore = store
    }
}
