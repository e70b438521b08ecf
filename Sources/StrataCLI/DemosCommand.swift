import ArgumentParser
import StrataDemos

/// `strata demos`: lists the built-in demos, one per line: name, then a one-line summary.
struct DemosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "demos", abstract: "List the built-in demos.")

    func run() throws {
        let width = DemoCatalog.names.map(\.count).max() ?? 0
        for demo in DemoCatalog.all {
            print(demo.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + demo.summary)
        }
    }
}
