import Foundation

/// One piece of a layer's contents image as `contentsCenter` cuts it: `source`, a rectangle of
/// the image in its unit square, drawn over `destination`, in the layer's coordinates.
package struct ContentsSlice: Equatable {
    package var destination: CGRect
    package var source: CGRect

    package init(destination: CGRect, source: CGRect) {
        self.destination = destination
        self.source = source
    }

    /// The 3×3 grid of `contentsCenter` (CALayer reference: "If the layer's contentsGravity
    /// property is set to one of the resizing modes, resizing the layer causes scaling to
    /// occur differently in each rectangle of the grid. The center rectangle is stretched in
    /// both dimensions, the top-center and bottom-center rectangles are stretched only
    /// horizontally, the left-center and right-center rectangles are stretched only
    /// vertically, and the four corner rectangles are not stretched at all"), for the part of
    /// an image of `pixelWidth`×`pixelHeight` selected by `contentsRect` (`center` is in that
    /// part's unit square) filling `rect`. The border rows and columns keep their size in
    /// points (pixels over `contentsScale`); where they would not fit they shrink in
    /// proportion, leaving no middle. A center of zero width or height stretches the one
    /// column or row of pixels at its place. Empty pieces are left out. nil when nothing is
    /// cut: the gravity does not resize, or `center` is the unit rectangle (the default).
    package static func grid(gravity: CALayerContentsGravity, rect: CGRect, contentsRect cr: CGRect, center cc: CGRect,
                             pixelWidth: Int, pixelHeight: Int, contentsScale: CGFloat) -> [ContentsSlice]? {
        // The default centre first (four compares): most layers never set it, and the
        // compositor asks for every image every frame.
        guard cc.origin != .zero || cc.size != CGSize(width: 1, height: 1),
              gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill,
              (cc.minX + cc.minY + cc.width + cc.height).isFinite, pixelWidth > 0, pixelHeight > 0,
              rect.width > 0, rect.height > 0 else { return nil }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let c = cc.standardized
        // The grid lines in the image's unit square, and the border sizes in points.
        func lines(_ start: CGFloat, _ length: CGFloat, _ c0: CGFloat, _ c1: CGFloat, pixels: Int,
                   into extent: CGFloat, at origin: CGFloat) -> (source: [CGFloat], destination: [CGFloat]) {
            let lo = min(max(c0, 0), 1), hi = min(max(c1, lo), 1)
            var s1 = start + lo * length, s2 = start + hi * length
            let texel = 1 / CGFloat(pixels)
            if abs(s2 - s1) < texel {
                // No middle to stretch: the pixel at its place is.
                let mid = ((s1 + s2) / 2 / texel).rounded(.down) * texel + texel / 2
                s1 = mid; s2 = mid
            }
            let partPoints = CGFloat(pixels) * abs(length) / scale
            var before = lo * partPoints, after = (1 - hi) * partPoints
            if before + after > extent {
                let shrink = extent / (before + after)
                before *= shrink; after *= shrink
            }
            return ([start, s1, s2, start + length], [origin, origin + before, origin + extent - after, origin + extent])
        }
        let xs = lines(cr.minX, cr.width, c.minX, c.maxX, pixels: pixelWidth, into: rect.width, at: rect.minX)
        let ys = lines(cr.minY, cr.height, c.minY, c.maxY, pixels: pixelHeight, into: rect.height, at: rect.minY)
        var slices: [ContentsSlice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let d = CGRect(x: xs.destination[column], y: ys.destination[row],
                               width: xs.destination[column + 1] - xs.destination[column],
                               height: ys.destination[row + 1] - ys.destination[row])
                guard d.width > 1e-9, d.height > 1e-9 else { continue }
                let s = CGRect(x: xs.source[column], y: ys.source[row],
                               width: xs.source[column + 1] - xs.source[column], height: ys.source[row + 1] - ys.source[row])
                slices.append(ContentsSlice(destination: d, source: s))
            }
        }
        return slices
    }
}
