import ArgumentParser

/// The `strata` command: view, render and inspect scene files and the built-in demos.
public struct StrataCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "strata",
        abstract: "Core Animation for Linux: view, render and inspect scenes (see SCENE.md).",
        subcommands: [EvalCommand.self, DemosCommand.self, ViewCommand.self, RenderCommand.self]
    )

    public init() {}
}
