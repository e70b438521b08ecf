import ArgumentParser
import Foundation
import Strata

/// `strata eval`: prints the presentation state of named layers at given times, one JSON object
/// per time and line, exactly as SCENE.md ("CLI") shows.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Print named layers' presentation state at given times, one JSON line per time."
    )

    @OptionGroup var source: SceneOptions

    @Option(name: .customLong("at"), help: ArgumentHelp("A scene time in seconds (repeatable).", valueName: "T"))
    var times: [Double] = []

    @Option(name: .customLong("layer"), help: ArgumentHelp("Only this named layer (repeatable; default: all named layers).", valueName: "name"))
    var layers: [String] = []

    func validate() throws {
        try source.requireScene()
        if times.isEmpty { throw ValidationError("give at least one --at T") }
        if let bad = times.first(where: { !$0.isFinite || $0 < 0 }) {
            throw ValidationError("--at expects a time in seconds ≥ 0, got \(bad)")
        }
    }

    func run() throws {
        try CLIReport.run {
            let player = try source.makePlayer()
            for line in try SceneEvaluator.evaluate(player, at: times, layers: layers) {
                print(line)
            }
        }
    }
}
