import Foundation
import StrataCore
import StrataGraphics

/// Effects that need the layer drawn on its own first: group opacity and mask layers draw the
/// layer's subtree into an intermediate surface covering its screen area, then composite it
/// with the opacity (and the mask's alpha, drawn into a second surface) under the parent's
/// clips. Surfaces are in global pixels, so a layer in 3D lands exactly as it would directly.
extension FrameBuilder {
    func drawThroughSurface(_ model: CALayer, _ p: CALayer, matrix m: CATransform3D, opacity: Float, mask: CALayer?) throws {
        if surfacesExhausted() {
            // Past the frame's surfaces: a group is drawn part by part, a masked layer not at all.
            if mask == nil { try drawContent(model, p, matrix: m, opacity: opacity) }
            return
        }
        var box = subtreeBounds(model, p, matrix: m) ?? target.globalBounds
        var maskMatrix: CATransform3D?
        var maskPresentation: CALayer?
        if let mask {
            // The mask lives in the layer's coordinate space (not under its sublayerTransform).
            let mp = mask.presentationSnapshot ?? mask
            let mm = LayerGeometry.flattened(LayerGeometry.matrixToSuperlayer(mp, superlayer: nil)).concatenating(m)
            maskMatrix = mm
            maskPresentation = mp
            if let maskBox = subtreeBounds(mask, mp, matrix: mm) { box = box.intersection(maskBox) }
        }
        guard let region = visibleRegion(box) else { return }
        // A replicator instance's colour applies once, to the composited surface.
        let (tint, isTinted) = (self.tint, self.isTinted)
        self.tint = SIMD4(repeating: 1)
        self.isTinted = false
        defer { (self.tint, self.isTinted) = (tint, isTinted) }
        let content = try beginSurface(region)
        try drawContent(model, p, matrix: m, opacity: 1)
        endSurface()
        var maskTexture: UInt32 = 0
        if let mask, let mm = maskMatrix, let mp = maskPresentation {
            let maskSurface = try beginSurface(region)
            try drawLayer(mask, mp, matrix: mm, opacity: 1)
            endSurface()
            maskTexture = maskSurface.texture
        }
        (self.tint, self.isTinted) = (tint, isTinted)
        composite(content, region: region, color: SIMD4(repeating: opacity),
                  mode: mask == nil ? .texture : .masked, mask: maskTexture)
    }

    /// `box` (global pixels) cut to the current target and its clips, on whole pixels; nil
    /// when nothing of it can show.
    func visibleRegion(_ box: CGRect, padding: Double = 0) -> CGRect? {
        var r = box.intersection(target.globalBounds.insetBy(dx: -padding, dy: -padding))
        if let clip = target.clips.bounds { r = r.intersection(clip.insetBy(dx: -padding, dy: -padding)) }
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        r = CGRect(x: r.minX.rounded(.down), y: r.minY.rounded(.down),
                   width: 0, height: 0).union(CGRect(x: r.maxX.rounded(.up), y: r.maxY.rounded(.up), width: 0, height: 0))
        let limit = Double(pool.maximumSize)
        r.size.width = min(r.width, limit)
        r.size.height = min(r.height, limit)
        return r
    }

    /// Whether this frame has used its `WorkLimit.surfacesPerFrame` intermediate surfaces
    /// (warning once): the effects that need one more are then left out or drawn without one.
    func surfacesExhausted() -> Bool {
        guard list.surfaces.count >= WorkLimit.surfacesPerFrame else { return false }
        Diagnostics.warnOnce("a frame needs more than \(WorkLimit.surfacesPerFrame) intermediate surfaces (shadows, group opacity, masks, blend modes, transitions); the rest of those effects are left out")
        return true
    }

    /// Starts drawing into a cleared surface covering `region` (global pixels).
    func beginSurface(_ region: CGRect) throws -> RenderSurface {
        let surface = try pool.acquire(width: Int(region.width), height: Int(region.height))
        list.surfaces.append(surface)
        let binding = TargetBinding(framebuffer: surface.framebuffer, width: surface.width, height: surface.height,
                                    topDown: true, clear: true)
        target = Target(binding: binding, originX: region.minX, originY: region.minY)
        targets.append(target)
        list.bind(binding)
        return surface
    }

