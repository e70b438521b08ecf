import Foundation
import StrataGraphics

/// `isGeometryFlipped`: "whether the geometry of the layer and its sublayers is flipped
/// vertically … this property controls whether geometry values for the layer are interpreted
/// using the standard or flipped coordinate system. The value of this property does not affect
/// the rendering of the layer's content" (CALayer `isGeometryFlipped`); CALayer.h adds that a
/// CGImage in `contents` "will display the same with both flipped=NO and flipped=YES". So a
/// flipped layer maps its sublayers' coordinates through a reflection about its bounds'
/// horizontal midline (they are placed from the bottom, y up; their own sublayers inherit the
/// flip), and a layer under an odd number of flips shows its `contents` image reflected back,
/// upright (`contentsAreFlipped()`). What a layer draws itself (draw(in:), a shape's path, a
/// gradient) follows its geometry.
extension CALayer {
    /// Set once any layer flips its geometry: until then no frame pays for the ancestor walk.
    package nonisolated(unsafe) static var anyGeometryFlipped = false

    /// The reflection of `bounds` about its horizontal midline (row vectors: y → minY + maxY − y).
    package static func verticalFlip(of bounds: CGRect) -> CATransform3D {
        var f = CATransform3DIdentity
        f.m22 = -1
        f.m42 = bounds.minY + bounds.maxY
        return f
    }

    /// Whether the layer's contents are shown reflected because an odd number of its ancestors
    /// flip their geometry (Apple: "Returns a Boolean indicating whether the layer content is
    /// implicitly flipped when rendered"). Asked of a model or presentation layer.
    public func contentsAreFlipped() -> Bool {
        guard CALayer.anyGeometryFlipped else { return false }
        var flipped = false
        var node = model().superlayerStorage ?? model().maskOwner?.superlayerStorage
        while let layer = node {
            if layer.isGeometryFlipped { flipped.toggle() }
            node = layer.superlayerStorage
        }
        return flipped
    }
}
