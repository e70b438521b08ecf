import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Every LAYER key and value form of SCENE.md loads into the matching CALayer property.
@Suite struct SceneLoadingTests {
    @Test func rootHasSizeAndBackground() throws {
        let player = try SceneFixture.play(##"{"format": "strata-scene/1", "size": [320, 240], "background": "#202020"}"##)

        let root = player.scene.rootLayer

        #expect(root.bounds == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(root.backgroundColor == CGColor(red: 32 / 255, green: 32 / 255, blue: 32 / 255, alpha: 1))
        #expect(player.scene.namedLayers.isEmpty)
    }

    @Test func geometryAndAppearanceKeys() throws {
        let json = SceneFixture.scene(layers: #"""
        [{"name": "a", "bounds": [0, 0, 10, 20], "position": [50, 150], "anchorPoint": [0.5, 0.6], "anchorPointZ": 2,
          "zPosition": 3, "opacity": 0.5, "hidden": true, "doubleSided": false, "masksToBounds": true,
          "cornerRadius": 4, "borderWidth": 2, "backgroundColor": "#FF000080", "borderColor": [0, 1, 0, 1],
          "shadowColor": "#0000FF", "shadowOpacity": 0.75, "shadowOffset": [2, 3], "shadowRadius": 5,
          "contentsRect": [0, 0, 0.5, 1], "contentsGravity": "center", "speed": 2, "timeOffset": 1, "beginTime": 0.5,
          "contentsCenter": [0.25, 0.25, 0.5, 0.5], "contentsScale": 2, "shouldRasterize": true, "rasterizationScale": 2}]
        """#)

        let layer = try #require(try SceneFixture.play(json).scene.layer(named: "a"))

        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(layer.position == CGPoint(x: 50, y: 150))
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.6))
        #expect(layer.anchorPointZ == 2 && layer.zPosition == 3)
        #expect(layer.opacity == 0.5 && layer.isHidden && !layer.isDoubleSided && layer.masksToBounds)
        #expect(layer.cornerRadius == 4 && layer.borderWidth == 2)
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 128 / 255))
        #expect(layer.borderColor == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(layer.shadowColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(layer.shadowOpacity == 0.75 && layer.shadowOffset == CGSize(width: 2, height: 3) && layer.shadowRadius == 5)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) && layer.contentsScale == 2)
        #expect(layer.contentsGravity == .center)
        #expect(layer.shouldRasterize && layer.rasterizationScale == 2)
        #expect(layer.speed == 2 && layer.timeOffset == 1 && layer.beginTime == 0.5)
    }

    @Test func frameIsDerivedThroughAnchorPoint() throws {
        // Seed 003: position = frame.origin + anchorPoint × size; digest 2.3: petal frame (45,138,10,20).
        let json = SceneFixture.scene(layers: #"[{"name": "petal", "anchorPoint": [0.5, 0.6], "frame": [45, 138, 10, 20]}]"#)

        let petal = try #require(try SceneFixture.play(json).scene.layer(named: "petal"))

        #expect(petal.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(approx(petal.position, CGPoint(x: 50, y: 150)))
    }

    @Test func treeSublayersMaskAndTransformLayer() throws {
        let json = SceneFixture.scene(layers: #"""
        [{"name": "group", "type": "transform", "sublayers": [{"name": "child"}, {}],
          "mask": {"name": "m", "bounds": [0, 0, 5, 5]}},
         {"name": "plain", "type": "layer"}]
        """#)

        let scene = try SceneFixture.play(json).scene

        let group = try #require(scene.layer(named: "group"))
        #expect(group is CATransformLayer)
        #expect(group.sublayers?.count == 2 && group.sublayers?.first === scene.layer(named: "child"))
        #expect(group.mask === scene.layer(named: "m"))
        #expect(scene.rootLayer.sublayers?.count == 2)
        #expect(scene.namedLayers.map(\.name) == ["group", "child", "m", "plain"])
    }

    @Test func colourForms() throws {
        let json = SceneFixture.scene(layers: ##"[{"name": "a", "backgroundColor": "#336699"}, {"name": "b", "backgroundColor": [0.2, 0.4, 0.6, 0.8]}, {"name": "c", "backgroundColor": null}]"##)

        let scene = try SceneFixture.play(json).scene

        #expect(scene.layer(named: "a")?.backgroundColor == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(scene.layer(named: "b")?.backgroundColor == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(scene.layer(named: "c")?.backgroundColor == nil)
    }

    @Test func transformMatrixForm() throws {
        let m = (1...16).map { Double($0) }
        let json = SceneFixture.scene(layers: #"[{"name": "a", "sublayerTransform": {"m": \#(m)}}]"#)

        let t = try #require(try SceneFixture.play(json).scene.layer(named: "a")).sublayerTransform

        #expect([t.m11, t.m12, t.m21, t.m34, t.m41, t.m44] == [1, 2, 5, 12, 13, 16])
    }

    @Test func imagesAreLoadedRelativeToTheSceneAndNamed() throws {
        let folder = try SceneFixture.imageFolder()
        let json = SceneFixture.scene(layers: #"[{"name": "petal", "contents": "petal"}]"#, extra: #""images": {"petal": "petal.png"}"#)

        let scene = try SceneFixture.play(json, folder: folder).scene
        let petal = try #require(scene.layer(named: "petal"))

        #expect(petal.contents is CGImage)
        #expect(scene.imageName(of: petal.contents) == "petal")
        #expect(scene.imageName(of: nil) == nil)
    }

    @Test func typeSpecificKeysNeedTheEngineClass() {
        // Every type SCENE.md lists is an engine class now; another name is refused.
        let message = SceneFixture.loadError(SceneFixture.scene(layers: #"[{"type": "particles"}]"#))

        #expect(message.hasPrefix("scene.json: $.layers[0].type: "), "\(message)")
        #expect(message.contains("emitter") && message.contains("replicator"), "the message lists the types: \(message)")
    }
}
