import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// The app side of a `Window` without SDL, on a virtual clock: the frame order, implicit
/// transactions committed by the frame (Apple, CATransaction: "Core Animation supports two
/// types of transactions: implicit transactions and explicit transactions… Implicit
/// transactions are created automatically when the layer tree is modified by a thread without
/// an active transaction and are committed automatically when the thread's runloop next
/// iterates"), idling, resize and scale, and routing.
@Suite struct WindowContentTests {
    final class LayoutCounting: CALayer {
        var layouts = 0
        override func layoutSublayers() { layouts += 1 }
    }

    static func content(_ size: CGSize = CGSize(width: 200, height: 100)) -> (WindowContent, CALayer) {
        let content = WindowContent(size: size, clock: .virtual())
        let box = content.clock.run {
            let box = CALayer()
            box.name = "box"
            box.frame = CGRect(x: 20, y: 10, width: 20, height: 20)
            content.rootLayer.addSublayer(box)
            return box
        }
        return (content, box)
    }

    @Test func aPlainPropertyChangeAnimatesWithNoFlush() {
        let (content, box) = Self.content()
        content.advanceFrame(to: 0, interval: 0.1)
        #expect(!content.needsFrames)

        content.clock.run { box.position = CGPoint(x: 130, y: 20) }

        // The change waits in the implicit transaction: the window wants a frame, which
        // commits it; the default implicit action (0.25 s) then runs from that frame's time.
        #expect(content.needsFrames)
        content.advanceFrame(to: 1, interval: 0.1)
        let midway = content.clock.run { box.presentationSnapshot?.position.x ?? -1 }
        #expect(midway > 30 && midway < 130, "x at the frame's target time: \(midway)")
        #expect(content.needsFrames)
        content.advanceFrame(to: 2, interval: 0.1)
        #expect(content.clock.run { box.presentationSnapshot?.position.x } == 130)
        #expect(!content.needsFrames)
    }

    @Test func theFrameRunsInputThenCommitThenDisplayLinksThenPresentation() {
        let (content, box) = Self.content()
        var log: [String] = []
        content.router.setHandler(for: box) { _ in log.append("input"); return true }
        let link = content.clock.run { CADisplayLink { _ in log.append("display link") } }
        content.clock.run { link.attach(to: content.clock) }
        content.advanceFrame(to: 0, interval: 1.0 / 60)  // the box is on screen from here
        log = []
        content.willRunFrame = { _ in log.append("frame") }

        content.enqueue(.pointerDown(CGPoint(x: 30, y: 20)))
        content.advanceFrame(to: 0.1, interval: 1.0 / 60)

        #expect(log == ["frame", "input", "display link"])
        #expect(content.needsFrames)  // the link is active
        link.invalidate()
    }

    @Test func resizeSetsTheRootBoundsScaleAndRunsLayout() {
        let content = WindowContent(size: CGSize(width: 200, height: 100), clock: .virtual())
        let child = content.clock.run { LayoutCounting() }
        content.clock.run { content.rootLayer.addSublayer(child) }
        var heard: [CGSize] = []
        content.didResize = { size, _ in heard.append(size) }
        content.advanceFrame(to: 0, interval: 0.1)

        content.windowDidChange(size: CGSize(width: 320, height: 240), scale: 2)
        content.advanceFrame(to: 0.1, interval: 0.1)

        let root = content.rootLayer
        #expect(root.bounds == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(root.position == CGPoint(x: 160, y: 120))
        #expect(root.contentsScale == 2)
        #expect(heard == [CGSize(width: 320, height: 240)])
        // The root's layout ran in the frame; a resize does not animate the root.
        #expect(!root.hasActiveAnimations(at: 0.2))
    }

    @Test func theRendererGetsPixelsAndTheScale() throws {
        let (content, _) = Self.content()
        final class Recorder: FrameRenderer {
            var calls: [String] = []
            func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats {
                calls.append("\(pixelWidth)x\(pixelHeight)@\(scale) \(root.name ?? "")")
                return FrameRenderStats()
            }
        }
        let recorder = Recorder()
        content.renderer = recorder
        content.windowDidChange(size: CGSize(width: 200, height: 100), scale: 2)

        content.advanceFrame(to: 0, interval: 0.1)
        content.render(pixelWidth: 400, pixelHeight: 200, scale: 2, framebuffer: 0)

        #expect(recorder.calls == ["400x200@2.0 window.root"])
    }

    @Test func eventsKeepTheirOwnTimesSoVelocityIsReal() {
        let (content, box) = Self.content()
        var got: [InputEvent] = []
        content.router.setHandler(for: box) { got.append($0); return true }
        content.advanceFrame(to: 0, interval: 0.1)

        // Three moves queued within one frame, 1/60 s apart (session times).
        var down = InputEvent.pointerDown(CGPoint(x: 30, y: 20))
        down.timestamp = 0.05
        content.enqueue(down)
        for i in 1...3 {
            content.enqueue(InputEvent(.pointerMoved, at: CGPoint(x: 30 + 4 * Double(i), y: 20), timestamp: 0.05 + Double(i) / 60))
        }
        content.advanceFrame(to: 0.2, interval: 0.1)

        #expect(got.count == 4 && got.last?.kind == .pointerDragged(.left))
        #expect(abs((got.last?.velocity.dx ?? 0) - 240) < 1e-6, "\(String(describing: got.last?.velocity))")
    }

    @Test func scriptedInputPlaysAtItsTimeAndTheDelegateMayTakeEvents() {
        let (content, box) = Self.content()
        var got: [String] = []
        content.router.setHandler(for: box) { got.append("\($0.kind)"); return true }
        content.schedule(.pointerDown(CGPoint(x: 30, y: 20)), at: 0.5)
        content.schedule(InputEvent(.keyDown(key: "x", isRepeat: false)), at: 0.6)
        content.router.focus = box
        content.shouldRoute = { event in event.kind != .keyDown(key: "x", isRepeat: false) }

        content.advanceFrame(to: 0.4, interval: 0.1)
        #expect(got.isEmpty && content.nextEventTime == 0.5)
        content.advanceFrame(to: 0.7, interval: 0.1)

        #expect(got == ["pointerDown(StrataCore.PointerButton.left)"])
        #expect(content.nextEventTime == nil)
    }
}
