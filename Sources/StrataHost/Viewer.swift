import CSDL2
import Foundation
import StrataCore
import StrataGraphics

/// The viewer: an SDL window showing a playlist, its frame loop and its input.
///
/// Each frame: gather input → `ViewerSession.advanceFrame` (scripted events, input, commit,
/// display links, callbacks, presentation at the frame's target time) → render → swap. While
/// nothing moves (`ViewerSession.needsFrames` false) it draws nothing and sleeps in
/// `SDL_WaitEventTimeout` until input, a scripted event or the end of the run: an idle
/// viewer uses no CPU. Run it on one thread (the process's main thread in the CLI).
public enum Viewer {
    /// Opens the window, runs until Esc, the window closes or a limit of `options` is reached,
    /// and returns what happened. Throws `HostError` (no display, no GL) or the first entry's
    /// build error.
    public static func run(_ playlist: ViewerPlaylist, options: ViewerOptions = ViewerOptions()) throws -> ViewerResult {
        let session = try ViewerSession(playlist: playlist)
        let initial = options.windowSize ?? session.content.size
        let limits = RunLimits(frameLimit: options.frameLimit, duration: options.duration, fixedStep: options.fixedStep)
        // The same host as an app's `Window`, running the session instead of an app's tree.
        let window = try Window(title: session.windowTitle, size: initial, vsync: options.vsync, limits: limits, driver: session)
        options.log("viewer: \(window.driverName), \(WindowReadback.rendererDescription), vsync \(window.sdl.hasVSync ? "on" : "off")")
        session.renderer = try options.makeRenderer()
        if options.showsHUD { session.showHUD(true) }
        for (time, input) in options.scriptedInput { session.schedule(input, at: time) }

        var title = session.windowTitle
        var frameStart = FrameLoop.wallClock()
        window.afterFrame = { window in
            let now = FrameLoop.wallClock()
            session.noteFrame(wallTime: frameStart, frameTime: now - frameStart)
            frameStart = now
            for message in session.takeMessages() { options.log(message) }
            if session.windowTitle != title {
                title = session.windowTitle
                window.title = title
            }
        }
        while window.step(waitForInput: true) { frameStart = FrameLoop.wallClock() }

        defer { session.leave() }
        // The last frame was swapped away: draw the same presentation tree again and read it
        // before any swap.
        let screenshot = options.takesScreenshot ? try window.screenshot() : nil
        return ViewerResult(framesRendered: window.framesRendered, lastFrameTime: window.lastFrameTime,
                            screenshot: screenshot, driver: window.driverName, scale: window.scale)
    }
}
