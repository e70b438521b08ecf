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
        let window = try SDLWindow(title: session.windowTitle, width: Int(initial.width.rounded()),
                                   height: Int(initial.height.rounded()), vsync: options.vsync)
        options.log("viewer: \(window.driver), \(WindowReadback.rendererDescription), vsync \(window.hasVSync ? "on" : "off")")
        session.windowSize = window.pointSize
        session.renderer = try options.makeRenderer()
        if options.showsHUD { session.showHUD(true) }
        for (time, input) in options.scriptedInput { session.schedule(input, at: time) }

        var loop = FrameLoop(options: options, window: window)
        var title = session.windowTitle
        var lastTime: CFTimeInterval = 0
        var frames = 0

        while true {
            if loop.gatherInput(session: session) == .quit { break }
            guard let time = loop.nextFrameTime(session: session, framesRendered: frames) else { continue }
            let frameStart = FrameLoop.wallClock()
            session.advanceFrame(to: time, interval: loop.interval)
            let pixels = window.pixelSize
            session.render(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: window.scale)
            session.noteFrame(wallTime: frameStart, frameTime: FrameLoop.wallClock() - frameStart)
            for message in session.takeMessages() { options.log(message) }
            if session.windowTitle != title {
                title = session.windowTitle
                window.title = title
            }
            window.swap()
            frames += 1
            lastTime = time
            loop.pace(frameStart: frameStart)
            if session.wantsQuit || loop.isFinished(afterFrameAt: time, framesRendered: frames) { break }
        }

        defer { session.leave() }
        var screenshot: CGImage?
        if options.takesScreenshot {
            // The last frame was swapped away: draw the same presentation tree again and read
            // it before any swap.
            let pixels = window.pixelSize
            session.render(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: window.scale)
            screenshot = try WindowReadback.backBuffer(width: pixels.width, height: pixels.height)
        }
        return ViewerResult(framesRendered: frames, lastFrameTime: lastTime, screenshot: screenshot,
                            driver: window.driver, scale: window.scale)
    }
}
