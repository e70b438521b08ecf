import Foundation
import StrataCore
import StrataGraphics

/// `shouldRasterize`: "the layer is rendered as a bitmap in its local coordinate space and then
/// composited to the destination with any other content. Shadow effects […] are rasterized and
/// included in the bitmap. However, the current opacity of the layer is not rasterized. If the
/// rasterized bitmap requires scaling during compositing, the filters in the
/// minificationFilter and magnificationFilter properties are applied" (Apple, CALayer).
///
/// The bitmap has `rasterizationScale` pixels per point of the layer's own space (1, the
/// default, is one pixel a point: blurred on a 2× screen, as on iOS), covers the subtree with
/// its shadow, and is kept between frames while its drawing does not change (`rasterCache`):
/// moving, rotating, scaling or fading a rasterized layer composites last frame's bitmap.
extension FrameBuilder {
    /// Draws `model` (presentation `p`, plane map `m`, opacity `alpha` with its own) through its
    /// bitmap; false when it cannot be rasterized and is to be drawn directly: a blend mode
    /// (its backdrop is the destination), a subtree that cannot be bounded (replicators,
    /// emitters), no surfaces left this frame, a scale that is not a positive number, or a bitmap
    /// larger than 2.5 times the frame or a texture.
    func drawRasterized(_ model: CALayer, _ p: CALayer, _ info: CompositingWalkInfo, matrix m: CATransform3D,
                        opacity alpha: Float) throws -> Bool {
        guard info.blendMode == nil, !surfacesExhausted() else { return false }
        let r = Double(p.rasterizationScale)
        guard r.isFinite, r > 0 else {
            Diagnostics.warnOnce("\(model)'s rasterizationScale \(p.rasterizationScale) is not a positive number; it is drawn without rasterizing")
            return false
        }
        // The subtree in the layer's own points (one point of room for anti-aliased edges).
        guard let local = subtreeBounds(model, p, matrix: CATransform3DIdentity), !local.isNull,
              local.width.isFinite, local.height.isFinite, local.width > 0, local.height > 0 else { return false }
        let width = (local.width * r).rounded(.up), height = (local.height * r).rounded(.up)
        // Core Animation's cache of rasterized layers holds 2.5 times the screen's pixels (WWDC
        // 2014, session 419): a larger bitmap (or one past a texture's limit) is not made, and
        // the layer is drawn directly rather than through hundreds of MiB.
        let screen = targets[0].binding
        let limit = Double(pool.maximumSize)
        guard width <= limit, height <= limit, width * height <= 2.5 * Double(screen.width) * Double(screen.height) else {
            Diagnostics.warnOnce("\(model) rasterized at scale \(r) needs a \(Int(saturating: width))×\(Int(saturating: height)) bitmap, more than 2.5 times the frame or a texture; it is drawn without rasterizing")
            return false
        }
        // Layer points → bitmap pixels, and back onto the destination.
        let toBitmap = CATransform3DMakeTranslation(-local.minX, -local.minY, 0).concatenating(CATransform3DMakeScale(r, r, 1))
        let fromBitmap = CATransform3DMakeScale(1 / r, 1 / r, 1)
            .concatenating(CATransform3DMakeTranslation(local.minX, local.minY, 0)).concatenating(m)
        let region = CGRect(x: 0, y: 0, width: width, height: height)

        // A replicator instance's colour applies once, to the composited bitmap.
        let (tint, isTinted) = (self.tint, self.isTinted)
        self.tint = SIMD4(repeating: 1)
        self.isTinted = false
        let bitmap = try beginSurface(region)
        let commandStart = list.commands.count, instanceStart = list.instances.count
        let key = ObjectIdentifier(model)
        rasterizing = key
        defer { rasterizing = nil }
        try drawLayer(model, p, matrix: toBitmap, opacity: 1)
        let signature = SurfaceCache.signature(list, commandStart: commandStart, instanceStart: instanceStart,
                                               width: Int(width), height: Int(height), sigma: Float(r))
        endSurface()
        (self.tint, self.isTinted) = (tint, isTinted)
        // The same drawing as last frame: last frame's bitmap, not drawn again.
        var shown = bitmap
        if let cached = reuseCachedSurface(in: rasterCache, for: key, matching: signature, commandStart: commandStart,
                                           instanceStart: instanceStart) {
            shown = cached
        } else if let signature {
            rasterCache.store(bitmap, for: key, signature: signature, pool: pool)
        }
        compositeBitmap(shown, size: region.size, matrix: fromBitmap, opacity: alpha, p)
        return true
    }

    /// Draws `bitmap`'s top-left `size` pixels with `matrix` (bitmap pixels → global pixels),
    /// sampled by the layer's magnification or minification filter.
    private func compositeBitmap(_ bitmap: RenderSurface, size: CGSize, matrix: CATransform3D, opacity: Float,
                                 _ p: CALayer) {
        let rect = CGRect(origin: .zero, size: size)
        // Bilinear (the surface's own sampling, which has no mipmaps to be trilinear with)
        // unless the filter for this direction is nearest.
        let magnified = LayerGeometry.pixelsPerPoint(rect, matrix).map { min($0.x, $0.y) >= 1 } ?? false
        let filter = magnified ? p.magnificationFilter : p.minificationFilter
        let uv = SIMD4<Float>(0, 0, Float(size.width / Double(bitmap.width)), Float(size.height / Double(bitmap.height)))
        append(matrix: matrix, rect: rect, shape: rect, radius: 0, color: SIMD4(repeating: opacity), mode: .texture,
               uv: uv, texture: bitmap.texture, sampler: filter == .nearest ? .nearest : .own, antialias: false)
    }
}
