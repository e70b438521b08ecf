import Foundation
import Testing
import Strata

/// `strata render` of a scene whose event changes a layer's `contents` and adds a transition
/// in the same transaction (SCENE.md, EVENT): docs/transitions/scene/photo.json, a cube at
/// 0.5 s (1 s long, fromRight) from first.png to second.png.
@Suite struct RenderTransitionTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/transitions/scene/photo.json")

    // The images' top-left quadrants: first (220, 60, 50) red, second (250, 210, 60) yellow;
    // top-right: first (60, 170, 80) green. Loose tests: grid lines darken some pixels.
    func isRed(_ c: RGBA?) -> Bool { guard let c else { return false }; return c.red > 0.6 && c.green < 0.4 && c.blue < 0.4 }
    func isGreen(_ c: RGBA?) -> Bool { guard let c else { return false }; return c.green > 0.45 && c.red < 0.4 && c.blue < 0.45 }
    func isYellow(_ c: RGBA?) -> Bool { guard let c else { return false }; return c.red > 0.6 && c.green > 0.5 && c.blue < 0.4 }

    @Test func aContentsChangeWithACubeTransitionRendersFrameByFrame() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strata-transition-\(UUID().uuidString)")
        let out = dir.appendingPathComponent("photo.png").path

        let result = try CLIProcessTests.run(["render", Self.scene.path, "--at", "0.25", "--at", "1", "--at", "1.75", "--out", out])

        #expect(result.status == 0, "\(result.stderr)")
        let before = try CGImage.load(contentsOf: dir.appendingPathComponent("photo-0.png"))
        let halfway = try CGImage.load(contentsOf: dir.appendingPathComponent("photo-1.png"))
        let after = try CGImage.load(contentsOf: dir.appendingPathComponent("photo-2.png"))
        // The layer's frame is (40, 40, 240, 160): (70, 70) is in its top-left quadrant.
        #expect(isRed(before.color(atX: 70, y: 70)), "before the event: the first image")
        #expect(isYellow(after.color(atX: 70, y: 70)), "after the transition: the second image")
        // Half way through the cube the shared edge is at the layer's centre line (x 160): the
        // old face's right part (green) left of it, the new face's left part (yellow) right of it.
        #expect(isGreen(halfway.color(atX: 152, y: 95)), "old face just left of the centre line")
        #expect(isYellow(halfway.color(atX: 168, y: 95)), "new face just right of the centre line")
        try? FileManager.default.removeItem(at: dir)
    }
}
