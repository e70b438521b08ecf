import Foundation
import StrataCore
import StrataGL
import StrataGraphics

/// The GL compositor (StrataGL) as the viewer's renderer: draws the window layer's
/// presentation tree into a framebuffer object that keeps the last frame, redrawing only what
/// changed, and copies it to the window's framebuffer (`RetainedFramebuffer`).
public final class CompositorRenderer: FrameRenderer {
    /// The compositor, for its `lastFrameStats`.
    public let compositor: Compositor
    /// Whether frames are drawn incrementally through a retained framebuffer (default true);
    /// false draws every frame whole straight into the window's framebuffer.
    public var redrawsOnlyChanges = true
    private var retained: RetainedFramebuffer?

    /// Creates the compositor in the GL context current on this thread (the window's).
    public init() throws {
        compositor = try Compositor()
    }

    public func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats {
        let stats: FrameStats
        if redrawsOnlyChanges, let backing = backing(width: pixelWidth, height: pixelHeight) {
            stats = try compositor.render(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                          framebuffer: backing.framebuffer, topDown: false, clearColor: .black,
                                          incremental: true)
            backing.copy(to: framebuffer)
        } else {
            stats = try compositor.render(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                          framebuffer: framebuffer, clearColor: .black)
        }
        return FrameRenderStats(layers: stats.layersDrawn, drawCalls: stats.drawCalls, batches: stats.batches,
                                redrawnPixels: stats.redrawnPixels)
    }

    /// The retained framebuffer at the window's size; nil (with a message, once) when the GL
    /// implementation cannot make one — frames are then drawn whole into the window.
    private func backing(width: Int, height: Int) -> RetainedFramebuffer? {
        let backing = retained ?? RetainedFramebuffer()
        do {
            try backing.prepare(width: width, height: height)
            retained = backing
            return backing
        } catch {
            Diagnostics.warnOnce("drawing every frame whole: \(error)")
            redrawsOnlyChanges = false
            retained = nil
            return nil
        }
    }
}
