import CGL
import Foundation
import StrataCore
import StrataGraphics

/// Walks a layer tree's presentation state once per frame and records what to draw: quad
/// instances plus an ordered list of commands (`DrawList`). It never touches the model.
///
/// Paint order per layer (Core Animation): shadow, background, contents, sublayers (sorted by
/// zPosition, or depth-sorted inside a CATransformLayer), then the border, which CALayer's
/// reference says is composited above the contents and sublayers.
final class FrameBuilder {
    let list: DrawList
    let textures: TextureCache
    let pool: TexturePool
    let pathMasks = PathMaskCache()
    /// Blurred shadow silhouettes kept while they do not change.
    let shadowCache = SurfaceCache()
    /// Rasterized layers' bitmaps (`shouldRasterize`) kept while their drawing does not change.
    let rasterCache = SurfaceCache()
    /// The rasterized layer whose bitmap is being drawn: its own drawLayer call draws it
    /// without its opacity (applied when the bitmap is composited) and without rasterizing again.
    var rasterizing: ObjectIdentifier?
    /// Points → pixels.
    @exclusivity(unchecked) var scale: Double = 1
    /// Layers whose own quads were recorded this frame. (Hot fields of this class and of
    /// DrawList skip Swift's run-time exclusivity check: only the walk touches them.)
    @exclusivity(unchecked) var layersDrawn = 0
    /// Whether images shown at their size may take the sprite program (tests compare the two).
    @exclusivity(unchecked) var usesSprites = true
    /// Whether plain image sublayers may take the sprite-leaf path (FrameBuilder+SpriteLeaf;
    /// tests compare its draw lists with the general walk's).
    @exclusivity(unchecked) var usesSpriteLeaves = true
    /// Layers the sprite-leaf path recorded this frame (tests check it ran).
    @exclusivity(unchecked) var spriteLeavesDrawn = 0
    /// The layer whose live (new) look is being drawn into a transition's texture: drawn as
    /// itself, not through its transition again (FrameBuilder+Transition).
    var transitionLiveLook: ObjectIdentifier?
    /// The colour every quad is multiplied by, premultiplied (replicator instances,
    /// FrameBuilder+Replicator); `isTinted` when it is not white.
    @exclusivity(unchecked) var tint = SIMD4<Float>(repeating: 1)
    @exclusivity(unchecked) var isTinted = false
    /// The product of the instance counts of the replicators being drawn around the walk
    /// (FrameBuilder+Replicator): nested copies stop at `CAReplicatorLayer.maximumInstanceCount`.
    var enclosingInstances = 1
    /// What is left of the frame's particle budget (FrameBuilder+Emitter): particles, and the
    /// pixels they may cover, across every emitter and every replicated copy of one.
    var particlesLeft = 0
    var particleCoverageLeft = 0.0
    /// The corner style of the layer whose own rounded quads are being recorded (background,
    /// contents under masksToBounds, border); `.round` otherwise.
    @exclusivity(unchecked) var ownCorners = CornerStyle.round
    /// Whether the edges of the layer whose own quads are being recorded are anti-aliased
    /// (`CALayer.allowsEdgeAntialiasing`, default false as in Core Animation: edges are hard,
    /// a pixel is in when its centre is); true for every other quad (shadows, particles, …).
    @exclusivity(unchecked) var ownEdgesAntialiased = true
    /// The `CAEdgeAntialiasingMask` bits of the edges left hard while the others of the same
    /// layer's own quads are anti-aliased (`CALayer.hardEdgeBits`); 0 for every other quad.
    @exclusivity(unchecked) var ownHardEdges: UInt8 = 0
    /// `CALayer.anyGeometryFlipped` as the frame began (read once: a global read from another
    /// module is checked for exclusive access on every read).
    @exclusivity(unchecked) var anyGeometryFlipped = false

    /// A render target being drawn into (a class: the walk reads it for every quad, and a
    /// reference costs less than copying the struct).
    final class Target {
        var binding: TargetBinding
        /// The target's top-left corner in global pixels.
        var originX: Double
        var originY: Double
        let clips = ClipStack()
        /// Global pixels → clip space: x' = x·sx + tx, y' = y·sy + ty.
        let sx: Double, sy: Double, tx: Double, ty: Double

