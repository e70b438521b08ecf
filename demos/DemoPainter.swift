import Foundation
import StrataGraphics

/// Drawing helpers for the demos' assets, on StrataGraphics' CGContext (Cairo).
enum DemoPainter {
    /// A `width`×`height` image drawn by `body` into a layer-style context: y-down, origin at
    /// the top-left, transparent to start with (Strata's `CGContext(layerPixelsWide:…)`).
    /// `scale` > 1 draws the same points at that many pixels per point (art that stays crisp
    /// in a 2x window; a layer's default `.resize` gravity shows it at its point size).
    static func image(width: Int, height: Int, scale: Int = 1, _ body: (CGContext) -> Void) -> CGImage? {
        guard let ctx = CGContext(layerPixelsWide: width * scale, pixelsHigh: height * scale, scale: CGFloat(scale)) else { return nil }
        body(ctx)
        return ctx.makeImage()
    }

    static func color(_ c: RGBA) -> CGColor {
        CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `a` + (`b` − `a`)·`t`, component-wise, `t` clamped to 0…1.
    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        let t = min(max(t, 0), 1)
        return RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                    blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> RGBA {
        let i = Int(h * 6) % 6, f = h * 6 - floor(h * 6)
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i {
        case 0: return RGBA(red: v, green: t, blue: p)
        case 1: return RGBA(red: q, green: v, blue: p)
        case 2: return RGBA(red: p, green: v, blue: t)
        case 3: return RGBA(red: p, green: q, blue: v)
        case 4: return RGBA(red: t, green: p, blue: v)
        default: return RGBA(red: v, green: p, blue: q)
        }
    }

    /// Fills the current clip with a linear gradient from `start` to `end`.
    static func linearGradient(_ ctx: CGContext, _ colors: [RGBA], from start: CGPoint, to end: CGPoint) {
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors.map(color), locations: nil) else { return }
        ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    /// Fills `path` with `colour`.
    static func fill(_ ctx: CGContext, _ path: CGPath, _ colour: RGBA) {
        ctx.setFillColor(color(colour))
        ctx.beginPath()
        ctx.addPath(path)
        ctx.fillPath()
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }

    /// Strokes the segments (a pair of points each) `width` wide with round caps.
    static func strokeLines(_ ctx: CGContext, _ segments: [(CGPoint, CGPoint)], width: CGFloat, _ colour: RGBA) {
        ctx.setStrokeColor(color(colour))
        ctx.setLineWidth(width)
        ctx.setLineCap(.round)
        ctx.beginPath()
        for (a, b) in segments {
            ctx.move(to: a)
            ctx.addLine(to: b)
        }
        ctx.strokePath()
    }

    /// `text` centred on `centre` in DejaVu Sans bold at `size` points.
    static func centredText(_ ctx: CGContext, _ text: String, centre: CGPoint, size: CGFloat, _ colour: RGBA) {
        let font = CGFont("DejaVu Sans:bold") ?? CGFont("sans-serif")
        guard let font else { return }
        let width = font.width(of: text, atSize: size)
        let baseline = centre.y + (font.ascent(atSize: size) - font.descent(atSize: size)) / 2
        ctx.drawText(text, at: CGPoint(x: centre.x - width / 2, y: baseline), font: font, size: size, color: color(colour))
    }
}
