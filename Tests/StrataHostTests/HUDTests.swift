import Foundation
import Testing
@testable import StrataCore
@testable import StrataHost

/// The HUD's text (issue 6: fps, frame time, layers, draw calls, the demo's name and controls),
/// plus the content's own status line, asked afresh each time the HUD is drawn.
@Suite struct HUDTests {
    @Test func theHUDNamesTheContentAndShowsItsStatusAndControls() throws {
        var mode = "transition: cube"
        var content = try HostFixture.content(title: "cube")
        content.controls = [ViewerControl("T", "next transition type")]
        content.status = { mode }
        let session = try HostFixture.session([{ content }])

        let first = session.hudLines
        mode = "transition: oglFlip"
        let second = session.hudLines

        #expect(first.first?.hasPrefix("cube") == true)
        #expect(first.contains("transition: cube"))
        #expect(second.contains("transition: oglFlip") && !second.contains("transition: cube"))
        #expect(first.contains { $0.contains("T") && $0.contains("next transition type") })
        #expect(first.last?.contains("Space pause") == true)
    }

    @Test func noStatusLineWhenTheContentHasNone() throws {
        let session = try HostFixture.session([{ try HostFixture.content(title: "plain") }])

        // Title, figures (fps, layers), then the viewer's keys: nothing else.
        #expect(session.hudLines.count == 4)
    }
}

/// Issue 17: the HUD sits in the bottom-left corner (it covered the petals at the top left).
@Suite struct HUDPlacementTests {
    @Test func theHUDHugsTheBottomLeftCornerAtAnyWindowSize() throws {
        let hud = HUDLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        hud.show(["one", "two", "three"], scale: 1)
        for size in [CGSize(width: 800, height: 600), CGSize(width: 1200, height: 400)] {
            hud.layout(in: size)
            #expect(hud.layer.frame.minX == 8)
            #expect(hud.layer.frame.maxY == size.height - 8)
            #expect(hud.layer.frame.height > 40)
        }
        CATransaction.commit()
    }
}
