import Foundation
import StrataGraphics

/// The bitmap a self-drawing layer (shape, text, gradient) last rendered, with the values it
/// was rendered from. `renderedContents(scale:)` returns the same CGImage object while nothing
/// changed, so the compositor's texture cache (keyed on identity) uploads only after a change.
struct DrawnContentsCache {
    /// The values drawn from; `ExtraValue` retains objects, so an identity cannot be reused.
    private var extra: [ExtraValue] = []
    private var size = CGSize(width: -1, height: -1)
    private var scale: CGFloat = -1
    private var cornerRadius: CGFloat = -1
    private(set) var image: CGImage?
    /// Where `image` goes in the layer's coordinates, when not over the bounds (a shape's
    /// painted area), worked out with the image so the per-frame question costs nothing.
    private(set) var placement: CGRect?
    /// How many times the layer has rasterised (for tests and the benchmark).
    private(set) var renderCount = 0

    /// Forgets the bitmaps, so the next request draws afresh: something outside the layer's
    /// values they were drawn from changed (a text layer's `textFrame`).
    mutating func invalidate() {
        size = CGSize(width: -1, height: -1)
        rasterSize = CGSize(width: -1, height: -1)
    }

    /// The cached image if `state` and `scale` match what it was drawn from; else runs `render`
    /// and caches its result.
    mutating func image(for state: LayerState, scale: CGFloat, render: () -> CGImage?) -> CGImage? {
        placedImage(for: state, scale: scale) { (render(), nil) }
    }

    /// `image(for:scale:render:)` for a bitmap that `render` places itself (`placement`).
    mutating func placedImage(for state: LayerState, scale: CGFloat,
                              render: () -> (image: CGImage?, placement: CGRect?)) -> CGImage? {
        let size = state.bounds.size
        if size == self.size, scale == self.scale, state.cornerRadius == cornerRadius, Self.same(state.extra, extra) {
            return image
        }
        (image, placement) = render()
        renderCount += 1
        extra = state.extra
        self.size = size
        self.scale = scale
        cornerRadius = state.cornerRadius
        return image
    }

    // The view-dependent raster (`raster(for:view:...)`), kept apart from the whole-layer image
    // so that asking for both (the shadow code asks for the whole image) does not thrash.
    private var rasterExtra: [ExtraValue] = []
    private var rasterSize = CGSize(width: -1, height: -1)
    private var rasterCornerRadius: CGFloat = -1
    private var rasterContentsScale: CGFloat = -1
    private var rasterSource: AnyObject?
    private var rasterExtent: (scale: CGFloat, rect: CGRect)?
    private(set) var raster: DrawnRaster?
    private var askedFrame = Int.min
    private var frameIdeal: CGFloat = 0
    private var previousFrameIdeal: CGFloat = 0
    private var frameNeeded = CGRect.null
    /// `render` returned nothing for these values (no colours, no text): not asked again.
    private var rasterIsEmpty = false
    /// Where `raster`'s pixels lie on its grid (for copying them into the next one).
    private var rasterGrid: RasterPolicy.Area?
    /// Pixels drawn (not copied) into rasters so far (for tests and the benchmark).
    private(set) var rasterPixelsDrawn = 0

    /// The bitmap of the part of the layer `view` shows, at the scale it is shown at
    /// (`RasterPolicy`): the cached one while the values are unchanged, its scale is still
    /// right and it covers the visible part; else `render(context)` draws the layer into a
    /// context over the new area (user space: layer points) and returns its image. What the
    /// last bitmap holds of the new area at the same scale is copied, and `render` draws only
    /// the rest (the context is clipped to it): scrolling draws the newly uncovered strips.
    /// `extent(scale)` is the area the layer paints (nil: nothing).
    /// `source`: an object drawn from (a `draw(in:)` layer's drawn contents), compared by identity.
    mutating func raster(for state: LayerState, view: RasterView, source: AnyObject? = nil, extent: (CGFloat) -> CGRect?,
                         render: (CGContext) -> CGImage?) -> DrawnRaster? {
        let same = state.bounds.size == rasterSize && state.cornerRadius == rasterCornerRadius
            && state.contentsScale == rasterContentsScale && Self.same(state.extra, rasterExtra) && source === rasterSource
        if !same {
            rasterSource = source
            raster = nil
            rasterGrid = nil
            rasterIsEmpty = false
            rasterExtent = nil
            rasterExtra = state.extra
            rasterSize = state.bounds.size
            rasterCornerRadius = state.cornerRadius
            rasterContentsScale = state.contentsScale
        }
        if rasterIsEmpty { return nil }
        var (ideal, base) = RasterPolicy.ideal(view, contentsScale: state.contentsScale)
        // Every showing in this frame and the last counts: copies of the layer at several
        // scales (replicator instances) share one bitmap instead of redrawing for each.
        if view.frame != askedFrame {
            // The last frame that showed the layer (frame numbers are shared by every
            // renderer, so another's frames may lie between).
            previousFrameIdeal = frameIdeal
            askedFrame = view.frame
            frameIdeal = 0
            frameNeeded = .null
        }
        frameIdeal = max(frameIdeal, ideal)
        ideal = max(frameIdeal, previousFrameIdeal)
        let scale = RasterPolicy.scale(ideal: ideal, base: base, current: raster?.scale)
        let ext: CGRect
        if let e = rasterExtent, e.scale == scale { ext = e.rect } else {
            guard let e = extent(scale), e.width > 0, e.height > 0 else { return nil }
            rasterExtent = (scale, e)
            ext = e
        }
        var needed = view.visibleRect.map { ext.intersection($0) } ?? ext
        guard !needed.isNull, needed.width > 0, needed.height > 0 else { return nil }
        needed = needed.union(frameNeeded)
        frameNeeded = needed
        if let raster, raster.scale == scale, Self.covers(raster.rect, needed) { return raster }
        // Cairo holds device coordinates in 24.8 fixed point (±8.4 million pixels): past that
        // a path wraps around into garbage, so the layer's extent stays within half of it.
        let drawScale = min(scale, RasterPolicy.maximumExtentPixels / max(ext.width, ext.height))
        guard let area = RasterPolicy.fittedArea(needed: needed, extent: ext, scale: drawScale) else { return nil }
        renderCount += 1
        guard let ctx = CGContext(layerPixelsWide: area.width, pixelsHigh: area.height, scale: area.scale) else { return nil }
        ctx.translateBy(x: -area.rect.minX, y: -area.rect.minY)
        let reused = reuse(into: ctx, area: area, extent: ext)
        rasterPixelsDrawn += area.width * area.height - reused
        guard let image = render(ctx) else {
            raster = nil
            rasterGrid = nil
            rasterIsEmpty = true
            return nil
        }
        rasterGrid = area
        // Stored at the ladder scale asked for, so the next frame finds it (a bitmap reduced
        // to fit the budget is not redrawn every frame).
        raster = DrawnRaster(image: image, rect: area.rect, scale: scale)
        return raster
    }

