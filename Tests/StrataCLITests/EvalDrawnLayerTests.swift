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

    @Test func backdropBlurRadiusIsReportedMidAnimation() throws {
        let url = try CLIFixture.writeTemporary(##"""
        {"format": "strata-scene/1", "size": [120, 80], "layers": [
          {"name": "red", "frame": [0, 0, 60, 80], "backgroundColor": "#FF0000"},
          {"name": "blue", "frame": [60, 0, 60, 80], "backgroundColor": "#0000FF"},
          {"name": "glass", "type": "backdrop", "frame": [20, 20, 80, 40], "saturation": 1.5,
           "animations": [{"keyPath": "blurRadius", "from": 0, "to": 10, "duration": 2, "timingFunction": "linear"}]}]}
        """##, name: "backdrop.json")

        let lines = try CLIFixture.eval([url.path, "--at", "1"])
        let glass = try CLIFixture.layer(lines[0], "glass")
        #expect(glass["blurRadius"] == .number(5) && glass["saturation"] == .number(1.5))
    }
}
