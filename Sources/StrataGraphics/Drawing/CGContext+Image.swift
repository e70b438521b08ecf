import CCairo
import Foundation

/// Drawing images.
extension CGContext {
    /// Draws `image` scaled to fill `rect` in user space, in Quartz's y-up sense: the image's
    /// top row lands at `rect.maxY`. In a y-up context (Apple's bitmap initializer) that is
    /// upright; in a y-down layer context it is upside down, as on iOS — flip with
    /// `translateBy(x: 0, y: rect.maxY + rect.minY); scaleBy(x: 1, y: -1)` (seed 002's fix).
    /// With `byTiling`, the image repeats at that size over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else { return warnIgnored("draw(_:in:)", "a non-finite rect") }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let source = PixelConversion.cairoSurface(from: image)
        defer { cairo_surface_destroy(source) }
        // The shadow is of the image, clipped by the caller's clip only (not the image's own).
        painting {
            cairo_save(cr)
            // Image space (pixels, row 0 on top) → user space: row 0 at maxY, growing toward minY.
            cairo_translate(cr, Double(r.minX), Double(r.maxY))
            cairo_scale(cr, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
            cairo_set_source_surface(cr, source, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, gstate.interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            if byTiling {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            } else {
                // Pad and clip, so edges stay sharp instead of fading into transparent neighbours.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
                cairo_clip(cr)
            }
            cairo_paint_with_alpha(cr, gstate.alpha)
            cairo_restore(cr)
        }
        didPaint()
    }
}
