import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// CAReplicatorLayer's values (Apple: CAReplicatorLayer — instanceCount, instanceDelay,
/// instanceTransform, instanceColor and the four colour offsets, all but the count animatable)
/// and the delayed copies the engine keeps for the compositor.
@Suite struct ReplicatorLayerTests {
    @Test func coreAnimationsDefaults() {
        MediaClock.virtual().run {
            let layer = CAReplicatorLayer()
            #expect(layer.instanceCount == 1 && layer.instanceDelay == 0)
            #expect(layer.instanceTransform.isIdentity)
            #expect(layer.instanceColor.map(RGBA.init) == .white)
            #expect(layer.instanceRedOffset == 0 && layer.instanceGreenOffset == 0)
            #expect(layer.instanceBlueOffset == 0 && layer.instanceAlphaOffset == 0)
            #expect(!layer.preservesDepth)
            #expect(layer.valueKind(forKeyPath: "instanceTransform") == .transform)
            #expect(layer.valueKind(forKeyPath: "instanceColor") == .color)
        }
    }

    @Test func instanceColoursStepByTheOffsetsAndClamp() {
        MediaClock.virtual().run {
            // Apple's Listing 1: five instances, blue and green falling by 1/5 each.
            let layer = CAReplicatorLayer()
            layer.instanceCount = 5
            layer.instanceBlueOffset = -0.2
            layer.instanceGreenOffset = -0.2
            #expect(layer.instanceMultiplier(0) == .white)
            let last = layer.instanceMultiplier(4)
            #expect(abs(last.red - 1) < 1e-6 && abs(last.green - 0.2) < 1e-6 && abs(last.blue - 0.2) < 1e-6)
            #expect(layer.instanceMultiplier(7).green == 0, "clamped at 0, not negative")
            layer.instanceColor = CGColor(red: 0.5, green: 1, blue: 1, alpha: 1)
            layer.instanceRedOffset = 0.3
            #expect(layer.instanceMultiplier(2).red == 1, "0.5 + 2 × 0.3 clamped at 1")
        }
    }

    @Test func instancePropertiesAnimate() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CAReplicatorLayer()
            clock.advance(by: 0)
            let spin = CABasicAnimation(keyPath: "instanceTransform")
            spin.fromValue = CATransform3DIdentity
            spin.toValue = CATransform3DMakeTranslation(40, 0, 0)
            spin.duration = 1
            spin.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(spin, forKey: "step")
            let fade = CABasicAnimation(keyPath: "instanceAlphaOffset")
            fade.fromValue = 0
            fade.toValue = -0.5
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(fade, forKey: "fade")
            clock.advance(to: 0.5)
            let p = layer.presentation()!
            #expect(abs(p.instanceTransform.m41 - 20) < 1e-9, "half way: translation 20")
            #expect(abs(p.instanceAlphaOffset + 0.25) < 1e-6)
        }
    }

    /// instanceDelay: instance i shows its sublayers' animations at t − i × delay.
    @Test func delayedInstancesShowEarlierTimes() {
        let clock = MediaClock.virtual()
        clock.run {
            let replicator = CAReplicatorLayer()
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.25
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            replicator.addSublayer(dot)
            clock.advance(by: 0)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 1
            slide.timingFunction = CAMediaTimingFunction(name: .linear)
            dot.add(slide, forKey: "slide")
            clock.advance(to: 0)

            replicator.updatePresentationTree(at: 0.75)
            let delayed = replicator.delayedInstances
            #expect(delayed.count == 2 && delayed.allSatisfy { $0.count == 1 })
            #expect(abs(dot.presentationSnapshot!.position.x - 75) < 1e-9, "instance 0 at 0.75 s")
            #expect(abs(delayed[0][0].position.x - 50) < 1e-9, "instance 1 at 0.5 s")
            #expect(abs(delayed[1][0].position.x - 25) < 1e-9, "instance 2 at 0.25 s")

            let firstCopy = delayed[0][0]
            replicator.updatePresentationTree(at: 0.8)
            #expect(replicator.delayedInstances[0][0] === firstCopy, "copies are reused from frame to frame")
            #expect(abs(firstCopy.position.x - 55) < 1e-9)

            replicator.instanceDelay = 0
            clock.advance(to: 0.9)
            replicator.updatePresentationTree(at: 0.9)
            #expect(replicator.delayedInstances.isEmpty, "no delay: every instance shows the sublayers themselves")
        }
    }

    @Test func sceneFilesMakeReplicators() throws {
        let json = SceneFixture.scene(layers: #"""
            [{"name": "row", "type": "replicator", "bounds": [0, 0, 200, 40], "instanceCount": 5, "instanceDelay": 0.1,
              "instanceTransform": [{"translate": [40, 0, 0]}], "instanceColor": "#FF8000", "instanceGreenOffset": -0.1,
              "sublayers": [{"bounds": [0, 0, 30, 30], "backgroundColor": "#FFFFFF"}]}]
            """#)
        let player = try SceneFixture.play(json)
        let row = try #require(player.scene.rootLayer.sublayers?.first as? CAReplicatorLayer)
        #expect(row.instanceCount == 5 && row.instanceDelay == 0.1)
        #expect(row.instanceTransform.m41 == 40)
        #expect(abs(row.instanceGreenOffset + 0.1) < 1e-6)
        #expect(row.instanceColor.map(RGBA.init).map { abs($0.green - 128.0 / 255) < 0.01 } == true)
    }
}
