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
}
