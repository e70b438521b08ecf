import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// One frame runs input → commit → display links → animation callbacks → presentation at the
/// frame's target time → render (STYLE.md, issue 6).
@Suite struct FrameOrderTests {
    @Test func inputThenCommitThenDisplayLinksThenCallbacksThenRender() throws {
        let handler = RecordingHandler()
        var box: CALayer!
        var opacitySeenByLink: Float?
        let content = try HostFixture.content(handler: handler) { root in
            box = HostFixture.box(at: CGPoint(x: 50, y: 50), in: root)
            let link = CADisplayLink { _ in
                handler.log.append("displayLink")
                opacitySeenByLink = box.presentation()?.opacity
            }
            link.add(to: .main, forMode: .common)
        }
        handler.onPointerDown = { _ in
            CATransaction.setDisableActions(true)
            box.opacity = 0.5
            let fade = CABasicAnimation(keyPath: "cornerRadius")
            fade.toValue = 10
            fade.duration = 1
            fade.delegate = handler
            box.add(fade, forKey: "corner")
        }
        let session = try HostFixture.session([{ content }])
        let renderer = RecordingRenderer()
        renderer.onRender = { _ in handler.log.append("render") }
        session.renderer = renderer
        session.advanceFrame(to: 0, interval: 0.1)
        session.render(pixelWidth: 200, pixelHeight: 100, scale: 1)
        handler.log.removeAll()

        session.enqueue(.pointerDown(CGPoint(x: 10, y: 10)))
        session.advanceFrame(to: 0.5, interval: 0.1)
        session.render(pixelWidth: 200, pixelHeight: 100, scale: 1)

        #expect(handler.log == ["input", "displayLink", "didStart", "render"])
        // The display link already sees the input's change: it was committed before the links.
        #expect(opacitySeenByLink == 0.5)
    }

    @Test func presentationIsEvaluatedAtTheFramesTargetTime() throws {
        var box: CALayer!
        let content = try HostFixture.content { root in
            box = HostFixture.box(at: CGPoint(x: 50, y: 50), in: root)
            box.add(HostFixture.slide(duration: 1), forKey: "slide")
        }
        let session = try HostFixture.session([{ content }])

        session.advanceFrame(to: 0.5, interval: 0.1)

        // Timestamp 0.5, target 0.6: the frame shows x = 100 × 0.6 (linear), the time at which
        // it will be on screen.
        #expect(abs(box.shown.position.x - 60) < 1e-9)
        #expect(session.lastTargetTime == 0.6)
        #expect(content.player.clock.now == 0.5)
    }

    @Test func scriptedEventsRunBeforeTheFrameAtTheirTime() throws {
        let handler = RecordingHandler()
        let content = try HostFixture.content(handler: handler)
        content.player.schedule(try content.player.scene.readEvent(
            .object([JSONMember(key: "at", value: .number(1)), JSONMember(key: "key", value: .string("t"))]), label: "test"))
        let session = try HostFixture.session([{ content }])
        session.advanceFrame(to: 0, interval: 0.1)
        #expect(session.nextEventTime == 1)

        session.advanceFrame(to: 0.9, interval: 0.1)
        #expect(handler.keys.isEmpty)
        session.advanceFrame(to: 1.0, interval: 0.1)
        #expect(handler.keys == ["t"])
        #expect(session.nextEventTime == nil)
    }

    @Test func scriptedKeysMeetTheViewersBindingsLikeTypedKeys() throws {
        let handler = RecordingHandler()
        let content = try HostFixture.content(handler: handler)
        for (time, key) in [(0.5, "space"), (0.6, "t")] {
            content.player.schedule(try content.player.scene.readEvent(
                .object([JSONMember(key: "at", value: .number(time)), JSONMember(key: "key", value: .string(key))]), label: "test"))
        }
        let session = try HostFixture.session([{ content }, { try HostFixture.content(title: "second") }])

        session.advanceFrame(to: 1, interval: 0.1)

        // Space paused the stage (a viewer binding); "t" is not bound, so the content got it.
        #expect(session.stage.isPaused)
        #expect(handler.keys == ["t"])
    }
}

/// Points versus pixels: input and layout are in points, the renderer gets pixels and the
/// scale, and the HUD's text is drawn at the window's scale.
@Suite struct HiDPITests {
    @Test func theRendererGetsPixelsAndScaleWhileInputStaysInPoints() throws {
        let handler = RecordingHandler()
        let session = try HostFixture.session([{ try HostFixture.content(handler: handler) { root in
            _ = HostFixture.box(at: CGPoint(x: 30, y: 20), in: root)
        } }])
        final class ScaleRecorder: FrameRenderer {
            var calls: [String] = []
            func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats {
                calls.append("\(pixelWidth)x\(pixelHeight)@\(scale) root \(root.bounds.width)x\(root.bounds.height)")
                return FrameRenderStats()
            }
        }
        let renderer = ScaleRecorder()
        session.renderer = renderer
        session.showHUD(true)

        // A 2x display: a 200×100-point window has a 400×200-pixel drawable.
        session.advanceFrame(to: 0, interval: 0.1)
        session.render(pixelWidth: 400, pixelHeight: 200, scale: 2)
        session.enqueue(.pointerDown(CGPoint(x: 30, y: 20)))
        session.advanceFrame(to: 0.1, interval: 0.1)

        #expect(renderer.calls == ["400x200@2.0 root 200.0x100.0"])
        #expect(handler.points == [CGPoint(x: 30, y: 20)])
        #expect(handler.hits == ["box"])
        #expect(session.stage.hud.layer.contentsScale == 2)
    }
}
