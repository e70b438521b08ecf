import Foundation
import StrataGraphics

/// The compositor's question for its sprite-leaf path (StrataGL's FrameBuilder+SpriteLeaf):
/// is this layer nothing but an image stretched over its bounds? Most layers of a particle
/// field, a sprite scene or an icon grid are; the general walk asks each of them a dozen
/// questions through overridable getters, this asks them once, from stored fields.
/// A sprite leaf's image and edges (`CALayer.spriteLeaf`).
package struct SpriteLeaf {
    /// The image, unretained: valid while the layer's state shows it.
    package let image: Unmanaged<CGImage>
    /// The model's `antialiasesEdges` and `hardEdgeBits`.
    package let antialiasesEdges: Bool
    package let hardEdges: UInt8
}

extension CALayer {
    /// The image this model layer shows when all it draws is that image over its bounds: a
    /// plain `CALayer` (not a subclass: one may draw, or answer `renderedContents(scale:)` or
    /// `sublayers` its own way) with no sublayers, mask, transition, blend mode, refresh hook,
    /// `draw(in:)` contents, shadow, background or border, not clipping, double-sided, showing
    /// the whole of a `CGImage` (`contentsRect` and `contentsCenter` the unit rectangle)
    /// stretched (`contentsGravity` resize), magnified bilinearly, not rasterized. nil: the general walk draws
    /// it. `p` is its presentation copy (the values on screen) and `s` that copy's state, read
    /// in place.
    ///
    /// The image comes back unretained (valid while `s` holds it: the walk's visit), with the
    /// model's edge flags beside it: read here, where their `@exclusivity(unchecked)` holds,
    /// they cost no run-time check (from StrataGL, one `swift_beginAccess` a sprite), and the
    /// contents reference is read without the retain and release a copy of it costs.
    package final func spriteLeaf(_ p: CALayer, _ s: UnsafePointer<LayerState>) -> SpriteLeaf? {
        guard type(of: self) == CALayer.self, sublayerStorage.isEmpty, maskStorage == nil, !hasRefreshHook,
              compositingBlendMode == nil, !mayHaveTransition, frozenTransition == nil else { return nil }
        // The same tests, in the same form, as FrameBuilder's shadow, background and border.
        if s.pointee.shadowOpacity > 0, let color = s.pointee.shadowColor, color.alpha > 0 { return nil }
        if let bg = s.pointee.backgroundColor, bg.alpha > 0 { return nil }
        if s.pointee.borderWidth > 0, let color = s.pointee.borderColor, color.alpha > 0 { return nil }
        let cr = s.pointee.contentsRect
        guard !s.pointee.masksToBounds, s.pointee.isDoubleSided,
              cr.origin.x == 0, cr.origin.y == 0, cr.size.width == 1, cr.size.height == 1,
              s.pointee.contentsCenter.origin == .zero, s.pointee.contentsCenter.size == CGSize(width: 1, height: 1),
              let raw = UnsafeRawPointer(s).load(fromByteOffset: Self.contentsOffset, as: UnsafeRawPointer?.self)
        else { return nil }
        let contents = Unmanaged<AnyObject>.fromOpaque(raw)
        guard contents._withUnsafeGuaranteedRef({ ObjectIdentifier(type(of: $0)) == ObjectIdentifier(CGImage.self) })
        else { return nil }
        if let drawn = drawnRasterStore?.drawn, UnsafeRawPointer(Unmanaged.passUnretained(drawn).toOpaque()) == raw { return nil }
        guard spriteLeafAttributesArePlain(p) else { return nil }
        return SpriteLeaf(image: Unmanaged<CGImage>.fromOpaque(raw), antialiasesEdges: antialiasesEdges, hardEdges: hardEdgeBits)
    }

    /// Where `LayerState.contents` (a single nullable reference) lies in the state.
    private static let contentsOffset = MemoryLayout<LayerState>.offset(of: \LayerState.contents)!

    /// Whether the presentation copy `p` stretches its contents (`contentsGravity` resize) and
    /// magnifies them bilinearly; kept until an attribute changes (both are strings to compare).
    private func spriteLeafAttributesArePlain(_ p: CALayer) -> Bool {
        let version = attributesVersion
        if spriteLeafCheckedVersion == version { return spriteLeafAttributesPlain }
        let plain = p.contentsGravity == .resize && p.magnificationFilter != .nearest && !p.shouldRasterize
        // Kept only once the copy holds this version's attributes (it does after a refresh).
        if p === self || p.syncedAttributesVersion == version {
            spriteLeafCheckedVersion = version
            spriteLeafAttributesPlain = plain
        }
        return plain
    }
}
