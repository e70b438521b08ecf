import CCairo
import Foundation

/// Text drawing, a Strata addition standing in for Core Text's `CTLineDraw`: one line of text,
/// shaped by HarfBuzz (kerning, ligatures, complex scripts; see `CGFont.shape`).
extension CGContext {
    /// Draws `text` with its baseline starting at `point` (user space) in `font` at `size`
    /// points, filled with `color`. Glyphs stand upright when user space is y-down (a layer
    /// context, as UIKit's string drawing does); in a y-up context flip first.
    public func drawText(_ text: String, at point: CGPoint, font: CGFont, size: CGFloat, color: CGColor) {
        guard point.x.isFinite, point.y.isFinite, size.isFinite, size > 0 else {
            return warnIgnored("drawText", "a non-finite position or a size that is not positive (\(size))")
        }
        guard !text.isEmpty else { return }
        // Outside these sizes FreeType fails and Cairo would mark the font failed for good
        // (CGFont.cairoSizes); text that small is invisible, text that large is not one line.
        guard CGFont.cairoSizes.contains(size) else {
            return warnIgnored("drawText", "a font size of \(size) points (text is drawn from \(CGFont.cairoSizes.lowerBound) to \(CGFont.cairoSizes.upperBound))")
        }
        CGFont.cairoLock.lock()
        defer { CGFont.cairoLock.unlock() }
        cairo_save(cr)
        cairo_set_font_face(cr, font.face)
        cairo_set_font_size(cr, Double(size))
        let options = CGFont.makeOptions()
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        setSource(RGBA(color).clamped)
        if var glyphs = font.shape(text, atSize: size)?.glyphs {
            for i in glyphs.indices {
                glyphs[i].x += Double(point.x)
                glyphs[i].y += Double(point.y)
            }
            if !glyphs.isEmpty { painting { cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count)) } }
        } else {
            cairo_move_to(cr, Double(point.x), Double(point.y))
            painting { cairo_show_text(cr, text) }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
        didPaint()
    }

    /// Draws `text` in the font named `fontName` (an unknown family falls back, with a one-time
    /// message); see `drawText(_:at:font:size:color:)`.
    public func drawText(_ text: String, at point: CGPoint, fontName: String, size: CGFloat, color: CGColor) {
        guard let font = FontResolver.font(named: fontName) else {
            return warnIgnored("drawText", "text: no font is available for '\(fontName)'")
        }
        drawText(text, at: point, font: font, size: size, color: color)
    }

    /// Draws glyphs of `font` at `size` points at `positions` (user space, each glyph's
    /// baseline origin), filled with `color`, upright in a y-down user space as `drawText`
    /// draws (Core Text's lines and runs flip first). For Core Text's drawing.
    package func drawGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint], font: CGFont, size: CGFloat, color: CGColor) {
        guard !glyphs.isEmpty, glyphs.count == positions.count, CGFont.cairoSizes.contains(size),
              positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        CGFont.cairoLock.lock()
        defer { CGFont.cairoLock.unlock() }
        cairo_save(cr)
        cairo_set_font_face(cr, font.face)
        cairo_set_font_size(cr, Double(size))
        let options = CGFont.makeOptions()
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        setSource(RGBA(color).clamped)
        var cairoGlyphs = zip(glyphs, positions).map { cairo_glyph_t(index: UInt($0), x: Double($1.x), y: Double($1.y)) }
        painting { cairo_show_glyphs(cr, &cairoGlyphs, Int32(cairoGlyphs.count)) }
        cairo_new_path(cr)
        cairo_restore(cr)
        didPaint()
    }
}
