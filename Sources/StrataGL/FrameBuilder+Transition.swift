import Foundation
import StrataCore
import StrataGraphics

/// CATransition (issue 5): a layer with a running transition is drawn as its two looks — the
/// old one snapshotted when the transition was added (`LayerTransitionFrame.oldLook`) and its
/// live subtree — each rendered into an intermediate texture in the layer's own coordinates,
/// then composited in the layer's place by type, subtype and progress. At most two texture
/// passes per transition (none for a look that is just an image: its own texture is used);
/// the composite is quads of those textures or one quad of `transition.glsl`.
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
        // Past the frame's surfaces: the layer is drawn as it is now, without the transition.
        if surfacesExhausted() { return false }
        let oldLook = frame.oldLook
        let oldP = oldLook.presentationSnapshot ?? oldLook
        let canvas = Self.transitionCanvas(model, p).union(Self.transitionCanvas(oldLook, oldP))
        guard canvas.width > 0, canvas.height > 0, canvas.width.isFinite, canvas.height.isFinite else { return true }
        let pixelsPerPoint = textureScale(canvas, matrix: m)
        let frozen = oldLook.transitionFrame != nil
        let oldTexture = try lookTexture(oldLook, oldP, canvas: canvas, pixelsPerPoint: pixelsPerPoint, plain: !frozen, live: false)
        let newTexture = try lookTexture(model, p, canvas: canvas, pixelsPerPoint: pixelsPerPoint, plain: true, live: true)
        let textures = TransitionTextures(old: oldTexture, new: newTexture, canvas: canvas)
        let progress = min(max(frame.progress.isFinite ? frame.progress : 0, 0), 1)
        switch TransitionGeometry.style(frame.type) {
        case .quads:
            let facing = Self.orientation(canvas, m)
            let quads = TransitionGeometry.quads(frame.type, frame.subtype, progress: progress, canvas: canvas)
            // Each quad's matrix, nil for one not drawn (empty, or a cube face turned away).
            let matrices = quads.map { quad -> CATransform3D? in
                guard quad.source.width > 0, quad.source.height > 0 else { return nil }
                let qm = LayerGeometry.flattened(quad.transform).concatenating(m)
                guard LayerGeometry.isFinite(qm) else { return nil }
                // A cube's face turned away (or seen edge-on) is not drawn: the solid hides it.
                guard Self.orientation(quad.source, qm) == facing, facing != 0 else { return nil }
                return qm
            }
            for (index, quad) in quads.enumerated() {
                guard let qm = matrices[index] else { continue }
                let look = quad.look == .old ? textures.old : textures.new
                // Joined only to a quad that is drawn: alone (progress 0), the extra pixel
                // would stick out of the layer.
                let nextDrawn = index + 1 < quads.count && matrices[index + 1] != nil
                let (rect, shape) = nextDrawn ? Self.joined(quad, matrix: qm) : (quad.source, quad.source)
                // The look's texture stays mapped to `source` (stretched over a joined quad's
                // extra pixel), so nothing outside the look is sampled.
                append(matrix: qm, rect: rect, shape: shape, radius: 0, color: SIMD4(repeating: opacity),
                       mode: .texture, uv: look.uv(quad.source, canvas: canvas), texture: look.texture, sampler: look.sampler)
            }
        case .shader(let kind):
            appendTransitionShader(kind, frame, progress: progress, textures: textures, matrix: m, opacity: opacity)
        }
        return true
    }

    /// The rectangle a transition quad is drawn over and its anti-aliased outline: `source`
    /// for both, or for a quad that joins the next one (`TransitionGeometry.Quad.joinsNext`),
    /// `source` one screen pixel longer across the shared edge and an outline far past it, so
    /// that edge is solid.
    static func joined(_ quad: TransitionGeometry.Quad, matrix m: CATransform3D) -> (rect: CGRect, shape: CGRect) {
        let r = quad.source
        guard let way = quad.joinsNext, let ppp = LayerGeometry.pixelsPerPoint(r, m) else { return (r, r) }
        let along = way.x != 0 ? ppp.x : ppp.y
        let pixel = along.isFinite && along > 0 ? min(1 / along, Double(way.x != 0 ? r.width : r.height) * 0.05) : 0
        func grown(_ d: Double) -> CGRect {
            CGRect(x: r.minX - (way.x < 0 ? d : 0), y: r.minY - (way.y < 0 ? d : 0),
                   width: r.width + (way.x != 0 ? d : 0), height: r.height + (way.y != 0 ? d : 0))
        }
        return (grown(pixel), grown(Double(max(r.width, r.height))))
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

    /// The two looks' textures.
    struct TransitionTextures {
        var old: LookTexture
        var new: LookTexture
        var canvas: CGRect
    }

    /// Where a look's pixels are: a texture, and the texture coordinates of the canvas's
    /// top-left and bottom-right corners (u0, v0, u1, v1; rows from the top).
    struct LookTexture {
        var texture: UInt32
        var canvasUV: SIMD4<Float>
        /// Images are sampled through their mipmaps (a turning face minifies them); surfaces,
        /// drawn at screen size, by their own bilinear state.
        var sampler: QuadInstance.Sampler

        /// Texture coordinates of `rect` (layer coordinates) inside `canvas`.
        func uv(_ rect: CGRect, canvas: CGRect) -> SIMD4<Float> {
            func u(_ x: Double) -> Float { canvasUV.x + Float((x - canvas.minX) / canvas.width) * (canvasUV.z - canvasUV.x) }
            func v(_ y: Double) -> Float { canvasUV.y + Float((y - canvas.minY) / canvas.height) * (canvasUV.w - canvasUV.y) }
            return SIMD4(u(rect.minX), v(rect.minY), u(rect.maxX), v(rect.maxY))
        }
    }

    /// A look's texture. A layer that is nothing but an image filling the canvas (the common
    /// photo-view case) is sampled straight from its image's texture, with no pass; anything
    /// else is drawn into an intermediate surface, the canvas's top-left corner at pixel (0, 0).
    /// `live` marks the layer being transitioned itself, drawn as itself (not through its own
    /// transition again).
    private func lookTexture(_ model: CALayer, _ p: CALayer, canvas: CGRect, pixelsPerPoint: Double,
                             plain: Bool, live: Bool) throws -> LookTexture {
        if plain, let image = Self.plainImage(model, p, canvas: canvas) {
            return LookTexture(texture: textures.texture(for: image), canvasUV: SIMD4(0, 0, 1, 1), sampler: .trilinear)
        }
        // Saturating: `textureScale`'s floor of 1e-3 still leaves a 1e308-point canvas huge.
        let width = Int(saturating: canvas.width * pixelsPerPoint, rounding: .up, in: 1...pool.maximumSize)
        let height = Int(saturating: canvas.height * pixelsPerPoint, rounding: .up, in: 1...pool.maximumSize)
        let toTexture = CATransform3DMakeTranslation(-canvas.minX, -canvas.minY, 0)
            .concatenating(CATransform3DMakeScale(pixelsPerPoint, pixelsPerPoint, 1))
        let surface = try beginSurface(CGRect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let outer = transitionLiveLook
        if live { transitionLiveLook = ObjectIdentifier(model) }
        defer { transitionLiveLook = outer }
        try drawContent(model, p, matrix: toTexture, opacity: 1)
        endSurface()
        return LookTexture(texture: surface.texture,
                           canvasUV: SIMD4(0, 0, Float(canvas.width * pixelsPerPoint / Double(surface.width)),
                                           Float(canvas.height * pixelsPerPoint / Double(surface.height))),
                           sampler: .own)
    }

    /// The image of a layer that shows only its `contents`, stretched over exactly `canvas`:
    /// no sublayers, background, border or rounded clip, the whole image (contentsRect the
    /// unit rectangle) with the `resize` gravity.
    static func plainImage(_ model: CALayer, _ p: CALayer, canvas: CGRect) -> CGImage? {
        guard (model.sublayers ?? []).isEmpty, !(model is CATransformLayer), p.bounds == canvas,
              p.contentsGravity == .resize, p.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1),
              let image = p.contents as? CGImage, image.width > 0, image.height > 0 else { return nil }
        if let bg = p.backgroundColorRGBA, bg.alpha > 0 { return nil }
        if p.borderWidth > 0, let c = p.borderColorRGBA, c.alpha > 0 { return nil }
        if p.masksToBounds, p.cornerRadius > 0 { return nil }
        return image
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
        var instance = makeInstance(matrix: m, rect: canvas, shape: canvas, radius: 0, hole: 0,
                                    color: SIMD4(repeating: opacity), mode: .texture, uv: old.canvasUV, sigma: 0,
                                    pixelsPerPoint: LayerGeometry.pixelsPerPoint(canvas, m))
        if let clip = target.clips.analytic { Self.applyAnalyticClip(clip, matrix: m, to: &instance) }
        let draw = TransitionDraw(
            instance: 0, kind: kind.rawValue, progress: Float(t),
            canvas: SIMD4(Float(canvas.minX), Float(canvas.minY), Float(canvas.width), Float(canvas.height)),
            oldUV: old.canvasUV, newUV: new.canvasUV,
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
        // The floor first, so that the limits below hold for any canvas (a 1e8-point layer
        // at 1e-3 would still ask for a 16384² surface).
        s = max(s, 1e-3)
        let limit = Double(pool.maximumSize)
        s = min(s, limit / max(canvas.width, 1), limit / max(canvas.height, 1))
        // And a look's pixel count (memory: two looks per transition, and transitions nest):
        // at most `lookPixels`, and at most `lookImageRatio` times the rendered image — a
        // layer whose sublayers sit far outside the image needs no 16 Mpx look in a 48×36
        // render. Square roots first, as width × height may overflow to +∞.
        let image = targets.first.map { Double($0.binding.width) * Double($0.binding.height) } ?? 0
        let pixels = min(Double(WorkLimit.lookPixels), max(Double(WorkLimit.lookMinimumPixels), image * WorkLimit.lookImageRatio))
        return min(s, pixels.squareRoot() / max(canvas.width, 1).squareRoot() / max(canvas.height, 1).squareRoot())
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
