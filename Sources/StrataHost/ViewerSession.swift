import Foundation
import StrataCore
import StrataGraphics

/// The viewer without its window: the content being shown, the stage around it, the input
/// waiting for the next frame, and the frame itself. The SDL window (`Viewer`) feeds it events
/// and times and draws what it returns; tests drive it directly.
///
/// One frame (`advanceFrame(to:interval:)`), in the order of STYLE.md and issue 6:
/// scripted events due → live input at the frame's time → commit → display-link callbacks →
/// animation callbacks → layout and display → presentation tree evaluated at the frame's
/// target time (when it will be on screen); then `render` draws it and the window swaps.
public final class ViewerSession: WindowDriver {
    /// The contents to switch between.
    public let playlist: ViewerPlaylist
    /// The viewer's layers around the content (made on the first content's clock, like every
    /// later change to them, so they never touch the thread's real-time clock).
    public let stage: ViewerStage
    /// The entry shown.
    public private(set) var index: Int
    /// The content shown.
    public private(set) var content: ViewerContent
    /// Draws frames; nil draws nothing (tests of the engine side).
    public var renderer: (any FrameRenderer)?
    /// Whether the HUD is shown (H).
    public internal(set) var showsHUD = false
    /// Set by Esc (unless the content takes it).
    public internal(set) var wantsQuit = false
    /// The last frame's target time on the content's clock (what the frame shows).
    public private(set) var lastTargetTime: CFTimeInterval = 0
    /// The HUD's figures.
    public internal(set) var hudReport = HUDReport()
    /// What happened since the last `takeMessages()`: "showing NAME" at a switch, "cannot …"
    /// when an entry failed to build or a frame failed to draw; the viewer logs them.
    public internal(set) var messages: [String] = []

    var pending: [HostEvent] = []
    /// The session time of the frame being run (input timestamps are measured from it).
    var frameSessionTime: CFTimeInterval = 0
    /// The content-clock time of the last input delivered (timestamps never go back).
    var lastInputTime: CFTimeInterval = -.infinity
    /// Scripted input at session times, in time order (stable).
    var scripted: [(time: CFTimeInterval, input: SceneInput)] = []
    /// An entry a scripted key asked for during the frame's events.
    var scriptedSwitch: Int?
    /// Session time at which the current content's clock was at 0.
    private var contentStart: CFTimeInterval = 0
    var needsFrame = true
    private var renderErrorReported = false
    var lastWallTime: CFTimeInterval = 0
    var hudDrawnAt: CFTimeInterval = -.infinity
    var lastScale: CGFloat = 1
    private var meter = FrameRateMeter()

    /// Builds the playlist's start entry; throws its error if it cannot be built.
    public init(playlist: ViewerPlaylist, windowSize: CGSize? = nil) throws {
        self.playlist = playlist
        index = playlist.startIndex
        content = try playlist.entries[playlist.startIndex].make()
        stage = content.player.inspect { ViewerStage() }
        stage.windowSize = windowSize ?? content.size
        present(content, at: 0)
    }

    /// The window's size in points.
    public var windowSize: CGSize {
        get { stage.windowSize }
        set {
            guard newValue != stage.windowSize else { return }
            content.player.inspect { stage.windowSize = newValue }
            needsFrame = true
        }
    }

    /// The window's size in points and pixels per point changed.
    public func windowDidChange(size: CGSize, scale: CGFloat) {
        windowSize = size
        lastScale = scale
    }

    /// Queues input (window points, session-time timestamp) for the next frame.
    public func enqueue(_ event: HostEvent) {
        pending.append(event)
    }

    /// Plays `input` at session time `time`, in the frame whose timestamp reaches it, through
    /// the viewer's bindings as a typed key (pointer points are root-layer points).
    public func schedule(_ input: SceneInput, at time: CFTimeInterval) {
        let index = scripted.firstIndex { $0.time > time } ?? scripted.count
        scripted.insert((time, input), at: index)
    }

    /// Asks for a frame even if nothing moves (window exposed, resized).
    public func setNeedsFrame() { needsFrame = true }

    /// Whether the next frame can differ from the last: input waits, a layer animates (in a
    /// stage whose time runs), a display link is active, or something asked for a frame. When
    /// false the viewer waits for input (or `nextEventTime`) instead of drawing.
    public var needsFrames: Bool {
        if needsFrame || !pending.isEmpty { return true }
        let player = content.player
        return player.inspect {
            player.clock.hasActiveDisplayLinks || stage.windowLayer.hasActiveAnimations(at: lastTargetTime)
        }
    }

    /// The session time of the next scripted event (scheduled input, the content's events), if any.
    public var nextEventTime: CFTimeInterval? {
        let own = content.player.nextEventTime.map { $0 + contentStart }
        guard let input = scripted.first?.time else { return own }
        return min(own ?? input, input)
    }

