import Foundation
import StrataCore
import StrataGraphics

/// CATransition (issue 5): a layer with a running transition is drawn as its two looks — the
/// old one snapshotted when the transition was added (`LayerTransitionFrame.oldLook`) and its
/// live subtree — each rendered into an intermediate texture in the layer's own coordinates,
/// then composited in the layer's place by type, subtype and progress. Two texture passes per
/// transition; the composite is quads of those textures or one quad of `transition.glsl`.
///
/// Everything happens inside the transition's canvas: the layer's bounds, grown to hold
/// contents and sublayers that stick out of them. Like Core Animation, the effect is confined
/// to it (a push slides the looks within the layer). An old look that carries a frozen
/// transition of its own (a transition that interrupted another) renders it recursively.
extension FrameBuilder {
    /// Draws `model`'s transition in place of its content; false when `model` is the live
    /// look being drawn into a transition texture right now (then it draws as itself).
    func drawTransition(_ model: CALayer, _ p: CALayer, _ frame: LayerTransitionFrame,
                        matrix m: CATransform3D, opacity: Float) throws -> Bool {
        if transitionLiveLook == ObjectIdentifier(model) {
            transitionLiveLook = nil
            return false
        }
        let oldLook = frame.oldLook
        let oldP = oldLook.presentationSnapshot ?? oldLook
        let canvas = Self.transitionCanvas(model, p).union(Self.transitionCanvas(oldLook, oldP))
        guard canvas.width > 0, canvas.height > 0, canvas.width.isFinite, canvas.height.isFinite else { return true }
        let pixelsPerPoint = textureScale(canvas, matrix: m)
        let width = max(1, Int((canvas.width * pixelsPerPoint).rounded(.up)))
        let height = max(1, Int((canvas.height * pixelsPerPoint).rounded(.up)))
        // Each look in its own texture: the canvas's top-left corner at pixel (0, 0).
        let toTexture = CATransform3DMakeTranslation(-canvas.minX, -canvas.minY, 0)
            .concatenating(CATransform3DMakeScale(pixelsPerPoint, pixelsPerPoint, 1))
        let region = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
        let oldSurface = try beginSurface(region)
        try drawContent(oldLook, oldP, matrix: toTexture, opacity: 1)
        endSurface()
        let newSurface = try beginSurface(region)
        let outer = transitionLiveLook
        transitionLiveLook = ObjectIdentifier(model)
        defer { transitionLiveLook = outer }
        try drawContent(model, p, matrix: toTexture, opacity: 1)
        endSurface()

        let textures = TransitionTextures(old: oldSurface, new: newSurface, canvas: canvas, pixelsPerPoint: pixelsPerPoint)
        let progress = min(max(frame.progress.isFinite ? frame.progress : 0, 0), 1)
        switch TransitionGeometry.style(frame.type) {
        case .quads:
            let facing = Self.orientation(canvas, m)
            for quad in TransitionGeometry.quads(frame.type, frame.subtype, progress: progress, canvas: canvas) {
                guard quad.source.width > 0, quad.source.height > 0 else { continue }
                let qm = LayerGeometry.flattened(quad.transform).concatenating(m)
                guard LayerGeometry.isFinite(qm) else { continue }
                // A cube's face turned away (or seen edge-on) is not drawn: the solid hides it.
                guard Self.orientation(quad.source, qm) == facing, facing != 0 else { continue }
                let surface = quad.look == .old ? oldSurface : newSurface
                append(matrix: qm, rect: quad.source, shape: quad.source, radius: 0, color: SIMD4(repeating: opacity),
                       mode: .texture, uv: textures.uv(quad.source, surface), texture: surface.texture)
            }
        case .shader(let kind):
            appendTransitionShader(kind, frame, progress: progress, textures: textures, matrix: m, opacity: opacity)
        }
        return true
    }

    /// +1 or -1: which way `rect` faces under `m` (the sign of the projective map's Jacobian,
    /// det H · w, as drawLayer's culling); 0 edge-on.
    static func orientation(_ rect: CGRect, _ m: CATransform3D) -> Int {
        let det = LayerGeometry.homography(m).determinant
        let w = LayerGeometry.project(rect.midX, rect.midY, m).w
        let v = det * w
        guard v.isFinite, abs(det) > 1e-12 else { return 0 }
        return v > 0 ? 1 : -1
    }

    /// The two looks' textures and how the canvas maps into them.
    struct TransitionTextures {
        var old: RenderSurface
        var new: RenderSurface
        var canvas: CGRect
        var pixelsPerPoint: Double

