import Foundation
import StrataGraphics

/// How the compositor shows a self-drawing layer this frame: what its bitmap should be drawn
/// for. A Strata addition (Core Animation's render server does this privately).
package struct RasterView {
    /// Target pixels per layer point along the layer's more stretched axis: the render (window)
    /// scale times every transform above and of the layer.
    package var shownScale: CGFloat
    /// Target pixels per point of the render target itself (the window's or renderer's scale).
    package var renderScale: CGFloat
    /// The part of the layer's plane that falls inside the target (and its scissor), in layer
    /// coordinates; nil when it cannot be worked out (a plane partly behind the eye): all of it.
    package var visibleRect: CGRect?
    /// The frame being built (any number that changes from one frame to the next): a layer
    /// shown several times in one frame (replicator instances) gets one bitmap good for all.
    package var frame: Int

    package init(shownScale: CGFloat, renderScale: CGFloat, visibleRect: CGRect?, frame: Int) {
        self.shownScale = shownScale
        self.renderScale = renderScale
        self.visibleRect = visibleRect
        self.frame = frame
    }
}

/// A bitmap of part of a self-drawing layer: `image` covers `rect` (layer coordinates) at
/// `scale` pixels per point.
package struct DrawnRaster {
    package let image: CGImage
    package let rect: CGRect
    package let scale: CGFloat
}

/// The rules for a drawn layer's raster scale and area.
///
/// Scale: the layer is rasterised for the density it is shown at — `max(contentsScale,
/// renderScale)` times the scale its transforms apply on screen — so a drawing scaled up by a
/// parent stays crisp and one scaled down costs less. The scale moves on a ladder of powers of
/// √2 from that base, rounded up (never blurrier than shown), and is kept while the ideal scale
/// stays within a factor 2 below it: a scale animation re-rasterises at each √2 step up, not
/// every frame. Chromium's compositor does the same for pinch-zoom (cc/layers/
/// picture_layer_impl.cc: `kMaxScaleRatioDuringPinch = 2`, a new raster scale only once the
/// ideal one is a factor 2 away); we step finer on the way up because a layer scaled up past
/// its raster scale blurs, while one scaled down only wastes memory.
///
/// Area: only the visible part of the layer, plus a margin (an eighth of the visible size and
/// half a tile on each side) snapped outward to 256-pixel tiles, is rasterised; the bitmap is
/// reused while the visible part stays inside it, so scrolling within the margin costs nothing.
enum RasterPolicy {
    /// The side of the tiles a raster's edges snap to, in pixels.
    static let tilePixels: CGFloat = 256
    /// The most pixels one raster may have (64 MiB); a larger area is drawn at a lower scale.
    static let maximumPixels: CGFloat = 16_777_216
    /// The most pixels a layer's extent may span at its raster scale (2²²): a layer magnified
    /// further is drawn at the scale that fits, and magnified by the compositor.
    static let maximumExtentPixels: CGFloat = 4_194_304
    static let step: CGFloat = 2.0.squareRoot()

    /// The density the layer would ideally be rasterised at (pixels per point), and the base of
    /// the ladder: contentsScale when it asks for more than the screen has, else the screen.
    static func ideal(_ view: RasterView, contentsScale: CGFloat) -> (ideal: CGFloat, base: CGFloat) {
        let render = view.renderScale.isFinite && view.renderScale > 0 ? view.renderScale : 1
        let requested = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let base = max(requested, render)
        let shown = view.shownScale.isFinite && view.shownScale > 0 ? view.shownScale : render
        return (shown * base / render, base)
    }

    /// The raster scale for `ideal`: the ladder value `base`·√2ⁿ at or just above it, or
    /// `current` while that is still sharp enough and at most twice the ideal.
    static func scale(ideal: CGFloat, base: CGFloat, current: CGFloat?) -> CGFloat {
        let tolerance: CGFloat = 1e-6
        if let current, current >= ideal * (1 - tolerance), current <= ideal * 2 * (1 + tolerance) { return current }
        // Clamp the exponent: a scale of 2^±40 is already absurd (and the area rules bound it).
        let n = min(max((log(ideal / base) / log(step) - tolerance).rounded(.up), -80), 80)
        // exp2 of whole and half exponents: whole steps land exactly on base·2ᵏ.
        return base * exp2(n / 2)
    }

    /// The area to rasterise around `needed` (inside `extent`) at `scale`: grown by the margin,
    /// snapped to tiles on a pixel grid anchored at `extent`'s origin, clamped to `extent`.
    /// nil when the sizes are not finite.
    static func area(needed: CGRect, extent: CGRect, scale: CGFloat) -> Area? {
        let fullW = (extent.width * scale).rounded(.up), fullH = (extent.height * scale).rounded(.up)
        guard fullW.isFinite, fullH.isFinite, fullW >= 1, fullH >= 1 else { return nil }
        let mx = tilePixels / 2 + needed.width * scale / 8, my = tilePixels / 2 + needed.height * scale / 8
        func snapDown(_ v: CGFloat) -> CGFloat { (v / tilePixels).rounded(.down) * tilePixels }
        func snapUp(_ v: CGFloat) -> CGFloat { (v / tilePixels).rounded(.up) * tilePixels }
        let x0 = min(max(snapDown((needed.minX - extent.minX) * scale - mx), 0), fullW - 1)
        let y0 = min(max(snapDown((needed.minY - extent.minY) * scale - my), 0), fullH - 1)
        let x1 = min(max(snapUp((needed.maxX - extent.minX) * scale + mx), x0 + 1), fullW)
        let y1 = min(max(snapUp((needed.maxY - extent.minY) * scale + my), y0 + 1), fullH)
        guard let w = Int(exactly: x1 - x0), let h = Int(exactly: y1 - y0),
              let gx = Int(exactly: x0), let gy = Int(exactly: y0) else { return nil }
        // The last column and row end at the extent's edge, as a whole-layer bitmap does.
        let rect = CGRect(x: extent.minX + x0 / scale, y: extent.minY + y0 / scale,
                          width: (x1 == fullW ? extent.width * scale : x1) / scale - x0 / scale,
                          height: (y1 == fullH ? extent.height * scale : y1) / scale - y0 / scale)
        return Area(rect: rect, width: w, height: h, gridX: gx, gridY: gy, scale: scale)
    }

    /// A raster's area: `rect` in layer coordinates, `width` × `height` pixels whose top-left
    /// is pixel (`gridX`, `gridY`) of the grid anchored at the extent's origin at `scale`.
    struct Area {
        var rect: CGRect
        var width: Int, height: Int
        var gridX: Int, gridY: Int
        var scale: CGFloat
    }

    /// `area(needed:extent:scale:)`, lowering the scale until the bitmap fits the pixel budget
    /// and the texture limit; nil when nothing fits.
    static func fittedArea(needed: CGRect, extent: CGRect, scale requested: CGFloat) -> Area? {
        var scale = requested
        for _ in 0..<4 {
            guard scale.isFinite, scale > 0, let a = area(needed: needed, extent: extent, scale: scale) else { return nil }
            let w = CGFloat(a.width), h = CGFloat(a.height)
            let limit = CGFloat(CGImage.maximumDimension)
            let fit = min(1, limit / w, limit / h, (maximumPixels / (w * h)).squareRoot())
            if fit >= 1 { return a }
            if scale == requested {
                Diagnostics.warnOnce("a drawn layer's visible part needs a \(a.width)×\(a.height) bitmap at scale \(scale); drawing it at a lower scale")
            }
            scale *= fit * 0.99
        }
        return nil
    }
}