    /// The content's scene time at session time `time`.
    public func sceneTime(atSessionTime time: CFTimeInterval) -> CFTimeInterval {
        time - contentStart
    }

    /// Runs the frame whose timestamp is session time `time` (seconds since the viewer started)
    /// and whose target is `time + interval` (the display's refresh interval), up to a fresh
    /// presentation tree; `render` draws it.
    public func advanceFrame(to time: CFTimeInterval, interval: CFTimeInterval) {
        var player = content.player
        player.clock.frameInterval = interval
        frameSessionTime = time
        var switchTo: Int?
        player.advance(to: max(time - contentStart, player.time)) {
            while scriptedSwitch == nil, let next = scripted.first, next.time <= time {
                scripted.removeFirst()
                routeScripted(next.input, age: time - next.time)
            }
            switchTo = scriptedSwitch ?? deliverPending(now: player.clock.now)
        }
        scriptedSwitch = nil
        if let switchTo, let next = build(switchTo) {
            leave()
            messages.append("showing \(playlist.entries[switchTo].name)")
            index = switchTo
            content = next
            present(next, at: time)
            lastInputTime = -.infinity
            player = next.player
            player.clock.frameInterval = interval
            player.advance(to: 0)
        }
        player.inspect {
            let target = player.clock.now + interval
            if showsHUD { updateHUD() }
            stage.windowLayer.layoutAndDisplayIfNeeded()
            stage.windowLayer.updatePresentationTree(at: target)
            lastTargetTime = target
        }
        needsFrame = false
    }

    /// Draws the last frame's presentation tree with `renderer` into GL framebuffer
    /// `framebuffer` (0: the window), and notes the frame for the HUD's figures.
    @discardableResult
    public func render(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32 = 0) -> FrameRenderStats {
        lastScale = scale
        guard let renderer else { return FrameRenderStats() }
        do {
            return noteDrawn(try content.player.inspect {
                try renderer.render(stage.windowLayer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, framebuffer: framebuffer)
            })
        } catch {
            noteRenderError(error)
            return FrameRenderStats()
        }
    }

    /// Records the last frame's presentation tree with `renderer` (`FrameRenderer.prepare`);
    /// `submitFrame()` draws it. False when the renderer draws in one step.
    public func prepareFrame(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32 = 0) -> Bool {
        lastScale = scale
        guard let renderer else { return false }
        do {
            return try content.player.inspect {
                try renderer.prepare(stage.windowLayer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                     framebuffer: framebuffer)
            }
        } catch {
            noteRenderError(error)
            return false
        }
    }

    /// Draws the frame `prepareFrame` recorded, and notes it for the HUD's figures.
    @discardableResult
    public func submitFrame() -> FrameRenderStats {
        guard let renderer else { return FrameRenderStats() }
        do {
            return noteDrawn(try renderer.submitPrepared())
        } catch {
            noteRenderError(error)
            return FrameRenderStats()
        }
    }

    private func noteDrawn(_ stats: FrameRenderStats) -> FrameRenderStats {
        hudReport.stats = stats
        renderErrorReported = false
        return stats
    }

    /// Reports a failing frame once, not sixty times a second.
    private func noteRenderError(_ error: Error) {
        if !renderErrorReported { messages.append("cannot draw the frame: \(error)") }
        renderErrorReported = true
    }

    /// Notes a frame's wall-clock start and CPU time, for the HUD's fps and frame time.
    public func noteFrame(wallTime: CFTimeInterval, frameTime: CFTimeInterval) {
        meter.note(wallTime)
        lastWallTime = wallTime
        hudReport.framesPerSecond = meter.framesPerSecond
        hudReport.frameTime = frameTime
    }

    /// "petal — Strata", with the stage's state ("(paused)", "(slow motion 10x)").
    public var windowTitle: String {
        var title = "\(content.title) — Strata"
        if stage.isPaused { title += " (paused)" }
        if stage.isSlowMotion { title += " (slow motion 10x)" }
        return title
    }

    /// Tells the content shown that the viewer leaves it (its `tearDown`); the viewer calls
    /// this when it stops, a switch does before showing the next entry.
    public func leave() {
        let player = content.player
        player.inspect { content.tearDown() }
    }

    /// Takes the messages noted since the last call.
    public func takeMessages() -> [String] {
        defer { messages = [] }
        return messages
    }

    // MARK: - Contents

    func build(_ entry: Int) -> ViewerContent? {
        do {
            return try playlist.entries[entry].make()
        } catch {
            messages.append("cannot show \(playlist.entries[entry].name): \(error)")
            return nil
        }
    }

    private func present(_ content: ViewerContent, at time: CFTimeInterval) {
        content.player.inputRouter = { [unowned self] input in routeScripted(input) }
        contentStart = time
        content.player.inspect {
            stage.show(content.player.scene.rootLayer, size: content.size, now: content.player.clock.now)
        }
        needsFrame = true
    }

}
