import Foundation
import StrataCore
import StrataGraphics

/// Layer shadows (CALayer shadowColor, shadowOpacity, shadowOffset, shadowRadius,
/// shadowPath), drawn under the layer.
///
/// The shadow is the layer's silhouette (its composited alpha: background, contents, border
/// and sublayers; or `shadowPath` filled), moved by `shadowOffset` in the layer's own space —
/// y grows downward, so a positive height moves it down on screen and the default (0, −3)
/// up — and blurred by a Gaussian whose standard deviation is `shadowRadius` points. (Design
/// tools' CALayer exports use σ = shadowRadius: CSS's box-shadow blur is 2σ and maps to
/// shadowRadius = blur / 2.) A plain rectangle or rounded rectangle takes the analytic path
/// (`layer.glsl`'s erf integral, no surfaces); anything else is drawn into a surface,
/// blurred in two separable passes, and composited tinted with the shadow colour.
extension FrameBuilder {
    /// The blur kernel's largest reach in pixels (3σ, cut here).
    static let maximumBlurReach = 128.0

    func drawShadow(_ model: CALayer, _ p: CALayer, matrix m: CATransform3D, opacity: Float, color: RGBA) throws {
        let offset = p.shadowOffset
        let radius = Double(p.shadowRadius)
        guard offset.width.isFinite, offset.height.isFinite, radius.isFinite else {
            Diagnostics.warnOnce("\(p.model()) has a NaN or infinite shadowOffset or shadowRadius; its shadow is not drawn")
            return
        }
        let sigma = max(0, radius)
        let shifted = CATransform3DMakeTranslation(offset.width, offset.height, 0).concatenating(m)
        let tint = Self.premultiplied(color, opacity * Self.clampedOpacity(p.shadowOpacity))
        if let (rect, corner) = analyticShadowShape(model, p, matrix: m) {
            let pad = 3 * sigma
            append(matrix: shifted, rect: rect.insetBy(dx: -pad, dy: -pad), shape: rect, radius: corner,
                   color: tint, mode: .analyticShadow, sigma: sigma)
            return
        }
        let ppp = LayerGeometry.pixelsPerPoint(p.bounds, m).map { ($0.x * $0.y).squareRoot() } ?? scale
        let sigmaPixels = sigma * ppp
        // The blur reaches at most `maximumBlurReach` pixels (Compositor+Execute): padding the
        // surface further changes no pixel, and a huge shadowRadius would ask for a 16384²
        // surface (1 GiB) for any output size.
        let pad = min((3 * sigmaPixels).rounded(.up), Self.maximumBlurReach) + 1
        var box: CGRect?
        var pathMask: (image: CGImage, rect: CGRect)?
        if let path = p.shadowPath {
            pathMask = pathMasks.mask(for: path, pixelsPerUnit: max(ppp, 0.25))
            guard let pathMask else { return }
            box = LayerGeometry.boundingBox(pathMask.rect, shifted)
        } else {
            box = subtreeBounds(model, p, matrix: shifted)
        }
        guard let region = visibleRegion((box ?? target.globalBounds).insetBy(dx: -pad, dy: -pad), padding: pad) else { return }
        // Blurred shadows cost the surface's pixels × the kernel's taps, twice; many of them (a
        // replicator's copies of a shadowed layer) took minutes a frame on llvmpipe.
        guard list.blurTaps < WorkLimit.blurTaps else {
            Diagnostics.warnOnce("the shadows of one frame need more than \(WorkLimit.blurTaps) blur samples; the rest are not drawn")
            return
        }
        guard !surfacesExhausted() else { return }
        let silhouette = try beginSurface(region)
        let commandStart = list.commands.count, instanceStart = list.instances.count
        if let pathMask {
            append(matrix: shifted, rect: pathMask.rect, shape: pathMask.rect, radius: 0, color: SIMD4(repeating: 1),
                   mode: .textureAlpha, texture: textures.texture(for: pathMask.image))
        } else {
            try drawContent(model, p, matrix: shifted, opacity: 1)
        }
        // The same silhouette as last frame: composite last frame's blurred surface instead.
        let signature = sigmaPixels > 0.2 ? SurfaceCache.signature(list, commandStart: commandStart, instanceStart: instanceStart,
                                                                   width: Int(region.width), height: Int(region.height),
                                                                   sigma: Float(sigmaPixels)) : nil
        endSurface()
        if let cached = reuseCachedSurface(in: shadowCache, for: ObjectIdentifier(model), matching: signature,
                                           commandStart: commandStart, instanceStart: instanceStart) {
            composite(cached, region: region, color: tint, mode: .textureAlpha)
            return
        }
        if sigmaPixels > 0.2 {
            let w = Int(region.width), h = Int(region.height)
            // Both passes within what is left of the frame's blur budget (read sparser if need be).
            let stride = list.blurStride(width: w, height: h, sigma: Float(sigmaPixels)) ?? Int.max
            let scratch = try pool.acquire(width: w, height: h)
            list.surfaces.append(scratch)
            list.blur(silhouette, into: scratch, width: w, height: h, horizontal: true, sigma: Float(sigmaPixels), stride: stride)
            list.blur(scratch, into: silhouette, width: w, height: h, horizontal: false, sigma: Float(sigmaPixels), stride: stride)
        }
        if let signature { shadowCache.store(silhouette, for: ObjectIdentifier(model), signature: signature, pool: pool) }
        composite(silhouette, region: region, color: tint, mode: .textureAlpha)
    }

