import CGL
import CSDL2
import Foundation
import StrataCore
import StrataGraphics

/// A window showing a layer tree, with its frame loop and input: Strata's host, for your own
/// program. Build layers under `rootLayer` (its bounds are the window in points, origin top
/// left), then `run()`; or call `step()` from a loop of your own.
///
/// Each frame runs in Core Animation's order: input (each event at its own time, routed to the
/// layer under it — see `eventRouter`) → commit of the implicit transaction (so plain property
/// changes animate, as on iOS, without `CATransaction.flush()`) → `CADisplayLink`s → animation
/// callbacks → layout and display → presentation tree at the frame's target time → render →
/// swap. While nothing moves the window draws nothing and sleeps until input: an idle window
/// uses no CPU. Layers live on the thread's real-time clock: use a window, and change its
/// layers, on the thread that opened it (SDL and GL are thread-bound).
///
/// Several windows may be open at once (SDL's events are shared out by window); `run()` drives
/// one of them, `step()` any number from one loop. Closing is `close()` or the window's close
/// button.
public final class Window {
    /// The layer tree's root: bounds are the window's size in points, `contentsScale` its
    /// pixels per point.
    public var rootLayer: CALayer { content.rootLayer }
    /// Routes input to the layers (handlers, `InputResponder` delegates, key focus).
    public var eventRouter: EventRouter { content.router }
    /// Told about input nobody took, resizes, frames and closing. Not retained.
    public weak var delegate: WindowDelegate?
    /// The SDL video driver in use ("x11", "wayland", "offscreen").
    public var driverName: String { sdl.driver }
    /// Frames drawn so far.
    public private(set) var framesRendered = 0
    /// False once closed (by `close()`, the close button, or `run()`'s limits).
    public private(set) var isOpen = true
    /// Where the last frame's time went (evaluate, build, submit, GPU wait, present).
    public private(set) var lastFrameTimes = FrameTimes()
    /// Waits for the GL to finish each frame before the swap, so that `lastFrameTimes`
    /// separates rendering from presenting (benchmarks; it costs the overlap of the two).
    public var waitsForGPUBeforePresent = false
    /// Whether a turn records its frame while the GL still draws the last one, and shows that
    /// one only then: the engine's work and llvmpipe's rasteriser threads overlap instead of
    /// taking turns (each frame is shown one turn after it is drawn, at the start of the next
    /// turn or before the loop sleeps). On by default when swaps do not wait for the display's
    /// refresh (no vsync: with vsync, showing a frame a turn later would add a refresh of
    /// latency); `waitsForGPUBeforePresent` turns it off.
    public var pipelinesFrames: Bool
    /// Whether the last turn drew a frame that is not swapped in yet.
    private(set) var hasUnshownFrame = false

    let sdl: SDLWindow
    let driver: any WindowDriver
    private let content: WindowContent
    private var loop: FrameLoop
    private let screenshotPath: String?
    private var expectedPixels: [(x: Int, y: Int, rgb: [Int])] = []
    /// The session time of the last frame drawn.
    private(set) var lastFrameTime: CFTimeInterval = 0
    /// Called after each frame is drawn, before the swap (the viewer's title and log).
    var afterFrame: (Window) -> Void = { _ in }
    /// Whether this window runs its clock's frames (then the main run loop does not).
    private var drivesClock = false

    /// Opens a window titled `title` of `width`×`height` points (1…16384; `options.size`
    /// overrides them). Throws a `HostError` with one sentence when there is no display, no
    /// OpenGL 3.3, or the system refuses the window.
    public convenience init(title: String = "Strata", width: Int = 800, height: Int = 600,
                            options: WindowOptions = WindowOptions()) throws {
        let size = options.size ?? CGSize(width: width, height: height)
        guard (1...16_384).contains(size.width), (1...16_384).contains(size.height) else {
            throw HostError("a window needs a width and height of 1…16384 points, got \(width)×\(height)")
        }
        if options.headless { SDLVideo.preferOffscreen() }
        let content = WindowContent(size: size)
        let limits = RunLimits(frameLimit: options.frameLimit, duration: options.duration, fixedStep: options.fixedStep)
        try self.init(title: title, size: size, vsync: options.vsync, limits: limits, driver: content,
                      content: content, screenshotPath: options.screenshotPath, unitsPerPoint: options.scale)
        content.renderer = try CompositorRenderer()
        expectedPixels = options.expectedPixels
        for (time, event) in options.scriptedInput { content.schedule(event, at: time) }
        // One commit per frame: while the window is open its loop runs the thread's clock.
        content.clock.hostWillDriveFrames()
        drivesClock = true
    }

