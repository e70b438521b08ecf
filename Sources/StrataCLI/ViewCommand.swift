import ArgumentParser
import StrataDemos

/// `strata view`: will open the viewer window (the host issue); until then it says so and lists
/// the demos that `eval --demo` can run.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "view", abstract: "Open a scene or demo in the viewer window (not built yet).")

    @OptionGroup var source: SceneOptions

    func run() throws {
        print("the viewer is not built yet; built-in demos: \(DemoCatalog.names.joined(separator: ", ")) (inspect them with `strata eval --demo NAME --at T`)")
    }
}
