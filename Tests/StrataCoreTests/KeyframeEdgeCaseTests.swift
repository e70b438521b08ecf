import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Keyframe edge cases real iOS code leans on (Apple, CAKeyframeAnimation `keyTimes`: "Each
/// successive value in the array must be greater than, or equal to, the previous value.
/// Usually, the number of elements in the array should match the number of elements in the
/// values property … If they do not, the timing of your animation might not be what you
/// expect"; `discrete`: "Keyframe animations based on discrete calculation interpolation require
/// one less element in the values array than the keyTimes array. Each value / keyTime pair
/// represents the value from the specified time until the next keyframe"; `timingFunctions`:
/// "If the number of keyframes in the values property is n, then this property should contain
/// n-1 objects"). Where Apple is silent the test says which public account it follows.
@Suite("Keyframe edge cases")
struct KeyframeEdgeCaseTests {
    func sample(_ a: CAKeyframeAnimation, at times: [Double], _ read: (CALayer) -> Double) -> [Double] {
        let clock = MediaClock.virtual()
        return clock.run {
            let layer = committedLayer(clock)
            layer.add(a, forKey: "k")
            return times.map { clock.advance(to: $0); return read(layer.presentation()!) }
        }
    }

    func xs(_ values: [Double], keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = values
        a.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        a.calculationMode = mode
        a.duration = 1
        return a
    }

    // MARK: keyTimes that do not span 0…1

    @Test("keyTimes [0, 0.7]: the last value holds from 0.7 (loading indicators written for iOS)")
    func endsBeforeOne() {
        // The iOS behaviour such indicators are written against (e.g. the widely used
        // NVActivityIndicatorView animations): a key time below 1 reaches its value early and
        // holds it. Strata used to replace the times by even ones.
        let got = sample(xs([0, 100], keyTimes: [0, 0.7]), at: [0.35, 0.8, 0.95]) { Double($0.position.x) }

        #expect(close(got[0], 50, 1e-9) && got[1] == 100 && got[2] == 100)
    }

    @Test("keyTimes [0, 0.8, 0.9]: three values reach the last at 0.9 and hold it")
    func threeValuesEndEarly() {
        let got = sample(xs([0, 80, 100], keyTimes: [0, 0.8, 0.9]), at: [0.4, 0.85, 0.95]) { Double($0.position.x) }

        #expect(close(got[0], 40, 1e-9) && close(got[1], 90, 1e-9) && got[2] == 100)
    }

    @Test("keyTimes starting after 0: the first value holds until the first key time")
    func startsAfterZero() {
        let got = sample(xs([0, 100], keyTimes: [0.2, 1]), at: [0.1, 0.6]) { Double($0.position.x) }

        #expect(got[0] == 0 && close(got[1], 50, 1e-9))
    }

    @Test("keyTimes outside 0…1 are used as given: the keyframes lie before the start or past the end")
    func outsideUnitRange() {
        // The key times scale time linearly, as inside 0…1 (Apple only asks that they not
        // decrease); [-1, 1] starts the animation halfway, [0, 2] ends it halfway.
        let early = sample(xs([0, 100], keyTimes: [-1, 1]), at: [0.5]) { Double($0.position.x) }
        let late = sample(xs([0, 100], keyTimes: [0, 2]), at: [0.5]) { Double($0.position.x) }

        #expect(close(early[0], 75, 1e-9))
        #expect(close(late[0], 25, 1e-9))
    }

    @Test("decreasing keyTimes are still ignored (evenly spaced keyframes), as Apple requires order")
    func decreasingStillIgnored() {
        let got = sample(xs([0, 10, 30], keyTimes: [0, 0.9, 0.1]), at: [0.5]) { Double($0.position.x) }

        #expect(got == [10])
    }

    // MARK: discrete with n + 1 key times

    @Test("discrete mode with n + 1 key times: Apple's example, the penultimate value holds to the end")
    func discreteApplesExample() {
        // Apple's `discrete` page: four values and five key times; "the penultimate keyTime,
        // 0.75, has a related value of 60. The value of position.y will remain at 60 until the
        // animation completes."
        let a = xs([10, 20, 50, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete)

        let got = sample(a, at: [0.1, 0.3, 0.6, 0.8, 0.99]) { Double($0.position.x) }

        #expect(got == [10, 20, 50, 60, 60])
    }

    @Test("a scene's discrete keyframe with n + 1 key times loads and plays (strata eval refused it)")
    func discreteInAScene() throws {
        let json = SceneFixture.scene(layers: #"""
        [{"name": "l", "animations": [{"type": "keyframe", "key": "k", "keyPath": "position.x",
          "values": [10, 20, 50, 60], "keyTimes": [0, 0.25, 0.5, 0.75, 1],
          "calculationMode": "discrete", "duration": 1}]}]
        """#)

        let player = try SceneFixture.play(json)
        let a = try #require(player.scene.layer(named: "l")?.animation(forKey: "k") as? CAKeyframeAnimation)

        #expect(a.keyTimes?.count == 5 && a.values?.count == 4)
    }

    @Test("a scene's keyTimes may end before 1 or lie outside 0…1, and timingFunctions may be any length")
    func lenientSceneKeyframes() throws {
        let json = SceneFixture.scene(layers: #"""
        [{"name": "l", "animations": [
          {"type": "keyframe", "key": "a", "keyPath": "opacity", "values": [0, 1, 1], "keyTimes": [0, 0.8, 0.9]},
          {"type": "keyframe", "key": "b", "keyPath": "position.x", "values": [0, 1], "keyTimes": [-0.5, 1.5]},
          {"type": "keyframe", "key": "c", "keyPath": "position.y", "values": [0, 1, 2], "timingFunctions": ["easeIn"]},
          {"type": "keyframe", "key": "d", "keyPath": "zPosition", "values": [0, 1], "timingFunctions": ["easeIn", "linear", "easeOut"]},
          {"type": "keyframe", "key": "e", "keyPath": "transform.translation", "path": "M 0 0 L 10 10"},
          {"type": "keyframe", "key": "f", "keyPath": "sublayerTransform.translation", "path": "M 0 0 L 10 10"}]}]
        """#)

        let layer = try #require(try SceneFixture.play(json).scene.layer(named: "l"))

        #expect(layer.animationKeys()?.sorted() == ["a", "b", "c", "d", "e", "f"])
        #expect((layer.animation(forKey: "b") as? CAKeyframeAnimation)?.keyTimes?.map(\.doubleValue) == [-0.5, 1.5])
    }

    // MARK: timingFunctions of the wrong length

    @Test("fewer timing functions than segments: the rest are linear; extra ones are unused")
    func timingFunctionCounts() {
        // Apple is silent on a short list. Strata eases the segments that have a function and
        // moves the others linearly — the reading WebKit's and gnustep's keyframe code take of
        // a missing per-segment function (none: linear) — and never drops the animation.
        let short = xs([0, 10, 20])
        short.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        let long = xs([0, 10])
        long.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .linear)]

        let s = sample(short, at: [0.25, 0.75]) { Double($0.position.x) }
        let l = sample(long, at: [0.5]) { Double($0.position.x) }

        let easeInHalf = CAMediaTimingFunction(name: .easeIn).evaluate(0.5) * 10
        #expect(close(s[0], easeInHalf, 1e-6))          // the first segment eased
        #expect(close(s[1], 15, 1e-9))                   // the second linear
        #expect(close(l[0], easeInHalf, 1e-6))           // only the first function is used
    }

    // MARK: paths

    func positions(along path: CGPath, at times: [Double]) -> [CGPoint] {
        let clock = MediaClock.virtual()
        return clock.run {
            let layer = committedLayer(clock)
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = path
            a.duration = 1
            layer.add(a, forKey: "k")
            return times.map { clock.advance(to: $0); return layer.presentation()!.position }
        }
    }

    @Test("a path that returns to its start before closeSubpath gets no zero-length closing keyframe")
    func closeAfterReturning() {
        // Three legs, each a third of the time: the close adds no length, so no time (a
        // zero-length fourth keyframe would hold the layer still for a quarter of the run).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 30))
        path.addLine(to: .zero)
        path.closeSubpath()

        let got = positions(along: path, at: [1.0 / 3, 0.5, 2.0 / 3, 5.0 / 6])

        #expect(got[0].isClose(to: CGPoint(x: 30, y: 0), within: 1e-9))
        #expect(got[1].isClose(to: CGPoint(x: 30, y: 15), within: 1e-9))
        #expect(got[2].isClose(to: CGPoint(x: 30, y: 30), within: 1e-9))
        #expect(got[3].isClose(to: CGPoint(x: 15, y: 15), within: 1e-9))
    }

    @Test("a closeSubpath that adds length is a keyframe (Apple: each non-move element is a segment)")
    func closeThatAddsLength() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 30))
        path.closeSubpath()

        let got = positions(along: path, at: [2.0 / 3, 5.0 / 6])

        #expect(got[0].isClose(to: CGPoint(x: 30, y: 30), within: 1e-9))
        #expect(got[1].isClose(to: CGPoint(x: 15, y: 15), within: 1e-9))
    }

    @Test("an ellipse path: four quarter keyframes, a quarter of the time each")
    func ellipsePath() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)

        let got = positions(along: path, at: [0.25, 0.5, 0.75])

        #expect(got[0].isClose(to: CGPoint(x: 50, y: 100), within: 1e-9))
        #expect(got[1].isClose(to: CGPoint(x: 0, y: 50), within: 1e-9))
        #expect(got[2].isClose(to: CGPoint(x: 50, y: 0), within: 1e-9))
    }
}
