import Foundation
import StrataCore
import StrataGraphics

/// A layer's own quads: background, contents and border, and the instance encoding shared by
/// every quad.
extension FrameBuilder {
    /// Whether the layer's geometry can be drawn; bad values are skipped with a warning.
    static func isValid(_ p: CALayer) -> Bool {
        p.withCompositingState { isValid(p, $0) }
    }

    /// `isValid(_:)` from the layer's state (`p` names it in warnings).
    ///
    /// Inlined into the walk, with the warnings out of line: it runs for every layer every
    /// frame, and as a call it cost about 175 instructions a sprite (callgrind, 10,000 layers).
    @inline(__always)
    static func isValid(_ p: CALayer, _ s: UnsafePointer<LayerState>) -> Bool {
        let b = s.pointee.bounds, pos = s.pointee.position, a = s.pointee.anchorPoint
        // A sum is finite only when every term is (no array: this runs for every layer).
        let sum = b.minX + b.minY + b.width + b.height + pos.x + pos.y + a.x + a.y + s.pointee.zPosition + s.pointee.anchorPointZ
        guard sum.isFinite, LayerGeometry.isFinite(s.pointee.transform),
              LayerGeometry.isFinite(s.pointee.sublayerTransform), b.width >= 0, b.height >= 0 else {
            return warnInvalid(p, s)
        }
        return true
    }

    /// `isValid`'s answer for a layer that failed it, with its warning.
    @inline(never)
    private static func warnInvalid(_ p: CALayer, _ s: UnsafePointer<LayerState>) -> Bool {
        let b = s.pointee.bounds, pos = s.pointee.position, a = s.pointee.anchorPoint
        let sum = b.minX + b.minY + b.width + b.height + pos.x + pos.y + a.x + a.y + s.pointee.zPosition + s.pointee.anchorPointZ
        guard sum.isFinite, LayerGeometry.isFinite(s.pointee.transform),
              LayerGeometry.isFinite(s.pointee.sublayerTransform) else {
            Diagnostics.warnOnce("\(p.model()) has a NaN or infinite geometry value (bounds, position, anchorPoint, zPosition or a transform); it is not drawn")
            return false
        }
        Diagnostics.warnOnce("\(p.model()) has a negative bounds size; it is not drawn")
        return false
    }

    func drawBackground(_ s: UnsafePointer<LayerState>, matrix m: CATransform3D, opacity: Float) {
        guard let bg = s.pointee.backgroundColor, bg.alpha > 0 else { return }
        let b = s.pointee.bounds
        guard b.width > 0, b.height > 0 else { return }
        append(matrix: m, rect: b, shape: b, radius: Double(s.pointee.cornerRadius), color: Self.premultiplied(bg, opacity))
    }

    func drawContents(_ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D, opacity: Float) {
        if p.rastersOwnContents { return drawDrawnRaster(p, s, matrix: m, opacity: opacity) }
        if s.pointee.contents != nil, p.showsDrawnContents, drawRedrawnContents(p, s, matrix: m, opacity: opacity) { return }
        guard let image = p.renderedContents(scale: CGFloat(scale)) else {
            if let fade = s.pointee.contents as? ContentsCrossfade { drawCrossfade(fade, p, s, matrix: m, opacity: opacity) }
            return
        }
        drawContents(image, p, s, matrix: m, opacity: opacity, isContents: s.pointee.contents === image)
    }

    /// Contents part-way through an animation between two images: one quad blending both when
    /// they have one size (`layer.glsl`'s cross-fade mode: the exact mix, whatever is below),
    /// else each at its share of the opacity (exact when one side is nothing, a fade in or out).
    func drawCrossfade(_ fade: ContentsCrossfade, _ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D,
                       opacity: Float) {
        let f = Float(min(max(fade.fraction, 0), 1))
        if let a = fade.from, let b = fade.to, a.width == b.width, a.height == b.height {
            drawContents(a, p, s, matrix: m, opacity: opacity, fadeTo: (b, f), isContents: true)
            return
        }
        if let a = fade.from { drawContents(a, p, s, matrix: m, opacity: opacity * (1 - f), isContents: true) }
        if let b = fade.to { drawContents(b, p, s, matrix: m, opacity: opacity * f, isContents: true) }
    }

