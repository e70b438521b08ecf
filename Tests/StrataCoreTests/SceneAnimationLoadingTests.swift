import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// ANIMATION entries become CA objects whose values are typed by the key path.
@Suite struct SceneAnimationLoadingTests {
    private func animation(_ entry: String, key: String = "a", layerKeys: String = "") throws -> CAAnimation? {
        let json = SceneFixture.scene(layers: #"[{"name": "l"\#(layerKeys), "animations": [\#(entry)]}]"#)
        return try SceneFixture.play(json).scene.layer(named: "l")?.animation(forKey: key)
    }

    @Test func basicValuesAreTypedByKeyPath() throws {
        let move = try #require(try animation(#"{"type": "basic", "key": "a", "keyPath": "position", "from": [50, 150], "to": [300, 400], "duration": 5}"#) as? CABasicAnimation)
        #expect(move.keyPath == "position")
        #expect(move.fromValue as? CGPoint == CGPoint(x: 50, y: 150))
        #expect(move.toValue as? CGPoint == CGPoint(x: 300, y: 400))
        #expect(move.duration == 5)

        let spin = try #require(try animation(#"{"key": "a", "keyPath": "transform.rotation.z", "by": 3.14, "additive": true, "cumulative": true}"#) as? CABasicAnimation)
        #expect(spin.byValue as? Double == 3.14)
        #expect(spin.isAdditive && spin.isCumulative)

        let fade = try #require(try animation(##"{"key": "a", "keyPath": "backgroundColor", "to": "#FF0000"}"##) as? CABasicAnimation)
        #expect(fade.toValue as? CGColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))

        let bounds = try #require(try animation(#"{"key": "a", "keyPath": "bounds", "to": [0, 0, 20, 40]}"#) as? CABasicAnimation)
        #expect(bounds.toValue as? CGRect == CGRect(x: 0, y: 0, width: 20, height: 40))

        let turn = try #require(try animation(#"{"key": "a", "keyPath": "transform", "to": [{"rotate": [1, 0, 0, 1]}]}"#) as? CABasicAnimation)
        #expect((turn.toValue as? CATransform3D).map { approx($0, CATransform3DMakeRotation(1, 0, 0, 1)) } == true)
    }

    @Test func commonTimingKeys() throws {
        let a = try #require(try animation(#"""
        {"key": "a", "keyPath": "opacity", "to": 0, "beginTime": 2, "duration": 6, "speed": 2, "timeOffset": 1,
         "repeatCount": "inf", "autoreverses": true, "fillMode": "both", "removedOnCompletion": false,
         "timingFunction": [0.5, 0, 0.9, 0.7]}
        """#))
        #expect(a.beginTime == 2 && a.duration == 6 && a.speed == 2 && a.timeOffset == 1)
        #expect(a.repeatCount == .infinity && a.autoreverses && a.fillMode == .both && !a.isRemovedOnCompletion)
        #expect(a.timingFunction == CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7))

        let b = try #require(try animation(#"{"key": "a", "keyPath": "opacity", "to": 0, "repeatDuration": 3, "timingFunction": "easeIn"}"#))
        #expect(b.repeatDuration == 3 && b.timingFunction == CAMediaTimingFunction(name: .easeIn))
    }

    @Test func keyframeValuesAndPathForms() throws {
        let shake = try #require(try animation(#"""
        {"type": "keyframe", "key": "a", "keyPath": "position.x", "values": [0, 10, -10, 10, 0],
         "keyTimes": [0, 0.1667, 0.5, 0.8333, 1], "additive": true, "calculationMode": "cubic",
         "timingFunctions": ["linear", "easeIn", "easeOut", "default"], "tensionValues": [0, 0, 0, 0, 1]}
        """#) as? CAKeyframeAnimation)
        #expect(shake.values?.compactMap { $0 as? Double } == [0, 10, -10, 10, 0])
        #expect(shake.keyTimes?.map(\.doubleValue) == [0, 0.1667, 0.5, 0.8333, 1])
        #expect(shake.calculationMode == .cubic && shake.isAdditive && shake.timingFunctions?.count == 4)
        #expect(shake.tensionValues?.map(\.doubleValue) == [0, 0, 0, 0, 1])

        let fall = try #require(try animation(#"{"key": "a", "keyPath": "position", "path": "M 50 150 C 160 280 -30 300 55 400 Z", "duration": 8}"#) as? CAKeyframeAnimation)
        #expect(fall.path == (try CGPath(svgPathData: "M 50 150 C 160 280 -30 300 55 400 Z")))

        let orbit = try #require(try animation(#"""
        {"key": "a", "keyPath": "position", "path": {"ellipseIn": [-150, -150, 300, 300]}, "duration": 4,
         "additive": true, "repeatCount": "inf", "calculationMode": "paced", "rotationMode": "auto"}
        """#) as? CAKeyframeAnimation)
        #expect(orbit.path == CGPath(ellipseIn: CGRect(x: -150, y: -150, width: 300, height: 300), transform: nil))
        #expect(orbit.calculationMode == .paced && orbit.rotationMode == .rotateAuto)

        let box = try #require(try animation(#"{"key": "a", "keyPath": "position", "path": {"rect": [0, 0, 10, 20]}, "rotationMode": null}"#) as? CAKeyframeAnimation)
        #expect(box.path == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil))
        #expect(box.rotationMode == nil)
    }

    @Test func springDefaultsToSettlingDuration() throws {
        let spring = try #require(try animation(#"{"type": "spring", "key": "a", "keyPath": "position.y", "to": 400, "mass": 2, "stiffness": 50, "damping": 5, "initialVelocity": 1}"#) as? CASpringAnimation)

        #expect(spring.mass == 2 && spring.stiffness == 50 && spring.damping == 5 && spring.initialVelocity == 1)
        #expect(spring.duration == spring.settlingDuration && spring.duration > 0)
    }

    @Test func groupAndTransition() throws {
        let group = try #require(try animation(#"""
        {"type": "group", "key": "a", "duration": 1.2, "animations": [
          {"type": "basic", "keyPath": "zPosition", "from": -1, "to": 1},
          {"type": "keyframe", "keyPath": "transform.rotation", "values": [0, 0.14, 0]}]}
        """#) as? CAAnimationGroup)
        #expect(group.duration == 1.2 && group.animations?.count == 2)
        #expect((group.animations?.first as? CABasicAnimation)?.toValue as? Double == 1)

        // A transition lives under kCATransition whatever key it was added with (CALayer.add).
        let cube = try #require(try animation(#"{"type": "transition", "key": "a", "transition": "cube", "subtype": "fromRight", "duration": 1, "startProgress": 0.25}"#, key: kCATransition) as? CATransition)
        #expect(cube.type == CATransitionType(rawValue: "cube") && cube.subtype == .fromRight)
        #expect(cube.startProgress == 0.25 && cube.endProgress == 1)
    }

    @Test func laterAnimationWithSameKeyReplacesEarlier() throws {
        let json = SceneFixture.scene(layers: #"[{"name": "l", "animations": [{"key": "k", "keyPath": "opacity", "to": 0}, {"key": "k", "keyPath": "opacity", "to": 0.5}, {"keyPath": "zPosition", "to": 1}]}]"#)

        let layer = try #require(try SceneFixture.play(json).scene.layer(named: "l"))

        #expect((layer.animation(forKey: "k") as? CABasicAnimation)?.toValue as? Double == 0.5)
        #expect(layer.animationKeys()?.contains("k") == true)
    }
}
