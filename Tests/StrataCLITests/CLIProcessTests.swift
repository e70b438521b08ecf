import Foundation
import Testing
import StrataDemos

/// The `strata` binary as users run it: exit codes and one-line errors.
@Suite struct CLIProcessTests {
    /// The `strata` executable in the build products folder next to the test bundle.
    static let binary: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("strata") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `strata` with `arguments`; `environment` entries replace the test process's
    /// (a nil value removes the variable); `wrapper` runs it through another program (xvfb-run).
    static func run(_ arguments: [String], environment: [String: String?] = [:], wrapper: [String] = []) throws -> Result {
        let binary = try #require(Self.binary, "strata binary not found next to the test bundle")
        let process = Process()
        if wrapper.isEmpty {
            process.executableURL = binary
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: wrapper[0])
            process.arguments = Array(wrapper.dropFirst()) + [binary.path] + arguments
        }
        var env = ProcessInfo.processInfo.environment
        for (name, value) in environment { env[name] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func evalPrintsOneLinePerTime() throws {
        let result = try Self.run(["eval", "--demo", "petal", "--at", "0", "--at", "1"])

        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stdout.hasPrefix(#"{"t":0,"layers":{"petal":{"position":[50,150],"#))
    }

    @Test func badSceneIsOneLineAndExitOne() throws {
        let url = try CLIFixture.writeTemporary(#"{"format": "strata-scene/1", "size": [10, 10], "layers": [{"opacity": "1"}]}"#)

        let result = try Self.run(["eval", url.path, "--at", "1"])

        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "strata: error: \(url.path): $.layers[0].opacity: expected a number, got string\n")
    }

    @Test func malformedFilesNeverCrash() throws {
        let bodies = ["", "{", "[]", "{\"format\": \"strata-scene/1\", \"size\": [1e999, 1]}", String(repeating: "[", count: 100_000), "\u{FF}\u{FE}"]
        for body in bodies {
            let url = try CLIFixture.writeTemporary(body)
            let result = try Self.run(["eval", url.path, "--at", "0"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("strata: error: \(url.path): ") && result.stderr.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test func missingFileAndUnknownDemo() throws {
        let missing = try Self.run(["eval", "/nonexistent/scene.json", "--at", "1"])
        #expect(missing.status == 1 && missing.stderr == "strata: error: /nonexistent/scene.json: no such file\n")

        let demo = try Self.run(["eval", "--demo", "nope", "--at", "1"])
        #expect(demo.status == 1 && demo.stderr == "strata: error: unknown demo 'nope' (built-in demos: \(DemoCatalog.names.joined(separator: ", ")))\n")
    }

    @Test func usageErrorsExit64() throws {
        for arguments in [["eval", "--at", "1"], ["eval", "--demo", "petal"], ["eval", "--demo", "petal", "--at", "x"],
                          ["eval", "--demo", "petal", "--at", "1", "--click", "1:2"], ["eval", "--demo", "petal", "--at", "-1"],
                          ["eval", "--demo", "petal", "--at", "1", "--drag", "1:2,3:4"],
                          ["eval", "--demo", "petal", "--at", "1", "--scroll", "1:2,3"]] {
            #expect(try Self.run(arguments).status == 64, "\(arguments)")
        }
    }

    @Test func demosList() throws {
        let demos = try Self.run(["demos"])
        #expect(demos.status == 0)
        #expect(demos.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" } == DemoCatalog.names)
    }
}