    /// The rounded rectangle a shadow is cast by when it is one: an axis-aligned rectangular
    /// `shadowPath`, or (no shadowPath) an opaque background with no contents and no visible
    /// sublayers, whose silhouette is the bounds with the corner radius.
    func analyticShadowShape(_ model: CALayer, _ p: CALayer, matrix m: CATransform3D) -> (CGRect, Double)? {
        if let path = p.shadowPath {
            // A rect, rounded rect or circle made by CGPath's initializers (Apple's advice for
            // fast shadows is to set such a shadowPath), or a path that is a plain rectangle.
            if let shape = path.roundedRectShape { return (shape.rect, Double(shape.cornerRadius)) }
            return Self.rectangle(of: path).map { ($0, 0) }
        }
        guard let bg = p.backgroundColorRGBA, bg.clamped.alpha >= 1, p.contentsObject == nil,
              !(model is CATransformLayer), !drawsOwnContents(p, matrix: m) else { return nil }
        for s in model.sublayers ?? [] where !(s.presentationSnapshot ?? s).isHidden { return nil }
        let b = p.bounds
        guard b.width > 0, b.height > 0 else { return nil }
        // Some corners square or continuous: the analytic shadow rounds all four circularly, so
        // take the blurred silhouette.
        if p.cornerRadius > 0, CornerStyle(maskedCorners: p.maskedCorners, cornerCurve: p.cornerCurve) != .round { return nil }
        return (b, max(0, Double(p.cornerRadius)))
    }

    /// Whether a layer paints a bitmap of its own (shape, gradient, text): asked through the
    /// same visible-part raster the contents are drawn from, so a huge layer is not drawn whole.
    func drawsOwnContents(_ p: CALayer, matrix m: CATransform3D) -> Bool {
        guard p.rastersOwnContents else { return p.renderedContents(scale: CGFloat(scale)) != nil }
        return p.withCompositingState { p.drawnRaster(rasterView($0, matrix: m)) } != nil
    }

    /// The rectangle a path is, when it is exactly one axis-aligned rectangle.
    static func rectangle(of path: CGPath) -> CGRect? {
        var points: [CGPoint] = []
        var closed = false
        for (i, e) in path.elements.enumerated() {
            switch e {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p) where !closed: points.append(p)
            case .closeSubpath where !closed: closed = true
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let box = path.boundingBoxOfPath
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) where a.x != b.x && a.y != b.y { return nil }
        guard box.width > 0, box.height > 0 else { return nil }
        for p in points where !((p.x == box.minX || p.x == box.maxX) && (p.y == box.minY || p.y == box.maxY)) { return nil }
        return box
    }
}
