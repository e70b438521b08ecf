import Foundation
import Testing
@testable import StrataCore

/// Every bad input is a thrown `FILE: JSONPATH: problem` message, never a trap.
@Suite struct SceneErrorTests {
    static func layer(_ body: String) -> String { SceneFixture.scene(layers: "[\(body)]") }
    static func animation(_ body: String) -> String { layer(#"{"name": "l", "animations": [\#(body)]}"#) }

    static let cases: [(json: String, message: String)] = [
        (layer(#"{"opacity": "1"}"#), "$.layers[0].opacity: expected a number, got string"),
        (layer(#"{"opactiy": 1}"#), "$.layers[0].opactiy: unknown layer key 'opactiy' (did you mean 'opacity'?)"),
        (layer(#"{"position": [1, 2, 3]}"#), "$.layers[0].position: expected [x, y] (2 numbers), got 3 elements"),
        (layer(#"{"position": [1, "2"]}"#), "$.layers[0].position[1]: expected a number, got string"),
        (layer(#"{"opacity": 1e999}"#), "$.layers[0].opacity: number 1e999 is out of range"),
        (layer(#"{"opacity": 1.5}"#), "$.layers[0].opacity: 1.5 is out of range 0…1"),
        (layer(#"{"cornerRadius": -2}"#), "$.layers[0].cornerRadius: must not be negative, got -2"),
        (layer(#"{"name": "a"}, {"name": "a"}"#), "$.layers[1].name: duplicate layer name 'a' (first used at $.layers[0].name)"),
        (layer(#"{"type": "sprite"}"#), "$.layers[0].type: unknown layer type 'sprite' (valid: layer, shape, text, gradient, replicator, transform, emitter, backdrop)"),
        (layer(#"{"frame": [0, 0, 1, 1], "position": [0, 0]}"#), "$.layers[0].frame: use either 'frame' or 'bounds' and 'position', not both"),
        (layer(##"{"backgroundColor": "#12345"}"##), "$.layers[0].backgroundColor: expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"#12345\""),
        (layer(#"{"backgroundColor": [1, 0, 2, 1]}"#), "$.layers[0].backgroundColor[2]: colour component 2 is out of range 0…1"),
        (layer(#"{"contents": "petal"}"#), "$.layers[0].contents: unknown image 'petal' (the scene has no images)"),
        (layer(#"{"contentsGravity": "middle"}"#), "$.layers[0].contentsGravity: unknown contentsGravity 'middle' (valid: center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight, resize, resizeAspect, resizeAspectFill)"),
        (layer(#"{"rasterizationScale": 0}"#), "$.layers[0].rasterizationScale: rasterizationScale must be positive"),
        (layer(#"{"transform": [{"skew": 1}]}"#), "$.layers[0].transform[0].skew: unknown transform operation key 'skew'"),
        (layer(#"{"transform": [{"rotate": [1, 0, 0]}]}"#), "$.layers[0].transform[0].rotate: expected [angle, x, y, z] (4 numbers), got 3 elements"),
        (layer(#"{"transform": {"m": [1, 2]}}"#), "$.layers[0].transform.m: expected [m11, m12, …, m44] (16 numbers), got 2 elements"),
        (layer(#"{"sublayers": {}}"#), "$.layers[0].sublayers: expected an array, got object"),
        (animation(#"{"keyPath": "opacity", "to": 0, "fillMode": "forward"}"#), "$.layers[0].animations[0].fillMode: unknown fillMode 'forward' (valid: removed, forwards, backwards, both)"),
        (animation(#"{"type": "bounce"}"#), "$.layers[0].animations[0].type: unknown animation type 'bounce' (valid: basic, keyframe, spring, group, transition)"),
        (animation(#"{"keyPath": "positon", "to": [1, 2]}"#), "$.layers[0].animations[0].keyPath: unknown key path 'positon'"),
        (animation(#"{"to": 1}"#), "$.layers[0].animations[0]: missing 'keyPath'"),
        (animation(#"{"keyPath": "transform.rotation.z", "to": [1, 2]}"#), "$.layers[0].animations[0].to: expected a number, got array"),
        (animation(#"{"keyPath": "position", "to": 300}"#), "$.layers[0].animations[0].to: expected [x, y], got number"),
        (animation(#"{"keyPath": "opacity", "to": 0, "duration": -1}"#), "$.layers[0].animations[0].duration: must not be negative, got -1"),
        (animation(#"{"keyPath": "opacity", "to": 0, "repeatCount": "forever"}"#), "$.layers[0].animations[0].repeatCount: unknown repeatCount 'forever' (valid: inf)"),
        (animation(#"{"keyPath": "opacity", "to": 0, "timingFunction": "bouncy"}"#), "$.layers[0].animations[0].timingFunction: unknown timing function 'bouncy' (valid: linear, easeIn, easeOut, easeInEaseOut, default)"),
        (animation(#"{"keyPath": "opacity", "to": 0, "tension": 1}"#), "$.layers[0].animations[0].tension: unknown basic animation key 'tension'"),
        (animation(#"{"keyPath": "position.x", "values": [0, 1, 2], "keyTimes": [0, 1]}"#), "$.layers[0].animations[0].keyTimes: has 2 entries but values has 3"),
        (animation(#"{"keyPath": "position.x", "values": [0, 1, 2], "keyTimes": [0, 0.7, 0.5]}"#), "$.layers[0].animations[0].keyTimes: must be non-decreasing"),
        (animation(#"{"keyPath": "position.x", "values": [0, 1], "calculationMode": "discrete", "keyTimes": [0, 0.5, 0.7, 1]}"#), "$.layers[0].animations[0].keyTimes: has 4 entries but values has 2 (discrete mode takes 2 or 3)"),
        (animation(#"{"keyPath": "position.x", "values": [0, 1], "keyTimes": [0, "1"]}"#), "$.layers[0].animations[0].keyTimes[1]: expected a number, got string"),
        (animation(#"{"keyPath": "opacity", "path": {"rect": [0, 0, 1, 1]}}"#), "$.layers[0].animations[0].path: a path animates a point, but 'opacity' is not a point"),
        (animation(#"{"type": "keyframe", "keyPath": "opacity"}"#), "$.layers[0].animations[0]: a keyframe animation needs 'values' or 'path'"),
        (animation(#"{"keyPath": "position", "path": {"ellipseIn": [0, 0, -1, 1]}}"#), "$.layers[0].animations[0].path.ellipseIn: width and height must not be negative"),
        (animation(#"{"type": "transition", "transition": "spin"}"#), "$.layers[0].animations[0].transition: unknown transition 'spin' (valid: fade, moveIn, push, reveal, cube, oglFlip, pageCurl, pageUnCurl, suckEffect, rippleEffect, cameraIrisHollowOpen, cameraIrisHollowClose)"),
        (animation(#"{"type": "spring", "keyPath": "opacity", "mass": 0}"#), "$.layers[0].animations[0].mass: must be greater than 0, got 0"),
        (#"{"format": "strata-scene/2", "size": [1, 1]}"#, "$.format: unknown format 'strata-scene/2' (expected \"strata-scene/1\")"),
        (#"{"size": [1, 1]}"#, "$: missing 'format' (expected \"strata-scene/1\")"),
        (#"{"format": "strata-scene/1", "size": [0, 1]}"#, "$.size: width and height must be greater than 0"),
        (#"{"format": "strata-scene/1", "size": [1, 1], "layer": []}"#, "$.layer: unknown scene key 'layer' (did you mean 'layers'?)"),
        (#"[1]"#, "$: expected an object, got array"),
        (#"{"format": "strata-scene/1", "size": [1, 1],}"#, "$: invalid JSON at line 1, column 45: expected a quoted key, found '}'"),
    ]

    @Test(arguments: cases)
    func message(json: String, message: String) {
        #expect(SceneFixture.loadError(json) == "scene.json: " + message)
    }

    @Test func missingAndCorruptImages() throws {
        let folder = try SceneFixture.imageFolder()

        let missing = SceneFixture.loadError(SceneFixture.scene(layers: "[]", extra: #""images": {"petal": "nope.png"}"#), folder: folder)
        let corrupt = SceneFixture.loadError(SceneFixture.scene(layers: "[]", extra: #""images": {"petal": "broken.png"}"#), folder: folder)

        #expect(missing == "scene.json: $.images.petal: image file 'nope.png' not found")
        #expect(corrupt.hasPrefix("scene.json: $.images.petal: cannot load image 'broken.png': "))
        #expect(!corrupt.contains("\n"))
    }

    @Test func missingFile() {
        #expect(throws: SceneError(file: "/nonexistent/scene.json", path: nil, problem: "no such file")) {
            _ = try Scene.load(contentsOf: URL(fileURLWithPath: "/nonexistent/scene.json"), displayName: "/nonexistent/scene.json")
        }
    }

    @Test func randomMutationsNeverTrap() {
        // Flip characters of a valid scene: whatever comes out must load or throw, never crash.
        let base = Array(SceneFixture.scene(layers: #"[{"name": "p", "position": [1, 2], "animations": [{"type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1]], "keyTimes": [0, 1]}]}]"#, extra: #""events": [{"at": 1, "set": {"layer": "p", "opacity": 0.5}}]"#).utf8)
        let replacements = Array("{}[],:\"0-1e9x .".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = replacements.randomElement(using: &generator) ?? 0 }
            _ = SceneFixture.loadError(String(decoding: bytes, as: UTF8.self))
        }
    }
}
