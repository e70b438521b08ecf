import Foundation
import StrataCore
import StrataGraphics

/// `CALayer.compositingFilter`: the layer and its sublayers are rendered as a group into an
/// intermediate surface (as Core Animation composites a filtered layer), then combined with
/// what lies beneath by the blend mode — the W3C Compositing and Blending Level 1 formulas
/// (https://www.w3.org/TR/compositing-1/), which Core Image's blend filters follow. Modes
/// that GL's fixed blend function computes exactly (Porter–Duff, screen, plus-lighter,
/// multiply) blend the surface straight onto the target; the others copy the target under the
/// layer first and compute the formula in `shaders/blend.glsl`. The operation covers the group's box: a
/// Porter–Duff operator that clears the backdrop (destinationIn, sourceIn, …) clears it there.
extension FrameBuilder {
    func drawBlended(_ model: CALayer, _ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D,
                     opacity: Float, mask: CALayer?, mode: CompositingBlendMode) throws {
        // Past the frame's surfaces: composited normally.
        if surfacesExhausted() { return try drawThroughSurface(model, p, matrix: m, opacity: opacity, mask: mask) }
        var box = subtreeBounds(model, p, matrix: m) ?? target.globalBounds
        var maskMap: (matrix: CATransform3D, presentation: CALayer)?
        if let mask {
            let mp = mask.presentationSnapshot ?? mask
            let mm = LayerGeometry.flattened(LayerGeometry.matrixToSuperlayer(mp, superlayer: nil)).concatenating(m)
            maskMap = (mm, mp)
            if let maskBox = subtreeBounds(mask, mp, matrix: mm) { box = box.intersection(maskBox) }
        }
        // An operator that changes the backdrop where the group is transparent acts on the
        // group's box itself, without the anti-aliasing pixel `subtreeBounds` adds around it
        // (which would clear a one-pixel ring around a pixel-aligned layer).
        if mode.isUnbounded, box.width > 2, box.height > 2, box != target.globalBounds { box = box.insetBy(dx: 1, dy: 1) }
        guard let region = visibleRegion(box) else { return }
        // A replicator instance's colour applies once, to the composited group.
        let (tint, isTinted) = (self.tint, self.isTinted)
        self.tint = SIMD4(repeating: 1)
        self.isTinted = false
        defer { (self.tint, self.isTinted) = (tint, isTinted) }
        var source = try beginSurface(region)
        try drawContent(model, p, s, matrix: m, opacity: 1)
        endSurface()
        if let mask, let (mm, mp) = maskMap {
            let maskSurface = try beginSurface(region)
            try drawLayer(mask, mp, matrix: mm, opacity: 1)
            endSurface()
            let masked = try beginSurface(region)
            composite(source, region: region, color: SIMD4(repeating: 1), mode: .masked, mask: maskSurface.texture)
            endSurface()
            source = masked
        }
        appendBlend(source, region: region, color: isTinted ? SIMD4(repeating: opacity) * tint : SIMD4(repeating: opacity),
                    mode: mode)
    }

    /// Records the composite of `source` (holding `region` from its top-left corner) onto the
    /// current target by `mode`, under the current clips.
    private func appendBlend(_ source: RenderSurface, region: CGRect, color: SIMD4<Float>, mode: CompositingBlendMode) {
        let uv = SIMD4<Float>(0, 0, Float(region.width / Double(source.width)), Float(region.height / Double(source.height)))
        var instance = makeInstance(matrix: CATransform3DIdentity, rect: region, shape: region, radius: 0, hole: 0,
                                    color: color, mode: .texture, uv: uv, sigma: 0, pixelsPerPoint: nil)
        let clips = target.clips
        if let clip = clips.analytic {
            Self.applyAnalyticClip(clip, matrix: CATransform3DIdentity, to: &instance)
            instance.clipParams.w = Float(clip.corners.clipBits)
        }
        // The fixed blend function is exact only where the source covers whole pixels: an
        // anti-aliased clip edge scales the source, which the Porter–Duff operators do not
        // treat as partial coverage. The shader mixes its result by the coverage instead.
        var draw = BlendDraw(instance: 0, mode: mode, source: source.texture, backdrop: 0,
                             backdropScale: SIMD2(1, 1), fixedFunction: clips.analytic == nil ? BlendFactors.exact(for: mode) : nil,
                             clip: clipState())
        if draw.fixedFunction == nil, let backdrop = try? copyBackdrop(region) {
            draw.backdrop = backdrop.texture
            draw.backdropScale = SIMD2(Float(source.width) / Float(backdrop.width), Float(source.height) / Float(backdrop.height))
        } else if draw.fixedFunction == nil {
            // No surface for the backdrop (the pool could not make one): draw source-over.
            draw.fixedFunction = BlendFactors.exact(for: .sourceOver)
        }
        list.appendBlend(instance, draw)
    }

    /// A surface holding a copy of the current target under `region` (global pixels).
    private func copyBackdrop(_ region: CGRect) throws -> RenderSurface {
        let surface = try pool.acquire(width: Int(region.width), height: Int(region.height))
        list.surfaces.append(surface)
        let rect = PixelRect(x: Int(region.minX - target.originX), y: Int(region.minY - target.originY),
                             width: Int(region.width), height: Int(region.height))
        list.copyBackdrop(BackdropCopy(source: target.binding, rect: rect, destinationFramebuffer: surface.framebuffer))
        return surface
    }
}
