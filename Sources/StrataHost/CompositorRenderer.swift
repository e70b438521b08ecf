import Foundation
import StrataCore
import StrataGL
import StrataGraphics

/// The GL compositor (StrataGL) as the viewer's renderer: draws the window layer's
/// presentation tree into the window: small changes are redrawn into a framebuffer object that
/// keeps the last frame and copied to the window (`RetainedFramebuffer`); frames where most of
/// the window changes are drawn whole, straight into the window's back buffer.
public final class CompositorRenderer: FrameRenderer {
    /// The compositor, for its `lastFrameStats`.
    public let compositor: Compositor
    /// Whether small changes are drawn incrementally through a retained framebuffer (default
    /// true); false draws every frame whole straight into the window's framebuffer.
    public var redrawsOnlyChanges = true
    private var retained: RetainedFramebuffer?

    /// Creates the compositor in the GL context current on this thread (the window's).
    public init() throws {
        compositor = try Compositor()
    }

    public func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats {
        _ = try prepare(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, framebuffer: framebuffer)
        return try submitPrepared()
    }

    /// Records the frame (`Compositor.prepareWindowFrame`): the walk and the draw list, no GL
    /// drawing yet.
    public func prepare(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> Bool {
        // Per frame, the compositor draws a mostly changed frame straight into the window and
        // a small change into the retained backing (`Compositor.renderWindow`).
        if redrawsOnlyChanges, retained == nil { retained = RetainedFramebuffer() }
        try compositor.prepareWindowFrame(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                          backing: redrawsOnlyChanges ? retained : nil, window: framebuffer,
                                          clearColor: .black)
        return true
    }

    /// Draws the recorded frame into the window (`Compositor.submitWindowFrame`).
    public func submitPrepared() throws -> FrameRenderStats {
        let stats = try compositor.submitWindowFrame()
        var result = FrameRenderStats(layers: stats.layersDrawn, drawCalls: stats.drawCalls, batches: stats.batches,
                                      redrawnPixels: stats.redrawnPixels)
        result.buildTime = stats.buildTime
        result.submitTime = stats.submitTime
        return result
    }
}
