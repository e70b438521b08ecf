import CCairo
import Foundation

/// Conversion between Cairo's ARGB32 pixels and Strata's RGBA bytes.
///
/// Cairo's `CAIRO_FORMAT_ARGB32` is premultiplied and stores each pixel as one 32-bit integer
/// `0xAARRGGBB` in native byte order (so B, G, R, A bytes on little-endian machines). Reading and
/// writing whole `UInt32`s and shifting keeps the conversion right on either byte order; a byte
/// copy would swap red and blue on one of them.
enum PixelConversion {
    /// The surface's pixels as tightly packed premultiplied R, G, B, A bytes, top row first.
    static func rgba(fromCairo surface: OpaquePointer, width: Int, height: Int) -> [UInt8] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return [UInt8](repeating: 0, count: width * height * 4) }
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride)
                for x in 0..<width {
                    let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let o = (y * width + x) * 4
                    out[o] = UInt8(truncatingIfNeeded: p >> 16)
                    out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    out[o + 2] = UInt8(truncatingIfNeeded: p)
                    out[o + 3] = UInt8(truncatingIfNeeded: p >> 24)
                }
            }
            count = width * height * 4
        }
    }

    /// A new Cairo image surface holding `image` (premultiplied RGBA → ARGB32). The caller
    /// destroys it.
    static func cairoSurface(from image: CGImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let base = cairo_image_surface_get_data(surface) {
            image.pixelData.withUnsafeBufferPointer { px in
                for y in 0..<image.height {
                    let row = UnsafeMutableRawPointer(base + y * stride)
                    for x in 0..<image.width {
                        let i = (y * image.width + x) * 4
                        let p = UInt32(px[i + 3]) << 24 | UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
                        row.storeBytes(of: p, toByteOffset: x * 4, as: UInt32.self)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// A caller-supplied bitmap behind a CGContext (Apple's `data` argument), kept in step with the
/// Cairo surface that is actually drawn into.
struct ExternalBitmap {
    /// Where R, G, B and A (or the skipped byte) sit in one 4-byte pixel, and whether the
    /// fourth byte is skipped (an opaque context: `noneSkipLast` / `noneSkipFirst`).
    struct Layout: Equatable {
        var r: Int, g: Int, b: Int, a: Int
        var opaque = false
        /// R, G, B, A bytes (premultipliedLast, default or big-endian byte order).
        static let rgba = Layout(r: 0, g: 1, b: 2, a: 3)
        /// B, G, R, A bytes (premultipliedFirst, 32-bit little-endian).
        static let bgra = Layout(r: 2, g: 1, b: 0, a: 3)
        /// A, R, G, B bytes (premultipliedFirst, default or big-endian byte order).
        static let argb = Layout(r: 1, g: 2, b: 3, a: 0)
        /// A, B, G, R bytes (premultipliedLast, 32-bit little-endian).
        static let abgr = Layout(r: 3, g: 2, b: 1, a: 0)

        /// The same positions with the alpha byte skipped.
        var skippingAlpha: Layout { var l = self; l.opaque = true; return l }
    }
    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let layout: Layout

    /// Byte offsets of R, G, B, A inside one pixel of this layout.
    private var offsets: (Int, Int, Int, Int) { (layout.r, layout.g, layout.b, layout.a) }

    func copy(into surface: OpaquePointer, width: Int, height: Int) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return }
        let (r, g, b, a) = offsets
        for y in 0..<height {
            let src = UnsafeRawPointer(data + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let row = UnsafeMutableRawPointer(base + y * stride)
            for x in 0..<width {
                let s = src + x * 4
                let alpha: UInt32 = layout.opaque ? 255 : UInt32(s[a])
                let p = alpha << 24 | UInt32(s[r]) << 16 | UInt32(s[g]) << 8 | UInt32(s[b])
                row.storeBytes(of: p, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    func copy(from surface: OpaquePointer, width: Int, height: Int) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return }
        let (r, g, b, a) = offsets
        for y in 0..<height {
            let dst = (data + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let row = UnsafeRawPointer(base + y * stride)
            for x in 0..<width {
                let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                let d = dst + x * 4
                d[r] = UInt8(truncatingIfNeeded: p >> 16)
                d[g] = UInt8(truncatingIfNeeded: p >> 8)
                d[b] = UInt8(truncatingIfNeeded: p)
                d[a] = layout.opaque ? 255 : UInt8(truncatingIfNeeded: p >> 24)
            }
        }
    }
}
