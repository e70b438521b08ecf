import ArgumentParser
import Foundation
import Strata

/// `strata render`: renders a scene or demo headless (EGL surfaceless: no display, no GPU) to
/// PNG files at given times, to a folder of frames, or to an animated GIF (SCENE.md, "CLI").
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render frames headless to PNG files, an animated GIF or a video.",
        discussion: """
            --at T --out FILE.png renders one frame; several --at write FILE-0.png, FILE-1.png, … \
            in the order given. --frames START:END:FPS --out DIR writes DIR/frame-0000.png, …; \
            --out FILE.gif writes an animated GIF, --out FILE.mp4 an H.264 video and --out FILE.webm \
            a VP9 video (--quality CRF or --bitrate RATE). An --out holding %d (or %04d) names each file. \
            The written paths are printed, one per line.
            """
    )

    @OptionGroup var source: SceneOptions

    @Option(name: .customLong("at"), help: ArgumentHelp("A scene time in seconds (repeatable).", valueName: "T"))
    var times: [Double] = []

    @Option(help: ArgumentHelp("Frames to render, START:END:FPS (END included).", valueName: "range"))
    var frames: String?

    @Option(help: ArgumentHelp("The output: FILE.png, FILE.gif, FILE.mp4, FILE.webm, a folder, or a %d pattern.", valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("Pixels per point (default 1, or what --size implies).", valueName: "factor"))
    var scale: Double?

    @Option(help: ArgumentHelp("Video quality as a CRF, lower is better: .mp4 0…51 (default 20), .webm 0…63 (default 31).", valueName: "crf"))
    var quality: Int?

    @Option(help: ArgumentHelp("Video average bit rate instead of a quality, in bits per second: 2500000, 800k, 2.5M.", valueName: "rate"))
    var bitrate: String?

    func validate() throws {
        try source.requireScene()
        _ = try RenderPlan.make(times: times, frames: frames, out: out)
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale expects a factor in (0, 16], got \(scale)")
        }
        _ = try videoSettings(for: RenderPlan.make(times: times, frames: frames, out: out))
    }

    /// The video settings of `--quality` and `--bitrate` for a video output (nil for others,
    /// where either option is an error).
    func videoSettings(for plan: RenderPlan) throws -> VideoSettings? {
        guard case .video(_, let format, let fps) = plan.output else {
            if quality != nil || bitrate != nil { throw ValidationError("--quality and --bitrate apply to video output only (--out FILE.mp4 or FILE.webm)") }
            return nil
        }
        var bitRate: Int?
        if let bitrate {
            guard let bits = VideoSettings.parseBitRate(bitrate) else {
                throw ValidationError("--bitrate expects bits per second such as 2500000, 800k or 2.5M, got '\(bitrate)'")
            }
            bitRate = bits
        }
        let settings = VideoSettings(format: format, framesPerSecond: fps, quality: quality, bitRate: bitRate)
        do { try settings.validate() } catch { throw ValidationError("\(error)") }
        return settings
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
            case .video(let path, _, _):
                guard let settings = try videoSettings(for: plan) else { return }
                try frames.writeVideo(at: plan.times, settings: settings, to: path, width: canvas.width, height: canvas.height)
            }
        }
    }
}
