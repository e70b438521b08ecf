import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore

/// `strata eval` prints SCENE.md's shape: one object per time, keys in the documented order.
@Suite struct EvalOutputTests {
    static let keyOrder = ["position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
                           "hidden", "backgroundColor", "cornerRadius", "borderWidth", "contents", "contentsRect", "quad"]

    @Test func keysValuesAndOrder() throws {
        let url = try CLIFixture.writeTemporary(CLIFixture.petalScene)

        let lines = try CLIFixture.eval([url.path, "--at", "0", "--at", "8"])

        #expect(lines.count == 2)
        let top = try CLIFixture.parse(lines[0])
        guard case .object(let members) = top, case .object(let layers)? = top["layers"] else { Issue.record("shape"); return }
        #expect(members.map(\.key) == ["t", "layers"])
        #expect(top["t"] == .number(0))
        #expect(layers.map(\.key) == ["petal", "tilted"])  // unnamed layers are left out
        guard case .object(let petal) = layers[0].value else { Issue.record("petal"); return }
        #expect(petal.map(\.key) == Self.keyOrder)
        let p = layers[0].value
        #expect(CLIFixture.numbers(p["position"]) == [50, 150])
        #expect(CLIFixture.numbers(p["bounds"]) == [0, 0, 10, 20])
        #expect(CLIFixture.numbers(p["anchorPoint"]) == [0.5, 0.5])
        #expect(CLIFixture.numbers(p["transform"]) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(p["opacity"] == .number(1) && p["hidden"] == .bool(false) && p["contents"] == .null)
        #expect(CLIFixture.numbers(p["backgroundColor"]) == [1, 0.5, 0.75, 1])
        #expect(p["quad"] == .array([[45, 140], [55, 140], [55, 160], [45, 160]].map { .array($0.map { .number($0) }) }))

        // At 8 s the path has closed back to its start; fillMode forwards holds it there.
        let end = try CLIFixture.layer(lines[1], "petal")
        let position = CLIFixture.numbers(end["position"])
        #expect(position.count == 2 && abs(position[0] - 50) < 1e-6 && abs(position[1] - 150) < 1e-6)
    }

    @Test func quadGoesThroughTransforms() throws {
        let url = try CLIFixture.writeTemporary(CLIFixture.petalScene)

        let tilted = try CLIFixture.layer(try #require(try CLIFixture.eval([url.path, "--at", "1", "--layer", "tilted"]).first), "tilted")

        // A 100×50 layer turned 90° about its centre (400,300): top-left lands at (425,250),
        // bottom-right at (375,350).
        guard case .array(let corners)? = tilted["quad"], corners.count == 4 else { Issue.record("quad"); return }
        #expect(zip(CLIFixture.numbers(corners[0]), [425, 250]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(zip(CLIFixture.numbers(corners[2]), [375, 350]).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func numbersAreReadableAndTimesKeepTheirOrder() throws {
        let url = try CLIFixture.writeTemporary(CLIFixture.petalScene)

        let lines = try CLIFixture.eval([url.path, "--at", "2", "--at", "0.5", "--layer", "petal"])

        #expect(lines[0].hasPrefix(#"{"t":2,"layers":{"petal":{"position":["#))
        #expect(lines[1].hasPrefix(#"{"t":0.5,"#))
        #expect(!lines.joined().contains("e+") && !lines.joined().contains(".0,"))
    }

    @Test func unknownLayerIsAnError() throws {
        let url = try CLIFixture.writeTemporary(CLIFixture.petalScene)

        #expect(throws: (any Error).self) { try CLIFixture.eval([url.path, "--at", "1", "--layer", "nope"]) }
    }

    @Test func eventsFileAndKeyShorthand() throws {
        let scene = try CLIFixture.writeTemporary(CLIFixture.petalScene)
        let events = try CLIFixture.writeTemporary(#"{"events": [{"at": 1, "set": {"layer": "tilted", "opacity": 0.25}, "disableActions": true}]}"#, name: "events.json")

        let line = try #require(try CLIFixture.eval([scene.path, "--events", events.path, "--key", "0.5:right", "--at", "1"]).first)

        #expect(try CLIFixture.layer(line, "tilted")["opacity"] == .number(0.25))
    }
}
