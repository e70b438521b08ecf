import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// docs/layout/stack.json: a layout-driven tree (SCENE.md, LAYER `layout`). A panel stacks three
/// cards in a column; two cards stack dots in a row. Events resize the panel: the commit's
/// layout pass re-lays the cards out, and the cards' own layout then re-lays their dots, all in
/// the event's transaction (Apple, `setNeedsLayout()`: "The system typically calls this method
/// automatically when the layer's bounds change … During the next update cycle, the system
/// calls the layoutSublayers() method of any layers requiring layout updates").
@Suite("Scene layout: docs/layout/stack.json")
struct SceneLayoutTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/layout/stack.json")

    func frames(_ player: ScenePlayer, _ names: [String], presentation: Bool = false) -> [CGRect] {
        player.inspect {
            names.map { name in
                let model = player.scene.layer(named: name)!
                return (presentation ? model.presentation() ?? model : model).frame
            }
        }
    }

    func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    @Test("the first commit lays out the panel, then the cards' dots")
    func initialLayout() throws {
        let player = try ScenePlayer { try Scene.load(contentsOf: Self.url) }
        player.advance(to: 0.5)

        let got = frames(player, ["card-0", "card-1", "card-2", "dot-0-0", "dot-0-2", "dot-1-1"], presentation: true)

        // Panel 240×120, padding 10, spacing 8: cards 220 × (100 − 16)/3 = 28.
        #expect(isClose(got[0], CGRect(x: 10, y: 10, width: 220, height: 28)))
        #expect(isClose(got[1], CGRect(x: 10, y: 46, width: 220, height: 28)))
        #expect(isClose(got[2], CGRect(x: 10, y: 82, width: 220, height: 28)))
        // Card 220×28, padding 6, spacing 6: three dots (208 − 12)/3 wide, 16 high.
        let dot = (208.0 - 12) / 3
        #expect(isClose(got[3], CGRect(x: 6, y: 6, width: dot, height: 16)))
        #expect(isClose(got[4], CGRect(x: 6 + 2 * (dot + 6), y: 6, width: dot, height: 16)))
        #expect(isClose(got[5], CGRect(x: 113, y: 6, width: 101, height: 16)))   // two dots: (208 − 6)/2 wide
    }

    @Test("resizing the panel re-lays the tree out in the event's transaction, animated by its actions")
    func resizeAnimates() throws {
        let player = try ScenePlayer { try Scene.load(contentsOf: Self.url) }
        player.advance(to: 1.0)
        let (keys, duration) = player.inspect { () -> ([String], Double?) in
            let card = player.scene.layer(named: "card-1")!
            return (card.animationKeys() ?? [], card.animation(forKey: "position")?.duration)
        }
        player.advance(to: 1.1)
        let mid = frames(player, ["card-1"], presentation: true)[0]
        player.advance(to: 1.5)
        let done = frames(player, ["card-1", "dot-1-1"], presentation: true)

        #expect(keys.contains("position") && keys.contains("bounds"))
        #expect(duration == 0.25)
        #expect(mid.midY > 60 && mid.midY < 120)                       // on its way from 60 to 120
        // Panel 360×240: cards 340 × (220 − 16)/3 = 68; dots (328 − 6)/2 = 161 wide, 56 high.
        #expect(isClose(done[0], CGRect(x: 10, y: 86, width: 340, height: 68)))
        #expect(isClose(done[1], CGRect(x: 173, y: 6, width: 161, height: 56)))
    }

    @Test("with disableActions the layout pass follows the transaction: no animation")
    func resizeWithoutActions() throws {
        let player = try ScenePlayer { try Scene.load(contentsOf: Self.url) }
        player.advance(to: 2.0)

        let got = frames(player, ["card-2"], presentation: true)[0]
        let keys = player.inspect { player.scene.layer(named: "card-2")!.animationKeys() }

        let share = (180.0 - 16) / 3
        #expect(isClose(got, CGRect(x: 10, y: 10 + 2 * (share + 8), width: 140, height: share)))
        #expect(keys == nil)
    }

    @Test("a layout key is checked like any other")
    func badLayout() {
        let bad = SceneFixture.scene(layers: #"[{"layout": {"stack": "grid"}}]"#)
        let unknown = SceneFixture.scene(layers: #"[{"layout": {"stack": "row", "gap": 2}}]"#)

        #expect(SceneFixture.loadError(bad).contains("stack"))
        #expect(SceneFixture.loadError(unknown).contains("unknown layout key 'gap'"))
    }
}