    /// Returns to the previous target.
    func endSurface() {
        targets.removeLast()
        target = targets[targets.count - 1]
        var binding = target.binding
        binding.clear = false
        list.bind(binding)
    }

    /// Last frame's surface for `layer` in `cache` when the surface just recorded (from
    /// `commandStart`, `instanceStart`: its commands after its bind, which `endSurface` has
    /// closed) matches `signature`; the recording and its surface are then dropped from this
    /// frame. Nil, with nothing changed, otherwise.
    func reuseCachedSurface(in cache: SurfaceCache, for layer: ObjectIdentifier, matching signature: SurfaceCache.Signature?,
                            commandStart: Int, instanceStart: Int) -> RenderSurface? {
        guard let signature, let cached = cache.surface(for: layer, matching: signature) else { return nil }
        list.truncate(commands: commandStart - 1, instances: instanceStart)
        list.surfaces.removeLast()
        return cached
    }

    /// Draws `surface`'s `region` back at the same place of the current target.
    func composite(_ surface: RenderSurface, region: CGRect, color: SIMD4<Float>, mode: QuadInstance.Mode, mask: UInt32 = 0) {
        let uv = SIMD4<Float>(0, 0, Float(region.width / Double(surface.width)), Float(region.height / Double(surface.height)))
        append(matrix: CATransform3DIdentity, rect: region, shape: region, radius: 0, color: color, mode: mode,
               uv: uv, texture: surface.texture, mask: mask, antialias: false)
    }

    /// A box in global pixels holding everything `model`'s subtree draws with plane map `m`
    /// (shadows included), or nil when it cannot be bounded (part of it behind the eye).
    func subtreeBounds(_ model: CALayer, _ p: CALayer, matrix m: CATransform3D) -> CGRect? {
        if p.isHidden { return .null }
        if model is CAReplicatorLayer || model is CAEmitterLayer { return nil }   // copies, particles: anywhere
        var local = p.bounds
        if p.contentsObject != nil, !p.masksToBounds {
            let cr = p.contentsRect
            if let image = p.contentsObject as? CGImage, cr.width.isFinite, cr.height.isFinite {
                let s = Double(p.contentsScale) > 0 ? Double(p.contentsScale) : 1
                let size = CGSize(width: Double(image.width) / s * abs(cr.width), height: Double(image.height) / s * abs(cr.height))
                local = local.union(ContentsLayout.placement(gravity: p.contentsGravity, bounds: p.bounds, imageSize: size))
            }
        }
        // A shape layer paints its path wherever it lies, bounds or not (the usual mask: a
        // CAShapeLayer given only a path).
        if !p.masksToBounds, let shape = p as? CAShapeLayer, let area = shape.paintedArea(scale: CGFloat(scale)) {
            local = local.union(area)
        }
        if p.shadowOpacity > 0 {
            let pad = 3 * Double(p.shadowRadius)
            let shadowBox = (p.shadowPath?.boundingBoxOfPath ?? p.bounds)
                .offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -pad, dy: -pad)
            if shadowBox.width.isFinite, shadowBox.height.isFinite { local = local.union(shadowBox) }
        }
        guard var box = LayerGeometry.boundingBox(local, m) else { return nil }
        // One pixel for anti-aliased edges.
        box = box.insetBy(dx: -1, dy: -1)
        var children = CGRect.null
        if let subs = model.sublayers {
            let isTransformLayer = model is CATransformLayer
            for child in subs {
                let cp = child.presentationSnapshot ?? child
                var cm = LayerGeometry.matrixToSuperlayer(cp, superlayer: p)
                if !isTransformLayer { cm = LayerGeometry.flattened(cm) }
                guard let b = subtreeBounds(child, cp, matrix: cm.concatenating(m)) else { return nil }
                children = children.union(b)
            }
        }
        if p.masksToBounds, !children.isNull { children = children.intersection(box) }
        return children.isNull ? box : box.union(children)
    }
}
