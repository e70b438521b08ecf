import Foundation

/// Where a layer's contents image goes inside its bounds (CALayer `contentsGravity`), shared by
/// the GL compositor and `render(in:)` so both place an image alike.
package enum ContentsPlacement {
    /// The rectangle, in the layer's coordinates, that the part of the image selected by
    /// `contentsRect` fills, for an image of `imageSize` points (its pixels over
    /// `contentsScale`, times the `contentsRect` size). Layer coordinates grow downward, so
    /// `.top` is the edge at `bounds.minY`, as the gravity names read on screen.
    package static func rect(gravity: CALayerContentsGravity, bounds b: CGRect, imageSize s: CGSize) -> CGRect {
        // The default first: gravity names are strings, and most layers stretch.
        if gravity == .resize { return b }
        let w = s.width, h = s.height
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let fit = gravity == .resizeAspect ? min(b.width / w, b.height / h) : max(b.width / w, b.height / h)
            let sw = w * fit, sh = h * fit
            return CGRect(x: b.midX - sw / 2, y: b.midY - sh / 2, width: sw, height: sh)
        case .center: return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .top: return CGRect(x: b.midX - w / 2, y: b.minY, width: w, height: h)
        case .bottom: return CGRect(x: b.midX - w / 2, y: b.maxY - h, width: w, height: h)
        case .left: return CGRect(x: b.minX, y: b.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: b.maxX - w, y: b.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: b.minX, y: b.minY, width: w, height: h)
        case .topRight: return CGRect(x: b.maxX - w, y: b.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: b.minX, y: b.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: b.maxX - w, y: b.maxY - h, width: w, height: h)
        default: return b   // .resize and unknown names (Core Animation falls back to resize)
        }
    }
}