        init(binding: TargetBinding, originX: Double, originY: Double) {
            self.binding = binding
            self.originX = originX
            self.originY = originY
            let w = Double(binding.width), h = Double(binding.height)
            sx = 2 / w
            tx = -originX * 2 / w - 1
            sy = binding.topDown ? 2 / h : -2 / h
            ty = binding.topDown ? -originY * 2 / h - 1 : originY * 2 / h + 1
        }

        /// The target's area in global pixels.
        var globalBounds: CGRect {
            CGRect(x: originX, y: originY, width: Double(binding.width), height: Double(binding.height))
        }
    }
    var targets: [Target] = []
    /// The target being drawn into (the last of `targets`). Read for every quad: unchecked, as
    /// the hot fields above (a checked read was about 76 instructions a sprite).
    @exclusivity(unchecked) var target: Target!

    init(list: DrawList, textures: TextureCache, pool: TexturePool) {
        self.list = list
        self.textures = textures
        self.pool = pool
    }

    /// Records a frame of `root` into `binding`.
    func build(root: CALayer, binding: TargetBinding, scale: Double) throws {
        self.scale = scale
        Self.framesBuilt &+= 1
        layersDrawn = 0
        spriteLeavesDrawn = 0
        enclosingInstances = 1
        particlesLeft = WorkLimit.particlesPerFrame
        particleCoverageLeft = Double(WorkLimit.particleOverdraw) * Double(binding.width) * Double(binding.height)
        anyGeometryFlipped = CALayer.anyGeometryFlippedNow
        target = Target(binding: binding, originX: 0, originY: 0)
        targets = [target]
        list.bind(binding)
        let p = root.presentationSnapshot ?? root
        // The root sits in a superlayer-less space of points; the screen is its plane.
        let m = LayerGeometry.flattened(LayerGeometry.matrixToSuperlayer(p, superlayer: nil))
            .concatenating(CATransform3DMakeScale(scale, scale, 1))
        try drawLayer(root, p, matrix: m, opacity: 1)
    }

    // MARK: The walk

    /// Draws `model` (values from its presentation `p`) whose plane maps to global pixels by
    /// `m`, under the product `opacity` of its ancestors' opacities.
    func drawLayer(_ model: CALayer, _ p: CALayer, matrix m: CATransform3D, opacity inherited: Float) throws {
        try p.withCompositingState { try drawLayer(model, p, $0, matrix: m, opacity: inherited) }
    }

    /// `drawLayer` with the presentation's state in hand (`s`: `p`'s, see
    /// `CALayer.withCompositingState`).
    func drawLayer(_ model: CALayer, _ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D,
                   opacity inherited: Float) throws {
        if s.pointee.isHidden { return }
        var ownOpacity = Self.clampedOpacity(s.pointee.opacity)
        let inBitmap = rasterizing == ObjectIdentifier(model)
        if inBitmap {
            rasterizing = nil   // its sublayers are drawn as usual
            ownOpacity = 1
        }
        let alpha = inherited * ownOpacity
        guard alpha > 0 else { return }
        guard Self.isValid(p, s) else { return }
        guard LayerGeometry.isFinite(m) else {
            Diagnostics.warnOnce("\(model)'s transforms multiply to a matrix too large to draw; it is not drawn")
            return
        }
        let h = LayerGeometry.homography(m)
        let det = h.determinant
        guard det != 0, det.isFinite else { return }   // a plane squashed to a line or point
        if !s.pointee.isDoubleSided {
            // The orientation of the projected plane is sign(det H) · sign(w) (the Jacobian
            // determinant of a projective map is det H / w³); front faces keep the identity's.
            let b = s.pointee.bounds
            let c = LayerGeometry.project(b.midX, b.midY, m)
            if det * c.w <= 0 { return }
        }
        let info = model.compositingWalkInfo
        if info.rasterizes, !inBitmap, try drawRasterized(model, p, info, matrix: m, opacity: alpha) { return }
        if s.pointee.shadowOpacity > 0, let color = s.pointee.shadowColor, color.alpha > 0 {
            try drawShadow(model, p, matrix: m, opacity: alpha, color: color)
        }
        let mask = model.mask
        if let mode = info.blendMode {
            return try drawBlended(model, p, s, matrix: m, opacity: alpha, mask: mask, mode: mode)
        }
        let grouped = ownOpacity < 1 && p.allowsGroupOpacity && Self.hasOverlappingContent(model, s, info)
        if mask != nil || grouped {
            try drawThroughSurface(model, p, matrix: m, opacity: alpha, mask: mask)
        } else {
            try drawContent(model, p, s, info, matrix: m, opacity: alpha)
        }
    }

