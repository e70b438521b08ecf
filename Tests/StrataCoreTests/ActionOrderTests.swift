import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// When Core Animation asks for a property's action, and what the layer holds at that moment.
/// Apple, CALayer `action(forKey:)` / CALayerDelegate `action(for:forKey:)`: the action is
/// looked up when the property is about to change, so the layer still reports the old value,
/// and the returned action's `run(forKey:object:arguments:)` runs once the new value is stored.
@Suite struct ActionOrderTests {
    /// A delegate that records what the layer held when asked and when its action ran.
    final class Observer: NSObject, CALayerDelegate, CAAction {
        var seenWhenAsked: [Float] = []
        var seenWhenRun: [Float] = []
        var keysAsked: [String] = []
        var returnsAction = true

        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            keysAsked.append(event)
            if event == "opacity" { seenWhenAsked.append(layer.opacity) }
            return returnsAction ? self : nil
        }

        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            if event == "opacity", let layer = anObject as? CALayer { seenWhenRun.append(layer.opacity) }
        }
    }

    @Test func theDelegateIsAskedWhileTheLayerHoldsTheOldValue() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let observer = Observer()
            layer.delegate = observer

            layer.opacity = 0.2

            #expect(observer.seenWhenAsked == [1.0])
            #expect(observer.seenWhenRun == [0.2])
        }
    }

    @Test func valueForKeyInTheCallbackReadsTheOldValue() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            final class KVCReader: NSObject, CALayerDelegate {
                var seen: Any?
                func action(for layer: CALayer, forKey event: String) -> CAAction? {
                    if event == "position" { seen = layer.value(forKey: "position") }
                    return nil
                }
            }
            let reader = KVCReader()
            layer.delegate = reader
            layer.position = CGPoint(x: 5, y: 6)

            layer.position = CGPoint(x: 50, y: 60)

            #expect(reader.seen as? CGPoint == CGPoint(x: 5, y: 6))
        }
    }

    @Test func aDefaultActionStillAnimatesFromTheOldValue() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)

            layer.opacity = 0
            clock.advance(to: 0.125)

            let mid = layer.presentation()!.opacity
            #expect(mid > 0 && mid < 1)
        }
    }

    @Test func anUncommittedLayerAsksOnlyItsDelegate() {
        // A view added and animated in the same run-loop turn animates (UIKit builds the
        // animation in its layer delegate callback), while a bare new layer stays still.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            let observer = Observer()
            observer.returnsAction = false
            layer.actions = ["opacity": CABasicAnimation()]
            layer.delegate = observer

            layer.opacity = 0.5

            #expect(observer.keysAsked == ["opacity"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func anUncommittedLayerRunsTheDelegatesAnimationFromTheModelValue() {
        final class Animator: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                let animation = CABasicAnimation(keyPath: event)
                animation.duration = 1
                return animation
            }
        }
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            let animator = Animator()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            CATransaction.commit()
            layer.delegate = animator

            layer.opacity = 1
            clock.advance(to: 0.5)

            #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)
        }
    }
}