    /// The one host behind the public window and the viewer: an SDL window running `driver`.
    init(title: String, size: CGSize, vsync: Bool, limits: RunLimits, driver: any WindowDriver,
         content: WindowContent? = nil, screenshotPath: String? = nil, unitsPerPoint: CGFloat = 1) throws {
        sdl = try SDLWindow(title: title, width: Int(saturating: size.width.rounded()), height: Int(saturating: size.height.rounded()), vsync: vsync,
                            unitsPerPoint: unitsPerPoint)
        self.driver = driver
        self.content = content ?? WindowContent(size: size)
        self.screenshotPath = screenshotPath
        loop = FrameLoop(options: limits, window: sdl)
        pipelinesFrames = !sdl.hasVSync
        self.content.shouldRoute = { [unowned self] event in delegate?.window(self, shouldRoute: event) ?? true }
        self.content.didResize = { [unowned self] _, _ in delegate?.windowDidResize(self) }
        self.content.willRunFrame = { [unowned self] time in delegate?.windowWillRunFrame(self, at: time) }
        self.content.router.fallback = { [unowned self] event, hit in
            delegate?.window(self, didNotHandle: event, hitLayer: hit)
        }
        driver.windowDidChange(size: sdl.pointSize, scale: sdl.scale)
    }

    deinit {
        SDLEventPump.discard(for: sdl.id)
        stopDrivingClock()
    }

    private func stopDrivingClock() {
        guard drivesClock else { return }
        drivesClock = false
        content.clock.hostDidStopDrivingFrames()
    }

    /// Whether the system's text input is on: typed text then arrives as `.text` events (SDL's
    /// text input, with the input method's composition). A UIKit-style first responder turns
    /// it on while it edits. SDL has one text input for the process: the setting is shared by
    /// every window. Default on.
    public var acceptsTextInput: Bool {
        get { SDL_IsTextInputActive() == SDL_TRUE }
        set { if newValue { SDL_StartTextInput() } else { SDL_StopTextInput() } }
    }

    /// The window's title.
    public var title: String {
        get { sdl.title }
        set { sdl.title = newValue }
    }

    /// The window's size in points. Setting it resizes the window (the system may adjust the
    /// size); the root layer follows and the delegate hears of it.
    public var size: CGSize {
        get { sdl.pointSize }
        set {
            sdl.setPointSize(newValue)
            driver.windowDidChange(size: sdl.pointSize, scale: sdl.scale)
        }
    }

    /// Pixels per point (2 on a HiDPI display that SDL reports as such).
    public var scale: CGFloat { sdl.scale }

    /// Plays `event` (root-layer points) `time` seconds after the first frame, through the
    /// same routing as live input; its timestamp becomes that time.
    public func schedule(_ event: InputEvent, at time: CFTimeInterval) {
        content.schedule(event, at: time)
    }

    /// Runs frames until the window closes or a limit of the options is reached; then writes
    /// the screenshot the options ask for and checks their expected pixels. Throws when the
    /// screenshot cannot be written or a pixel differs.
    public func run() throws {
        try run { 1 }
    }

    /// Runs like `run()`, calling `work` before each turn of the loop: it does other work of
    /// the thread (an app's main run loop: its timers and queued blocks) and returns how long
    /// an idle window may sleep waiting for input (at most 1 s).
    public func run(servicing work: () -> Double) throws {
        while step(waitingUpTo: work()) {}
        guard screenshotPath != nil || !expectedPixels.isEmpty else { return }
        let image = try screenshot()
        if let screenshotPath {
            do {
                try image.pngData().write(to: URL(fileURLWithPath: screenshotPath))
            } catch {
                throw HostError("cannot write the screenshot to '\(screenshotPath)': \(error)")
            }
        }
        for (x, y, rgb) in expectedPixels {
            let seen = image.color(atX: x, y: y).map { [$0.red, $0.green, $0.blue].map { Int(saturating: ($0 * 255).rounded()) } } ?? []
            guard seen.count == 3, zip(seen, rgb).allSatisfy({ abs($0 - $1) <= 24 }) else {
                let shown = seen.map { String(format: "%02x", $0) }.joined()
                throw HostError("pixel \(x),\(y) of the last frame is \(shown.isEmpty ? "outside it" : shown), expected "
                    + rgb.map { String(format: "%02x", $0) }.joined())
            }
        }
    }

    /// One turn of the loop: takes the window's input and draws a frame if anything can have
    /// changed. With `waitForInput`, an idle window sleeps until input or its next scripted
    /// event (up to a second) first. Returns false once the window is closed or its limits are
    /// reached.
    @discardableResult
    public func step(waitForInput: Bool = false) -> Bool {
        step(waitingUpTo: waitForInput ? 1 : 0)
    }

