import Foundation
@testable import StrataGL
import Testing

/// The GLSL compiled into the library (scripts/embed-shaders.sh) is the `shaders/` folder's,
/// and every program builds from it: an app runs with no shader files on disk.
@Suite("Embedded shaders")
struct EmbeddedShadersTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shaders")

    @Test func theEmbeddedCopiesMatchTheShaderFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".glsl") }

        #expect(Set(names) == Set(EmbeddedShaders.files.keys), "run scripts/embed-shaders.sh")
        for name in names {
            let disk = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(EmbeddedShaders.files[name] == disk, "\(name) changed: run scripts/embed-shaders.sh")
        }
    }

    @Test func everyProgramBuildsFromTheEmbeddedCopies() throws {
        let embedded = try ShaderLibrary(environment: ["STRATA_SHADERS_DIR": "embedded"])
        #expect(embedded.directory == nil)

        let programs = EmbeddedShaders.files.keys.filter { $0 != "common.glsl" }.sorted()
        try GLThread.shared.run {
            _ = try HeadlessContext.shared()
            for name in programs { _ = try embedded.program(name) }
        }
    }
}
