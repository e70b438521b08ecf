import CCairo
import CHarfBuzz
import Foundation

/// A line of text shaped by HarfBuzz: glyphs of the font placed along the baseline from the
/// origin (x to the right, y down, in points), and the pen's advance.
struct ShapedText {
    var glyphs: [cairo_glyph_t]
    var advance: Double
    /// Each glyph's cluster: the UTF-8 offset in the text of the character it comes from.
    var clusters: [UInt32] = []
}

extension CGFont {
    /// `text` shaped at `size` points by HarfBuzz: the font's own glyph choice, kerning,
    /// ligatures and marks, right-to-left and complex scripts in visual order (Core Text's job
    /// on Apple platforms). Unhinted, as the metrics are, so a line measures the same at every
    /// contentsScale. nil when the font has no shaper (see `CGFont.shaper`).
    func shape(_ text: String, atSize size: CGFloat) -> ShapedText? {
        guard let shaper, size.isFinite, size > 0 else { return nil }
        guard !text.isEmpty else { return ShapedText(glyphs: [], advance: 0) }
        guard let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(shaper, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return nil }
        // Positions are in font units (the font is at its units per em).
        let scale = Double(size) / unitsPerEm
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(Int(count))
        var clusters: [UInt32] = []
        clusters.reserveCapacity(Int(count))
        var x = 0.0, y = 0.0
        for i in 0..<Int(count) {
            let p = positions[i]
            glyphs.append(cairo_glyph_t(index: UInt(infos[i].codepoint), x: x + Double(p.x_offset) * scale,
                                        y: y - Double(p.y_offset) * scale))
            clusters.append(infos[i].cluster)
            x += Double(p.x_advance) * scale
            y -= Double(p.y_advance) * scale
        }
        return ShapedText(glyphs: glyphs, advance: x, clusters: clusters)
    }
}