    /// The layer's own quads and its sublayers, straight into the current target.
    func drawContent(_ model: CALayer, _ p: CALayer, matrix m: CATransform3D, opacity: Float) throws {
        try p.withCompositingState { try drawContent(model, p, $0, matrix: m, opacity: opacity) }
    }

    func drawContent(_ model: CALayer, _ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D,
                     opacity: Float) throws {
        try drawContent(model, p, s, model.compositingWalkInfo, matrix: m, opacity: opacity)
    }

    /// `drawContent` with the model layer's `compositingWalkInfo` in hand.
    func drawContent(_ model: CALayer, _ p: CALayer, _ s: UnsafePointer<LayerState>, _ info: CompositingWalkInfo,
                     matrix m: CATransform3D, opacity: Float) throws {
        if info.mayHaveTransition, let transition = model.transitionFrame,
           try drawTransition(model, p, transition, matrix: m, opacity: opacity) { return }
        let isTransformLayer = info.isTransformLayer
        // Only a rounded background, border or clip reads the corner style (contents are
        // rounded only under masksToBounds): a sprite's cornerRadius alone asks for nothing
        // (reading cornerCurve, a string, was 3 % of the walk).
        let rounded = s.pointee.cornerRadius > 0
            && (s.pointee.masksToBounds || s.pointee.backgroundColor != nil || s.pointee.borderWidth > 0)
        let corners = rounded ? CornerStyle(maskedCorners: p.maskedCorners, cornerCurve: p.cornerCurve) : .round
        if !isTransformLayer {
            layersDrawn += 1
            ownCorners = corners
            ownEdgesAntialiased = info.antialiasesEdges
            ownHardEdges = info.hardEdges
            if info.drawsBackdrop { try drawBackdrop(p, s, matrix: m, opacity: opacity) }
            drawBackground(s, matrix: m, opacity: opacity)
            drawContents(p, s, matrix: m, opacity: opacity)
            ownCorners = .round
            ownEdgesAntialiased = true
            ownHardEdges = 0
            if info.hasRefreshHook, let emitter = model as? CAEmitterLayer { drawParticles(emitter, matrix: m, opacity: opacity) }
        }
        if let subs = model.sublayers, !subs.isEmpty {
            if isTransformLayer {
                try drawRenderingContext(model, p, matrix: m, opacity: opacity)
            } else {
                let clips = s.pointee.masksToBounds
                if clips {
                    pushClip(s.pointee.bounds, radius: Double(s.pointee.cornerRadius), corners: corners, matrix: m)
                }
                let sublayerMap = LayerGeometry.sublayerMap(of: s, flipped: anyGeometryFlipped && p.isGeometryFlipped)
                if info.hasRefreshHook, let replicator = model as? CAReplicatorLayer {
                    try drawInstances(replicator, p, s, sublayerMap: sublayerMap, matrix: m, opacity: opacity)
                } else {
                    try drawSublayers(Self.paintingOrder(subs), sublayerMap: sublayerMap, instanceMap: nil, matrix: m,
                                      opacity: opacity)
                }
                if clips { popClip() }
            }
        }
        if !isTransformLayer {
            ownCorners = corners
            ownEdgesAntialiased = info.antialiasesEdges
            ownHardEdges = info.hardEdges
            drawBorder(s, matrix: m, opacity: opacity)
            ownCorners = .round
            ownEdgesAntialiased = true
            ownHardEdges = 0
        }
    }

