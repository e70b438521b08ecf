import CGL
import Foundation

/// Finds the compositor's GLSL programs in the top-level `shaders/` folder and builds them:
/// one file per program, holding both stages (Qt Quick's `shaders_ng/` layout).
///
/// The folder is found at run time, first match wins: the environment variable
/// `STRATA_SHADERS_DIR` (`embedded`: the compiled-in copies); a `shaders/` folder holding `layer.glsl` next to the executable or in
/// any parent folder of it (SwiftPM's `.build/<triple>/debug/` and CMake's `build-cmake/bin/`
/// both live inside the source tree); `../share/strata/shaders` beside the executable's folder
/// (an installed layout); and last the source tree this file was compiled from (`#filePath`).
/// So it works from any working directory, for both builds. When none holds them, the copies
/// compiled into the library (`EmbeddedShaders`, made by `scripts/embed-shaders.sh`) are used:
/// an app built from the package runs after the checkout is gone, and from any folder.
struct ShaderLibrary {
    /// The folder the programs are read from; nil: the embedded copies.
    let directory: URL?

    /// Finds the shader folder (nil: none, the embedded copies); throws a `GLError` when
    /// `STRATA_SHADERS_DIR` names a folder without them.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        func holdsShaders(_ url: URL) -> Bool {
            FileManager.default.fileExists(atPath: url.appendingPathComponent("layer.glsl").path)
        }
        if environment["STRATA_SHADERS_DIR"] == "embedded" {
            directory = nil
            return
        }
        if let override = environment["STRATA_SHADERS_DIR"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            guard holdsShaders(url) else {
                throw GLError("STRATA_SHADERS_DIR=\(override) has no layer.glsl (the compositor's shaders)")
            }
            directory = url
            return
        }
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        candidates.append(folder.deletingLastPathComponent().appendingPathComponent("share/strata/shaders"))
        for _ in 0..<8 {
            candidates.append(folder.appendingPathComponent("shaders"))
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        // Sources/StrataGL/ShaderLibrary.swift → the package root.
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("shaders"))
        directory = candidates.first(where: holdsShaders)
    }

    /// The library of the embedded copies only.
    init(embedded: Void) {
        directory = nil
    }

    /// Reads `name` (e.g. "layer.glsl") and links it into a program. A line
    /// `#include "file.glsl"` is replaced by that file of the same folder (one level).
    /// Errors name the file and carry the driver's log.
    /// `defines` (e.g. `"#define OVERDRAW 1\n"`) is put before the file's text.
    func program(_ name: String, defines: String = "") throws -> ShaderProgram {
        let path = directory?.appendingPathComponent(name).path ?? "(embedded) " + name
        var source = try read(name)
        var included: [String] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#include \""), trimmed.hasSuffix("\""), trimmed.count > 11 else { return String(line) }
            let file = String(trimmed.dropFirst(10).dropLast())
            included.append(file)
            return "\u{1}" + file
        }
        var expanded: [String] = []
        for line in lines {
            if line.hasPrefix("\u{1}") {
                expanded.append(try read(String(line.dropFirst())))
            } else {
                expanded.append(line)
            }
        }
        source = expanded.joined(separator: "\n")
        let label = included.isEmpty ? path : path + " (with " + included.joined(separator: ", ") + " pasted in)"
        return try ShaderProgram(source: defines + source, fileName: label)
    }

    /// The text of shader file `name`, from the folder or the embedded copies.
    func read(_ name: String) throws -> String {
        guard let directory else {
            guard let source = EmbeddedShaders.files[name] else { throw GLError("no shader file \(name) is embedded") }
            return source
        }
        let url = directory.appendingPathComponent(name)
        guard let source = try? String(contentsOf: url, encoding: .utf8) else {
            throw GLError("shader file \(url.path) is missing or unreadable")
        }
        return source
    }
}
