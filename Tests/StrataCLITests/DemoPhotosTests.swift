import Foundation
import Testing
import StrataGraphics
@testable import StrataDemos

/// The demos' photographs (issue 17; docs/CREDITS.md): found from the executable like the
/// shaders, decoded by stb_image, and never a crash when missing or broken.
@Suite struct DemoPhotosTests {
    @Test func thePhotosAreFoundAndDecodeAt800x600() throws {
        let folder = try #require(DemoPhotos.directory, "demos/Resources/photos not found from the test bundle")
        for index in 0..<DemoPhotos.count {
            let image = try #require(DemoPhotos.photo(index), "photo \(index) in \(folder.path)")
            #expect(image.width == 800 && image.height == 600)
            // Each file stays small (the repository carries them).
            let bytes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(DemoPhotos.fileName(index)).path)[.size] as? Int
            #expect((bytes ?? .max) <= 150 * 1024)
        }
        // The API the demos use returns the photo itself at its size…
        #expect(DemoAssets.photo(0, size: CGSize(width: 800, height: 600)) === DemoPhotos.photo(0))
        // …scaled to fill another size, and wraps indices (i19's browser asks for any index).
        let small = try #require(DemoAssets.photo(7, size: CGSize(width: 320, height: 480)))
        #expect(small.width == 320 && small.height == 480)
        #expect(DemoAssets.photo(-1, size: CGSize(width: 0, height: 0)) === DemoPhotos.photo(4))
    }

    @Test func theSearchOrderFollowsTheOverrideTheBundleAndTheSourceTree() {
        let exe = URL(fileURLWithPath: "/opt/app/bin/strata")
        let override = DemoPhotos.candidates(environment: ["STRATA_DEMO_PHOTOS_DIR": "/tmp/mine"], executable: exe)
        #expect(override.map(\.path) == ["/tmp/mine"])

        let paths = DemoPhotos.candidates(environment: [:], executable: exe, sourceFile: "/src/strata/demos/DemoPhotos.swift").map(\.path)
        #expect(paths.first == "/opt/app/bin/Strata_StrataDemos.resources/photos")
        #expect(paths.contains("/opt/app/share/strata/photos"))
        #expect(paths.contains("/opt/app/bin/demos/Resources/photos") && paths.contains("/opt/demos/Resources/photos"))
        #expect(paths.last == "/src/strata/demos/Resources/photos")
    }

    @Test func missingOrBrokenFilesGiveNilNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(DemoPhotos.locate(in: [folder]) == nil)
        #expect(DemoPhotos.load(0, from: nil) == nil)
        #expect(DemoPhotos.load(0, from: folder) == nil)

        // A truncated JPEG and a text file named like a photo.
        let real = try Data(contentsOf: try #require(DemoPhotos.directory).appendingPathComponent(DemoPhotos.fileName(0)))
        try real.prefix(2000).write(to: folder.appendingPathComponent(DemoPhotos.fileName(0)))
        try Data("not a photo".utf8).write(to: folder.appendingPathComponent(DemoPhotos.fileName(1)))
        #expect(DemoPhotos.locate(in: [folder]) == folder)
        #expect(DemoPhotos.load(0, from: folder) == nil)
        #expect(DemoPhotos.load(1, from: folder) == nil)
    }
}
