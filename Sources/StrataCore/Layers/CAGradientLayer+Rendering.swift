import Foundation
import StrataGraphics

extension CAGradientLayer {
    func renderGradient(scale: CGFloat) -> CGImage? {
        renderGradient { makeDrawnContext(scale: scale) }
    }

    /// The gradient drawn into the context `makeContext` returns (user space: layer points);
    /// `image` false: nothing is returned (`render(in:)` draws into its own context).
    @discardableResult
    func renderGradient(in makeContext: () -> CGContext?, image: Bool = true) -> CGImage? {
        guard let colors = (extraObject(Self.colorsProperty) as? ColorList)?.colors, !colors.isEmpty else { return nil }
        var locations = (extraObject(Self.locationsProperty) as? NumberList)?.numbers.map { CGFloat($0) }
        if let given = locations, given.count != colors.count {
            Diagnostics.warnOnce("\(self): \(given.count) locations for \(colors.count) colors; spreading the colors evenly")
            locations = nil
        }
        guard let gradient = CGGradient(colors: colors, locations: locations),
              let ctx = makeContext() else { return nil }
        let bounds = state.bounds
        // The layer's rounded shape (cornerRadius, clamped to half the shorter side).
        let radius = min(max(state.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        if radius > 0 {
            ctx.addPath(CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius, transform: nil))
            ctx.clip()
        }
        func unit(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        var start = CGPoint.zero, end = CGPoint.zero
        if case .point(let p) = extra(Self.startPointProperty) { start = p }
        if case .point(let p) = extra(Self.endPointProperty) { end = p }
        let from = unit(start), to = unit(end)
        let everywhere: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch CAGradientLayerType(rawValue: extraString(Self.typeProperty) ?? "axial") {
        case .radial:
            let rx = abs(to.x - from.x), ry = abs(to.y - from.y)
            guard rx > 0, ry > 0 else { return image ? ctx.makeImage() : nil }
            // The unit circle, stretched into the ellipse.
            ctx.translateBy(x: from.x, y: from.y)
            ctx.scaleBy(x: rx, y: ry)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: everywhere)
        case .conic:
            ctx.drawConicGradient(gradient, center: from, startAngle: atan2(to.y - from.y, to.x - from.x))
        default:
            if from == to { ctx.setFillColor(colors[colors.count - 1].clamped.cgColor); ctx.fill(bounds) }
            else { ctx.drawLinearGradient(gradient, start: from, end: to, options: everywhere) }
        }
        return image ? ctx.makeImage() : nil
    }
}
