import Foundation
import StrataGraphics

/// The walk behind `CALayer.render(in:)`: the model layer tree painted into a CGContext in
/// the order Core Animation composites it — shadow, background, contents, sublayers (clipped
/// by masksToBounds), border — with masks, shadows and group opacity applied to the layer as
/// a whole through an offscreen twin of the context.
final class SoftwareLayerRenderer {
    let ctx: CGContext
    /// The sign of the root user space's orientation: a layer whose own space is mirrored
    /// relative to it faces away (its back is shown).
    let rootOrientation: CGFloat
    /// Whether an odd number of the layers walked through flip their geometry: a contents
    /// image is then reflected back, upright (CALayer+GeometryFlip).
    var flipParity: Bool
    /// The product of the instance counts of the replicators around the walk: nested copies
    /// stop at `CAReplicatorLayer.maximumInstanceCount` in all.
    var enclosingInstances = 1

    init(ctx: CGContext, rootOrientation: CGFloat? = nil, flipParity: Bool = false) {
        self.ctx = ctx
        self.rootOrientation = rootOrientation ?? Self.orientation(ctx.ctm)
        self.flipParity = flipParity
    }

    /// A renderer for an offscreen twin of the context, in the same walk.
    func twin(_ context: CGContext, orientation: CGFloat? = nil) -> SoftwareLayerRenderer {
        let twin = SoftwareLayerRenderer(ctx: context, rootOrientation: orientation ?? rootOrientation, flipParity: flipParity)
        twin.enclosingInstances = enclosingInstances
        return twin
    }

    static func orientation(_ m: CGAffineTransform) -> CGFloat { m.a * m.d - m.b * m.c < 0 ? -1 : 1 }

    /// Draws `layer` (model values), `ctx`'s user space being the layer's coordinate space;
    /// `alpha` is the ancestors' opacity that no group has applied yet.
    func renderLayer(_ layer: CALayer, alpha inherited: CGFloat) {
        let s = layer.state
        guard !s.isHidden else { return }
        let own = CGFloat(s.opacity.isNaN ? 0 : min(max(s.opacity, 0), 1))
        let alpha = inherited * own
        guard alpha > 0, Self.isDrawable(layer, s) else { return }
        // isDoubleSided: a layer seen from behind is not drawn (Core Animation culls it).
        if !s.isDoubleSided, Self.orientation(ctx.ctm) != rootOrientation { return }
        let shadow = Self.shadowColor(s)
        // A presentation layer (render(in:) called on `presentation()`) shows its model's
        // mask as presented.
        let mask = layer.mask ?? (layer.isModelLayer ? nil : layer.model().mask.map { $0.presentationSnapshot ?? $0 })
        let blend = layer.compositingBlendMode.map(Self.cgBlendMode)
        let grouped = mask != nil || shadow != nil || blend != nil || own < 1 && layer.allowsGroupOpacity
        guard grouped, let twin = ctx.makeOffscreenTwin() else {
            drawContent(layer, s, alpha: alpha)
            return
        }
        // Drawn whole offscreen, then masked, shadowed and composited with the group's alpha
        // (allowsGroupOpacity false: each part already carries the layer's own opacity).
        let inner: CGFloat = layer.allowsGroupOpacity ? 1 : own
        let outer: CGFloat = layer.allowsGroupOpacity ? alpha : inherited
        self.twin(twin).drawContent(layer, s, alpha: inner)
        guard var image = twin.makeImage() else { return }
        let maskImage = mask.flatMap(renderMask)
        if mask != nil {
            // A mask with nothing drawable hides the layer.
            guard let maskImage else { return }
            image = image.masked(byAlphaOf: maskImage)
        }
        if let shadow { drawShadow(layer, s, of: image, mask: maskImage, color: shadow, alpha: alpha) }
        ctx.saveGState()
        // compositingFilter: the layer as a whole, combined with what is beneath by its mode.
        if let blend { ctx.setBlendMode(blend) }
        ctx.drawDeviceImage(image, alpha: outer)
        ctx.restoreGState()
    }

    /// Core Graphics' mode for a compositing filter (the same W3C formulas, drawn by Cairo).
    static func cgBlendMode(_ mode: CompositingBlendMode) -> CGBlendMode {
        switch mode {
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .hardLight: .hardLight
        case .softLight: .softLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .copy
        case .sourceOver: .normal
        case .destinationOver: .destinationOver
        case .sourceIn: .sourceIn
        case .destinationIn: .destinationIn
        case .sourceOut: .sourceOut
        case .destinationOut: .destinationOut
        case .sourceAtop: .sourceAtop
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        case .plusLighter: .plusLighter
        }
    }

    /// The mask layer rendered in its owner's space (placed by its own geometry, not by the
    /// owner's sublayerTransform), as an image of the context's pixels; only its alpha counts.
    private func renderMask(_ mask: CALayer) -> CGImage? {
        guard let twin = ctx.makeOffscreenTwin(), let toOwner = Self.affineMap(of: mask, parent: nil) else { return nil }
        twin.concatenate(toOwner)
        self.twin(twin, orientation: Self.orientation(twin.ctm)).renderLayer(mask, alpha: 1)
        return twin.makeImage()
    }

