import CStb
import Foundation
import Testing
@testable import StrataCLI
import Strata

/// `strata render` end to end (SCENE.md, "CLI"): the binary renders headless (EGL surfaceless on
/// llvmpipe) and the tests read its PNG and GIF files back and probe pixels.
@Suite struct RenderCommandTests {
    /// A 200x120 scene: a red 60x40 box whose centre moves linearly from x 50 to 150 over 2 s,
    /// over a #202020 background.
    static let movingBox = #"""
    {"format": "strata-scene/1", "size": [200, 120], "background": "#202020",
     "layers": [{"name": "box", "bounds": [0, 0, 60, 40], "position": [50, 60], "backgroundColor": "#ff0000",
                 "animations": [{"type": "basic", "keyPath": "position.x", "from": 50, "to": 150, "duration": 2,
                                 "timingFunction": "linear"}]}]}
    """#

    func isRed(_ c: RGBA?) -> Bool { (c?.red ?? 0) > 0.95 && (c?.green ?? 1) < 0.05 && (c?.alpha ?? 0) > 0.99 }
    func isBackground(_ c: RGBA?) -> Bool { abs((c?.red ?? 0) - 0x20 / 255.0) < 0.01 && (c?.alpha ?? 0) > 0.99 }

    @Test func severalTimesWriteNumberedPNGsOfTheSceneThen() throws {
        let scene = try CLIFixture.writeTemporary(Self.movingBox)
        let out = scene.deletingLastPathComponent().appendingPathComponent("shots/box.png").path

        let result = try CLIProcessTests.run(["render", scene.path, "--at", "1", "--at", "0", "--out", out])

        #expect(result.status == 0, "\(result.stderr)")
        let stem = scene.deletingLastPathComponent().appendingPathComponent("shots").path
        #expect(result.stdout.split(separator: "\n").sorted() == ["\(stem)/box-0.png", "\(stem)/box-1.png"])
        let atOne = try CGImage.load(contentsOf: URL(fileURLWithPath: "\(stem)/box-0.png"))
        let atZero = try CGImage.load(contentsOf: URL(fileURLWithPath: "\(stem)/box-1.png"))
        #expect(atZero.width == 200 && atZero.height == 120)
        // At 0 s the box spans x 20…80: pixel (30, 60) is red, (110, 60) background.
        #expect(isRed(atZero.color(atX: 30, y: 60)) && isBackground(atZero.color(atX: 110, y: 60)))
        // At 1 s (linear, half way) it spans 70…130: (30, 60) is background, (110, 60) red.
        #expect(isBackground(atOne.color(atX: 30, y: 60)) && isRed(atOne.color(atX: 110, y: 60)))
    }

    @Test func sizeScalesTheScene() throws {
        let scene = try CLIFixture.writeTemporary(Self.movingBox)
        let out = scene.deletingLastPathComponent().appendingPathComponent("big.png").path

        let result = try CLIProcessTests.run(["render", scene.path, "--at", "0", "--size", "400x240", "--out", out])

        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: URL(fileURLWithPath: out))
        #expect(image.width == 400 && image.height == 240)
        // Twice the size: the box spans x 40…160 and y 80…160 in pixels.
        #expect(isRed(image.color(atX: 45, y: 85)) && isBackground(image.color(atX: 35, y: 85)))
        #expect(isRed(image.color(atX: 155, y: 155)) && isBackground(image.color(atX: 155, y: 165)))
    }

    @Test func framesBecomeAnAnimatedGIF() throws {
        let scene = try CLIFixture.writeTemporary(Self.movingBox)
        let out = scene.deletingLastPathComponent().appendingPathComponent("box.gif").path

        let result = try CLIProcessTests.run(["render", scene.path, "--frames", "0:2:5", "--out", out])

        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        let (frames, delays) = try decodeGIF(data, width: 200, height: 120)
        #expect(frames.count == 11)                     // 0, 0.2, …, 2.0 s
        #expect(delays.allSatisfy { $0 == 200 })        // 1/5 s each
        // Frame 5 is t = 1 s: the box centre is at x 100, so pixel (100, 60) is red.
        let p = frames[5][(60 * 200 + 100) * 4..<(60 * 200 + 100) * 4 + 3].map(Int.init)
        #expect(p[0] > 240 && p[1] < 16 && p[2] < 16)
    }

    /// Frames are encoded on other threads while the next render; the files and the printed
    /// list must be what a sequential run gives: every frame, named by index, listed in order.
    @Test func framesBecomeNumberedPNGsListedInOrder() throws {
        let scene = try CLIFixture.writeTemporary(Self.movingBox)
        let folder = scene.deletingLastPathComponent().appendingPathComponent("frames-\(UUID().uuidString)")

        let result = try CLIProcessTests.run(["render", scene.path, "--frames", "0:2:10", "--out", folder.path + "/"])

        #expect(result.status == 0, "\(result.stderr)")
        let expected = (0...20).map { folder.appendingPathComponent(String(format: "frame-%04d.png", $0)).path }
        #expect(result.stdout.split(separator: "\n").map(String.init) == expected)
        // Frame 10 is t = 1 s: the box centre is at x 100 (red there); at frame 0 it is at x 50.
        let middle = try CGImage.load(contentsOf: URL(fileURLWithPath: expected[10]))
        #expect(isRed(middle.color(atX: 100, y: 60)))
        let first = try CGImage.load(contentsOf: URL(fileURLWithPath: expected[0]))
        #expect(!isRed(first.color(atX: 100, y: 60)))

        let unwritable = try CLIProcessTests.run(["render", scene.path, "--frames", "0:2:10", "--out", "/proc/strata-frames/"])
        #expect(unwritable.status == 1 && unwritable.stderr.contains("/proc/strata-frames/frame-0000.png"))
        #expect(unwritable.stderr.filter { $0 == "\n" }.count == 1, "one line: \(unwritable.stderr)")
    }

    @Test func demosRenderToo() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("strata-render-\(UUID().uuidString)/petal.png").path

        let result = try CLIProcessTests.run(["render", "--demo", "petal", "--at", "0.5", "--out", out])

        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: URL(fileURLWithPath: out))
        #expect(image.width > 0 && image.height > 0)
    }

    @Test func badInputIsOneLineAndAFailure() throws {
        let missing = try CLIProcessTests.run(["render", "/nonexistent/scene.json", "--at", "0", "--out", "/tmp/never.png"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("strata: error: ") && missing.stderr.filter { $0 == "\n" }.count == 1)

        let scene = try CLIFixture.writeTemporary(Self.movingBox)
        let unwritable = try CLIProcessTests.run(["render", scene.path, "--at", "0", "--out", "/proc/strata/x.png"])
        #expect(unwritable.status == 1 && unwritable.stderr.contains("/proc/strata/x.png"))

        let usage = try CLIProcessTests.run(["render", scene.path, "--at", "0", "--out", "x.jpg"])
        #expect(usage.status != 0 && usage.stderr.contains(".png"))
    }

    private func decodeGIF(_ data: Data, width: Int, height: Int) throws -> ([[UInt8]], [Int32]) {
        try data.withUnsafeBytes { raw in
            var delays: UnsafeMutablePointer<Int32>?
            var w: Int32 = 0, h: Int32 = 0, z: Int32 = 0, comp: Int32 = 0
            guard let pixels = stbi_load_gif_from_memory(raw.bindMemory(to: UInt8.self).baseAddress!, Int32(raw.count), &delays, &w, &h, &z, &comp, 4) else {
                throw CLIError("not a GIF")
            }
            defer { stbi_image_free(pixels); free(delays) }
            #expect(Int(w) == width && Int(h) == height)
            let size = Int(w * h * 4)
            return ((0..<Int(z)).map { Array(UnsafeBufferPointer(start: pixels + $0 * size, count: size)) },
                    (0..<Int(z)).map { delays![$0] })
        }
    }
}
