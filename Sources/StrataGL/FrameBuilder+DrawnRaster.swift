import Foundation
import StrataCore
import StrataGraphics

/// Self-drawing layers (shape, gradient, text) rasterised for how they are shown: at the
/// scale their transforms give them on screen and only over the part inside the target
/// (`RasterPolicy` in StrataCore has the rules).
extension FrameBuilder {
    /// Builds counted on the GL thread, where every frame is recorded: a layer's raster cache
    /// tells one frame's showings from the next's by it.
    nonisolated(unsafe) static var framesBuilt = 0

    /// Draws the visible part of a layer that rasterises itself, at its shown scale.
    func drawDrawnRaster(_ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D, opacity: Float) {
        guard let raster = p.drawnRaster(rasterView(s, matrix: m)) else { return }
        drawContents(raster.image, p, s, matrix: m, opacity: opacity, isContents: false, placement: raster.rect)
    }

    /// Draws a `draw(in:)` layer's visible part drawn again at its shown scale; false when its
    /// drawn `contents` serve as they are.
    func drawRedrawnContents(_ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D, opacity: Float) -> Bool {
        guard let raster = p.drawnContentsRaster(rasterView(s, matrix: m)) else {
            return !(s.pointee.contents is CGImage)   // deferred and not visible: nothing to draw
        }
        drawContents(raster.image, p, s, matrix: m, opacity: opacity, isContents: false, placement: raster.rect)
        return true
    }

    /// How the layer whose plane maps to global pixels by `m` is shown in the current target.
    func rasterView(_ s: UnsafePointer<LayerState>, matrix m: CATransform3D) -> RasterView {
        let visible = visibleRect(matrix: m)
        var shown = scale
        if let ppp = LayerGeometry.pixelsPerPoint(visible ?? s.pointee.bounds, m), ppp.x.isFinite, ppp.y.isFinite {
            shown = max(ppp.x, ppp.y)
        }
        return RasterView(shownScale: CGFloat(shown), renderScale: CGFloat(scale), visibleRect: visible,
                          frame: Self.framesBuilt)
    }

    /// The part of the plane mapped by `m` that lands inside the current target and its
    /// scissor, in the plane's coordinates (the target's corners mapped back); nil when some
    /// corner maps from behind the eye (no finite part can be named).
    func visibleRect(matrix m: CATransform3D) -> CGRect? {
        var area = target.globalBounds
        if let s = target.clips.scissor {
            area = area.intersection(CGRect(x: Double(s.x), y: Double(s.y), width: Double(s.width), height: Double(s.height)))
        }
        guard !area.isNull, area.width > 0, area.height > 0,
              let inverse = LayerGeometry.homography(m).inverse else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)] {
            let q = inverse.apply(x, y)
            // w ≤ 0: the screen point sees the plane's far side of the horizon (or none of it).
            guard q.z > 1e-12 else { return nil }
            minX = min(minX, q.x / q.z); maxX = max(maxX, q.x / q.z)
            minY = min(minY, q.y / q.z); maxY = max(maxY, q.y / q.z)
        }
        guard (minX + minY + maxX + maxY).isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