    /// The layer's own parts and its sublayers, straight into `ctx`, each at `alpha`.
    func drawContent(_ layer: CALayer, _ s: LayerState, alpha: CGFloat) {
        let isTransformLayer = layer is CATransformLayer
        if !isTransformLayer {
            drawBackground(layer, s, alpha: alpha)
            drawContents(layer, s, alpha: alpha)
        }
        if let subs = layer.sublayers, !subs.isEmpty {
            ctx.saveGState()
            if s.masksToBounds && !isTransformLayer {
                ctx.addPath(Self.roundedBounds(layer, s))
                ctx.clip()
            }
            if let replicator = layer as? CAReplicatorLayer {
                drawInstances(replicator, s, subs, alpha: alpha)
            } else {
                drawSublayers(subs, of: layer, alpha: alpha)
            }
            ctx.restoreGState()
        }
        if !isTransformLayer { drawBorder(layer, s, alpha: alpha) }
    }

    /// Sublayers back to front: by zPosition, ties in tree order (as the compositor).
    func drawSublayers(_ subs: [CALayer], of parent: CALayer, alpha: CGFloat) {
        let order = subs.indices.sorted { a, b in
            let za = subs[a].state.zPosition, zb = subs[b].state.zPosition
            return za != zb ? za < zb : a < b
        }
        if parent.isGeometryFlipped { flipParity.toggle() }
        defer { if parent.isGeometryFlipped { flipParity.toggle() } }
        for i in order {
            let child = subs[i]
            guard !child.state.isHidden, let map = Self.affineMap(of: child, parent: parent) else { continue }
            ctx.saveGState()
            ctx.concatenate(map)
            renderLayer(child, alpha: alpha)
            ctx.restoreGState()
        }
    }

    /// CAReplicatorLayer: the sublayers `instanceCount` times, instance i mapped by
    /// `instanceTransform` applied i times about the anchor point and multiplied by its
    /// instance colour (drawn offscreen and tinted when that is not white).
    private func drawInstances(_ replicator: CAReplicatorLayer, _ s: LayerState, _ subs: [CALayer], alpha: CGFloat) {
        let count = CAReplicatorLayer.instancesToDraw(replicator.instanceCount, enclosing: enclosingInstances)
        guard count > 0 else { return }
        let savedEnclosing = enclosingInstances
        enclosingInstances = savedEnclosing * count
        defer { enclosingInstances = savedEnclosing }
        let step = replicator.instanceTransform
        let b = s.bounds
        let px = b.minX + s.anchorPoint.x * b.width, py = b.minY + s.anchorPoint.y * b.height
        let pivot = CGAffineTransform(translationX: -px, y: -py)
        let back = CGAffineTransform(translationX: px, y: py)
        var power = CATransform3DIdentity
        for i in 0..<count {
            let tint = replicator.instanceMultiplier(i)
            let map = pivot.concatenating(CATransform3DGetAffineTransform(power)).concatenating(back)
            power = power.concatenating(step)
            guard tint.alpha > 0, Self.isInvertible(map) else { continue }
            ctx.saveGState()
            ctx.concatenate(map)
            if tint == .white {
                drawSublayers(subs, of: replicator, alpha: alpha)
            } else if let twin = ctx.makeOffscreenTwin() {
                self.twin(twin).drawSublayers(subs, of: replicator, alpha: 1)
                if let image = twin.makeImage() { ctx.drawDeviceImage(image.multiplied(by: tint), alpha: alpha) }
            }
            ctx.restoreGState()
        }
    }

    // MARK: Geometry

    /// The layer's map to `parent`'s space (nil: a mask, placed without the owner's
    /// sublayerTransform), flattened to 2D: each transform (`transform`, the parent's
    /// `sublayerTransform`) contributes its x and y part only — no z,
    /// no perspective — as Core Animation's software rendering ignores 3D; nil when the map is
    /// singular or not finite (nothing would be visible).
    static func affineMap(of layer: CALayer, parent: CALayer?) -> CGAffineTransform? {
        let s = layer.state
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width, ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        var m = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CATransform3DGetAffineTransform(s.transform))
            .concatenating(CGAffineTransform(translationX: s.position.x, y: s.position.y))
        if let parent, parent.isGeometryFlipped {
            // Sublayers of a geometry-flipped layer are placed from the bottom (y up).
            m = m.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: parent.state.bounds.minY + parent.state.bounds.maxY))
        }
        if let parent, !CATransform3DIsIdentity(parent.state.sublayerTransform) {
            let p = parent.state
            let px = p.bounds.minX + p.anchorPoint.x * p.bounds.width, py = p.bounds.minY + p.anchorPoint.y * p.bounds.height
            m = m.concatenating(CGAffineTransform(translationX: -px, y: -py))
                .concatenating(CATransform3DGetAffineTransform(p.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: px, y: py))
        }
        return isInvertible(m) ? m : nil
    }

    static func isInvertible(_ m: CGAffineTransform) -> Bool {
        let det = m.a * m.d - m.b * m.c
        return det != 0 && det.isFinite && m.tx.isFinite && m.ty.isFinite
    }

    /// Whether the geometry can be drawn; bad values are skipped with a warning.
    static func isDrawable(_ layer: CALayer, _ s: LayerState) -> Bool {
        let b = s.bounds
        guard (b.minX + b.minY + b.width + b.height).isFinite else {
            Diagnostics.warnOnce("render(in:): \(layer) has a NaN or infinite bounds; it is not drawn")
            return false
        }
        return b.width >= 0 && b.height >= 0
    }
}
