import Foundation
import Testing
@testable import StrataCLI
import Strata

/// Runs fuzz cases the way the CLI runs user input, each on its own thread with a time bound:
/// a case passes when it succeeds or fails with a one-line error within the bound; a trap ends
/// the process (the seed printed before the case names it), a hang fails the test.
enum FuzzHarness {
    /// The outcome of one case: "ok", or the one-line error.
    struct Outcome {
        var message: String
        var seconds: Double
    }

    /// Runs `body` on a new thread and waits at most `timeout` seconds. nil: it did not finish
    /// (the thread is left running; the caller records the hang).
    static func bounded(timeout: Double, _ body: @escaping @Sendable () -> String) -> Outcome? {
        final class Box: @unchecked Sendable { var message = "" }
        let box = Box(), done = DispatchSemaphore(value: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let thread = Thread {
            box.message = body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return Outcome(message: box.message, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9)
    }

    /// `error` as the CLI prints it: one line.
    static func line(_ error: Error) -> String {
        "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// What `strata eval` and then `strata render --size 48x36` do with a scene file, in-process:
    /// load, eval at a few times (0 to far beyond any animation), then render frames.
    static func evalAndRender(_ json: String, folder: URL?) -> String {
        do {
            let player = try ScenePlayer { try Scene.load(data: Data(json.utf8), fileName: "fuzz.json", baseURL: folder) }
            let lines = try SceneEvaluator.evaluate(player, at: [0, 0.25, 1.5], layers: [])
            guard lines.allSatisfy({ !$0.contains("\n") }) else { return "eval printed a multi-line record" }
            let canvas = try FrameCanvas(sceneSize: player.scene.size, size: "48x36", scale: nil)
            let renderer = try OffscreenRenderer(pixelWidth: canvas.width, pixelHeight: canvas.height, scale: canvas.scale)
            let frames = SceneFrames(player: player, renderer: renderer)
            for time in [2.0, 1e7] { _ = try frames.frame(at: time) }
            _ = try SceneEvaluator.evaluate(player, at: [1e7, 1e300], layers: [])
            return "ok"
        } catch {
            return line(error)
        }
    }

    /// A small folder of images for generated scenes: a valid PNG and JPEG (the graphics test
    /// fixtures' formats, made here) under the names the generator uses.
    static let imageFolder: (folder: URL, images: [(name: String, path: String)]) = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fuzz-images-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var images: [(name: String, path: String)] = []
        if let image = try? CGImage(width: 6, height: 4, pixels: [UInt8](repeating: 200, count: 6 * 4 * 4)),
           let png = try? image.pngData() {
            let url = folder.appendingPathComponent("small.png")
            try? png.write(to: url)
            images.append(("small", url.path))
        }
        return (folder, images)
    }()
}
