import Foundation
import StrataGraphics

/// The demos' photographs (issue 17: real photos, not clip art): five freely licensed photos
/// from Debian's `lomiri-wallpapers-16.04` package, cropped to 4:3 and downscaled to 800×600
/// JPEGs in `demos/Resources/photos/photo-0.jpg` … `photo-4.jpg` (authors and licences:
/// docs/CREDITS.md), decoded by `CGImage.load(contentsOf:)` (stb_image).
///
/// The folder is found at run time, first match wins, the way `ShaderLibrary` finds the
/// shaders (and never through SwiftPM's `Bundle.module`, which the CMake build lacks and which
/// traps when its bundle is gone): `STRATA_DEMO_PHOTOS_DIR` (then only there); SwiftPM's resource bundle beside
/// the executable (`Strata_StrataDemos.resources/photos`); `demos/Resources/photos` in the
/// executable's folder or any parent (SwiftPM's `.build/…/debug/` and CMake's
/// `build-cmake/bin/` both live inside the source tree); `../share/strata/photos` beside the
/// executable's folder (`cmake --install`); the source tree this file was compiled from. A
/// missing or broken file gives nil, and the caller draws its stand-in picture instead.
enum DemoPhotos {
    /// How many photos there are.
    static let count = 5

    /// The photos' native size in points (and pixels).
    static let size = CGSize(width: 800, height: 600)

    /// The file name of photo `index`.
    static func fileName(_ index: Int) -> String { "photo-\(index).jpg" }

    /// The folder holding the photos, nil when none is found.
    static let directory: URL? = locate()

    /// Photo `index` (0 ..< `count`), decoded once; nil when it is missing or does not decode.
    static func photo(_ index: Int) -> CGImage? {
        decoded.indices.contains(index) ? decoded[index] : nil
    }
    private static let decoded: [CGImage?] = (0..<count).map { load($0, from: directory) }

    /// Photo `index` from `folder`, nil when missing or broken (the error is not fatal: the
    /// demos fall back to a drawn picture).
    static func load(_ index: Int, from folder: URL?) -> CGImage? {
        guard let folder else { return nil }
        return try? CGImage.load(contentsOf: folder.appendingPathComponent(fileName(index)))
    }

    /// The candidate folders, in order (see the type's comment).
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment,
                           executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath(),
                           sourceFile: String = #filePath) -> [URL] {
        // An override is the only place looked at: pointing it at an empty folder shows the
        // stand-ins (what a build without the files shows).
        if let override = environment["STRATA_DEMO_PHOTOS_DIR"], !override.isEmpty {
            return [URL(fileURLWithPath: override)]
        }
        var candidates: [URL] = []
        var folder = executable.deletingLastPathComponent()
        candidates.append(folder.appendingPathComponent("Strata_StrataDemos.resources/photos"))
        candidates.append(folder.deletingLastPathComponent().appendingPathComponent("share/strata/photos"))
        for _ in 0..<8 {
            candidates.append(folder.appendingPathComponent("demos/Resources/photos"))
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        // demos/DemoPhotos.swift → demos/Resources/photos.
        candidates.append(URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent("Resources/photos"))
        return candidates
    }

    /// The first candidate holding the first photo.
    static func locate(in candidates: [URL] = candidates()) -> URL? {
        candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(fileName(0)).path) }
    }
}
