import ArgumentParser
import Foundation
import Strata
import StrataDemos
import StrataHost

/// The options every scene subcommand takes: the scene (a file or `--demo NAME`), the output
/// size, and extra events (`--events`, `--click`, `--key`).
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (strata-scene/1 JSON, see SCENE.md).")
    var scene: String?

    @Option(help: ArgumentHelp("A built-in demo instead of a file (see `strata demos`).", valueName: "name"))
    var demo: String?

    @Option(help: ArgumentHelp("Output size in pixels for render and view (default: the scene size); eval reports points and ignores it.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("A JSON file of extra events: [EVENT, …] or {\"events\": [EVENT, …]}.", valueName: "file.json"))
    var events: String?

    @Option(help: ArgumentHelp("Click at time T at root point X,Y (repeatable).", valueName: "T:X,Y"))
    var click: [String] = []

    @Option(help: ArgumentHelp("Press key NAME at time T (repeatable).", valueName: "T:NAME"))
    var key: [String] = []

    @Option(help: ArgumentHelp("Drag from X0,Y0 to X1,Y1 over DURATION seconds from time T (repeatable).", valueName: "T:X0,Y0:X1,Y1:DURATION"))
    var drag: [String] = []

    @Option(help: ArgumentHelp("Scroll by DX,DY points at root point X,Y at time T (repeatable).", valueName: "T:X,Y:DX,DY"))
    var scroll: [String] = []

    mutating func validate() throws {
        if let size { _ = try InputShorthand.size(size) }
        for entry in click { _ = try InputShorthand.click(entry) }
        for entry in key { _ = try InputShorthand.key(entry) }
        _ = try gestures()
    }

    /// `--drag` and `--scroll` as timed input (root points), in the order given.
    func gestures() throws -> [(time: CFTimeInterval, input: SceneInput)] {
        do {
            return try drag.flatMap { try InputScript.drag($0) } + scroll.flatMap { try InputScript.scroll($0) }
        } catch let error as HostError {
            throw ValidationError(error.description)
        }
    }

    /// Exactly one of a scene file and `--demo` must be given (checked by commands that play one).
    func requireScene() throws {
        if scene != nil, demo != nil { throw ValidationError("give a scene file or --demo NAME, not both") }
        if scene == nil, demo == nil { throw ValidationError("give a scene file or --demo NAME") }
    }

    /// Loads the scene (or builds the demo) on a fresh virtual clock at time 0 and schedules
    /// the scene's events, then `--events`, then `--click` and `--key` in the order given.
    func makePlayer() throws -> ScenePlayer {
        try makeSource().player
    }

    /// Like `makePlayer()`, also returning the demo instance (nil for a scene file).
    /// `shorthands` false leaves `--click` and `--key` out (the viewer plays them itself).
    func makeSource(shorthands: Bool = true) throws -> (player: ScenePlayer, demo: (any Demo)?) {
        if let demoName = demo {
            let (player, demo) = try Self.makeDemo(named: demoName)
            try scheduleScriptedEvents(on: player, shorthands: shorthands)
            return (player, demo)
        }
        let path = scene ?? ""
        let player = try ScenePlayer { try Scene.load(contentsOf: URL(fileURLWithPath: path), displayName: path) }
        try scheduleScriptedEvents(on: player, shorthands: shorthands)
        return (player, nil)
    }

    /// Builds demo `name` on a fresh virtual clock at time 0, without extra events.
    static func makeDemo(named name: String) throws -> (player: ScenePlayer, demo: any Demo) {
        guard let demoType = DemoCatalog.demo(named: name) else {
            throw CLIError("unknown demo '\(name)' (built-in demos: \(DemoCatalog.names.joined(separator: ", ")))")
        }
        // The demo is made inside the load, on the scene clock: layers a demo creates in its
        // initializer belong to the transaction of the clock bound when they are made.
        var made: (any Demo)?
        let player = try ScenePlayer {
            let demo = demoType.init()
            made = demo
            let root = demo.makeScene()
            // Named images: eval reports a layer's contents by name ("photo-1", "fish3").
            return Scene(rootLayer: root, label: "demo \(name)", images: demo.images)
        }
        player.inputHandler = made
        return (player, made!)
    }

    /// Schedules `--events`, then (when `shorthands`) `--click` and `--key` in the order given.
    func scheduleScriptedEvents(on player: ScenePlayer, shorthands: Bool = true) throws {
        try player.inspect {
            if let events {
                guard let data = FileManager.default.contents(atPath: events) else {
                    throw SceneError(file: events, path: nil, problem: "no such file")
                }
                player.schedule(try player.scene.readEvents(data: data, fileName: events))
            }
            guard shorthands else { return }
            for entry in click {
                let (time, point) = try InputShorthand.click(entry)
                let json = JSONValue.object([
                    JSONMember(key: "at", value: .number(time)),
                    JSONMember(key: "click", value: .array([.number(Double(point.x)), .number(Double(point.y))])),
                ])
                player.schedule(try player.scene.readEvent(json, label: "--click \(entry)"))
            }
            for entry in key {
                let (time, name) = try InputShorthand.key(entry)
                let json = JSONValue.object([JSONMember(key: "at", value: .number(time)), JSONMember(key: "key", value: .string(name))])
                player.schedule(try player.scene.readEvent(json, label: "--key \(entry)"))
            }
            player.schedule(try gestures().map { SceneEvent(time: $0.time, inputs: [$0.input]) })
        }
    }
}