    /// Draws `children` (sublayers in painting order) of a layer whose plane maps to pixels by
    /// `m`; `instanceMap`, a replicator instance's transform in the layer's space.
    func drawSublayers(_ subs: [CALayer], sublayerMap: CATransform3D?, instanceMap: CATransform3D?,
                       matrix m: CATransform3D, opacity: Float) throws {
        // Borrowed: the array keeps every child alive, and nothing changes the tree while a
        // frame is recorded (retaining each layer and its copy cost more than the rest of a
        // sprite's visit).
        let leaves = spriteLeavesAllowed
        // Sublayers in the plane under a parent in the plane (most 2-D scenes): their maps
        // written out (`LayerGeometry.planarChildMatrix`).
        let planar = sublayerMap == nil && instanceMap == nil && LayerGeometry.isPlanarAffine(m)
        try subs.withUnsafeBufferPointer { children in
            for i in children.indices {
                try Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { child in
                    try child.unretainedPresentationSnapshot._withUnsafeGuaranteedRef { cp in
                        try cp.withCompositingState { cs in
                            let cm: CATransform3D
                            if planar, let fast = LayerGeometry.planarChildMatrix(cs, parent: m) {
                                cm = fast
                            } else {
                                var toParent = LayerGeometry.matrixToSuperlayer(cs, sublayerMap: sublayerMap)
                                if let instanceMap { toParent = toParent.concatenating(instanceMap) }
                                cm = LayerGeometry.flattened(toParent).concatenating(m)
                            }
                            if leaves && drawSpriteLeaf(child, cp, cs, matrix: cm, opacity: opacity) { return }
                            try drawLayer(child, cp, cs, matrix: cm, opacity: opacity)
                        }
                    }
                }
            }
        }
    }

    /// Siblings back to front: by zPosition, ties in tree order (Core Animation sorts siblings
    /// on zPosition only; it does not depth-sort outside a CATransformLayer).
    static func paintingOrder(_ subs: [CALayer]) -> [CALayer] {
        guard CALayer.anyHasZPosition(subs) else { return subs }
        return subs.indices.sorted { a, b in
            let za = (subs[a].presentationSnapshot ?? subs[a]).zPosition
            let zb = (subs[b].presentationSnapshot ?? subs[b]).zPosition
            return za != zb ? za < zb : a < b
        }.map { subs[$0] }
    }

    static func clampedOpacity(_ o: Float) -> Float { o.isNaN ? 0 : min(max(o, 0), 1) }

    /// Whether a layer's drawing could overlap itself, so that applying its opacity to each
    /// part separately would differ from applying it to the whole (Core Animation's
    /// allowsGroupOpacity): two or more parts — backgrounds, contents, borders — in its
    /// subtree. A layer showing one image (a sprite) needs no intermediate surface.
    static func hasOverlappingContent(_ model: CALayer, _ s: UnsafePointer<LayerState>,
                                      _ info: CompositingWalkInfo? = nil) -> Bool {
        var parts = 0
        countParts(model, s, info ?? model.compositingWalkInfo, &parts)
        return parts >= 2
    }

    private static func countParts(_ model: CALayer, _ s: UnsafePointer<LayerState>, _ info: CompositingWalkInfo,
                                   _ parts: inout Int) {
        if info.hasRefreshHook {
            if let replicator = model as? CAReplicatorLayer, replicator.sublayers != nil,
               (replicator.presentationSnapshot as? CAReplicatorLayer ?? replicator).instanceCount > 1 {
                parts += 2   // copies of the sublayers overlap one another
                return
            }
            if let emitter = model as? CAEmitterLayer { parts += emitter.particles.count }
        }
        if let bg = s.pointee.backgroundColor, bg.alpha > 0 { parts += 1 }
        if s.pointee.contents != nil { parts += 1 }
        if s.pointee.borderWidth > 0, let c = s.pointee.borderColor, c.alpha > 0 { parts += 1 }
        guard parts < 2, let subs = model.sublayers else { return }
        for sub in subs {
            let sp = sub.presentationSnapshot ?? sub
            sp.withCompositingState { ss in
                guard !ss.pointee.isHidden, ss.pointee.opacity > 0 else { return }
                countParts(sub, ss, sub.compositingWalkInfo, &parts)
            }
            if parts >= 2 { return }
        }
    }
}
