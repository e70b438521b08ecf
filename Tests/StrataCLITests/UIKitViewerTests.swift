import Foundation
import StrataGraphics
import Testing

/// The StrataUI demos in the real viewer (`strata view`, SDL's offscreen driver, fixed 60 Hz
/// steps): the viewer's frame loop commits the views' block animations and runs their
/// completions, and its scripted clicks and keys reach the UIWindow as touches and typing.
@Suite(.serialized) struct UIKitViewerTests {
    static func screenshot(_ arguments: [String], frames: Int) throws -> CGImage {
        let png = ViewerProcessTests.temporaryPNG()
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try CLIProcessTests.run(["view"] + arguments + ["--fixed-step", "--frames", "\(frames)", "--screenshot", png.path],
                                             environment: ["SDL_VIDEODRIVER": "offscreen"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        return try CGImage.load(contentsOf: png)
    }

    @Test func theZoomAnimatesInTheViewersFrameLoopAndATapZoomsBack() throws {
        // UIView.animate in viewDidLoad: (80, 100, 160, 160) by 1.3 s. (90, 110) is inside the
        // large picture only: its bright sky at 1.5 s (the demo photo's top-left corner, blue
        // sky or cloud); the dark backdrop again once a tap at 1.6 s has zoomed it out (by 2.6 s).
        let zoomed = try Self.screenshot(["--demo", "ui-image-zoom"], frames: 90)
        #expect(zoomed.width == 320 && zoomed.height == 568)
        let sky = ViewerProcessTests.rgb(zoomed, 90, 110)
        #expect(sky[2] > 150 && sky.reduce(0, +) > 360, "the picture's sky, \(sky)")

        let back = try Self.screenshot(["--demo", "ui-image-zoom", "--click", "1.6:160,450"], frames: 180)
        let backdrop = ViewerProcessTests.rgb(back, 90, 110)
        #expect(backdrop.allSatisfy { $0 < 90 }, "the backdrop, \(backdrop)")
    }

    @Test func keysTypedInTheViewerReachTheTextField() throws {
        // Seed 002: "0.2" and Return in the x field put the anchorPoint at (0.2, 0.5). At 1 s the
        // square has turned half way round its pivot (160, 284): with the anchor at 0.2 it
        // reaches 120 points to the pivot's left and 30 to its right. The digits are the
        // field's while it is edited, not the viewer's demo switches.
        let keys = ["0.3:0", "0.4:.", "0.5:2", "0.6:return"].flatMap { ["--key", $0] }
        let image = try Self.screenshot(["--demo", "ui-anchor-fields", "--click", "0.2:85,78"] + keys, frames: 60)
        let left = ViewerProcessTests.rgb(image, 60, 284), right = ViewerProcessTests.rgb(image, 220, 284)
        #expect(left.allSatisfy { $0 > 140 }, "the square's light grey, \(left)")
        #expect(right.allSatisfy { $0 < 90 }, "the background, \(right)")
    }
}
