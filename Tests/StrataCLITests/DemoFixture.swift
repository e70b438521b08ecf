import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataDemos

/// Runs a demo the way `strata eval --demo NAME …` does and reads its JSON lines back.
struct DemoRun {
    let times: [Double]
    let lines: [String]

    /// `strata eval --demo demo ARGS --at T… --layer L…`, in-process.
    init(_ demo: String, _ arguments: [String] = [], layers: [String], at times: [Double]) throws {
        self.times = times
        lines = try CLIFixture.eval(["--demo", demo] + arguments + layers.flatMap { ["--layer", $0] }
                                    + times.flatMap { ["--at", "\($0)"] })
    }

    /// The eval entry `key` of `layer` at the `index`th time.
    func value(_ layer: String, _ key: String, _ index: Int) throws -> JSONValue? {
        try CLIFixture.layer(lines[index], layer)[key]
    }

    func numbers(_ layer: String, _ key: String, _ index: Int) throws -> [Double] {
        CLIFixture.numbers(try value(layer, key, index))
    }

    func position(_ layer: String, _ index: Int) throws -> [Double] {
        try numbers(layer, "position", index)
    }

    /// The rotation about z of the layer's transform, atan2(m12, m11) (digest Part 4 item 14).
    func angle(_ layer: String, _ index: Int) throws -> Double {
        let m = try numbers(layer, "transform", index)
        return atan2(m[1], m[0])
    }

    func bool(_ layer: String, _ key: String, _ index: Int) throws -> Bool? {
        if case .bool(let b)? = try value(layer, key, index) { return b }
        return nil
    }

    func number(_ layer: String, _ key: String, _ index: Int) throws -> Double? {
        if case .number(let n)? = try value(layer, key, index) { return n }
        return nil
    }
}

enum DemoFixture {
    /// A demo's player built as `eval` builds it, with its demo object for state checks.
    static func player<D: Demo>(_ type: D.Type, _ arguments: [String] = []) throws -> (ScenePlayer, D) {
        let command = try EvalCommand.parse(["--demo", D.name, "--at", "0"] + arguments)
        let player = try command.source.makePlayer()
        let demo = try #require(player.inputHandler as? D)
        return (player, demo)
    }

    /// Writes `events` (SCENE.md EVENT objects) to a temporary file for `--events`.
    static func eventsFile(_ json: String) throws -> String {
        try CLIFixture.writeTemporary(json, name: "events.json").path
    }

    static func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    /// Evenly spaced times from `start` to `end` (inclusive) `step` apart.
    static func times(from start: Double, to end: Double, step: Double) -> [Double] {
        let count = Int(((end - start) / step).rounded())
        return (0...count).map { start + Double($0) * step }
    }
}
