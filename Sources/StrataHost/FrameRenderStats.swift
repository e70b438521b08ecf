import Foundation

/// What rendering one frame cost, for the HUD.
public struct FrameRenderStats: Equatable, Sendable {
    /// Layers visited.
    public var layers: Int
    /// GL draw calls issued.
    public var drawCalls: Int
    /// Batches (draws merged by material); equal to drawCalls for a renderer that does not batch.
    public var batches: Int

    /// Pixels redrawn: all of them, or only those around what changed since the last frame.
    public var redrawnPixels: Int
    /// Seconds the compositor spent building the frame's draw list, and issuing it.
    public var buildTime = 0.0
    /// The time spent submitting the frame's GL work, in seconds.
    public var submitTime = 0.0

    /// Figures for a frame: layers drawn, draw calls, batches and pixels redrawn (times start at 0).
    public init(layers: Int = 0, drawCalls: Int = 0, batches: Int = 0, redrawnPixels: Int = 0) {
        self.layers = layers
        self.drawCalls = drawCalls
        self.batches = batches
        self.redrawnPixels = redrawnPixels
    }
}
