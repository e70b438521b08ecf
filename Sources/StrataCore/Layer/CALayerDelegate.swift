import Foundation

/// Methods a layer's delegate implements to supply actions, content and layout
/// (Apple: CALayerDelegate). Every method is optional.
public protocol CALayerDelegate: AnyObject {
    /// Returns the action for `event`, `NSNull()` to stop the search with no action, or nil to
    /// continue it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Supplies the layer's contents directly (instead of drawing).
    func display(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

public extension CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    func display(_ layer: CALayer) {}
    func layoutSublayers(of layer: CALayer) {}
}
