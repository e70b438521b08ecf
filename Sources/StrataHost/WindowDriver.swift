import Foundation
import StrataCore

/// What a `Window`'s frame loop drives: the tree it draws, its clock and its input. The app's
/// own tree (`WindowContent`) and the viewer (`ViewerSession`) are the two: one loop, one host.
/// Times are session times: seconds since the window's loop started, on its time source.
protocol WindowDriver: AnyObject {
    /// Whether the next frame can differ from the last (else the loop sleeps until input).
    var needsFrames: Bool { get }
    /// The session time of the next scripted event, if any (the loop wakes up for it).
    var nextEventTime: CFTimeInterval? { get }
    /// Set when the driver wants the loop to stop.
    var wantsQuit: Bool { get }
    /// Queues input (window points, session-time timestamp) for the next frame.
    func enqueue(_ event: InputEvent)
    /// Asks for a frame even if nothing moves.
    func setNeedsFrame()
    /// The window's size in points and its pixels per point changed (or are first known).
    func windowDidChange(size: CGSize, scale: CGFloat)
    /// Runs the frame whose timestamp is `time`, up to a fresh presentation tree.
    func advanceFrame(to time: CFTimeInterval, interval: CFTimeInterval)
    /// Draws the last frame's presentation tree.
    @discardableResult
    func render(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) -> FrameRenderStats
    /// Records the last frame's presentation tree for drawing without drawing it
    /// (`FrameRenderer.prepare`); false when it must be drawn with `render` instead.
    func prepareFrame(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) -> Bool
    /// Draws the frame `prepareFrame` recorded.
    @discardableResult
    func submitFrame() -> FrameRenderStats
}

/// How long a window runs: limits and the time source.
struct RunLimits {
    /// Render exactly this many frames back to back, then stop.
    var frameLimit: Int?
    /// Stop once a frame showing session time ≥ this has been drawn.
    var duration: Double?
    /// Fixed time per frame instead of the wall clock (repeatable runs).
    var fixedStep: Double?
}
