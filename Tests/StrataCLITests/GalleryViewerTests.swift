import Foundation
import StrataGraphics
import Testing

/// The gallery's pictures (issue 17): `strata view` with no scene opens it, and a scripted
/// click zooms into a demo (rendered headless, the viewer's own compositor).
@Suite(.serialized) struct GalleryViewerTests {
    @Test func theViewerOpensOnTheGallery() throws {
        let png = ViewerProcessTests.temporaryPNG()
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try CLIProcessTests.run(["view", "--fixed-step", "--frames", "2", "--screenshot", png.path],
                                             environment: ["SDL_VIDEODRIVER": "offscreen"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: png)
        #expect(image.width == 1000 && image.height == 600, "the gallery's size")
        let sea = ViewerProcessTests.rgb(image, 632, 250)
        #expect(sea[2] > 90 && sea[2] > sea[0] + 40, "the fish card's sea, \(sea)")
    }

    @Test func aClickZoomsIntoADemoAndEscReturns() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-gallery-\(UUID().uuidString)")
        // Grid at 0.4; the orbit card (third in the first row) clicked at 0.5 is open at 2.5;
        // Esc at 3 is back on the grid at 4.
        let result = try CLIProcessTests.run(["render", "--demo", "gallery", "--click", "0.5:420,150", "--key", "3:escape",
                                              "--at", "0.4", "--at", "2.5", "--at", "4", "--out", base.path + ".png"])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try (0..<3).map { try CGImage.load(contentsOf: URL(fileURLWithPath: base.path + "-\($0).png")) }
        defer { (0..<3).forEach { try? FileManager.default.removeItem(atPath: base.path + "-\($0).png") } }
        // The fish card (fifth column, second row) shows its blue sea at (632, 250).
        let sea = ViewerProcessTests.rgb(frames[0], 632, 250)
        #expect(sea[2] > 90 && sea[2] > sea[0] + 40, "\(sea)")
        // Open: the orbit fills the height, centred; beside it (x > 900) is dimmed to near black.
        let beside = ViewerProcessTests.rgb(frames[1], 950, 280)
        #expect(beside.allSatisfy { $0 < 30 }, "\(beside)")
        let inside = ViewerProcessTests.rgb(frames[1], 500, 560)
        #expect(inside.reduce(0, +) > beside.reduce(0, +) + 20, "the demo's own backdrop, \(inside)")
        #expect(ViewerProcessTests.close(ViewerProcessTests.rgb(frames[2], 632, 250), sea, tolerance: 40))
    }
}

/// `strata view --help` names the keys `--key` takes (issue 17).
@Suite struct ViewHelpTests {
    @Test func theHelpListsTheKeyNames() throws {
        let help = try CLIProcessTests.run(["view", "--help"]).stdout
        for name in ["left", "right", "space", "return", "escape", "gallery"] {
            #expect(help.contains(name), "\(name) in\n\(help)")
        }
    }
}
