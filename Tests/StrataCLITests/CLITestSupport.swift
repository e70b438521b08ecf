import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore

/// Helpers for the CLI tests: run `eval` in-process and read its JSON back in key order.
enum CLIFixture {
    /// SCENE.md's petal: a 10×20 petal falling along the seeds' Bézier path.
    static let petalScene = #"""
    {"format": "strata-scene/1", "size": [800, 600], "background": "#202020",
     "layers": [{"name": "petal", "bounds": [0, 0, 10, 20], "position": [50, 150], "backgroundColor": [1, 0.5, 0.75, 1],
                 "animations": [{"type": "keyframe", "key": "fall", "keyPath": "position",
                                 "path": "M 50 150 C 160 280 -30 300 55 400 Z", "duration": 8, "fillMode": "forwards",
                                 "removedOnCompletion": false}]},
                {"sublayers": [{"name": "tilted", "bounds": [0, 0, 100, 50], "position": [400, 300],
                                "transform": [{"rotate": [1.5707963267948966, 0, 0, 1]}]}]}]}
    """#

    static func writeTemporary(_ text: String, name: String = "scene.json") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Parses `eval` arguments the way the command line does and returns its lines.
    static func eval(_ arguments: [String]) throws -> [String] {
        let command = try EvalCommand.parse(arguments)
        let player = try command.source.makePlayer()
        return try SceneEvaluator.evaluate(player, at: command.times, layers: command.layers)
    }

    /// One eval line, parsed with member order kept.
    static func parse(_ line: String) throws -> JSONValue {
        try JSONParser.parse(Data(line.utf8), file: "eval")
    }

    static func numbers(_ value: JSONValue?) -> [Double] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .number(let n) = $0 { return n } else { return nil } }
    }

    static func layer(_ line: String, _ name: String) throws -> JSONValue {
        try #require(try parse(line)["layers"]?[name])
    }
}
