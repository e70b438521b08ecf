import Foundation
import StrataGraphics

/// A layer's own parts for `render(in:)`: background, contents, border and shadow.
extension SoftwareLayerRenderer {
    /// Runs `body` with its painting at `alpha`: below 1, through a transparency layer, so a
    /// part that overlaps itself (a stroked path, text) fades as one object.
    func painting(alpha: CGFloat, _ body: () -> Void) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        guard alpha < 1 else { return body() }
        ctx.setAlpha(alpha)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        body()
        ctx.endTransparencyLayer()
    }

    /// Turns anti-aliasing off for the rest of the current graphics state when the layer's own
    /// edges are hard (`allowsEdgeAntialiasing` false, as by default, and no rounded corners),
    /// as the compositor draws them.
    func hardenEdges(_ layer: CALayer, _ s: LayerState) {
        if !layer.antialiasesEdges && Self.cornerRadius(s) <= 0 { ctx.setShouldAntialias(false) }
    }

    func drawBackground(_ layer: CALayer, _ s: LayerState, alpha: CGFloat) {
        guard let color = s.backgroundColor, color.alpha > 0, s.bounds.width > 0, s.bounds.height > 0 else { return }
        painting(alpha: alpha) {
            hardenEdges(layer, s)
            ctx.addPath(Self.roundedBounds(layer, s))
            ctx.setFillColor(color.clamped.cgColor)
            ctx.fillPath()
        }
    }

    func drawBorder(_ layer: CALayer, _ s: LayerState, alpha: CGFloat) {
        let width = s.borderWidth
        guard width > 0, width.isFinite, let color = s.borderColor, color.alpha > 0,
              s.bounds.width > 0, s.bounds.height > 0 else { return }
        painting(alpha: alpha) {
            hardenEdges(layer, s)
            // The band between the rounded bounds and the same shape inset by the width (its
            // corner radii shrunk by the width), filled even-odd: the border lies inside.
            let path = CGMutablePath()
            path.addPath(Self.roundedBounds(layer, s))
            let inner = s.bounds.insetBy(dx: width, dy: width)
            if inner.width > 0, inner.height > 0 {
                path.addPath(Self.roundedRect(inner, radius: Self.cornerRadius(s) - width, corners: layer.maskedCorners))
            }
            ctx.addPath(path)
            ctx.setFillColor(color.clamped.cgColor)
            ctx.fillPath(using: .evenOdd)
        }
    }

    /// What the layer shows inside its bounds: a self-drawing layer's shape, text or gradient,
    /// `draw(in:)` run again for a layer that draws itself, or the contents image.
    func drawContents(_ layer: CALayer, _ s: LayerState, alpha: CGFloat) {
        let clip = { [ctx] in
            if s.masksToBounds {
                ctx.addPath(Self.roundedBounds(layer, s))
                ctx.clip()
            }
        }
        if let shape = layer as? CAShapeLayer {
            // A shape is not clipped to its bounds (only by masksToBounds).
            if shape.draws { painting(alpha: alpha) { clip(); shape.drawShape(in: ctx, image: false) } }
            return
        }
        if layer is CATextLayer || layer is CAGradientLayer {
            guard s.bounds.width > 0, s.bounds.height > 0 else { return }
            painting(alpha: alpha) {
                clip()
                ctx.clip(to: s.bounds)
                if let text = layer as? CATextLayer { text.renderText(in: { ctx }, image: false) }
                if let gradient = layer as? CAGradientLayer { gradient.renderGradient(in: { ctx }, image: false) }
            }
            return
        }
        let image = s.contents as? CGImage
        guard image != nil || layer.needsDisplay(), s.bounds.width > 0, s.bounds.height > 0 else { return }
        // A layer that draws itself (draw(in:) overridden, or a delegate's draw(_:in:)) is
        // drawn again, at this context's resolution, clipped to the bounds as its backing
        // store is; one that does not paints nothing here, and its contents image is drawn.
        var drew = false
        painting(alpha: alpha) {
            clip()
            ctx.clip(to: s.bounds)
            let painted = ctx.paintCount
            layer.drawProbe = DrawProbe()
            layer.draw(in: ctx)
            let probe = layer.drawProbe
            drew = !probe.baseDrawReached || probe.somethingDrew || ctx.paintCount > painted
        }
        if !drew, let image { drawImage(image, layer, s, alpha: alpha, clip: clip) }
    }

    /// The contents image placed by contentsGravity, contentsRect and contentsScale, upright in
    /// the layer's (y-down) space, clipped to the rounded bounds by masksToBounds.
    private func drawImage(_ image: CGImage, _ layer: CALayer, _ s: LayerState, alpha: CGFloat, clip: () -> Void) {
        let b = s.bounds, cr = s.contentsRect
        guard b.width > 0, b.height > 0, (cr.minX + cr.minY + cr.width + cr.height).isFinite,
              cr.width != 0, cr.height != 0 else { return }
        let ppp = s.contentsScale > 0 && s.contentsScale.isFinite ? s.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / ppp * abs(cr.width), height: CGFloat(image.height) / ppp * abs(cr.height))
        let rect = ContentsPlacement.rect(gravity: layer.contentsGravity, bounds: b, imageSize: size)
        guard rect.width > 0, rect.height > 0 else { return }
        // contentsCenter's 3×3 grid: each piece drawn as contents of its own (ContentsSlice).
        let slices = ContentsSlice.grid(gravity: layer.contentsGravity, rect: rect, contentsRect: cr, center: s.contentsCenter,
                                        pixelWidth: image.width, pixelHeight: image.height, contentsScale: ppp)
            ?? [ContentsSlice(destination: rect, source: cr)]
        for slice in slices {
            drawImage(image, layer, s, part: slice, alpha: alpha, clip: clip)
        }
    }

    /// `slice.source` of `image` (its unit square) stretched over `slice.destination`.
    private func drawImage(_ image: CGImage, _ layer: CALayer, _ s: LayerState, part slice: ContentsSlice, alpha: CGFloat,
                           clip: () -> Void) {
        let b = s.bounds, rect = slice.destination
        var cr = slice.source
        // A piece of no width or height (a center of nothing: its one pixel stretches).
        if cr.width == 0 { cr = CGRect(x: cr.minX - 0.5 / CGFloat(image.width), y: cr.minY, width: 1 / CGFloat(image.width), height: cr.height) }
        if cr.height == 0 { cr = CGRect(x: cr.minX, y: cr.minY - 0.5 / CGFloat(image.height), width: cr.width, height: 1 / CGFloat(image.height)) }
        // The whole image, placed so that its contentsRect part fills `rect`.
        let full = CGRect(x: rect.minX - cr.minX / cr.width * rect.width, y: rect.minY - cr.minY / cr.height * rect.height,
                          width: rect.width / cr.width, height: rect.height / cr.height)
        let m = ctx.ctm
        let devicePixels = rect.width * rect.height * abs(m.a * m.d - m.b * m.c)
        let magnified = devicePixels >= CGFloat(image.width) * CGFloat(image.height) * abs(cr.width * cr.height)
        let filter = magnified ? layer.magnificationFilter : layer.minificationFilter
        painting(alpha: alpha) {
            hardenEdges(layer, s)
            clip()
            // Under an odd number of geometry flips the image is reflected back, upright.
            if flipParity { ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: b.minY + b.maxY)) }
            ctx.clip(to: rect)
            if filter == .nearest { ctx.interpolationQuality = .none }
            // Quartz draws an image's top row at the rect's maxY; layer space grows downward.
            ctx.translateBy(x: 0, y: full.minY + full.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: full)
        }
    }

    // MARK: Shadow

    /// The shadow colour (straight) when the layer casts one.
    static func shadowColor(_ s: LayerState) -> RGBA? {
        guard s.shadowOpacity > 0, let color = s.shadowColor, color.alpha > 0 else { return nil }
        return color
    }

    /// The layer's shadow under it: the silhouette (`image`, the layer drawn whole, or
    /// `shadowPath` filled) moved by shadowOffset in the layer's space, blurred with σ =
    /// shadowRadius points, tinted. A mask masks it, and masksToBounds clips it to the
    /// rounded bounds (which is why on iOS a layer that masks to bounds casts no outer shadow).
    func drawShadow(_ layer: CALayer, _ s: LayerState, of image: CGImage, mask: CGImage?, color: RGBA, alpha: CGFloat) {
        let o = s.shadowOffset
        guard o.width.isFinite, o.height.isFinite, s.shadowRadius.isFinite else {
            Diagnostics.warnOnce("render(in:): \(layer) has a NaN or infinite shadowOffset or shadowRadius; its shadow is not drawn")
            return
        }
        var silhouette = image
        if let path = s.shadowPath {
            guard let twin = ctx.makeOffscreenTwin() else { return }
            twin.addPath(path)
            twin.fillPath()
            guard let filled = twin.makeImage() else { return }
            silhouette = mask.map { filled.masked(byAlphaOf: $0) } ?? filled
        }
        let m = ctx.ctm
        // Layer-space offset → device pixels (rows grow downward; the CTM's device is y-up).
        let dx = m.a * o.width + m.c * o.height, dy = -(m.b * o.width + m.d * o.height)
        let sigma = max(0, s.shadowRadius) * abs(m.a * m.d - m.b * m.c).squareRoot()
        var tint = color.clamped
        tint.alpha *= Double(min(max(s.shadowOpacity, 0), 1)) * Double(alpha)
        ctx.saveGState()
        if s.masksToBounds {
            ctx.addPath(Self.roundedBounds(layer, s))
            ctx.clip()
        }
        ctx.drawDeviceShadow(of: silhouette, dx: dx, dy: dy, sigma: sigma, color: tint)
        ctx.restoreGState()
    }
}