        /// Texture coordinates of `rect` (layer coordinates) in `surface`.
        func uv(_ rect: CGRect, _ surface: RenderSurface) -> SIMD4<Float> {
            let sx = pixelsPerPoint / Double(surface.width), sy = pixelsPerPoint / Double(surface.height)
            return SIMD4(Float((rect.minX - canvas.minX) * sx), Float((rect.minY - canvas.minY) * sy),
                         Float((rect.maxX - canvas.minX) * sx), Float((rect.maxY - canvas.minY) * sy))
        }
    }

    /// The canvas quad through `transition.glsl`, under the current clips.
    private func appendTransitionShader(_ kind: TransitionGeometry.ShaderKind, _ frame: LayerTransitionFrame, progress: Double,
                                        textures: TransitionTextures, matrix m: CATransform3D, opacity: Float) {
        let canvas = textures.canvas
        var old = textures.old, new = textures.new
        var t = progress
        if frame.type.rawValue == "pageUnCurl" {
            // Un-curling is curling played backwards with the looks' roles swapped: the new
            // page comes down over the old one.
            swap(&old, &new)
            t = 1 - t
        }
        let (corner, direction) = TransitionGeometry.curl(frame.subtype)
        let extent = textures.uv(canvas, old)
        var instance = makeInstance(matrix: m, rect: canvas, shape: canvas, radius: 0, hole: 0,
                                    color: SIMD4(repeating: opacity), mode: .texture, uv: extent, sigma: 0, antialias: true)
        if let clip = target.clips.analytic {
            let toClip = LayerGeometry.homography(m).then(clip.fromPixels)
            instance.clipRect = SIMD4(Float(clip.rect.minX), Float(clip.rect.minY), Float(clip.rect.maxX), Float(clip.rect.maxY))
            instance.clipParams.x = Float(clip.radius)
            instance.clipParams.y = 1
            instance.clip0 = SIMD4(SIMD3<Float>(toClip.r0), 0)
            instance.clip1 = SIMD4(SIMD3<Float>(toClip.r1), 0)
            instance.clip2 = SIMD4(SIMD3<Float>(toClip.r2), 0)
        }
        let draw = TransitionDraw(
            instance: 0, kind: kind.rawValue, progress: Float(t),
            canvas: SIMD4(Float(canvas.minX), Float(canvas.minY), Float(canvas.width), Float(canvas.height)),
            uvExtent: SIMD2(extent.z - extent.x, extent.w - extent.y),
            corner: SIMD2<Float>(corner), direction: SIMD2<Float>(direction), opacity: opacity,
            oldTexture: old.texture, newTexture: new.texture, clip: clipState())
        list.appendTransition(instance, draw)
    }

    /// Pixels per point of the looks' textures: the layer's scale on screen (so a magnified
    /// layer stays sharp), within limits that keep the textures inside the GPU's maximum.
    func textureScale(_ canvas: CGRect, matrix m: CATransform3D) -> Double {
        var s = scale
        if let ppp = LayerGeometry.pixelsPerPoint(canvas, m) {
            let onScreen = max(ppp.x, ppp.y)
            if onScreen.isFinite, onScreen > 0 { s = min(max(onScreen, scale * 0.25), scale * 4) }
        }
        let limit = Double(pool.maximumSize)
        s = min(s, limit / max(canvas.width, 1), limit / max(canvas.height, 1))
        return max(s, 1e-3)
    }

    /// The area one look of a layer covers in its own coordinates: its bounds, grown by
    /// contents and sublayers outside them unless it clips to its bounds. Not its shadow,
    /// which is drawn under the transition from the live layer.
    static func transitionCanvas(_ model: CALayer, _ p: CALayer) -> CGRect {
        let bounds = p.bounds
        guard !p.masksToBounds else { return bounds }
        var area = bounds
        if let image = p.contents as? CGImage {
            let cr = p.contentsRect
            let s = Double(p.contentsScale) > 0 ? Double(p.contentsScale) : 1
            let size = CGSize(width: Double(image.width) / s * abs(cr.width), height: Double(image.height) / s * abs(cr.height))
            let placed = ContentsLayout.placement(gravity: p.contentsGravity, bounds: bounds, imageSize: size)
            if placed.width.isFinite, placed.height.isFinite { area = area.union(placed) }
        }
        for child in model.sublayers ?? [] {
            let cp = child.presentationSnapshot ?? child
            guard !cp.isHidden else { continue }
            let cm = LayerGeometry.flattened(LayerGeometry.matrixToSuperlayer(cp, superlayer: p))
            guard let box = LayerGeometry.boundingBox(transitionCanvas(child, cp), cm) else { continue }
            area = area.union(box)
        }
        // Sublayers within a point of the bounds (rounding, hairlines) do not grow the canvas:
        // the bounds are the frame that push and cube move by.
        if bounds.insetBy(dx: -1, dy: -1).contains(area) { return bounds }
        return area
    }
}