    /// One turn of the loop, where an idle window sleeps until input, its next scripted event
    /// or `seconds` (at most 1) have passed: for a loop that also serves other work, such as
    /// the main run loop's timers. Returns false once the window is closed.
    @discardableResult
    public func step(waitingUpTo seconds: Double) -> Bool {
        guard isOpen else { return false }
        sdl.makeCurrent()
        loop.begin()
        let wait = seconds.isFinite ? min(max(seconds, 0), 1) : 1
        // A frame drawn but not yet shown is shown before the loop may sleep (only a turn
        // that may wait can; asking `needsFrames` costs a walk of the running animations).
        if hasUnshownFrame && wait > 0 && !(loop.drawsEveryFrame || driver.needsFrames) { showDrawnFrame() }
        if loop.gatherInput(session: driver, mayWait: wait > 0, maxWait: wait) == .quit {
            showDrawnFrame()
            if delegate?.windowShouldClose(self) ?? true { close() }
            return isOpen
        }
        guard let time = loop.nextFrameTime(session: driver, framesRendered: framesRendered) else {
            showDrawnFrame()
            return true
        }
        let frameStart = FrameLoop.wallClock()
        driver.advanceFrame(to: time, interval: loop.interval)
        let evaluated = FrameLoop.wallClock()
        let pixels = sdl.pixelSize
        lastFrameTimes = FrameTimes()
        lastFrameTimes.evaluate = evaluated - frameStart
        if pipelinesFrames && !waitsForGPUBeforePresent
            && driver.prepareFrame(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: sdl.scale, framebuffer: 0) {
            // Recorded while the GL still draws the last frame; that one is shown only now,
            // then this one is drawn and left to the GL's threads until the next turn.
            let prepared = FrameLoop.wallClock()
            showDrawnFrame()
            let shown = FrameLoop.wallClock()
            let stats = driver.submitFrame()
            glFlush()
            hasUnshownFrame = true
            afterFrame(self)
            lastFrameTimes.build = stats.buildTime
            lastFrameTimes.submit = max(0, FrameLoop.wallClock() - shown)
            lastFrameTimes.present = shown - prepared
            lastFrameTimes.total = FrameLoop.wallClock() - frameStart
        } else {
            showDrawnFrame()   // a frame left by a pipelined turn goes first
            let stats = driver.render(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: sdl.scale, framebuffer: 0)
            afterFrame(self)
            let rendered = FrameLoop.wallClock()
            if waitsForGPUBeforePresent { glFinish() }
            let finished = FrameLoop.wallClock()
            sdl.swap()
            let presented = FrameLoop.wallClock()
            lastFrameTimes.build = stats.buildTime
            lastFrameTimes.submit = max(0, rendered - evaluated - stats.buildTime)
            lastFrameTimes.gpuWait = finished - rendered
            lastFrameTimes.present = presented - finished
            lastFrameTimes.total = presented - frameStart
        }
        framesRendered += 1
        lastFrameTime = time
        loop.pace(frameStart: frameStart)
        if driver.wantsQuit || loop.isFinished(afterFrameAt: time, framesRendered: framesRendered) {
            showDrawnFrame()
            isOpen = false
            stopDrivingClock()
        }
        return isOpen
    }

    /// Shows the frame the last turn drew and left for the next one to swap in (pipelined
    /// frames, `pipelinesFrames`), now, waiting for the GL to finish it: for code that needs
    /// the window's picture current before it goes on — a benchmark ending a timed run, other
    /// GL drawing into the same window. Does nothing when no frame waits.
    public func presentDrawnFrame() {
        showDrawnFrame()
    }

    /// Swaps in the frame the last turn drew and left unshown (pipelined frames), if any.
    private func showDrawnFrame() {
        guard hasUnshownFrame else { return }
        hasUnshownFrame = false
        sdl.makeCurrent()
        sdl.swap()
    }

    /// Draws the last frame again and returns its pixels (the window's back buffer, top row
    /// first, opaque).
    public func screenshot() throws -> CGImage {
        showDrawnFrame()
        sdl.makeCurrent()
        let pixels = sdl.pixelSize
        driver.render(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: sdl.scale, framebuffer: 0)
        return try WindowReadback.backBuffer(width: pixels.width, height: pixels.height)
    }

    /// Stops the window's loop (`run()` returns; `step()` returns false). The window itself
    /// goes when the last reference to it does.
    public func close() {
        showDrawnFrame()
        isOpen = false
        content.quit()
        stopDrivingClock()
    }
}
