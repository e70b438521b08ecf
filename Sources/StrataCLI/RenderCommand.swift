import ArgumentParser

/// `strata render`: will render frames headless to PNG/GIF (the compositor issue); until then it
/// says so and exits with status 1, so scripts notice that no image was written.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render frames to PNG or GIF, headless (not built yet).")

    @OptionGroup var source: SceneOptions

    @Option(name: .customLong("at"), help: ArgumentHelp("A scene time in seconds (repeatable).", valueName: "T"))
    var times: [Double] = []

    @Option(help: ArgumentHelp("Frames to render, START:END:FPS.", valueName: "range"))
    var frames: String?

    @Option(help: ArgumentHelp("The output PNG, GIF or folder.", valueName: "file"))
    var out: String?

    func run() throws {
        CLIReport.printError("strata render: the renderer is not built yet; use `strata eval` to print layer state at given times")
        throw ExitCode.failure
    }
}
