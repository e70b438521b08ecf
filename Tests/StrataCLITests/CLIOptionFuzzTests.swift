import ArgumentParser
import Foundation
import Testing
@testable import StrataCLI
import Strata

/// The CLI's options with junk and extremes (issue 13): `--size`, `--at`, `--frames`, `--click`,
/// `--key` and `--scale` through the in-process `eval` and `render` commands (parsed, validated
/// and run as the binary does). Each run succeeds or ends in a usage error or one-line failure;
/// none traps or hangs. Seeded, a fixed number of cases per CI run.
@Suite(.serialized) struct CLIOptionFuzzTests {
    /// Values per option: some good, most at the edges, some junk.
    static let values: [String: [String]] = [
        "--at": ["0", "1", "0.5", "1e308", "5e-324", "-0", "-1", "nan", "inf", "1e999", "abc", "", "٣"],
        "--size": ["48x36", "1x1", "8x512", "16384x16384", "16385x1", "0x0", "x", "-4x4", "9223372036854775808x1", "abc"],
        "--frames": ["0:0.5:4", "0:1e308:1000", "0:1:0", "1:0:30", "0:1:1e-300", "0:0.002:1000", "1e308:1e308:1",
                     "5e-324:1e-300:1000", "2:3", "a:b:c"],
        "--click": ["1.5:30,40", "1e308:1,1", "nan:1,1", "0:1e308,-1e308", "0:5e-324,0", "1:2", "0:inf,0"],
        "--key": ["2:right", "1e308:space", "0:", "x:y", "0.5:🙂"],
        "--scale": ["1", "0.5", "16", "17", "1e-300", "5e-324", "0", "nan", "inf", "-1"],
    ]
    static let options = ["--size", "--at", "--frames", "--click", "--key", "--scale"]

    /// Runs `strata` `arguments` in-process: "ok", "usage: …" or the one-line failure.
    static func run(_ arguments: [String]) -> String {
        do {
            var command = try StrataCommand.parseAsRoot(arguments)
            try command.run()
            return "ok"
        } catch let exit as ExitCode {
            return exit == .success ? "ok" : "exit \(exit.rawValue)"
        } catch {
            return "usage: " + StrataCommand.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }

    @Test func junkOptionsAreErrorsOrWork() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-cli-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try CLIFixture.writeTemporary(RenderCommandTests.movingBox)
        var random = SceneFuzzGenerator(seed: 2024)
        var outcomes: [String: Int] = [:]
        for index in 0..<50 {
            var arguments = [random.chance(0.5) ? "eval" : "render", scene.path]
            if random.chance(0.6) { arguments += ["--at", "1"] }
            for _ in 0..<(1 + random.int(3)) {
                let option = random.pick(Self.options)
                arguments += [option, random.pick(Self.values[option] ?? [])]
            }
            if arguments[0] == "render" { arguments += ["--out", folder.appendingPathComponent("f\(index)-%d.png").path] }
            let fixed = arguments
            let outcome = FuzzHarness.bounded(timeout: 20) { Self.run(fixed) }
            let message = try #require(outcome?.message, "\(arguments): no result within 20 s")
            outcomes[String(message.prefix(5)), default: 0] += 1
            #expect(!message.isEmpty, "\(arguments)")
        }
        // Some runs must get through, or only the parser was tested.
        #expect(outcomes["ok", default: 0] > 0, "\(outcomes)")
    }

    /// The extremes that used to trap or were accepted without bound, one by one.
    @Test(arguments: [
        ["render", "--frames", "0:1e308:1000"],     // the frame count overflowed Int
        ["render", "--size", "16384x16384"],        // 1 GiB a frame: over the pixel limit
        ["render", "--scale", "5e-324"],            // a scene of 0 pixels: an error
        ["eval", "--at", "1e308"],                  // far future: evaluates
        ["eval", "--click", "1e308:1,1", "--at", "1"],
    ])
    func extremes(_ arguments: [String]) throws {
        let scene = try CLIFixture.writeTemporary(RenderCommandTests.movingBox)
        var full = [arguments[0], scene.path] + arguments.dropFirst()
        if full[0] == "render" {
            if !full.contains("--frames") { full += ["--at", "1"] }
            full += ["--out", scene.deletingLastPathComponent().appendingPathComponent("x-%d.png").path]
        }
        let fixed = full
        let message = FuzzHarness.bounded(timeout: 60) { Self.run(fixed) }?.message
        #expect(message != nil, "\(full): no result within 60 s")
        if arguments.contains("16384x16384") || arguments.contains("0:1e308:1000") { #expect(message != "ok") }
    }
}
