import Foundation
import StrataCore

/// Draws a layer tree into the current GL context: the compositor, behind a protocol so the
/// host does not depend on how frames are drawn (and tests can record them).
public protocol FrameRenderer: AnyObject {
    /// Draws the presentation tree of `root` (refreshed for this frame with
    /// `updatePresentationTree(at:)`: read each model layer's `presentationSnapshot`) into GL
    /// framebuffer `framebuffer` (0: the window) of `pixelWidth`×`pixelHeight` pixels, at
    /// `scale` pixels per point. Root-layer points map to the framebuffer with the origin at the
    /// top left. Throws when the frame cannot be drawn (the viewer reports it once and goes on).
    func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats

    /// Records the frame `render` would draw without drawing it yet, for a host that records
    /// the next frame while the GL still draws the last (then `submitPrepared()` draws it).
    /// Returns false when the renderer draws only in one step: the host calls `render`.
    func prepare(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> Bool
    /// Draws the frame the last `prepare` recorded.
    func submitPrepared() throws -> FrameRenderStats
}

extension FrameRenderer {
    /// One step only: the host draws with `render`.
    public func prepare(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> Bool {
        false
    }

    public func submitPrepared() throws -> FrameRenderStats {
        throw HostError("this renderer draws each frame in one step (render)")
    }
}