    /// Draws `image` as the layer's contents (placed by contentsGravity and contentsRect);
    /// `fadeTo`: blended towards that image by that fraction. `isContents`: the image is (one of)
    /// the `contents` images, at contentsScale, rather than a bitmap the layer drew itself.
    /// `placement`: where a drawn bitmap goes (else `renderedContentsRect(scale:)` says).
    func drawContents(_ image: CGImage, _ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D,
                      opacity: Float, fadeTo: (image: CGImage, fraction: Float)? = nil, isContents: Bool,
                      placement: CGRect? = nil) {
        let b = s.pointee.bounds
        // Under an odd number of geometry flips a `contents` image is reflected back, upright
        // (CALayer+GeometryFlip); what the layer drew follows its geometry.
        var m = m
        if isContents && anyGeometryFlipped && p.contentsAreFlipped() { m = CALayer.verticalFlip(of: b).concatenating(m) }
        var cr = s.pointee.contentsRect
        var rect: CGRect
        if let painted = placement ?? p.renderedContentsRect(scale: CGFloat(scale)) {
            // A layer that paints outside its bounds (CAShapeLayer): the bitmap is exactly there.
            guard painted.width > 0, painted.height > 0 else { return }
            rect = painted
            cr = CGRect(x: 0, y: 0, width: 1, height: 1)
        } else {
            guard b.width > 0, b.height > 0 else { return }
            guard (cr.minX + cr.minY + cr.width + cr.height).isFinite, cr.width != 0, cr.height != 0 else { return }
            // Images the layer drew itself are at `scale` pixels per point; `contents` is at
            // contentsScale pixels per point.
            var pixelsPerPoint = isContents ? Double(s.pointee.contentsScale) : scale
            if !(pixelsPerPoint > 0) || !pixelsPerPoint.isFinite { pixelsPerPoint = 1 }
            let size = CGSize(width: Double(image.width) / pixelsPerPoint * abs(cr.width),
                              height: Double(image.height) / pixelsPerPoint * abs(cr.height))
            let gravity = p.contentsGravity
            rect = ContentsLayout.placement(gravity: gravity, bounds: b, imageSize: size)
            if fadeTo == nil, isContents,
               let slices = ContentsSlice.grid(gravity: gravity, rect: rect, contentsRect: cr,
                                               center: s.pointee.contentsCenter, pixelWidth: image.width,
                                               pixelHeight: image.height, contentsScale: s.pointee.contentsScale) {
                return drawSlices(slices, of: image, p, s, matrix: m, opacity: opacity)
            }
        }
        var uv = SIMD4<Float>(Float(cr.minX), Float(cr.minY), Float(cr.maxX), Float(cr.maxY))
        var shape = rect
        var radius = 0.0
        if s.pointee.masksToBounds {
            // Contents are clipped to the bounds (and corners) only by masksToBounds.
            let clipped = rect.intersection(b)
            guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return }
            let u = { (x: Double) in Float(cr.minX + (x - rect.minX) / rect.width * cr.width) }
            let v = { (y: Double) in Float(cr.minY + (y - rect.minY) / rect.height * cr.height) }
            uv = SIMD4(u(clipped.minX), v(clipped.minY), u(clipped.maxX), v(clipped.maxY))
            rect = clipped
            shape = b
            radius = Double(s.pointee.cornerRadius)
        }
        let (sampler, ppp, texelsPerPixel) = contentsSampler(image, texels: cr.size, over: rect, matrix: m, p)
        if let fadeTo {
            append(matrix: m, rect: rect, shape: shape, radius: radius, color: SIMD4(repeating: opacity), mode: .crossfade,
                   uv: uv, texture: textures.texture(for: image), sampler: sampler, mask: textures.texture(for: fadeTo.image),
                   sigma: Double(fadeTo.fraction), pixelsPerPoint: ppp)
            return
        }
        if sampler == .linear, isSprite(image, uv: uv, radius: radius, rect: rect, shape: shape, matrix: m,
                                        texelsPerPixel: texelsPerPixel) {
            if !ownEdgesAntialiased {
                // Hard edges: the image itself, no margin (clamped at its edge texels).
                append(matrix: m, rect: rect, shape: shape, radius: 0, color: SIMD4(repeating: opacity), mode: .texture,
                       uv: uv, texture: textures.texture(for: image), sampler: .linear, sprite: true)
                return
            }
            let w = Float(image.width + 2), h = Float(image.height + 2)
            append(matrix: m, rect: rect, shape: shape, radius: 0, color: SIMD4(repeating: opacity), mode: .texture,
                   uv: SIMD4(1 / w, 1 / h, (w - 1) / w, (h - 1) / h), texture: textures.texture(for: image, padded: true),
                   sampler: .linear, pixelsPerPoint: ppp, sprite: true)
            return
        }
        append(matrix: m, rect: rect, shape: shape, radius: radius, color: SIMD4(repeating: opacity),
               mode: .texture, uv: uv, texture: textures.texture(for: image), sampler: sampler, pixelsPerPoint: ppp)
    }

    /// How an image's part of `texels` (fractions of its width and height) drawn over `rect`
    /// (plane → pixels `m`) is sampled: trilinear only where it is minified (it costs llvmpipe
    /// about a third of the fill rate, and at or above its size the base level is all GL
    /// reads), nearest where the layer's filter says so (hard texel edges, hence no sprite
    /// path: its edges come from bilinear filtering). Also the pixels per point of `rect` and
    /// the texels per pixel along each axis (0 where the map has no affine answer).
    func contentsSampler(_ image: CGImage, texels: CGSize, over rect: CGRect, matrix m: CATransform3D, _ p: CALayer)
        -> (sampler: QuadInstance.Sampler, pixelsPerPoint: (x: Double, y: Double)?, texelsPerPixel: SIMD2<Double>) {
        var sampler = QuadInstance.Sampler.linear
        let ppp = LayerGeometry.pixelsPerPoint(rect, m)
        var texelsPerPixel = SIMD2<Double>(0, 0)
        if let ppp {
            let texelsX = Double(image.width) * abs(texels.width) / max(rect.width, 1e-9)
            let texelsY = Double(image.height) * abs(texels.height) / max(rect.height, 1e-9)
            texelsPerPixel = SIMD2(texelsX / ppp.x, texelsY / ppp.y)
            if texelsX > ppp.x * 1.001 || texelsY > ppp.y * 1.001 { sampler = .trilinear }
        } else {
            sampler = .trilinear
        }
        let filter = sampler == .trilinear ? p.minificationFilter : p.magnificationFilter
        if filter == .nearest { sampler = .nearest }
        return (sampler, ppp, texelsPerPixel)
    }

    /// Whether contents go through `sprite.glsl` (hard edges: the image itself; else the padded
    /// copy, edges anti-aliased by
    /// bilinear filtering): the whole image, at 0.8 to 1 texel per pixel along both axes (there
    /// the filtered border ramp is 1 to 1.25 pixels wide, as the analytic one is 1), under an
    /// affine map, with no corner radius or analytic clip cutting it. Scissor and stencil clips
    /// still apply. An image that would extend the quad batch being recorded (after its own
    /// layer's background, say) stays in it: a batch break costs more than the fill it saves —
    /// except after the frame's leading fill (the window's background), where every sprite
    /// that follows gains.
    private func isSprite(_ image: CGImage, uv: SIMD4<Float>, radius: Double, rect: CGRect, shape: CGRect,
                          matrix m: CATransform3D, texelsPerPixel r: SIMD2<Double>) -> Bool {
        guard usesSprites, !isTinted, uv == SIMD4(0, 0, 1, 1), radius <= 0, Self.contains(shape, rect),
              r.x >= 0.8, r.y >= 0.8, r.x <= 1.001, r.y <= 1.001,
              m.m14 == 0, m.m24 == 0, m.m44 != 0,
              !target.clips.hasAnalytic, !ownEdgesAntialiased || (ownHardEdges == 0 && textures.canPad(image))
        else { return false }
        if list.openBatchIsLeadingFill { return true }
        return !list.extendsOpenBatch(program: .quad, texture: { textures.existingTexture(for: image) }, sampler: .linear,
                                      mask: 0, clip: clipState())
    }

    /// `outer.contains(inner)` as swift-corelibs-foundation computes it (`union(inner) ==
    /// outer`), written out: the Foundation call is not inlinable, and with the union and the
    /// comparison it cost about 130 instructions a quad.
    @inline(__always)
    static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        func isNull(_ r: CGRect) -> Bool { r.origin.x == .infinity || r.origin.y == .infinity }
        if isNull(outer) { return inner == outer }
        if isNull(inner) { return true }
        func edges(_ r: CGRect) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
            // `standardized`, then its minX … maxY, as Foundation's getters compute them.
            let x = Double(r.origin.x) + min(Double(r.size.width), 0), y = Double(r.origin.y) + min(Double(r.size.height), 0)
            let w = abs(Double(r.size.width)), h = abs(Double(r.size.height))
            return (x, y, x + w, y + h)
        }
        let a = edges(outer), b = edges(inner)
        let x0 = min(a.x0, b.x0), y0 = min(a.y0, b.y0)
        let union = CGRect(x: x0, y: y0, width: max(a.x1, b.x1) - x0, height: max(a.y1, b.y1) - y0)
        return union.origin.x == outer.origin.x && union.origin.y == outer.origin.y
            && union.size.width == outer.size.width && union.size.height == outer.size.height
    }

    func drawBorder(_ s: UnsafePointer<LayerState>, matrix m: CATransform3D, opacity: Float) {
        let width = Double(s.pointee.borderWidth)
        guard width > 0, width.isFinite, let color = s.pointee.borderColor, color.alpha > 0 else { return }
        let b = s.pointee.bounds
        guard b.width > 0, b.height > 0 else { return }
        append(matrix: m, rect: b, shape: b, radius: Double(s.pointee.cornerRadius), hole: width,
               color: Self.premultiplied(color, opacity))
    }

    static func premultiplied(_ c: RGBA, _ opacity: Float) -> SIMD4<Float> {
        let c = c.clamped
        let a = Float(c.alpha) * opacity
        return SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
    }

    // MARK: Instances

    /// Sets `instance` to be clipped in the shader by the analytic clip `clip` (a rotated or
    /// rounded rectangle), given the quad's plane-to-pixels matrix `m`.
    static func applyAnalyticClip(_ clip: ClipStack.Shape, matrix m: CATransform3D, to instance: inout QuadInstance) {
            let toClip = LayerGeometry.homography(m).then(clip.fromPixels)
            instance.clipRect = SIMD4(Float(clip.rect.minX), Float(clip.rect.minY), Float(clip.rect.maxX), Float(clip.rect.maxY))
            instance.clipParams.x = Float(clip.radius)
            instance.clipParams.y = 1
            instance.clip0 = SIMD4(SIMD3<Float>(toClip.r0), 0)
            instance.clip1 = SIMD4(SIMD3<Float>(toClip.r1), 0)
            instance.clip2 = SIMD4(SIMD3<Float>(toClip.r2), 0)
    }

    /// Records one quad of the layer whose plane maps to global pixels by `m`: `rect` (in the
    /// layer's coordinates) covered where it is inside the rounded rectangle `shape` (minus
    /// the inset `hole`, for borders), under the current clips.
    func append(matrix m: CATransform3D, rect: CGRect, shape: CGRect, radius: Double, hole: Double = 0,
                color: SIMD4<Float>, mode: QuadInstance.Mode = .solid, uv: SIMD4<Float> = SIMD4(0, 0, 1, 1),
                texture: UInt32? = nil, sampler: QuadInstance.Sampler = .own, mask: UInt32 = 0, sigma: Double = 0,
                antialias: Bool = true, pixelsPerPoint known: (x: Double, y: Double)?? = nil, sprite: Bool = false) {
        // Hard edges (no margin, full coverage where a pixel's centre is in) for a layer that
        // does not allow edge anti-aliasing; rounded corners are smooth either way.
        let smooth = antialias && (ownEdgesAntialiased || radius > 0)
        // Some edges hard, the others smooth (edgeAntialiasingMask): square quads only, since
        // a rounded layer's edges are all smooth.
        let perEdge = smooth && ownHardEdges != 0 && radius <= 0
        let ppp = smooth ? (known ?? LayerGeometry.pixelsPerPoint(rect, m)) : nil
        var instance = makeInstance(matrix: m, rect: rect, shape: shape, radius: radius, hole: hole,
                                    color: isTinted ? color * tint : color, mode: mode, uv: uv, sigma: sigma,
                                    pixelsPerPoint: ppp)
        let clips = target.clips
        let clipped = clips.hasAnalytic
        if clipped, let clip = clips.analytic { Self.applyAnalyticClip(clip, matrix: m, to: &instance) }
        var program: QuadInstance.Program
        switch mode {
        case .texture where sprite:
            program = .sprite   // drawContents checked that nothing cuts it (isSprite)
            Self.encodeSprite(&instance)
        case .analyticShadow: program = .shadow
        case .textureAlpha, .masked: program = .composite
        case .crossfade: program = .layer
        case .solid, .texture:
            if !antialias && mode == .texture && sampler == .own {
                program = .composite   // an intermediate surface drawn back
            } else if hole == 0 && !clipped && radius <= 0 && !perEdge && Self.contains(shape, rect)
                        && m.m14 == 0 && m.m24 == 0 && m.m44 != 0 {
                // Nothing cuts the rectangle and the map is affine: per-axis coverage with the
                // anti-aliasing scale computed here is exact (layer.glsl handles perspective).
                program = .quad
                let h = LayerGeometry.homography(m)
                let det = abs(h.r0.x * h.r1.y - h.r0.y * h.r1.x)
                let ly = (h.r0.x * h.r0.x + h.r0.y * h.r0.y).squareRoot()
                let lx = (h.r1.x * h.r1.x + h.r1.y * h.r1.y).squareRoot()
                // Screen pixels per local unit across the x edges (|det| / |∂screen/∂y|) and
                // across the y edges; 0 for a degenerate map (no coverage).
                // 0 (quad.glsl: full coverage) when the edges are hard.
                instance.clipParams.z = smooth && lx > 0 ? Float(det / lx / abs(m.m44)) : 0
                instance.clipParams.w = smooth && ly > 0 ? Float(det / ly / abs(m.m44)) : 0
            } else {
                program = .layer
            }
        }
        if program != .quad {
            // This quad's corner style (when it is rounded) and the analytic clip's, for
            // roundedRectDistance in common.glsl.
            // Bit 1024: hard edges (layer.glsl rounds the quad's own coverage to 0 or 1).
            instance.clipParams.w = Float((radius > 0 ? ownCorners.bits : 0) | (clipped ? clips.analytic?.corners.clipBits ?? 0 : 0)
                                          | (smooth || program != .layer ? 0 : 1024))
            if perEdge && program == .layer {
                program = .edges
                instance.clipParams.w = Float(Int(instance.clipParams.w) | Int(ownHardEdges) << 12)
            }
        }
        list.appendDraw(instance, program: program, texture: texture, sampler: sampler, mask: mask, clip: clipState())
    }

    /// Writes a sprite's compact form (see `QuadInstance.clip0`) from its rows, rect, margin, uv
    /// and colour: three attributes for the vertex path instead of seven. The map is affine
    /// (isSprite), so w is the same at every corner and divides here.
    @inline(__always)
    static func encodeSprite(_ q: inout QuadInstance) {
        let w = q.row3.w
        let x0 = q.rect.x, y0 = q.rect.y, width = q.rect.z - q.rect.x, height = q.rect.w - q.rect.y
        let corner = (q.row0 * x0 + q.row1 * y0 + q.row3) / w
        let ex = q.row0 * (width / w), ey = q.row1 * (height / w)
        let margin = q.params.w
        q.clip0 = SIMD4(corner.x, corner.y, ex.x, ex.y)
        q.clip1 = SIMD4(ey.x, ey.y, q.color.w, 0)
        q.clip2 = SIMD4(width != 0 ? margin / width : 0, height != 0 ? margin / height : 0, q.uv.x, q.uv.y)
    }

    func makeInstance(matrix m: CATransform3D, rect: CGRect, shape: CGRect, radius: Double, hole: Double,
                      color: SIMD4<Float>, mode: QuadInstance.Mode, uv: SIMD4<Float>, sigma: Double,
                      pixelsPerPoint ppp: (x: Double, y: Double)?) -> QuadInstance {
        let t: Target = target
        let m = m
        func row(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> SIMD4<Float> {
            SIMD4(Float(a * t.sx + d * t.tx), Float(b * t.sy + d * t.ty), Float(c), Float(d))
        }
        var margin = 0.0
        if let ppp {
            // Half a pixel of room outside the edges, in local units: a pixel whose centre is
            // farther out has no coverage. A plane seen nearly edge-on gets at most a quarter
            // of its size.
            let halfPixel = 0.5 / max(min(ppp.x, ppp.y), 1e-9)
            margin = min(halfPixel, max(rect.width, rect.height) * 0.25 + 1)
        }
        func v4(_ r: CGRect) -> SIMD4<Float> { SIMD4(Float(r.minX), Float(r.minY), Float(r.maxX), Float(r.maxY)) }
        return QuadInstance(
            row0: row(m.m11, m.m12, m.m13, m.m14),
            row1: row(m.m21, m.m22, m.m23, m.m24),
            row3: row(m.m41, m.m42, m.m43, m.m44),
            rect: v4(rect), uv: uv, shape: v4(shape),
            params: SIMD4(Float(radius), Float(hole), mode.rawValue, Float(margin)),
            color: color,
            clipRect: SIMD4(-1e30, -1e30, 1e30, 1e30),
            clipParams: SIMD4(0, 0, Float(sigma), 0),
            clip0: SIMD4(1, 0, 0, 0), clip1: SIMD4(0, 1, 0, 0), clip2: SIMD4(0, 0, 1, 0))
    }

    /// The current target's scissor (in its own pixels) and stencil level.
    func clipState() -> ClipState {
        let t: Target = target
        guard let s = t.clips.scissor else { return ClipState(scissor: nil, stencilLevel: t.clips.stencilLevel) }
        let local = PixelRect(x: s.x - Int(t.originX), y: s.y - Int(t.originY), width: s.width, height: s.height)
        return ClipState(scissor: local, stencilLevel: t.clips.stencilLevel)
    }

    // MARK: Clips

    func pushClip(_ rect: CGRect, radius: Double, corners: CornerStyle = .round, matrix m: CATransform3D) {
        let box = LayerGeometry.boundingBox(rect, m)
        target.clips.push(rect: rect, radius: max(0, radius), corners: corners, toPixels: LayerGeometry.homography(m),
                          matrixBox: box, writeStencil: writeStencil)
    }

    func popClip() { target.clips.pop(writeStencil: writeStencil) }

    /// Draws a clip shape into the stencil buffer (colour writes off).
    private func writeStencil(_ shape: ClipStack.Shape, level: Int32, increment: Bool) {
        // The shape's plane map to global pixels, rebuilt from its homography (z = 0 plane).
        let h = shape.toPixels
        var m = CATransform3DIdentity
        m.m11 = h.r0.x; m.m12 = h.r0.y; m.m14 = h.r0.z
        m.m21 = h.r1.x; m.m22 = h.r1.y; m.m24 = h.r1.z
        m.m41 = h.r2.x; m.m42 = h.r2.y; m.m44 = h.r2.z
        m.m33 = 0
        var instance = makeInstance(matrix: m, rect: shape.rect, shape: shape.rect, radius: shape.radius, hole: 0,
                                    color: SIMD4(repeating: 1), mode: .solid, uv: SIMD4(0, 0, 1, 1), sigma: 0, pixelsPerPoint: nil)
        instance.clipParams.w = Float(shape.corners.bits)
        list.appendStencil(instance, level: level, increment: increment, scissor: clipState().scissor)
    }
}