    /// Copies into `ctx` (over `area`) the part of the last bitmap that lies in it, when that
    /// was drawn on the same pixel grid, and clips `ctx` to the rest. Returns the pixels copied.
    private func reuse(into ctx: CGContext, area: RasterPolicy.Area, extent: CGRect) -> Int {
        guard let old = raster, let grid = rasterGrid, grid.scale == area.scale else { return 0 }
        let x0 = max(grid.gridX, area.gridX), x1 = min(grid.gridX + grid.width, area.gridX + area.width)
        let y0 = max(grid.gridY, area.gridY), y1 = min(grid.gridY + grid.height, area.gridY + area.height)
        guard x1 > x0, y1 > y0 else { return 0 }
        let s = area.scale
        func rect(_ gx: Int, _ gy: Int, _ w: Int, _ h: Int) -> CGRect {
            CGRect(x: extent.minX + CGFloat(gx) / s, y: extent.minY + CGFloat(gy) / s, width: CGFloat(w) / s, height: CGFloat(h) / s)
        }
        // The old bitmap at its pixels on the grid: whole pixels, so nothing is resampled.
        let from = rect(grid.gridX, grid.gridY, grid.width, grid.height)
        ctx.saveGState()
        ctx.interpolationQuality = .none
        ctx.translateBy(x: 0, y: from.maxY + from.minY)   // draw(_:in:) is y-up; the context y-down
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(old.image, in: from)
        ctx.restoreGState()
        // The rest of the new area: the strips above, below, left and right of the copy.
        let ax0 = area.gridX, ax1 = area.gridX + area.width, ay0 = area.gridY, ay1 = area.gridY + area.height
        let strips = [rect(ax0, ay0, area.width, y0 - ay0), rect(ax0, y1, area.width, ay1 - y1),
                      rect(ax0, y0, x0 - ax0, y1 - y0), rect(x1, y0, ax1 - x1, y1 - y0)]
            .filter { $0.width > 0 && $0.height > 0 }
        ctx.clip(to: strips.isEmpty ? [CGRect(x: from.minX, y: from.minY, width: 0, height: 0)] : strips)
        return (x1 - x0) * (y1 - y0)
    }

    /// Whether `outer` holds `inner`, give or take rounding (Foundation's `contains` on Linux
    /// compares a recomputed union, so a millionth of a point of slack defeats it).
    static func covers(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let e: CGFloat = 1e-6
        return inner.minX >= outer.minX - e && inner.minY >= outer.minY - e
            && inner.maxX <= outer.maxX + e && inner.maxY <= outer.maxY + e
    }

    private static func same(_ a: [ExtraValue], _ b: [ExtraValue]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !AnimValue.same(x.value, y.value) { return false }
        return true
    }
}

extension AnimValue {
    /// Equal values (objects by identity): whether a redraw can be skipped.
    static func same(_ a: AnimValue, _ b: AnimValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): return x == y
        case let (.point(x), .point(y)): return x == y
        case let (.size(x), .size(y)): return x == y
        case let (.rect(x), .rect(y)): return x == y
        case let (.color(x), .color(y)): return x == y
        case let (.transform(x), .transform(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.object(x), .object(y)): return x.object === y.object
        default: return false
        }
    }
}

extension CALayer {
    /// The pixel size and the scale (possibly reduced to fit the bitmap limit) at which a
    /// self-drawing layer rasterises its bounds; nil for an empty or non-finite bounds.
    func drawnBitmapGeometry(scale requested: CGFloat) -> (width: Int, height: Int, scale: CGFloat)? {
        let size = state.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let scale = Self.bitmapScale(for: size, contentsScale: requested, layer: self)
        return (max(1, Int(saturating: (size.width * scale).rounded(.up))), max(1, Int(saturating: (size.height * scale).rounded(.up))), scale)
    }

    /// A y-down context over the bounds at `scale`, user space = the layer's coordinates.
    func makeDrawnContext(scale requested: CGFloat) -> CGContext? {
        guard let g = drawnBitmapGeometry(scale: requested),
              let ctx = CGContext(layerPixelsWide: g.width, pixelsHigh: g.height, scale: g.scale) else { return nil }
        ctx.translateBy(x: -state.bounds.origin.x, y: -state.bounds.origin.y)
        return ctx
    }
}
