import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Scene-test helpers: load JSON text as `scene.json` on a fresh virtual clock.
enum SceneFixture {
    /// A 1×1 red PNG, so image tests need no fixture files.
    static let redPixelPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==") ?? Data()

    /// A fresh folder holding `petal.png` (valid) and `broken.png` (not an image).
    static func imageFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try redPixelPNG.write(to: folder.appendingPathComponent("petal.png"))
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        return folder
    }

    /// Wraps `layers` (and optional extra top-level members) in a valid scene document.
    static func scene(layers: String, extra: String = "") -> String {
        #"{"format": "strata-scene/1", "size": [800, 600], "layers": \#(layers)\#(extra.isEmpty ? "" : ", " + extra)}"#
    }

    static func play(_ json: String, folder: URL? = nil) throws -> ScenePlayer {
        try ScenePlayer { try Scene.load(data: Data(json.utf8), fileName: "scene.json", baseURL: folder) }
    }

    /// The one-line message loading `json` fails with ("" if it loads).
    static func loadError(_ json: String, folder: URL? = nil) -> String {
        do { _ = try play(json, folder: folder); return "" } catch { return "\(error)" }
    }
}

func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}
func approx(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).allSatisfy { approx($0, $1, tolerance) }
}
