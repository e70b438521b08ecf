import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Scene files with "type": "shape" | "text" | "gradient" and their keys (SCENE.md).
@Suite struct SceneDrawnLayerTests {
    @Test func shapeTextAndGradientLayersLoadWithTheirKeys() throws {
        let json = SceneFixture.scene(layers: ##"""
        [{"name": "ring", "type": "shape", "bounds": [0, 0, 100, 100], "path": {"ellipseIn": [10, 10, 80, 80]},
          "fillColor": null, "strokeColor": "#FF0000", "lineWidth": 6, "strokeStart": 0.1, "strokeEnd": 0.5,
          "lineCap": "round", "lineJoin": "bevel", "fillRule": "evenOdd", "lineDashPattern": [4, 2], "lineDashPhase": 1,
          "miterLimit": 4},
         {"name": "label", "type": "text", "bounds": [0, 0, 200, 50], "string": "Hello", "fontSize": 20,
          "foregroundColor": [0, 0, 1, 1], "font": "DejaVu Sans", "alignmentMode": "center", "wrapped": true,
          "truncationMode": "end"},
         {"name": "sky", "type": "gradient", "bounds": [0, 0, 50, 50], "colors": ["#FF0000", "#0000FF"],
          "locations": [0, 1], "startPoint": [0, 0], "endPoint": [1, 1], "gradientType": "radial"}]
        """##)

        let scene = try SceneFixture.play(json).scene

        let ring = try #require(scene.layer(named: "ring") as? CAShapeLayer)
        #expect(ring.path?.boundingBox == CGRect(x: 10, y: 10, width: 80, height: 80))
        #expect(ring.fillColor == nil && ring.strokeColor.map(RGBA.init) == RGBA(red: 1, green: 0, blue: 0))
        #expect(ring.lineWidth == 6 && ring.strokeStart == 0.1 && ring.strokeEnd == 0.5 && ring.miterLimit == 4)
        #expect(ring.lineCap == .round && ring.lineJoin == .bevel && ring.fillRule == .evenOdd)
        #expect(ring.lineDashPattern?.map(\.doubleValue) == [4, 2] && ring.lineDashPhase == 1)
        let label = try #require(scene.layer(named: "label") as? CATextLayer)
        #expect(label.string as? String == "Hello" && label.fontSize == 20 && label.font as? String == "DejaVu Sans")
        #expect(label.alignmentMode == .center && label.isWrapped && label.truncationMode == .end)
        #expect(label.foregroundColor.map(RGBA.init) == RGBA(red: 0, green: 0, blue: 1))
        let sky = try #require(scene.layer(named: "sky") as? CAGradientLayer)
        #expect((sky.colors as? [CGColor])?.count == 2 && sky.locations?.count == 2)
        #expect(sky.startPoint == .zero && sky.endPoint == CGPoint(x: 1, y: 1) && sky.type == .radial)
    }

    @Test func strokeEndAnimatesFromTheSceneAndRenders() throws {
        let json = SceneFixture.scene(layers: ##"""
        [{"name": "ring", "type": "shape", "bounds": [0, 0, 100, 100], "path": "M 90 50 A 40 40 0 1 1 10 50 A 40 40 0 1 1 90 50 Z",
          "fillColor": null, "strokeColor": "#FF0000", "lineWidth": 6,
          "animations": [{"keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 2, "timingFunction": "linear"}]}]
        """##)
        let player = try SceneFixture.play(json)

        player.advance(to: 1)
        let ring = try #require(player.scene.layer(named: "ring"))
        let image = player.inspect { () -> CGImage? in
            player.scene.rootLayer.updatePresentationTree(at: player.clock.now)
            return boundsImage(of: ring.presentationSnapshot, scale: 1)
        }

        dumpImage(image, "scene-ring-half")
        #expect(player.inspect { abs(((ring.presentationSnapshot as? CAShapeLayer)?.strokeEnd ?? 0) - 0.5) < 1e-9 })
        // The SVG arcs start at (90, 50) and sweep toward +y: half-way the lower half is drawn.
        #expect(same(probe(image, 50, 89), RGBA(red: 1, green: 0, blue: 0)))
        #expect(probe(image, 50, 10).alpha == 0)
    }

    @Test func badValuesForDrawnLayerKeysAreLoadErrors() {
        func error(_ layer: String) -> String { SceneFixture.loadError(SceneFixture.scene(layers: "[\(layer)]")) }

        #expect(error(#"{"type": "shape", "fillRule": "sideways"}"#)
            == "scene.json: $.layers[0].fillRule: 'fillRule' must be one of non-zero, even-odd, nonZero, evenOdd, got 'sideways'")
        #expect(error(#"{"type": "shape", "path": "M 0 0 Q"}"#).hasPrefix("scene.json: $.layers[0].path: invalid SVG path data"))
        #expect(error(#"{"type": "shape", "lineWidth": "thick"}"#) == "scene.json: $.layers[0].lineWidth: expected a number, got string")
        #expect(error(##"{"type": "gradient", "colors": ["#FF0000", 3]}"##)
            == "scene.json: $.layers[0].colors[1]: expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a]), got number")
        #expect(error(#"{"type": "gradient", "gradientType": "spiral"}"#)
            == "scene.json: $.layers[0].gradientType: 'type' must be one of axial, radial, conic, got 'spiral'")
        #expect(error(#"{"type": "text", "fontSiz": 3}"#).contains("unknown layer key 'fontSiz' (did you mean 'fontSize'?)"))
        #expect(error(#"{"type": "layer", "strokeEnd": 0.5}"#).contains("unknown layer key 'strokeEnd'"))
    }

    @Test func eventsSetDrawnLayerKeys() throws {
        let json = SceneFixture.scene(layers: #"[{"name": "t", "type": "text", "string": "a"}]"#, extra: #"""
        "events": [{"at": 1, "set": {"layer": "t", "string": "b", "fontSize": 12}, "disableActions": true}]
        """#)
        let player = try SceneFixture.play(json)

        player.advance(to: 1.5)

        let text = try #require(player.scene.layer(named: "t") as? CATextLayer)
        #expect(text.string as? String == "b" && text.fontSize == 12)
        let bad = SceneFixture.loadError(SceneFixture.scene(layers: #"[{"name": "t", "type": "text"}]"#, extra: #"""
        "events": [{"at": 1, "set": {"layer": "t", "alignmentMode": "middle"}}]
        """#))
        #expect(bad.contains("alignmentMode") && bad.contains("must be one of"))
    }
}
