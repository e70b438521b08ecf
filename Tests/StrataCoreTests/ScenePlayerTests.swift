import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Events run as one transaction each at their time, before the frame at that time.
@Suite struct ScenePlayerTests {
    private func presentationPosition(_ player: ScenePlayer, _ name: String, at time: Double) throws -> CGPoint {
        player.advance(to: time)
        let layer = try #require(player.scene.layer(named: name))
        return player.inspect { (layer.presentation() ?? layer).position }
    }

    @Test func animationsListedInTheSceneBeginAtLoad() throws {
        let json = SceneFixture.scene(layers: #"[{"name": "p", "position": [50, 150], "animations": [{"keyPath": "position", "to": [55, 400], "duration": 5, "timingFunction": "linear"}]}]"#)
        let player = try SceneFixture.play(json)

        #expect(approx(try presentationPosition(player, "p", at: 2.5), CGPoint(x: 52.5, y: 275)))
        #expect(approx(try presentationPosition(player, "p", at: 6), CGPoint(x: 50, y: 150)))
    }

    @Test func beginTimeIsInLayerTime() throws {
        let json = SceneFixture.scene(layers: #"[{"name": "p", "position": [0, 0], "animations": [{"keyPath": "position.x", "from": 0, "to": 100, "duration": 1, "beginTime": 2}]}]"#)
        let player = try SceneFixture.play(json)

        #expect(approx(try presentationPosition(player, "p", at: 1), .zero))
        #expect(approx(try presentationPosition(player, "p", at: 2.5), CGPoint(x: 50, y: 0)))
    }

    @Test func setWithAndWithoutActions() throws {
        let json = SceneFixture.scene(layers: #"[{"name": "a", "position": [0, 0]}, {"name": "b", "position": [0, 0]}]"#, extra: #"""
        "events": [{"at": 1, "set": {"layer": "a", "position": [100, 0]}},
                   {"at": 1, "set": [{"layer": "b", "position": [100, 0]}, {"layer": "b", "opacity": 0.5}], "disableActions": true}]
        """#)
        let player = try SceneFixture.play(json)

        player.advance(to: 1.1)

        let a = try #require(player.scene.layer(named: "a"))
        let b = try #require(player.scene.layer(named: "b"))
        player.inspect {
            // The implicit 0.25 s action is under way for a; b jumped.
            let x = (a.presentation() ?? a).position.x
            #expect(x > 0 && x < 100)
            #expect(a.position.x == 100)
            #expect((b.presentation() ?? b).position.x == 100 && b.opacity == 0.5)
            #expect(a.animationKeys()?.isEmpty == false && (b.animationKeys() ?? []).isEmpty)
        }
        #expect(approx(try presentationPosition(player, "a", at: 2), CGPoint(x: 100, y: 0)))
    }

    @Test func addAndRemoveEvents() throws {
        let json = SceneFixture.scene(layers: #"[{"name": "p", "position": [0, 0]}]"#, extra: #"""
        "events": [{"at": 1, "add": {"layer": "p", "animation": {"key": "move", "keyPath": "position.x", "from": 0, "to": 100, "duration": 2}}},
                   {"at": 2.5, "remove": {"layer": "p", "key": "move"}}]
        """#)
        let player = try SceneFixture.play(json)

        #expect(approx(try presentationPosition(player, "p", at: 0.5), .zero))
        #expect(approx(try presentationPosition(player, "p", at: 2), CGPoint(x: 50, y: 0)))
        #expect(approx(try presentationPosition(player, "p", at: 2.6), .zero))
    }

    @Test func pausingALayerThroughEvents() throws {
        // Seed 000's pause: timeOffset = the layer's current time, speed = 0.
        let json = SceneFixture.scene(layers: #"[{"name": "p", "position": [0, 0], "animations": [{"keyPath": "position.x", "from": 0, "to": 100, "duration": 4}]}]"#, extra: #"""
        "events": [{"at": 1, "set": {"layer": "p", "timeOffset": 1, "speed": 0}, "disableActions": true}]
        """#)
        let player = try SceneFixture.play(json)

        #expect(approx(try presentationPosition(player, "p", at: 3), CGPoint(x: 25, y: 0)))
    }

    @Test func contentChangeWithTransitionInOneEvent() throws {
        let folder = try SceneFixture.imageFolder()
        let json = SceneFixture.scene(layers: #"[{"name": "photo", "contents": "a"}]"#, extra: #"""
        "images": {"a": "petal.png", "b": "petal.png"},
        "events": [{"at": 1, "set": {"layer": "photo", "contents": "b"},
                    "add": {"layer": "photo", "animation": {"type": "transition", "key": "t", "transition": "cube", "subtype": "fromRight", "duration": 1}}}]
        """#)
        let player = try SceneFixture.play(json, folder: folder)

        player.advance(to: 1.5)

        let photo = try #require(player.scene.layer(named: "photo"))
        #expect(player.scene.imageName(of: photo.contents) == "b")
        // A transition lives under kCATransition whatever key it was added with (CALayer.add).
        #expect(photo.animation(forKey: kCATransition) is CATransition)
    }

    @Test func eventsAtTheSameTimeRunInFileOrderBeforeTheFrame() throws {
        let json = SceneFixture.scene(layers: #"[{"name": "p"}]"#, extra: #"""
        "events": [{"at": 1, "set": {"layer": "p", "zPosition": 1}, "disableActions": true},
                   {"at": 1, "set": {"layer": "p", "zPosition": 2}, "disableActions": true}]
        """#)
        let player = try SceneFixture.play(json)

        player.advance(to: 1)

        #expect(player.scene.layer(named: "p")?.zPosition == 2)
    }

    @Test func inputGoesToTheHandlerWithTheHitLayer() throws {
        final class Recorder: SceneInputHandler {
            var log: [String] = []
            func pointerDown(at point: CGPoint, on layer: CALayer?) { log.append("down \(Int(point.x)) \(layer?.name ?? "-")") }
            func pointerUp(at point: CGPoint, on layer: CALayer?) { log.append("up \(Int(point.x)) \(layer?.name ?? "-")") }
            func keyDown(_ key: String) { log.append("key \(key)") }
        }
        let json = SceneFixture.scene(layers: #"[{"name": "box", "frame": [0, 0, 100, 100]}]"#, extra: #"""
        "events": [{"at": 1, "click": [50, 50]}, {"at": 2, "press": [300, 300], "release": 3}, {"at": 2.5, "key": "right"}]
        """#)
        let recorder = Recorder()
        let player = try SceneFixture.play(json)
        player.inputHandler = recorder

        player.advance(to: 2.9)
        #expect(recorder.log == ["down 50 box", "up 50 box", "down 300 -", "key right"])
        player.advance(to: 3)
        #expect(recorder.log.last == "up 300 -")
    }

    @Test func eventErrors() {
        let scene = { (events: String) in SceneFixture.scene(layers: #"[{"name": "petal"}]"#, extra: #""events": \#(events)"#) }

        #expect(SceneFixture.loadError(scene(#"[{"set": {"layer": "petal", "opacity": 1}}]"#)) == "scene.json: $.events[0]: missing 'at' (the event's time in seconds)")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "set": {"layer": "petl", "opacity": 1}}]"#)) == "scene.json: $.events[0].set.layer: no layer named 'petl' (did you mean 'petal'?)")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "set": {"layer": "petal", "opacty": 1}}]"#)) == "scene.json: $.events[0].set.opacty: unknown key path 'opacty'")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "set": [{"layer": "petal", "position": 1}]}]"#)) == "scene.json: $.events[0].set[0].position: expected [x, y], got number")
        #expect(SceneFixture.loadError(scene(#"[{"at": -1, "key": "a"}]"#)) == "scene.json: $.events[0].at: must not be negative, got -1")
        #expect(SceneFixture.loadError(scene(#"[{"at": 2, "press": [1, 1], "release": 1}]"#)) == "scene.json: $.events[0].release: release time 1 is before the press at 2")
        #expect(SceneFixture.loadError(scene(#"[{"at": 2, "tap": [1, 1]}]"#)) == "scene.json: $.events[0].tap: unknown event key 'tap'")
        #expect(SceneFixture.loadError(scene(#"[{"at": 2}]"#)) == "scene.json: $.events[0]: an event needs one of: set, add, remove, click, press, key, move, drag, scroll, touch")
        #expect(SceneFixture.loadError(scene(#"[{"at": 1, "add": {"layer": "petal", "animation": {"keyPath": "nope"}}}]"#)) == "scene.json: $.events[0].add.animation.keyPath: unknown key path 'nope'")
    }
}
