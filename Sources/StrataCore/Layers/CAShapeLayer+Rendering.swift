import Foundation
import StrataGraphics

extension CAShapeLayer {
    /// Fills the path, then strokes the part between strokeStart and strokeEnd (Core Animation
    /// trims only the stroke; "values in between zero and one are interpolated linearly along
    /// the path length", CAShapeLayer.h). Returns the bitmap and the area it covers (nil: the
    /// bounds).
    func renderShape(scale: CGFloat) -> (image: CGImage?, placement: CGRect?) {
        guard draws else { return (nil, nil) }
        // The painted area when one bitmap can cover it, else the bounds.
        var painted = paintedRect(scale: scale)
        let paintedContext = painted.flatMap { makePaintedContext($0, scale: scale) }
        if paintedContext == nil { painted = nil }
        guard let ctx = paintedContext ?? makeDrawnContext(scale: scale) else { return (nil, nil) }
        return (drawShape(in: ctx), painted)
    }

    /// Whether the shape paints anything: a path, and a fill or a stroke that is not trimmed away.
    var draws: Bool {
        guard let path = extraObject(Self.pathProperty) as? CGPath, !path.isEmpty else { return false }
        let start = extraNumber(Self.strokeStartProperty), end = extraNumber(Self.strokeEndProperty)
        let strokes = extraColor(Self.strokeColorProperty) != nil && extraNumber(Self.lineWidthProperty) > 0 && min(end, 1) > max(start, 0)
        return extraColor(Self.fillColorProperty) != nil || strokes
    }

    /// Fills and strokes the path into `ctx` (user space: layer points) and returns the image
    /// (`image` false: returns nil, for `render(in:)`, which draws into its own context).
    @discardableResult
    func drawShape(in ctx: CGContext, image: Bool = true) -> CGImage? {
        guard let given = extraObject(Self.pathProperty) as? CGPath, !given.isEmpty else { return nil }
        let path = given.limitedForWork("a CAShapeLayer's path")
        let fill = extraColor(Self.fillColorProperty)
        let stroke = extraColor(Self.strokeColorProperty)
        let width = extraNumber(Self.lineWidthProperty)
        let start = extraNumber(Self.strokeStartProperty), end = extraNumber(Self.strokeEndProperty)
        let strokes = stroke != nil && width > 0 && min(end, 1) > max(start, 0)
        if let fill {
            ctx.addPath(path)
            ctx.setFillColor(fill.cgColor)
            ctx.fillPath(using: CAShapeLayerFillRule.named(extraString(Self.fillRuleProperty)) == .evenOdd ? .evenOdd : .winding)
        }
        if strokes, let stroke {
            ctx.setStrokeColor(stroke.cgColor)
            ctx.setLineWidth(width)
            ctx.setMiterLimit(extraNumber(Self.miterLimitProperty))
            ctx.setLineCap(CAShapeLayerLineCap(rawValue: extraString(Self.lineCapProperty) ?? "butt").cgLineCap)
            ctx.setLineJoin(CAShapeLayerLineJoin(rawValue: extraString(Self.lineJoinProperty) ?? "miter").cgLineJoin)
            if let dashes = (extraObject(Self.lineDashPatternProperty) as? NumberList)?.numbers, !dashes.isEmpty {
                ctx.setLineDash(phase: extraNumber(Self.lineDashPhaseProperty), lengths: dashes.map { CGFloat($0) })
            }
            ctx.addPath(path.trimmed(from: start, to: end))
            ctx.strokePath()
        }
        return image ? ctx.makeImage() : nil
    }

    /// The rectangle, in layer coordinates and aligned to pixels at `scale`, that the fill and
    /// stroke can touch: the path's box, outset by half the line width (times the miter limit
    /// for mitred joins, √2 for square caps) and a pixel for anti-aliasing. nil when nothing
    /// is drawn or the area is not finite.
    package func paintedArea(scale: CGFloat) -> CGRect? {
        guard scale.isFinite, scale > 0,
              let path = extraObject(Self.pathProperty) as? CGPath, !path.isEmpty else { return nil }
        let box = path.boundingBoxOfPath
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
        var outset = 1 / scale
        let width = extraNumber(Self.lineWidthProperty)
        if extraColor(Self.strokeColorProperty) != nil, width > 0, width.isFinite {
            let mitred = CAShapeLayerLineJoin(rawValue: extraString(Self.lineJoinProperty) ?? "miter") == .miter
            let miter = mitred ? max(1, extraNumber(Self.miterLimitProperty)) : 1
            outset += width / 2 * max(miter, 2.0.squareRoot())
        }
        let area = box.insetBy(dx: -outset, dy: -outset)
        let x0 = (area.minX * scale).rounded(.down), y0 = (area.minY * scale).rounded(.down)
        let x1 = (area.maxX * scale).rounded(.up), y1 = (area.maxY * scale).rounded(.up)
        guard (x0 + y0 + x1 + y1).isFinite else { return nil }
        return CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    /// `paintedArea(scale:)` when one bitmap of it fits the limits.
    func paintedRect(scale: CGFloat) -> CGRect? {
        guard let area = paintedArea(scale: scale) else { return nil }
        let w = (area.width * scale).rounded(), h = (area.height * scale).rounded()
        guard w <= CGFloat(CGImage.maximumDimension), h <= CGFloat(CGImage.maximumDimension),
              w * h <= CGFloat(CGImage.maximumPixelCount) else { return nil }
        return area
    }

    /// A y-down context covering `rect` (from `paintedRect(scale:)`), user space = the layer's
    /// coordinates.
    func makePaintedContext(_ rect: CGRect, scale: CGFloat) -> CGContext? {
        guard let ctx = CGContext(layerPixelsWide: Int(saturating: (rect.width * scale).rounded()),
                                  pixelsHigh: Int(saturating: (rect.height * scale).rounded()), scale: scale) else { return nil }
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        return ctx
    }
}
