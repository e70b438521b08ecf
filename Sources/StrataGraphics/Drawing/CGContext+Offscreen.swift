import CCairo
import Foundation

/// Offscreen groups for software layer compositing (`CALayer.render(in:)`): a layer with a
/// mask, a shadow or group opacity is drawn into a twin of the context (same pixels, same CTM),
/// its pixels are combined as Core Animation combines them, and the result is painted back
/// 1:1 in device space. Package API: Core Animation does this privately.
extension CGContext {
    /// A transparent context of this one's pixel size whose CTM, base space (the sense of
    /// shadow offsets), antialiasing and interpolation quality are this one's, so drawing into
    /// it lands on the pixels it would land on here. nil if no bitmap can be made.
    package func makeOffscreenTwin() -> CGContext? {
        guard Self.validSize(width, height) else { return nil }
        let twin = CGContext(pixelsWide: width, pixelsHigh: height, external: nil, baseScale: baseScale,
                             baseIsYUp: baseIsYUp)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(twin.cr, &matrix)
        twin.interpolationQuality = interpolationQuality
        twin.setShouldAntialias(gstate.shouldAntialias)
        return twin
    }

    /// Paints `image` (this context's pixel size, top row first, as `makeImage()` returns
    /// pixels) 1:1 onto the device pixels, at `alpha`, through the current clips.
    package func drawDeviceImage(_ image: CGImage, alpha: CGFloat) {
        guard alpha > 0, image.width == width, image.height == height else { return }
        let source = PixelConversion.cairoSurface(from: image)
        defer { cairo_surface_destroy(source) }
        masked {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_paint_with_alpha(cr, Swift.min(Double(alpha), 1))
            cairo_restore(cr)
        }
        didPaint()
    }

    /// Paints the shadow of `silhouette` (an image as for `drawDeviceImage`): its alpha moved
    /// by `dx`, `dy` device pixels (y down, as rows go), blurred by a Gaussian of standard
    /// deviation `sigma` pixels and tinted `color` (straight alpha), through the current clips.
    package func drawDeviceShadow(of silhouette: CGImage, dx: CGFloat, dy: CGFloat, sigma: CGFloat, color: RGBA) {
        let color = color.clamped
        guard color.alpha > 0, silhouette.width == width, silhouette.height == height,
              dx.isFinite, dy.isFinite, sigma.isFinite else { return }
        let source = PixelConversion.cairoSurface(from: silhouette)
        defer { cairo_surface_destroy(source) }
        let pattern = cairo_pattern_create_for_surface(source)
        defer { cairo_pattern_destroy(pattern) }
        // `paintShadow` reads base-space offsets and a blur of 2σ base units.
        let base = Swift.max(baseScale, 1e-9)
        let shadow = Shadow(offset: CGSize(width: Double(dx) / base, height: Double(dy) / base * (baseIsYUp ? -1 : 1)),
                            blur: 2 * Swift.max(0, Double(sigma)) / base, color: color)
        masked { paintShadow(of: pattern, shadow) }
        didPaint()
    }
}

extension CGImage {
    /// The image with every premultiplied channel multiplied by `tint`'s (straight `tint`
    /// premultiplied first): CAReplicatorLayer's instance colour.
    package func multiplied(by tint: RGBA) -> CGImage {
        let t = tint.clamped
        let factors = [t.red * t.alpha, t.green * t.alpha, t.blue * t.alpha, t.alpha]
        var out = pixelData
        for i in out.indices { out[i] = UInt8(saturating: (Double(out[i]) * factors[i & 3]).rounded()) }
        return CGImage(validatedWidth: width, height: height, premultiplied: out)
    }

    /// The image with every pixel scaled by the alpha of `mask`'s pixel at the same place
    /// (CALayer's `mask`: only its alpha counts); outside `mask`, transparent.
    package func masked(byAlphaOf mask: CGImage) -> CGImage {
        var out = pixelData
        for y in 0..<height {
            for x in 0..<width {
                let o = y * bytesPerRow + x * 4
                let a = x < mask.width && y < mask.height ? UInt32(mask.pixelData[y * mask.bytesPerRow + x * 4 + 3]) : 0
                for c in 0..<4 { out[o + c] = UInt8((UInt32(out[o + c]) * a + 127) / 255) }
            }
        }
        return CGImage(validatedWidth: width, height: height, premultiplied: out)
    }
}
