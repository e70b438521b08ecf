import Foundation
import StrataCore

/// Where a layer's contents image goes inside its bounds (CALayer `contentsGravity`).
enum ContentsLayout {
    /// See `ContentsPlacement.rect` (shared with `CALayer.render(in:)`).
    static func placement(gravity: CALayerContentsGravity, bounds b: CGRect, imageSize s: CGSize) -> CGRect {
        ContentsPlacement.rect(gravity: gravity, bounds: b, imageSize: s)
    }
}
