import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// The viewer's new input kinds: drags, scrolls, touches, key repeats, key ups and text reach
/// the content through the scene's `EventRouter` (the same routing as scripted input), in root
/// points, with velocity measured on the content's clock.
@Suite struct ViewerInputTests {
    final class Recorder: SceneInputHandler {
        var events: [InputEvent] = []
        func handle(_ event: InputEvent, on layer: CALayer?) { events.append(event) }
    }

    static func session(_ recorder: Recorder, consumes: Set<String> = []) throws -> ViewerSession {
        try HostFixture.session([{ try HostFixture.content(handler: recorder, consumes: consumes) }])
    }

    @Test func liveDragsScrollsAndTouchesArriveInRootPointsWithVelocity() throws {
        let recorder = Recorder()
        let session = try Self.session(recorder)
        session.windowSize = CGSize(width: 400, height: 200)  // content shown at 2x
        session.advanceFrame(to: 0, interval: 0.1)

        var down = InputEvent.pointerDown(CGPoint(x: 100, y: 100))
        down.timestamp = 0.4
        session.enqueue(down)
        for i in 1...3 { session.enqueue(InputEvent(.pointerMoved, at: CGPoint(x: 100 + 20 * Double(i), y: 100), timestamp: 0.4 + Double(i) / 60)) }
        session.enqueue(InputEvent(.scroll(deltaX: 0, deltaY: 40, isPrecise: false), at: CGPoint(x: 20, y: 20), timestamp: 0.48))
        session.enqueue(InputEvent(.touch(id: 2, phase: .began), at: CGPoint(x: 40, y: 40), timestamp: 0.49))
        session.advanceFrame(to: 0.5, interval: 0.1)

        let kinds = recorder.events.map(\.kind)
        #expect(kinds == [.pointerDown(.left), .pointerDragged(.left), .pointerDragged(.left), .pointerDragged(.left),
                          .scroll(deltaX: 0, deltaY: 40, isPrecise: false), .touch(id: 2, phase: .began)])
        #expect(recorder.events[3].location == CGPoint(x: 80, y: 50))
        // 20 window points per 1/60 s at 2x: 10 root points per 1/60 s = 600 points per second.
        #expect(abs(recorder.events[3].velocity.dx - 600) < 1e-6, "\(recorder.events[3].velocity)")
        #expect(recorder.events[5].location == CGPoint(x: 20, y: 20))
    }

    @Test func heldKeysRepeatForTheContentButNeverToggleTheViewer() throws {
        let recorder = Recorder()
        let session = try Self.session(recorder, consumes: ["t"])
        session.advanceFrame(to: 0, interval: 0.1)

        session.enqueue(InputEvent(.keyDown(key: "space", isRepeat: false)))
        session.enqueue(InputEvent(.keyDown(key: "space", isRepeat: true)))
        session.enqueue(InputEvent(.keyDown(key: "t", isRepeat: true)))
        session.enqueue(InputEvent(.keyUp(key: "t")))
        session.enqueue(InputEvent(.text("t")))
        session.advanceFrame(to: 0.1, interval: 0.1)

        #expect(session.stage.isPaused)  // once: the repeat did not resume it
        #expect(recorder.events.map(\.kind) == [.keyDown(key: "t", isRepeat: true), .keyUp(key: "t"), .text("t")])
    }

    @Test func scriptedDragsTakeTheSameRouteWithTheirOwnTimes() throws {
        let recorder = Recorder()
        let session = try Self.session(recorder)
        for (time, input) in SceneInput.drag(along: [CGPoint(x: 10, y: 10), CGPoint(x: 70, y: 10)], at: 0.2, duration: 0.1) {
            session.schedule(input, at: time)
        }

        // One late frame plays the whole drag: each event keeps its own time.
        session.advanceFrame(to: 0, interval: 0.1)
        session.advanceFrame(to: 0.5, interval: 0.1)

        #expect(recorder.events.count == 8)
        #expect(abs(recorder.events[7].velocity.dx - 600) < 1e-6, "\(recorder.events[7].velocity)")
    }
}
