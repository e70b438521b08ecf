import Foundation
import Testing
@testable import StrataCore

/// Audit of actions whose animation names no key path: the key they run for is the key path.
@Suite struct SemanticsAuditActionTests {
    /// Apple's example for CALayerDelegate `action(for:forKey:)`: the delegate returns a
    /// `CABasicAnimation()` (no key path) with a translateX value function for "moveRight", and
    /// the app runs it with `action.run(forKey: "transform", object: sublayer, arguments: nil)`.
    final class LayerDelegate: NSObject, CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            guard event == "moveRight" else { return nil }
            let animation = CABasicAnimation()
            animation.valueFunction = CAValueFunction(name: .translateX)
            animation.fromValue = 1
            animation.toValue = 300
            animation.duration = 2
            return animation
        }
    }

    @Test func applesMoveRightExampleAnimatesTheTransform() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let delegate = LayerDelegate()
            let sublayer = committedLayer(clock)
            sublayer.delegate = delegate
            let action = try #require(sublayer.action(forKey: "moveRight"))

            action.run(forKey: "transform", object: sublayer, arguments: nil)
            clock.advance(to: 1)

            let t = sublayer.presentation()!.transform
            #expect(abs(t.m41 - 150.5) < 1e-9 && t.m42 == 0)
            #expect((sublayer.animation(forKey: "transform") as? CABasicAnimation)?.keyPath == "transform")
        }
    }

    @Test func aKeyPathlessAnimationInTheActionsDictionaryAnimatesItsKey() {
        // CALayer `actions`: "You can use this dictionary to store custom actions for your layer";
        // with neither fromValue nor toValue the animation runs from the previous value to the
        // new one (CABasicAnimation, "Setting Interpolation Values").
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let slow = CABasicAnimation()
            slow.duration = 2
            layer.actions = ["position": slow]

            layer.position = CGPoint(x: 100, y: 0)
            clock.advance(to: 1)

            #expect(layer.presentation()!.position.isClose(to: CGPoint(x: 50, y: 0)))
        }
    }

    @Test func anExplicitAnimationWithoutAKeyPathTakesItsKey() {
        // add(_:forKey:) with a key path-less animation: the key names the property.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let fade = CABasicAnimation()
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "opacity")
            clock.advance(to: 0.25)

            #expect(abs(layer.presentation()!.opacity - 0.75) < 1e-6)
            #expect(fade.keyPath == nil)   // the app's object is not changed, only the copy
        }
    }

    /// Records the events of the actions it is installed for.
    final class EventRecorder: NSObject, CAAction {
        var events: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            events.append("\(event):\((anObject as? CALayer)?.name ?? "?")")
        }
    }

    @Test func sublayersLeftOutBySettingSublayersRunOnOrderOut() {
        // kCAOnOrderOut: "The identifier that represents the action taken when the layer is
        // removed from the layer hierarchy or is hidden" (CALayer Action Identifiers). Setting
        // `sublayers` removes the layers the new array leaves out.
        let clock = MediaClock.virtual()
        clock.run {
            let recorder = EventRecorder()
            let root = committedLayer(clock)
            let (a, b, c) = (CALayer(), CALayer(), CALayer())
            for (layer, name) in [(a, "a"), (b, "b"), (c, "c")] {
                layer.name = name
                layer.actions = [kCAOnOrderOut: recorder]
            }
            root.sublayers = [a, b]
            clock.advance(by: 0.1)

            root.sublayers = [b, c]
            let afterReplace = recorder.events
            root.sublayers = nil

            #expect(afterReplace == ["onOrderOut:a"])
            #expect(recorder.events == ["onOrderOut:a", "onOrderOut:b", "onOrderOut:c"])
            #expect(a.superlayer == nil && b.superlayer == nil && root.sublayers == nil)
        }
    }
}
