import Foundation
import StrataCore
import StrataGraphics

/// Sprite leaves: a sublayer that is nothing but an image over its bounds
/// (`CALayer.spriteLeaf`), shown at about one texel per pixel under an affine map, goes
/// straight to the sprite program. It records exactly what the general walk (`drawLayer` →
/// `drawContent` → `drawContents`) records for it — the same instance, program and batch, the
/// tests compare the two lists — but asks its questions once, from stored fields: the general
/// walk's overridable getters, part counting and empty background/border/shadow passes were
/// two-thirds of a sprite's visit (callgrind, 10,000 animated 8×8 layers).
extension FrameBuilder {
    /// Whether sublayers may take the sprite-leaf path here: nothing around them changes how an
    /// image is drawn (a replicator's tint, an analytic clip).
    var spriteLeavesAllowed: Bool {
        usesSpriteLeaves && usesSprites && !isTinted && !target.clips.hasAnalytic
    }

    /// Records `model` (values from its presentation `p`, whose state is `s`) whose plane maps
    /// to global pixels by `m`, under inherited opacity `inherited`, when it is a sprite leaf
    /// the general walk would draw with the sprite program; false, with nothing recorded,
    /// when the general walk must draw it (including every case it would warn about).
    @inline(__always)
    func drawSpriteLeaf(_ model: CALayer, _ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D,
                        opacity inherited: Float) -> Bool {
        guard let leaf = model.spriteLeaf(p, s) else { return false }
        // Borrowed: the copy's state holds the image for the visit.
        return leaf.image._withUnsafeGuaranteedRef { image in
            drawSpriteLeaf(leaf, image, p, s, matrix: m, opacity: inherited)
        }
    }

    @inline(__always)
    private func drawSpriteLeaf(_ leaf: SpriteLeaf, _ image: CGImage, _ p: CALayer, _ s: UnsafePointer<LayerState>,
                                matrix m: CATransform3D, opacity inherited: Float) -> Bool {
        // Contents reflected upright under an odd number of geometry flips: the general walk.
        if anyGeometryFlipped && p.contentsAreFlipped() { return false }
        if s.pointee.isHidden { return true }
        let alpha = inherited * Self.clampedOpacity(s.pointee.opacity)
        guard alpha > 0 else { return true }
        // Affine with w > 0 (else `pixelsPerPoint` has no answer and the image is trilinear).
        guard m.m14 == 0, m.m24 == 0, m.m44 > 1e-9, Self.isValid(p, s), LayerGeometry.isFinite(m) else { return false }
        let det = LayerGeometry.homography(m).determinant
        guard det != 0, det.isFinite else { return false }
        let b = s.pointee.bounds
        guard b.width > 0, b.height > 0 else { return false }
        // `drawContents`' sampler choice and `isSprite`'s texel ratio, in their form: contentsRect
        // is the unit rectangle and gravity resize, so the image covers the bounds.
        let ppp: (x: Double, y: Double) = (x: (m.m11 * m.m11 + m.m12 * m.m12).squareRoot() / m.m44,
                   y: (m.m21 * m.m21 + m.m22 * m.m22).squareRoot() / m.m44)
        let texelsX = Double(image.width) * 1 / max(b.width, 1e-9)
        let texelsY = Double(image.height) * 1 / max(b.height, 1e-9)
        if texelsX > ppp.x * 1.001 || texelsY > ppp.y * 1.001 { return false }   // trilinear
        let r = SIMD2(texelsX / ppp.x, texelsY / ppp.y)
        guard r.x >= 0.8, r.y >= 0.8, r.x <= 1.001, r.y <= 1.001 else { return false }
        let smooth = leaf.antialiasesEdges
        if smooth && (leaf.hardEdges != 0 || !textures.canPad(image)) { return false }
        // A batch of the general program this image would extend keeps it (see `isSprite`).
        let clip = clipState()
        if list.extendsOpenBatch(program: .quad, texture: { textures.existingTexture(for: image) }, sampler: .linear,
                                 mask: 0, clip: clip), !list.openBatchIsLeadingFill { return false }

        layersDrawn += 1
        spriteLeavesDrawn += 1
        // `append(…, sprite: true)` for this case, without its questions: no tint, no analytic
        // clip, no corners; hard edges have no margin, smooth ones come from the padded copy.
        let texture: UInt32, uv: SIMD4<Float>
        if smooth {
            let w = Float(image.width + 2), h = Float(image.height + 2)
            uv = SIMD4(1 / w, 1 / h, (w - 1) / w, (h - 1) / h)
            texture = textures.texture(for: image, padded: true)
        } else {
            uv = SIMD4(0, 0, 1, 1)
            texture = textures.texture(for: image)
        }
        var instance = makeInstance(matrix: m, rect: b, shape: b, radius: 0, hole: 0, color: SIMD4(repeating: alpha),
                                    mode: .texture, uv: uv, sigma: 0, pixelsPerPoint: smooth ? ppp : nil)
        Self.encodeSprite(&instance)
        list.appendDraw(instance, program: .sprite, texture: texture, sampler: .linear, mask: 0, clip: clip)
        return true
    }
}
