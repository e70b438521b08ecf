import Foundation
import StrataCore
import StrataGraphics

/// A stand-in for the compositor: fills each visible layer's on-screen bounding box with its
/// background colour (a scissored clear), back to front, ignoring everything else (contents,
/// rotation, blending, borders). Enough to see and test layers move until the GL compositor is
/// plugged in. Walks the model tree and reads each layer's presentation snapshot.
public final class PlaceholderRenderer: FrameRenderer {
    private let gl: GLFunctions

    /// Creates the renderer in the current GL context.
    public init() throws {
        gl = try GLFunctions()
    }

    public func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) -> FrameRenderStats {
        gl.bindFramebuffer(GLFunctions.framebuffer, framebuffer)
        gl.viewport(0, 0, Int32(pixelWidth), Int32(pixelHeight))
        gl.disable(GLFunctions.scissorTest)
        gl.clearColor(0, 0, 0, 1)
        gl.clear(GLFunctions.colorBufferBit)
        gl.enable(GLFunctions.scissorTest)
        var stats = FrameRenderStats()
        draw(root, parent: CATransform3DIdentity, opacity: 1, pixelHeight: pixelHeight, scale: scale, stats: &stats)
        gl.disable(GLFunctions.scissorTest)
        stats.batches = stats.drawCalls
        return stats
    }

    private func draw(_ model: CALayer, parent: CATransform3D, opacity: Float, pixelHeight: Int, scale: CGFloat, stats: inout FrameRenderStats) {
        guard let layer = model.presentationSnapshot, !layer.isHidden else { return }
        stats.layers += 1
        let alpha = opacity * layer.opacity
        let bounds = layer.bounds
        // Row-vector convention (as CATransform3D): bounds point → superlayer point.
        let anchor = CATransform3DMakeTranslation(-bounds.minX - layer.anchorPoint.x * bounds.width,
                                                  -bounds.minY - layer.anchorPoint.y * bounds.height, 0)
        let local = CATransform3DConcat(CATransform3DConcat(anchor, layer.transform),
                                        CATransform3DMakeTranslation(layer.position.x, layer.position.y, 0))
        let toWindow = CATransform3DConcat(local, parent)
        if let color = layer.backgroundColor, RGBA(color).alpha * Double(alpha) > 0.05 {
            let rgba = RGBA(color)
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
                .map { Self.apply(toWindow, to: $0) }
            let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
            let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
            let x0 = Int((minX * scale).rounded()), x1 = Int((maxX * scale).rounded())
            let y0 = Int((minY * scale).rounded()), y1 = Int((maxY * scale).rounded())
            if x1 > x0, y1 > y0 {
                // GL's window origin is the bottom left.
                gl.scissor(Int32(x0), Int32(pixelHeight - y1), Int32(x1 - x0), Int32(y1 - y0))
                let a = Float(rgba.alpha) * alpha
                gl.clearColor(Float(rgba.red) * a, Float(rgba.green) * a, Float(rgba.blue) * a, 1)
                gl.clear(GLFunctions.colorBufferBit)
                stats.drawCalls += 1
            }
        }
        // Sublayers live in this layer's bounds space, through its sublayerTransform.
        let childParent = CATransform3DConcat(layer.sublayerTransform, toWindow)
        for sublayer in model.sublayers ?? [] {
            draw(sublayer, parent: childParent, opacity: alpha, pixelHeight: pixelHeight, scale: scale, stats: &stats)
        }
    }

    private static func apply(_ m: CATransform3D, to p: CGPoint) -> CGPoint {
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        let scale = w != 0 ? 1 / w : 1
        return CGPoint(x: (p.x * m.m11 + p.y * m.m21 + m.m41) * scale, y: (p.x * m.m12 + p.y * m.m22 + m.m42) * scale)
    }
}
