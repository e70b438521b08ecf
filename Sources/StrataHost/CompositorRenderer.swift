import Foundation
import StrataCore
import StrataGL
import StrataGraphics

/// The GL compositor (StrataGL) as the viewer's renderer: draws the window layer's
/// presentation tree into the window's framebuffer.
public final class CompositorRenderer: FrameRenderer {
    /// The compositor, for its `lastFrameStats`.
    public let compositor: Compositor

    /// Creates the compositor in the GL context current on this thread (the window's).
    public init() throws {
        compositor = try Compositor()
    }

    public func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats {
        let stats = try compositor.render(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                          framebuffer: framebuffer, clearColor: .black)
        return FrameRenderStats(layers: stats.layersDrawn, drawCalls: stats.drawCalls, batches: stats.batches)
    }
}
