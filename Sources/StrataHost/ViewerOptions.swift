import Foundation
import StrataCore
import StrataGraphics

/// How `Viewer.run` runs: limits, time source, window, renderer.
public struct ViewerOptions {
    /// Render exactly this many frames back to back (animating or not), then return.
    public var frameLimit: Int?
    /// Return once a frame showing session time ≥ this many seconds has been drawn.
    public var duration: Double?
    /// Each frame advances time by exactly this many seconds instead of following the wall
    /// clock, and frames are not paced (repeatable runs, tests, recordings). While nothing
    /// moves, time jumps to the next scripted event or the end of `duration`.
    public var fixedStep: Double?
    /// Read the window's pixels back when the run ends (`ViewerResult.screenshot`).
    public var takesScreenshot = false
    /// Input played at session times (seconds since the viewer started), in order, through the
    /// viewer's key bindings like typed keys; pointer points are root-layer points of the
    /// content shown then. Default none.
    public var scriptedInput: [(time: CFTimeInterval, input: SceneInput)] = []
    /// Start with the HUD shown.
    public var showsHUD = false
    /// The window's initial size in points (default: the first content's size).
    public var windowSize: CGSize?
    /// Ask for vsync (default true; `STRATA_VSYNC=0` turns it off).
    public var vsync = true
    /// Makes the renderer once the window's GL context is current.
    public var makeRenderer: () throws -> any FrameRenderer = { try CompositorRenderer() }
    /// Called with each line the viewer reports (switching errors, the driver in use).
    public var log: (String) -> Void = { _ in }

    /// The defaults, with `STRATA_VSYNC` read from the environment.
    public init() {
        if ProcessInfo.processInfo.environment["STRATA_VSYNC"] == "0" { vsync = false }
    }
}

/// What a viewer run did.
public struct ViewerResult {
    /// Frames drawn.
    public var framesRendered: Int
    /// Session time of the last frame (seconds since the viewer started, on its time source).
    public var lastFrameTime: CFTimeInterval
    /// The last frame's pixels, when `takesScreenshot` was set.
    public var screenshot: CGImage?
    /// The SDL video driver used.
    public var driver: String
    /// Pixels per point of the window.
    public var scale: CGFloat
}
