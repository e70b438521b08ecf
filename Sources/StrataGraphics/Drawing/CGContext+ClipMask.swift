import CCairo
import Foundation

/// Clipping to a mask image (Apple: `clip(to:mask:)`). Cairo clips only to paths, so a mask
/// clip is kept beside Cairo's: a device-space coverage map in the graphics state (saved and
/// restored with it), applied to every painting operation while it is set.
extension CGContext {
    /// The product of every mask clipped to in this graphics state, in device pixels: one A8
    /// surface the size of the context. Never changed once made, so saved states share it.
    final class ClipMask {
        let surface: OpaquePointer
        init(surface: OpaquePointer) { self.surface = surface }
        deinit { cairo_surface_destroy(surface) }
    }

    /// Maps `mask` into `rect` (user space, in the sense `draw(_:in:)` maps an image: its top
    /// row at `rect.maxY`) and intersects the clip with it: later painting is kept where the
    /// mask is 1, dropped where it is 0 and faded between; outside `rect` nothing is painted.
    /// The current path is left as it is.
    ///
    /// Apple's mask is a DeviceGray image without alpha whose samples act as alpha. Strata's
    /// images are RGBA, so: an opaque image acts by its grey level (white paints, black does
    /// not — what a DeviceGray mask decodes to), and an image with transparency acts by its
    /// alpha (the common idiom of tinting an icon: clip to it, fill a colour).
    public func clip(to rect: CGRect, mask: CGImage) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else { return warnIgnored("clip(to:mask:)", "a non-finite rect") }
        let r = rect.standardized
        let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let mc = cairo_create(coverage)!
        defer { cairo_destroy(mc) }
        if r.width > 0, r.height > 0 {
            var userToDevice = cairo_matrix_t()
            cairo_get_matrix(cr, &userToDevice)
            cairo_set_matrix(mc, &userToDevice)
            cairo_translate(mc, Double(r.minX), Double(r.maxY))
            cairo_scale(mc, Double(r.width) / Double(mask.width), -Double(r.height) / Double(mask.height))
            let samples = Self.maskSamples(of: mask)
            defer { cairo_surface_destroy(samples) }
            cairo_set_source_surface(mc, samples, 0, 0)
            let pattern = cairo_get_source(mc)
            cairo_pattern_set_filter(pattern, gstate.interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(mc, 0, 0, Double(mask.width), Double(mask.height))
            cairo_fill(mc)
            if let previous = gstate.clipMask {
                // Intersect: coverage × previous coverage.
                cairo_identity_matrix(mc)
                cairo_set_operator(mc, CAIRO_OPERATOR_IN)
                cairo_set_source_surface(mc, previous.surface, 0, 0)
                cairo_paint(mc)
            }
        }
        cairo_surface_flush(coverage)
        gstate.clipMask = ClipMask(surface: coverage)

        // Cairo's own clip gets the rectangle too: nothing outside it is painted, the groups
        // that apply the mask stay small, and boundingBoxOfClipPath reports it.
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cr)
        cairo_new_path(cr)
        if let path, path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, path) }
    }

    /// Runs the Cairo painting in `body` through the mask clip, if one is set. The operation is
    /// done on a copy of the pixels underneath (so blend modes and clearing see the real
    /// destination) and the result is blended back by the mask: Cairo's SOURCE operator with a
    /// mask gives `result × mask + destination × (1 − mask)`.
    func masked(_ body: () -> Void) {
        guard let mask = gstate.clipMask else { return body() }
        let target = cairo_get_group_target(cr)
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, target, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        body()
        let result = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(result) }
        cairo_save(cr)
        // The group's pattern is locked to the user space in effect when it is set as the
        // source (it expects the CTM of the pop), so set it before going to device space.
        cairo_set_source(cr, result)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// Every painting operation goes through here: the mask clip around the shadow and object.
    func painting(_ body: () -> Void) {
        masked { shadowed(body) }
    }

    /// The mask's samples as an A8 surface: alpha if any pixel is not opaque, else grey level.
    private static func maskSamples(of image: CGImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height))!
        cairo_surface_flush(surface)
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        if let base = cairo_image_surface_get_data(surface) {
            image.pixelData.withUnsafeBufferPointer { px in
                var usesAlpha = false
                for i in stride(from: 3, to: px.count, by: 4) where px[i] != 255 {
                    usesAlpha = true
                    break
                }
                for y in 0..<image.height {
                    let row = base + y * rowBytes
                    for x in 0..<image.width {
                        let i = y * image.bytesPerRow + x * 4
                        if usesAlpha {
                            row[x] = px[i + 3]
                        } else {
                            // Rec. 709 luma of the (opaque, so unpremultiplied) sRGB values.
                            let grey = 0.2126 * Double(px[i]) + 0.7152 * Double(px[i + 1]) + 0.0722 * Double(px[i + 2])
                            row[x] = UInt8(saturating: grey.rounded())
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
