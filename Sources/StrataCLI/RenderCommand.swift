import ArgumentParser
import Foundation
import Strata

/// `strata render`: renders a scene or demo headless (EGL surfaceless: no display, no GPU) to
/// PNG files at given times, to a folder of frames, or to an animated GIF (SCENE.md, "CLI").
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render frames headless to PNG files or an animated GIF.",
        discussion: """
            --at T --out FILE.png renders one frame; several --at write FILE-0.png, FILE-1.png, … \
            in the order given. --frames START:END:FPS --out DIR writes DIR/frame-0000.png, …; \
            --out FILE.gif writes an animated GIF. An --out holding %d (or %04d) names each file. \
            The written paths are printed, one per line.
            """
    )

    @OptionGroup var source: SceneOptions

    @Option(name: .customLong("at"), help: ArgumentHelp("A scene time in seconds (repeatable).", valueName: "T"))
    var times: [Double] = []

    @Option(help: ArgumentHelp("Frames to render, START:END:FPS (END included).", valueName: "range"))
    var frames: String?

    @Option(help: ArgumentHelp("The output: FILE.png, FILE.gif, a folder, or a %d pattern.", valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("Pixels per point (default 1, or what --size implies).", valueName: "factor"))
    var scale: Double?

    func validate() throws {
        try source.requireScene()
        _ = try RenderPlan.make(times: times, frames: frames, out: out)
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale expects a factor in (0, 16], got \(scale)")
        }
    }

    func run() throws {
        try CLIReport.run {
            let plan = try RenderPlan.make(times: times, frames: frames, out: out)
            let player = try source.makePlayer()
            let canvas = try FrameCanvas(sceneSize: player.scene.size, size: source.size, scale: scale)
            let renderer = try OffscreenRenderer(pixelWidth: canvas.width, pixelHeight: canvas.height, scale: canvas.scale)
            let frames = SceneFrames(player: player, renderer: renderer)
            switch plan.output {
            case .pngs(let paths):
                try frames.writePNGs(at: plan.times, to: paths)
            case .gif(let path, let delay):
                try frames.writeGIF(at: plan.times, frameDelay: delay, to: path, width: canvas.width, height: canvas.height)
            }
        }
    }
}
