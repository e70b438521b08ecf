import CCairo
import CHarfBuzz
import Foundation

/// A glyph index in a font (Apple: CGGlyph).
public typealias CGGlyph = UInt16

/// Text shaped into glyphs for Core Text's lines and runs: glyph indices, their positions on a
/// y-up baseline from the origin (points), the UTF-16 offset in the shaped text of the
/// character each comes from, and the pen's advance.
package struct GlyphRun {
    package var glyphs: [CGGlyph] = []
    package var positions: [CGPoint] = []
    package var advances: [CGSize] = []
    package var stringIndices: [Int] = []
    package var advance: CGFloat = 0
}

extension CGFont {
    /// `text` shaped at `size` points (HarfBuzz, as `drawText` shapes it), glyph by glyph.
    /// Empty when the font has no shaper.
    package func glyphRun(_ text: String, atSize size: CGFloat) -> GlyphRun {
        guard let shaped = shape(text, atSize: size) else { return GlyphRun() }
        // Cluster values are UTF-8 offsets; Core Text counts UTF-16 units.
        var utf16At: [Int: Int] = [:]
        var u8 = 0, u16 = 0
        for scalar in text.unicodeScalars {
            utf16At[u8] = u16
            u8 += UTF8.width(scalar)
            u16 += UTF16.width(scalar)
        }
        var run = GlyphRun()
        run.advance = CGFloat(shaped.advance)
        for (i, glyph) in shaped.glyphs.enumerated() {
            run.glyphs.append(CGGlyph(truncatingIfNeeded: glyph.index))
            run.positions.append(CGPoint(x: glyph.x, y: -glyph.y))
            let next = i + 1 < shaped.glyphs.count ? shaped.glyphs[i + 1].x : shaped.advance
            run.advances.append(CGSize(width: next - glyph.x, height: 0))
            run.stringIndices.append(utf16At[Int(shaped.clusters[i])] ?? 0)
        }
        return run
    }

    /// The glyph the font maps `scalar` to, or nil when it has none (a Strata addition for
    /// `CTFontGetGlyphsForCharacters`).
    public func glyph(for scalar: Unicode.Scalar) -> CGGlyph? {
        guard let shaper else { return nil }
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(shaper, scalar.value, &glyph) != 0, glyph <= UInt32(UInt16.max) else { return nil }
        return CGGlyph(glyph)
    }

    /// A glyph's horizontal advance at `size` points.
    public func advance(of glyph: CGGlyph, atSize size: CGFloat) -> CGFloat {
        guard let shaper, size.isFinite else { return 0 }
        return CGFloat(Double(hb_font_get_glyph_h_advance(shaper, hb_codepoint_t(glyph))) * Double(size) / unitsPerEm)
    }

    /// The outline of `glyph` at `size` points, with y up and the origin on the baseline at
    /// the glyph's left (Core Text's glyph space); nil for a size Strata does not draw or a
    /// font Cairo cannot read. Empty for a glyph with no outline (a space).
    public func path(for glyph: CGGlyph, atSize size: CGFloat) -> CGPath? {
        withScaledFont(size) { font -> CGPath? in
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return nil }
            defer { cairo_destroy(cr) }
            cairo_set_scaled_font(cr, font)
            var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            cairo_glyph_path(cr, &g, 1)
            guard let copied = cairo_copy_path(cr) else { return nil }
            defer { cairo_path_destroy(copied) }
            guard copied.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
            let path = CGMutablePath()
            let data = copied.pointee.data!
            var i = 0
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: -data[i + k].point.y) }
            while i < Int(copied.pointee.num_data) {
                let header = data[i].header
                switch header.type {
                case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
                case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
                case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
                case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
                default: break
                }
                i += Int(header.length)
            }
            return path
        } ?? nil
    }
}
