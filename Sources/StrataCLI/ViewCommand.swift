import ArgumentParser
import Foundation
import Strata
import StrataDemos
import StrataHost

/// `strata view`: opens the viewer window (SDL2 on X11 or Wayland) on a scene file, or on the
/// built-in demos (←/→ and 1–9 switch between them). With no display it says so in one line
/// and points to `strata render`.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Open a scene file or the built-in demos in the viewer window.",
        discussion: """
        Keys: ←/→ or 1–9 switch demos, Space pauses all animation, S toggles 10x slow motion, \
        H toggles the HUD, Esc quits (a demo that uses one of these keys gets it first). \
        With no scene and no --demo, the viewer opens the gallery: every demo live; click one \
        (or choose it with the arrows and press Return) to zoom into it, ←/→ inside walk through \
        all of them, Esc returns to the gallery. `--demo gallery` opens it too. \
        --key takes SDL's key names lower-cased (what a typed key delivers): left, right, up, \
        down, space, return, escape, tab, backspace, a–z, 0–9 (e.g. `--key 1:right`, `--key 2:h`). \
        No display? Run it under Xvfb (`xvfb-run -a strata view`) or render frames with `strata render`.
        """
    )

    @OptionGroup var source: SceneOptions

    @Option(help: ArgumentHelp("Draw exactly N frames, then exit.", valueName: "N"))
    var frames: Int?

    @Option(help: ArgumentHelp("Exit once the frame showing scene time S has been drawn.", valueName: "S"))
    var duration: Double?

    @Option(help: ArgumentHelp("Write the last frame's pixels to this PNG when the viewer exits.", valueName: "file.png"))
    var screenshot: String?

    @Flag(help: "Advance exactly 1/60 s per frame instead of following the wall clock, as fast as frames draw (repeatable runs).")
    var fixedStep = false

    @Flag(help: "Start with the HUD shown.")
    var hud = false

    func validate() throws {
        if source.scene != nil, source.demo != nil { throw ValidationError("give a scene file or --demo NAME, not both") }
        if let frames, frames < 1 { throw ValidationError("--frames expects a number of frames ≥ 1, got \(frames)") }
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration expects a time in seconds > 0, got \(duration)")
        }
    }

    func run() throws {
        try CLIReport.run {
            let playlist = try makePlaylist()
            var options = ViewerOptions()
            options.frameLimit = frames
            options.duration = duration
            options.fixedStep = fixedStep ? 1.0 / 60 : nil
            options.takesScreenshot = screenshot != nil
            options.showsHUD = hud
            // --click, --key, --drag and --scroll are the viewer's input at session times (so `--key 1:right
            // --key 2:right` walks through the demos); --events stay with the first content.
            for entry in source.click {
                let (time, point) = try InputShorthand.click(entry)
                options.scriptedInput += [(time, .pointerDown(point)), (time, .pointerUp(point))]
            }
            for entry in source.key {
                let (time, name) = try InputShorthand.key(entry)
                options.scriptedInput.append((time, .key(name)))
            }
            options.scriptedInput += try source.gestures()
            if let size = source.size {
                let (width, height) = try InputShorthand.size(size)
                options.windowSize = CGSize(width: width, height: height)
            }
            options.log = { line in
                if ProcessInfo.processInfo.environment["STRATA_VIEW_VERBOSE"] == "1" || line.hasPrefix("cannot") {
                    CLIReport.printError("strata view: \(line)")
                }
            }
            defer { SDLVideo.shutdown() }
            let result: ViewerResult
            do {
                result = try Viewer.run(playlist, options: options)
            } catch let error as HostError where error.isNoDisplay {
                throw CLIError("view: \(error.description): run the viewer under Xvfb (`xvfb-run -a strata view`) or render frames headless with `strata render`")
            }
            if let screenshot, let image = result.screenshot {
                do {
                    try image.pngData().write(to: URL(fileURLWithPath: screenshot))
                } catch {
                    throw CLIError("--screenshot: cannot write '\(screenshot)': \(error)")
                }
            }
        }
    }

    /// A scene file: one entry with `--events`. Demos: all of them and the gallery, starting at
    /// `--demo` (or the gallery); the first one shown gets `--events`.
    private func makePlaylist() throws -> ViewerPlaylist {
        if let path = source.scene {
            let first = try source.makeSource(shorthands: false).player
            var firstUse = true
            return ViewerPlaylist({
                if firstUse { firstUse = false; return .sceneFile(path, player: first) }
                return .sceneFile(path, player: try ScenePlayer { try Scene.load(contentsOf: URL(fileURLWithPath: path), displayName: path) })
            }, name: path)
        }
        // The gallery comes last: 1–9 keep selecting the first nine demos, ← from the first
        // demo wraps to it, and inside it ←/→ reach every demo.
        let names = DemoCatalog.names + [GalleryDemo.name]
        let startName = source.demo ?? GalleryDemo.name
        guard let start = names.firstIndex(of: startName) else {
            throw CLIError("unknown demo '\(startName)' (built-in demos: \(names.joined(separator: ", ")))")
        }
        // Built now, so a bad --click or --events fails before a window opens.
        var scripted: (player: ScenePlayer, demo: any Demo)? = try {
            var options = source
            options.demo = startName
            let made = try options.makeSource(shorthands: false)
            return (made.player, made.demo!)
        }()
        let entries = names.enumerated().map { index, name in
            ViewerPlaylist.Entry(name: name) {
                if index == start, let first = scripted {
                    scripted = nil
                    return .demo(first.demo, player: first.player)
                }
                let (player, demo) = try SceneOptions.makeDemo(named: name)
                return .demo(demo, player: player)
            }
        }
        return ViewerPlaylist(entries: entries, startIndex: start)
    }
}
