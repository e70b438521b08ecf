import Foundation
import StrataGraphics

/// Methods a layer's delegate implements to supply actions, content and layout
/// (Apple: CALayerDelegate). Every method is optional.
public protocol CALayerDelegate: AnyObject {
    /// Returns the action for `event`, `NSNull()` to stop the search with no action, or nil to
    /// continue it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Supplies the layer's contents directly (instead of drawing). When implemented, the layer
    /// does not draw.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, whose user space is the layer's coordinate space
    /// (y down, origin at the bounds' top-left, scaled by `contentsScale`), as on iOS.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Called by `display()` just before the layer draws, to set state that affects the
    /// contents (`contentsFormat`, `isOpaque`); not called when the delegate implements
    /// `display(_:)` (Apple: CALayerDelegate `layerWillDraw(_:)`).
    func layerWillDraw(_ layer: CALayer)
}

public extension CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Not implemented: the layer draws instead (the flag tells `display()` so).
    func display(_ layer: CALayer) { layer.drawProbe.delegateDisplayMissing = true }
    /// Not implemented: nothing is drawn (the flag tells `display()` so).
    func draw(_ layer: CALayer, in ctx: CGContext) { layer.drawProbe.delegateDrawMissing = true }
    func layoutSublayers(of layer: CALayer) {}
    func layerWillDraw(_ layer: CALayer) {}
}

/// What `display()` learned about the drawing hooks: Swift cannot ask whether an optional
/// protocol method is implemented, so the default implementations raise these flags.
struct DrawProbe {
    var delegateDisplayMissing = false
    var delegateDrawMissing = false
    /// CALayer's own `draw(in:)` ran (a subclass that overrides it without calling super drew).
    var baseDrawReached = false
    /// The delegate's `draw(_:in:)` ran.
    var somethingDrew = false
}
