import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore

/// `strata eval` adds the animatable keys of shape, text and gradient layers after `quad`.
@Suite struct EvalDrawnLayerTests {
    @Test func shapeStrokeEndIsReportedMidAnimation() throws {
        let url = try CLIFixture.writeTemporary(##"""
        {"format": "strata-scene/1", "size": [200, 200], "layers": [
          {"name": "ring", "type": "shape", "bounds": [0, 0, 100, 100], "path": {"ellipseIn": [10, 10, 80, 80]},
           "strokeColor": "#FF0000", "fillColor": null,
           "animations": [{"keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 2, "timingFunction": "linear"}]},
          {"name": "sky", "type": "gradient", "colors": ["#FF0000", "#0000FF"]},
          {"name": "label", "type": "text", "string": "hi", "fontSize": 12}]}
        """##, name: "drawn.json")

        let lines = try CLIFixture.eval([url.path, "--at", "1"])

        let ring = try CLIFixture.layer(lines[0], "ring")
        guard case .number(let strokeEnd)? = ring["strokeEnd"] else { Issue.record("no strokeEnd"); return }
        #expect(abs(strokeEnd - 0.5) < 1e-6)
        #expect(CLIFixture.numbers(ring["strokeColor"]) == [1, 0, 0, 1] && ring["fillColor"] == .null)
        let sky = try CLIFixture.layer(lines[0], "sky")
        #expect(CLIFixture.numbers(sky["startPoint"]) == [0.5, 0] && sky["locations"] == .null)
        let label = try CLIFixture.layer(lines[0], "label")
        #expect(label["string"] == .string("hi") && label["fontSize"] == .number(12))
    }
}
