import ArgumentParser
import Foundation
import Testing
@testable import StrataCLI
@testable import StrataGL
@testable import StrataGraphics
import Strata

/// Regression tests for the traps, hangs and runaway allocations the fuzzers found (issue 13):
/// each scene or option once crashed `strata eval`/`render` or took gigabytes; each must now give
/// Core Animation's answer or a one-line error, quickly.
@Suite struct NumberSafetyTests {
    static func scene(_ layers: String, size: String = "[120, 90]") -> String {
        #"{"format": "strata-scene/1", "size": \#(size), "layers": \#(layers)}"#
    }

    /// `FuzzHarness.evalAndRender` under a time bound: "ok" or the one-line error.
    static func run(_ json: String, timeout: Double = 20) -> String {
        FuzzHarness.bounded(timeout: timeout) { FuzzHarness.evalAndRender(json, folder: nil) }?.message ?? "timed out"
    }

    /// The issue's first trap: a timeOffset of -1e308 on an animation that repeats for ever
    /// (inside a replicator) made the iteration count -1e308 / duration, which `Int(_:)` traps on.
    @Test func timeOffsetNearMinusDoubleMaxInAReplicator() throws {
        let json = Self.scene(#"""
            [{"type": "replicator", "name": "r", "bounds": [0, 0, 100, 80], "position": [60, 45], "instanceCount": 3,
              "instanceDelay": 0.1, "timeOffset": -1e308,
              "sublayers": [{"name": "dot", "bounds": [0, 0, 10, 10], "position": [10, 10], "backgroundColor": "#ff0000",
                             "animations": [{"type": "basic", "keyPath": "position.x", "from": 10, "to": 90, "duration": 1,
                                             "repeatCount": "inf", "timeOffset": -1e308, "cumulative": true}]}]}]
            """#)
        #expect(Self.run(json) == "ok")
        // CAMediaTiming: the local time is (t − beginTime) × speed + timeOffset; so far before the
        // start the repeating animation still shows a value on its path.
        let lines = try CLIFixture.eval(["--at", "0.5", try CLIFixture.writeTemporary(json).path])
        let x = CLIFixture.numbers(try CLIFixture.layer(lines[0], "dot")["position"]).first ?? .nan
        #expect(x.isFinite)
    }

    /// `--frames 0:1e308:1000`: the frame count overflowed to +∞ before the limit check.
    @Test func frameRangeNearDoubleMaxIsAnError() {
        #expect(throws: ValidationError.self) { try RenderPlan.make(times: [], frames: "0:1e308:1000", out: "d") }
        #expect(throws: ValidationError.self) { try RenderPlan.make(times: [], frames: "0:1e300:60", out: "d") }
    }

    /// A 1e308-point scene at --scale 16 is +∞ pixels: an error, not a trap.
    @Test func hugeSceneTimesScaleIsAnError() {
        #expect(throws: CLIError.self) {
            try FrameCanvas(sceneSize: CGSize(width: 1e308, height: 10), size: nil, scale: 16)
        }
    }

    /// A clipping layer whose box is whole pixels far away (x = 1e300) made the scissor
    /// conversion trap.
    @Test func clippingLayerFarAway() {
        let json = Self.scene(#"""
            [{"name": "far", "bounds": [0, 0, 20, 20], "position": [1e300, 1e300], "masksToBounds": true,
              "sublayers": [{"bounds": [0, 0, 5, 5], "backgroundColor": "#00ff00"}]}]
            """#)
        #expect(Self.run(json) == "ok")
    }

    /// A transition of a 1e308-point layer (fuzz seed 135): the look's texture size trapped.
    @Test func transitionOfAHugeLayer() {
        let json = Self.scene(#"""
            [{"name": "big", "bounds": [0, 0, 300, 1.7976931348623157e308], "position": [40, 40], "backgroundColor": "#ff0000",
              "sublayers": [{"bounds": [0, 0, 5, 5]}],
              "animations": [{"type": "transition", "transition": "push", "duration": 4}]}]
            """#)
        #expect(Self.run(json) == "ok")
    }

    /// Wrapped, truncated text in a layer 1e308 points tall: the count of lines that fit
    /// trapped converting to Int.
    @Test func wrappedTextInAnEndlessLayer() {
        let json = Self.scene(#"""
            [{"type": "text", "name": "t", "bounds": [0, 0, 60, 1e308], "position": [30, 30], "string": "hello world again",
              "wrapped": true, "truncationMode": "end", "fontSize": 12}]
            """#)
        #expect(Self.run(json) == "ok")
    }

    /// A shadow whose radius is 1e300 points (fuzz seed 120) asked for a 16384×16384 surface —
    /// 1 GiB — for a 48×36 image; the padding is now cut at the blur's reach.
    @Test func hugeShadowRadiusNeedsNoHugeSurface() throws {
        let json = Self.scene(#"""
            [{"name": "s", "bounds": [0, 0, 40, 30], "position": [60, 45], "shadowOpacity": 1, "shadowRadius": 1e300,
              "sublayers": [{"bounds": [0, 0, 10, 10], "backgroundColor": "#0000ff"}]}]
            """#)
        let player = try ScenePlayer { try Scene.load(data: Data(json.utf8), fileName: "s.json", baseURL: nil) }
        let renderer = try OffscreenRenderer(pixelWidth: 48, pixelHeight: 36, scale: 0.4)
        _ = try SceneFrames(player: player, renderer: renderer).frame(at: 0)
        let largest = try renderer.largestSurfaceSide()
        #expect(largest <= 384)   // 48 + 2 × 129 padding, in the pool's 64-pixel steps (was 16384)
    }

    /// The issue's second trap (fuzz seeds 162, 163, 167): two cells whose particles together
    /// pass the 20 000 limit — the first spends the budget, and the second's range of particle
    /// numbers came out as last + 1 ... last.
    @Test func emitterCellsBeyondTheParticleBudget() throws {
        let (folder, images) = FuzzHarness.imageFolder
        let image = try #require(images.first)
        let cell = #"{"birthRate": 30000, "lifetime": 2, "contents": "\#(image.name)"}"#
        let json = #"""
            {"format": "strata-scene/1", "size": [120, 90], "images": {"\#(image.name)": "\#(image.path)"},
             "layers": [{"type": "emitter", "name": "e", "bounds": [0, 0, 120, 90], "position": [60, 45],
                         "emitterCells": [\#(cell), \#(cell)]}]}
            """#
        let message = FuzzHarness.bounded(timeout: 20) { FuzzHarness.evalAndRender(json, folder: folder) }?.message
        #expect(message == "ok")
    }

    /// Fuzz seed 250: a replicator's 123 copies of a layer with a blurred shadow cost a minute a
    /// frame (each copy blurs its own surface). Blur work is bounded per frame; past it, further
    /// shadows are not drawn, with a warning.
    @Test func replicatedBlurredShadowsAreBounded() throws {
        let json = Self.scene(#"""
            [{"type": "replicator", "bounds": [0, 0, 120, 90], "position": [60, 45], "instanceCount": 400,
              "instanceTransform": [{"translate": [0.2, 0, 0]}],
              "sublayers": [{"bounds": [0, 0, 30, 20], "position": [30, 30], "shadowOpacity": 1, "shadowRadius": 40,
                             "sublayers": [{"bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000"}]}]}]
            """#)
        let player = try ScenePlayer { try Scene.load(data: Data(json.utf8), fileName: "s.json", baseURL: nil) }
        let renderer = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 90)
        _ = try SceneFrames(player: player, renderer: renderer).frame(at: 0)
        #expect(Diagnostics.hasWarned("the shadows of one frame need more than \(WorkLimit.blurTaps) blur samples; the rest are not drawn"))
    }

    /// Fuzz seed 250 too: 20 000 particles scaled to cover the image many times over. The
    /// particles drawn are bounded by the pixels they cover.
    @Test func particlesCoveringTheImageManyTimesAreBounded() throws {
        let (folder, images) = FuzzHarness.imageFolder
        let image = try #require(images.first)
        let json = #"""
            {"format": "strata-scene/1", "size": [120, 90], "images": {"\#(image.name)": "\#(image.path)"},
             "layers": [{"type": "emitter", "bounds": [0, 0, 120, 90], "position": [60, 45], "emitterPosition": [60, 45],
                         "emitterCells": [{"birthRate": 5000, "lifetime": 10, "scale": 40, "contents": "\#(image.name)"}]}]}
            """#
        let player = try ScenePlayer { try Scene.load(data: Data(json.utf8), fileName: "s.json", baseURL: folder) }
        let renderer = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 90)
        _ = try SceneFrames(player: player, renderer: renderer).frame(at: 5)
        #expect(Diagnostics.hasWarned("a CAEmitterLayer's particles cover more than \(WorkLimit.particleOverdraw) times the image; the rest are not drawn"))
    }
}
