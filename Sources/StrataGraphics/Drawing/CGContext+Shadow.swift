import CCairo
import Foundation

/// Shadows (Quartz 2D Programming Guide, "Shadows"): part of the graphics state; every object
/// drawn while one is set is painted twice — first its silhouette, offset, blurred and tinted
/// with the shadow colour, then the object itself. The offset and blur are in base space, not
/// affected by the CTM: positive widths move the shadow right; positive heights move it up in
/// a Quartz bitmap context (y-up, as on macOS and for bitmap contexts on iOS) and down in the
/// layer context (as in the contexts UIKit creates on iOS). The blur is the Gaussian's standard
/// deviation times two (as HTML canvas's shadowBlur); Apple documents it only as "a
/// non-negative number specifying the amount of blur".
extension CGContext {
    /// Enables shadowing with `offset` and `blur` in black at 1/3 alpha, as Quartz does.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Enables shadowing with `color`; nil (or a fully transparent colour) disables it.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return warnIgnored("setShadow", "a non-finite offset or blur")
        }
        guard let color else {
            gstate.shadow = nil
            return
        }
        let rgba = RGBA(color).clamped
        gstate.shadow = rgba.alpha > 0 ? Shadow(offset: offset, blur: Swift.max(0, Double(blur)), color: rgba) : nil
    }

    /// Runs the Cairo painting in `body` with the current shadow under it (or just runs it).
    func shadowed(_ body: () -> Void) {
        guard let shadow = gstate.shadow else { return body() }
        cairo_push_group(cr)
        body()
        let group = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(group) }
        paintShadow(of: group, shadow)
        cairo_set_source(cr, group)
        cairo_paint(cr)
    }

    /// Paints the blurred, tinted alpha of `group` (a pattern from `cairo_pop_group`) at the
    /// shadow's offset, under the current clip.
    func paintShadow(of group: OpaquePointer?, _ shadow: Shadow) {
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
              cairo_surface_get_type(groupSurface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(groupSurface)
        let w = Int(cairo_image_surface_get_width(groupSurface)), h = Int(cairo_image_surface_get_height(groupSurface))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(groupSurface) else { return }
        let stride = Int(cairo_image_surface_get_stride(groupSurface))
        var originX = 0.0, originY = 0.0
        cairo_surface_get_device_offset(groupSurface, &originX, &originY)

        // The silhouette: the group's alpha (ARGB32 is native-endian, alpha in the high byte),
        // with room around it for the blur to spread into.
        // σ is capped (WorkLimit.shadowSigma): the padded silhouette is (w + 6σ)(h + 6σ) floats,
        // and a finite but huge blur (1e308) would trap converting it or exhaust memory.
        var sigma = shadow.blur / 2 * baseScale
        if !(sigma <= WorkLimit.shadowSigma) {
            Diagnostics.warnOnce("a shadow blur of \(shadow.blur) is beyond the limit; drawn with σ = \(WorkLimit.shadowSigma) pixels")
            sigma = WorkLimit.shadowSigma
        }
        let pad = Int(saturating: 3 * sigma, rounding: .up)
        let mw = w + 2 * pad, mh = h + 2 * pad
        var alpha = [Float](repeating: 0, count: mw * mh)
        for y in 0..<h {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
            for x in 0..<w { alpha[(y + pad) * mw + x + pad] = Float(row[x] >> 24) }
        }
        ShadowBlur.gaussian(&alpha, width: mw, height: mh, sigma: sigma)

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh)) else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_surface_flush(mask)
        guard let maskData = cairo_image_surface_get_data(mask) else { return }
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<mh {
            for x in 0..<mw { maskData[y * maskStride + x] = UInt8(saturating: alpha[y * mw + x].rounded()) }
        }
        cairo_surface_mark_dirty(mask)

        // Base-space offset → device pixels; the group's pixel (0, 0) is device (−originX, −originY).
        let dx = Double(shadow.offset.width) * baseScale
        let dy = Double(shadow.offset.height) * baseScale * (baseIsYUp ? -1 : 1)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        cairo_mask_surface(cr, mask, -originX - Double(pad) + dx, -originY - Double(pad) + dy)
        cairo_restore(cr)
    }
}

/// The Gaussian blur of shadows, on one channel: three box blurs per axis, whose widths are
/// chosen so that their combined variance is σ² (W3C Filter Effects' feGaussianBlur
/// approximation), each a running sum: linear in the pixel count whatever σ is.
enum ShadowBlur {
    static func gaussian(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let radii = boxRadii(sigma: sigma)
        var line = [Float](repeating: 0, count: Swift.max(width, height))
        var out = line
        for r in radii {
            for y in 0..<height {
                for x in 0..<width { line[x] = values[y * width + x] }
                box(line, into: &out, count: width, radius: r)
                for x in 0..<width { values[y * width + x] = out[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = values[y * width + x] }
                box(line, into: &out, count: height, radius: r)
                for y in 0..<height { values[y * width + x] = out[y] }
            }
        }
    }

    /// Radii of three boxes whose successive application has variance σ²: a box of width
    /// 2r + 1 has variance ((2r + 1)² − 1) / 12; the widths are the two odd integers around the
    /// ideal one, mixed to match σ.
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(saturating: ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = Swift.max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// A box average of half-width `radius` over `count` values (outside: zero).
    private static func box(_ input: [Float], into output: inout [Float], count: Int, radius: Int) {
        guard radius > 0 else {
            for i in 0..<count { output[i] = input[i] }
            return
        }
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for i in 0..<Swift.min(radius, count) { sum += input[i] }
        for i in 0..<count {
            if i + radius < count { sum += input[i + radius] }
            output[i] = sum * scale
            if i - radius >= 0 { sum -= input[i - radius] }
        }
    }
}
