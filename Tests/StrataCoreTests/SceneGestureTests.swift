import Foundation
import Testing
@testable import StrataCore

/// Scripted gestures in scene files (SCENE.md, EVENT): `move`, `drag`, `scroll` and `touch`,
/// replayed through the scene's `EventRouter` at their own times, so a drag's release carries
/// the velocity of the path (points per second, as UIPanGestureRecognizer.velocity(in:)).
@Suite struct SceneGestureTests {
    final class Recorder: SceneInputHandler {
        var events: [InputEvent] = []
        var hits: [String?] = []
        func handle(_ event: InputEvent, on layer: CALayer?) {
            events.append(event)
            hits.append(layer?.name)
        }
    }

    static func play(_ events: String) throws -> (ScenePlayer, Recorder) {
        let json = SceneFixture.scene(layers: #"[{"name": "box", "frame": [0, 0, 100, 100]}]"#, extra: #""events": \#(events)"#)
        let player = try SceneFixture.play(json)
        let recorder = Recorder()
        player.inputHandler = recorder
        return (player, recorder)
    }

    @Test func aDragIsAPressMovesAt60HzAndARelease() throws {
        let (player, recorder) = try Self.play(#"[{"at": 1, "drag": [[10, 50], [70, 50]], "duration": 0.1}]"#)

        player.advance(to: 2)

        // 0.1 s at 60 Hz: 6 steps. A press, 6 drags 10 points apart, the release at the end.
        let kinds = recorder.events.map(\.kind)
        #expect(kinds.first == .pointerDown(.left) && kinds.last == .pointerUp(.left))
        #expect(kinds.dropFirst().dropLast().allSatisfy { $0 == .pointerDragged(.left) } && kinds.count == 8)
        #expect(recorder.events.map { Int($0.location.x.rounded()) } == [10, 20, 30, 40, 50, 60, 70, 70])
        #expect(abs(recorder.events[0].timestamp - 1) < 1e-9 && abs(recorder.events[7].timestamp - 1.1) < 1e-9)
        // 60 points in 0.1 s: 600 points per second, kept at the release.
        #expect(abs(recorder.events[7].velocity.dx - 600) < 1e-6, "\(recorder.events[7].velocity)")
        #expect(recorder.hits.allSatisfy { $0 == "box" })
    }

    @Test func movesScrollsAndTouches() throws {
        let (player, recorder) = try Self.play(#"""
        [{"at": 0.5, "move": [20, 30]},
         {"at": 1, "scroll": [50, 50], "by": [0, -120]},
         {"at": 1.5, "touch": [[200, 200], [200, 260]], "duration": 0.05, "id": 7},
         {"at": 2, "touch": [40, 40]}]
        """#)

        player.advance(to: 3)

        let kinds = recorder.events.map(\.kind)
        #expect(kinds[0] == .pointerMoved && recorder.events[0].location == CGPoint(x: 20, y: 30))
        #expect(kinds[1] == .scroll(deltaX: 0, deltaY: -120, isPrecise: true))
        #expect(kinds[2] == .touch(id: 7, phase: .began))
        #expect(kinds.filter { $0 == .touch(id: 7, phase: .moved) }.count == 3)
        #expect(kinds.contains(.touch(id: 7, phase: .ended)))
        // A single point is a tap: began and ended together.
        #expect(kinds.suffix(2) == [.touch(id: 1, phase: .began), .touch(id: 1, phase: .ended)])
        #expect(recorder.hits[1] == "box" && recorder.hits[2] == nil)
    }

    @Test func gestureErrors() {
        let scene = { (events: String) in SceneFixture.scene(layers: #"[{"name": "p"}]"#, extra: #""events": \#(events)"#) }

        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "scroll": [1, 1]}]"#)) == "scene.json: $.events[0].scroll: 'scroll' needs 'by': [dx, dy] in points")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "by": [1, 1]}]"#)) == "scene.json: $.events[0].by: 'by' needs a 'scroll' in the same event")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "drag": [[1, 1], [2]]}]"#)) == "scene.json: $.events[0].drag[1]: expected [x, y] (2 numbers), got 1 element")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "move": [1, 1], "duration": 1}]"#)) == "scene.json: $.events[0].duration: 'duration' needs a 'drag' or a 'touch' in the same event")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "drag": [[1, 1], [2, 2]], "duration": -1}]"#)) == "scene.json: $.events[0].duration: must not be negative, got -1")
    }
}
