import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// Space and S change the stage layer's time (speed, timeOffset, beginTime), not the loop:
/// paused layers hold their presentation and resume where they were; slow motion runs layer
/// time at a tenth of the clock's rate without a jump.
@Suite struct LayerTimeControlTests {
    /// A session showing a box sliding x = 100·t for 10 s (linear), one frame drawn at t = 0.
    func slidingBox() throws -> (ViewerSession, CALayer) {
        var box: CALayer!
        let content = try HostFixture.content { root in
            box = HostFixture.box(at: CGPoint(x: 50, y: 50), in: root)
            let slide = HostFixture.slide(duration: 10)
            slide.toValue = 1000
            box.add(slide, forKey: "slide")
        }
        let session = try HostFixture.session([{ content }])
        session.advanceFrame(to: 0, interval: 0.1)
        return (session, box)
    }

    /// CALayer.speed is a Float (as in Core Animation): 0.1 is 0.1000000015, which moves the
    /// slowed x by up to ~3e-7 points over these spans.
    let tolerance = 1e-5

    @Test func spaceFreezesThePresentationAndResumesWhereItWas() throws {
        let (session, box) = try slidingBox()
        session.advanceFrame(to: 0.2, interval: 0.1)
        #expect(abs(box.shown.position.x - 30) < 1e-9)

        // Paused at the frame's time 0.3: layer time stops at 0.3.
        session.enqueue(.key("space"))
        session.advanceFrame(to: 0.3, interval: 0.1)
        #expect(session.stage.isPaused)
        #expect(abs(box.shown.position.x - 30) < 1e-9)
        session.advanceFrame(to: 5, interval: 0.1)
        #expect(abs(box.shown.position.x - 30) < 1e-9)
        // The animation is still there, only its time stands still: nothing to draw.
        #expect(box.animation(forKey: "slide") != nil)
        #expect(!session.needsFrames)

        // Resumed at 6.0: layer time continues from 0.3, so the target 6.1 shows local 0.4.
        session.enqueue(.key("space"))
        session.advanceFrame(to: 6, interval: 0.1)
        #expect(!session.stage.isPaused)
        #expect(abs(box.shown.position.x - 40) < 1e-9)
        session.advanceFrame(to: 7, interval: 0.1)
        #expect(abs(box.shown.position.x - 140) < 1e-9)
    }

    @Test func sRunsLayerTimeTenTimesSlowerWithoutAJump() throws {
        let (session, box) = try slidingBox()

        session.enqueue(.key("s"))
        session.advanceFrame(to: 0.3, interval: 0.1)
        // At 0.3 the local time is still 0.3; the target 0.4 is 0.1 s later at a tenth speed.
        #expect(session.stage.isSlowMotion)
        #expect(abs(box.shown.position.x - 31) < tolerance)
        session.advanceFrame(to: 1.3, interval: 0.1)
        #expect(abs(box.shown.position.x - 41) < tolerance)

        // Back to normal speed at 2.3 (local 0.3 + 0.2 = 0.5), then 1 s later local 1.5 + 0.1.
        session.enqueue(.key("s"))
        session.advanceFrame(to: 2.3, interval: 0.1)
        #expect(abs(box.shown.position.x - 60) < tolerance)
        session.advanceFrame(to: 3.3, interval: 0.1)
        #expect(abs(box.shown.position.x - 160) < tolerance)
    }

    @Test func pauseAndSlowMotionCombine() throws {
        let (session, box) = try slidingBox()

        session.enqueue(.key("s"))
        session.advanceFrame(to: 1, interval: 0.1)
        session.enqueue(.key("space"))
        session.advanceFrame(to: 2, interval: 0.1)
        // Slow from 1 (local 1) to 2: local 1.1, frozen there.
        let frozen = box.shown.position.x
        #expect(abs(frozen - 110) < tolerance)
        session.advanceFrame(to: 3, interval: 0.1)
        #expect(box.shown.position.x == frozen)

        // Resumed still slow: at 4 the target 4.1 is local 1.1 + 0.01.
        session.enqueue(.key("space"))
        session.advanceFrame(to: 4, interval: 0.1)
        #expect(abs(box.shown.position.x - 111) < tolerance)
    }

    @Test func theHUDIsOutsideThePausedStage() throws {
        let (session, _) = try slidingBox()
        session.enqueue(.key("space"))
        session.enqueue(.key("h"))
        session.advanceFrame(to: 1, interval: 0.1)

        #expect(session.showsHUD)
        #expect(session.stage.hud.layer.superlayer === session.stage.windowLayer)
        #expect(session.stage.windowLayer.speed == 1)
        #expect(session.windowTitle == "test — Strata (paused)")
        // The HUD's text: what is shown and its state, the figures, the viewer's keys (one
        // entry: nothing to switch to), drawn into the panel's contents.
        #expect(session.stage.hud.lines.first == "test — paused")
        #expect(session.stage.hud.lines.count == 4)
        #expect(session.stage.hud.lines.last == "Space pause · S slow · H HUD · Esc quit")
        if session.stage.hud.hasText {
            let image = try #require(session.stage.hud.layer.contents as? CGImage)
            #expect(image.width == Int(session.stage.hud.layer.bounds.width))
        }
    }
}
