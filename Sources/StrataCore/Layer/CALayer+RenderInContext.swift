import Foundation
import StrataGraphics

extension CALayer {
    /// Renders the layer and its sublayers into `ctx` (Apple: `render(in:)`), in software.
    ///
    /// As Apple documents, it "renders directly from the layer tree, ignoring any animations
    /// added to the render tree" — the model values — and "renders in the coordinate space of
    /// the layer": `ctx`'s user space is taken as this layer's coordinate space (its bounds),
    /// so the layer's own position and transform do not apply, while its opacity, mask,
    /// shadow and hidden flag do. Layer coordinates grow downward, so the result is upright in
    /// a y-down context such as `CGContext(layerPixelsWide:pixelsHigh:scale:)` (the
    /// `UIGraphicsBeginImageContext` kind) and upside down in Apple's y-up bitmap context —
    /// exactly as on iOS, where code flips such a context first. Called on a presentation
    /// layer (`layer.presentation()?.render(in:)`, how apps snapshot a layer mid-animation),
    /// it draws the presented values of that layer and its presentation sublayers.
    ///
    /// Drawn: backgrounds, borders, rounded corners (`maskedCorners`; continuous corners are
    /// drawn circular), contents (every `contentsGravity`, `contentsRect`, `contentsScale`, the
    /// nearest filter), `masksToBounds`, masks (by their alpha), opacity (as a group where
    /// `allowsGroupOpacity`), shadows (`shadowPath` too), 2D transforms and
    /// `sublayerTransform`, `isGeometryFlipped` (contents images kept upright), zPosition order, `isDoubleSided`, CAShapeLayer, CATextLayer,
    /// CAGradientLayer and CAReplicatorLayer content, and layers that draw themselves: their
    /// `draw(in:)` (or the delegate's `draw(_:in:)`) runs again into `ctx`, so they stay sharp
    /// at the context's scale. 3D transforms are flattened to their 2D part (x and y of the
    /// matrix, no perspective), as Core Animation's software renderer ignores 3D.
    /// `compositingFilter` blends the layer with what is beneath, as the compositor does.
    /// Not drawn: CAEmitterLayer particles (they exist only in the animated render tree),
    /// `contentsCenter` stretching (the whole image is scaled) and `filters`.
    public func render(in ctx: CGContext) {
        let renderer = SoftwareLayerRenderer(ctx: ctx)
        ctx.saveGState()
        renderer.renderLayer(self, alpha: 1)
        ctx.restoreGState()
    }
}
