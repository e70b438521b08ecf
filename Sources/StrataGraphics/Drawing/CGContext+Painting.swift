import CCairo
import Foundation

/// Colours, line attributes, filling, stroking and clipping.
extension CGContext {
    // MARK: Colours (sRGB, not premultiplied; Cairo premultiplies when it paints)

    /// The colour `fillPath` and `fill(_:)` paint with. Default opaque black.
    public func setFillColor(_ color: CGColor) { gstate.fillColor = RGBA(color).clamped }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = RGBA(red: red, green: green, blue: blue, alpha: alpha).clamped
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        gstate.fillColor = RGBA(red: gray, green: gray, blue: gray, alpha: alpha).clamped
    }
    /// The colour `strokePath` and `stroke(_:)` paint with. Default opaque black.
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = RGBA(color).clamped }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = RGBA(red: red, green: green, blue: blue, alpha: alpha).clamped
    }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = RGBA(red: gray, green: gray, blue: gray, alpha: alpha).clamped
    }

    // MARK: Line attributes (part of the graphics state)

    /// The stroke width in user space at the time of stroking. Default 1. Negative or
    /// non-finite widths are ignored with a warning.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return warnIgnored("setLineWidth", "width \(width)") }
        cairo_set_line_width(cr, Double(width))
    }
    /// How line ends are drawn. Default `.butt`.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }
    /// How corners are drawn. Default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }
    /// The miter length ÷ line width above which a miter join is bevelled. Default 10.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return warnIgnored("setMiterLimit", "a non-finite limit") }
        cairo_set_miter_limit(cr, Double(limit))
    }
    /// Dashes strokes: `lengths` alternate painted and unpainted lengths in user space, starting
    /// `phase` into the pattern. Empty `lengths` turns dashing off. Lengths that are negative,
    /// non-finite or all zero turn dashing off with a warning (Cairo would fail otherwise).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = phase.isFinite && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && (lengths.isEmpty || lengths.contains { $0 > 0 })
        guard valid else {
            cairo_set_dash(cr, nil, 0, 0)
            return warnIgnored("setLineDash", "an invalid dash pattern \(lengths) (phase \(phase)); drawing solid lines")
        }
        var values = lengths.map(Double.init)
        cairo_set_dash(cr, &values, Int32(values.count), Double(phase))
    }
    /// Accepted for compatibility; Cairo chooses its own curve tolerance.
    public func setFlatness(_ flatness: CGFloat) {}

    // MARK: Painting the current path

    /// Fills the current path with `rule` and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        painting { fill(rule: rule, preserve: false) }
        didPaint()
    }
    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path and clears it.
    public func strokePath() {
        painting { stroke(preserve: false) }
        didPaint()
    }
    /// Paints the current path as `mode` says (fill, then stroke for the combined modes).
    public func drawPath(using mode: CGPathDrawingMode) {
        painting {
            switch mode {
            case .fill: fill(rule: .winding, preserve: false)
            case .eoFill: fill(rule: .evenOdd, preserve: false)
            case .stroke: stroke(preserve: false)
            case .fillStroke: fill(rule: .winding, preserve: true); stroke(preserve: false)
            case .eoFillStroke: fill(rule: .evenOdd, preserve: true); stroke(preserve: false)
            }
        }
        didPaint()
    }

    /// Fills `rect` (the current path is cleared).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) {
        beginPath(); addRects(rects); fillPath()
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); fillPath()
    }
    /// Strokes the outline of `rect` with the current line width.
    public func stroke(_ rect: CGRect) {
        beginPath(); addRect(rect); strokePath()
    }
    /// Strokes the outline of `rect` with `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); strokePath()
    }
    /// Strokes separate segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i]); addLine(to: points[i + 1]); i += 2
        }
        strokePath()
    }
    /// Makes `rect` transparent (Apple: `clear(_:)`).
    public func clear(_ rect: CGRect) {
        masked {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            beginPath(); addRect(rect); cairo_fill(cr)
            cairo_restore(cr)
        }
        didPaint()
    }

    /// Replaces the current path with the outline that stroking it would paint, with the
    /// current line width, cap, join, miter limit and dash (Apple: `replacePathWithStrokedPath`):
    /// then `clip()` clips to the stroke (a gradient along a line) or `fillPath()` fills it.
    public func replacePathWithStrokedPath() {
        guard let current = path else { return }
        var stroked: CGPath = current
        let dashCount = Int(cairo_get_dash_count(cr))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var offset = 0.0
            cairo_get_dash(cr, &dashes, &offset)
            stroked = stroked.copy(dashingWithPhase: CGFloat(offset), lengths: dashes.map { CGFloat($0) })
        }
        let cap: CGLineCap = switch cairo_get_line_cap(cr) {
        case CAIRO_LINE_CAP_ROUND: .round
        case CAIRO_LINE_CAP_SQUARE: .square
        default: .butt
        }
        let join: CGLineJoin = switch cairo_get_line_join(cr) {
        case CAIRO_LINE_JOIN_ROUND: .round
        case CAIRO_LINE_JOIN_BEVEL: .bevel
        default: .miter
        }
        let outline = stroked.copy(strokingWithWidth: CGFloat(cairo_get_line_width(cr)), lineCap: cap, lineJoin: join,
                                   miterLimit: CGFloat(cairo_get_miter_limit(cr)))
        cairo_new_path(cr)
        addPath(outline)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (filled with `rule`) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
    /// Intersects the clip with the current path by the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with `rect` (the current path is cleared).
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath(); addRects(rects); clip()
    }
    /// Removes all clipping (Apple: `resetClip()`).
    public func resetClip() {
        cairo_reset_clip(cr)
        gstate.clipMask = nil
    }
    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Cairo plumbing

    func setSource(_ color: RGBA) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * gstate.alpha)
    }

    private func fill(rule: CGPathFillRule, preserve: Bool) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(gstate.fillColor)
        if preserve { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
    }

    private func stroke(preserve: Bool) {
        setSource(gstate.strokeColor)
        if preserve { cairo_stroke_preserve(cr) } else { cairo_stroke(cr) }
    }
}
