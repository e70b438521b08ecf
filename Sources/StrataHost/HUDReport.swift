import Foundation

/// The HUD's figures for the last frames.
public struct HUDReport: Equatable, Sendable {
    /// Frames per second over the last second of rendered frames.
    public var framesPerSecond: Double = 0
    /// CPU time of the last frame (input to swap request), in seconds.
    public var frameTime: Double = 0
    /// What the renderer reported for the last frame.
    public var stats = FrameRenderStats()
    /// Whether the viewer's animation is paused (Space).
    public var isPaused = false
    /// Whether the viewer runs in 10× slow motion (S).
    public var isSlowMotion = false

}
