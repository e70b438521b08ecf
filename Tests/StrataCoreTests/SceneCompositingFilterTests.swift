import Foundation
import Testing
@testable import StrataCore

/// SCENE.md's `compositingFilter` layer key: the filter name, as CALayer.compositingFilter
/// takes it (https://developer.apple.com/documentation/quartzcore/calayer/compositingfilter:
/// "A CoreImage filter used to composite the layer and the content behind it", default nil).
@Suite struct SceneCompositingFilterTests {
    @Test func theNameIsSetOnTheLayer() throws {
        let player = try SceneFixture.play(SceneFixture.scene(layers: #"""
            [{"name": "a", "compositingFilter": "multiplyBlendMode"}, {"name": "b", "compositingFilter": "CISourceInCompositing"},
             {"name": "c", "compositingFilter": null}, {"name": "d"}]
            """#))
        let a = try #require(player.scene.layer(named: "a")), b = try #require(player.scene.layer(named: "b"))
        #expect(a.compositingFilter as? String == "multiplyBlendMode")
        #expect(a.compositingBlendMode == CompositingBlendMode.multiply)
        #expect(b.compositingBlendMode == CompositingBlendMode.sourceIn)
        #expect(player.scene.layer(named: "c")?.compositingFilter == nil)
        #expect(player.scene.layer(named: "d")?.compositingFilter == nil, "default nil: source-over")
    }

    @Test func anUnknownNameIsRefusedAtLoad() {
        let message = SceneFixture.loadError(SceneFixture.scene(layers: #"[{"compositingFilter": "glowBlendMode"}]"#))
        #expect(message == #"scene.json: $.layers[0].compositingFilter: unknown compositingFilter 'glowBlendMode': a blend mode such as "multiplyBlendMode" or a compositing operator such as "sourceIn" (SCENE.md lists them)"#)
        let notAString = SceneFixture.loadError(SceneFixture.scene(layers: #"[{"compositingFilter": 3}]"#))
        #expect(notAString == "scene.json: $.layers[0].compositingFilter: expected a string, got number")
    }
}
