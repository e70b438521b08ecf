import Foundation
import StrataGraphics

extension CAShapeLayer {
    /// Fills the path, then strokes the part between strokeStart and strokeEnd (Core Animation
    /// trims only the stroke; "values in between zero and one are interpolated linearly along
    /// the path length", CAShapeLayer.h).
    func renderShape(scale: CGFloat) -> CGImage? {
        guard let path = extraObject(Self.pathProperty) as? CGPath, !path.isEmpty else { return nil }
        let fill = extraColor(Self.fillColorProperty)
        let stroke = extraColor(Self.strokeColorProperty)
        let width = extraNumber(Self.lineWidthProperty)
        let start = extraNumber(Self.strokeStartProperty), end = extraNumber(Self.strokeEndProperty)
        let strokes = stroke != nil && width > 0 && min(end, 1) > max(start, 0)
        guard fill != nil || strokes, let ctx = makeDrawnContext(scale: scale) else { return nil }
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
        return ctx.makeImage()
    }
}
