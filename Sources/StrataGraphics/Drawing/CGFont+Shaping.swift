import CCairo
import CHarfBuzz
import Foundation

/// A line of text shaped by HarfBuzz: glyphs of the font placed along the baseline from the
/// origin (x to the right, y down, in points), and the pen's advance.
struct ShapedText {
    var glyphs: [cairo_glyph_t]
    var advance: Double
}

extension CGFont {
    /// `text` shaped at `size` points by HarfBuzz, from the FreeType face Cairo loaded: the
    /// font's own glyph choice, kerning, ligatures and marks, right-to-left and complex scripts
    /// in visual order (Core Text's job on Apple platforms). Advances are unhinted, as the
    /// metrics are, so a line measures the same at every contentsScale.
    func shape(_ text: String, atSize size: CGFloat) -> ShapedText? {
        guard !text.isEmpty else { return ShapedText(glyphs: [], advance: 0) }
        return withScaledFont(size) { font -> ShapedText? in
            // Locking sets the face's size to the scaled font's: positions come in 1/64 point.
            guard let face = cairo_ft_scaled_font_lock_face(font) else { return nil }
            defer { cairo_ft_scaled_font_unlock_face(font) }
            guard let hbFont = hb_ft_font_create_referenced(face) else { return nil }
            defer { hb_font_destroy(hbFont) }
            hb_ft_font_set_load_flags(hbFont, Int32(FT_LOAD_NO_HINTING))
            guard let buffer = hb_buffer_create() else { return nil }
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return nil }
            var glyphs: [cairo_glyph_t] = []
            glyphs.reserveCapacity(Int(count))
            var x = 0.0, y = 0.0
            for i in 0..<Int(count) {
                let p = positions[i]
                glyphs.append(cairo_glyph_t(index: UInt(infos[i].codepoint), x: x + Double(p.x_offset) / 64,
                                            y: y - Double(p.y_offset) / 64))
                x += Double(p.x_advance) / 64
                y -= Double(p.y_advance) / 64
            }
            return ShapedText(glyphs: glyphs, advance: x)
        } ?? nil
    }
}
