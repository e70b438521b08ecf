import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
@testable import StrataDemos
import StrataUI

/// The frosted sheet demo (UIVisualEffectView; UISheetPresentationController's detents, driven
/// by scripted clicks and drags as `strata eval --demo ui-frosted-sheet --click/--drag` does).
@Suite struct FrostedSheetDemoTests {
    @Test func theBlurFadesInAndATapPresentsTheSheetAtItsMediumDetent() throws {
        let (player, demo) = try DemoFixture.player(FrostedSheetDemo.self, ["--click", "1:160,210"])
        let controller = try #require(demo.controller)
        let glass = try #require(controller.card.subviews.compactMap { $0.layer as? CABackdropLayer }.first)
        player.advance(to: 0.4)
        let fading = player.inspect { (glass.presentation() ?? glass).blurRadius }
        #expect(fading > 2 && fading < 20, "the blur part way in: \(fading)")
        #expect(demo.status == "no sheet")
        player.advance(to: 2)
        #expect(demo.status == "sheet medium")
        let sheetView = try #require(controller.sheetController?.view)
        #expect(sheetView.frame.minY > 250 && sheetView.frame.minY < 320, "about half the screen: \(sheetView.frame)")
    }

    @Test func dragsMoveTheSheetUpToLargeAndDownToClose() throws {
        let (player, demo) = try DemoFixture.player(FrostedSheetDemo.self,
                                                    ["--click", "1:160,210", "--drag", "2:160,400:160,150:0.3",
                                                     "--drag", "4:160,200:160,560:0.3"])
        player.advance(to: 3.5)
        #expect(demo.status == "sheet large")
        #expect((demo.controller?.sheetController?.view.frame.minY ?? 0) < 20)
        player.advance(to: 6)
        #expect(demo.status == "no sheet")
    }

    @Test func theCardFrostsThePhotoBehindIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-frosted-\(UUID().uuidString)")
        let out = folder.appendingPathComponent("fs.png").path
        let result = try CLIProcessTests.run(["render", "--demo", "ui-frosted-sheet", "--at", "0", "--at", "2", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let before = try CGImage.load(contentsOf: URL(fileURLWithPath: folder.appendingPathComponent("fs-0.png").path))
        let after = try CGImage.load(contentsOf: URL(fileURLWithPath: folder.appendingPathComponent("fs-1.png").path))
        /// How much neighbouring pixels differ along a row of the card's empty right part.
        func roughness(_ image: CGImage) -> Double {
            var sum = 0.0
            for y in stride(from: 230, to: 260, by: 3) {
                for x in 200..<280 {
                    guard let a = image.color(atX: x, y: y), let b = image.color(atX: x + 1, y: y) else { continue }
                    sum += abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
                }
            }
            return sum
        }
        #expect(roughness(after) < roughness(before) * 0.5, "blurred: \(roughness(after)) against \(roughness(before))")
    }
}
