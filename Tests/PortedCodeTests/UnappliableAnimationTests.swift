import QuartzCore
import Foundation
import Testing

/// An animation Core Animation cannot apply — a misspelt key path, a value of the wrong type —
/// is still attached on iOS: it runs for its duration and its delegate and the transaction's
/// completion block hear of it, while nothing on screen changes. Code that chains the next step
/// in `animationDidStop` or a completion block keeps going instead of stalling.
/// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) ("adds the
/// specified animation object to the layer's render tree"), .../caanimationdelegate/animationdidstop(_:finished:)
/// ("Tells the delegate the animation has ended"), .../catransaction/setcompletionblock(_:).
@Suite("Animations Core Animation cannot apply still run their timing")
struct UnappliableAnimationTests {
    final class Observer: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test("a misspelt key path: attached, delegate and completion called after its duration, the layer unchanged")
    func misspeltKeyPath() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 20)
            clock.advance(by: 0)
            let observer = Observer()
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            let typo = CABasicAnimation(keyPath: "positon.x")   // sic
            typo.toValue = 300
            typo.duration = 0.5
            typo.delegate = observer
            layer.add(typo, forKey: "slide")
            CATransaction.commit()

            #expect(layer.animation(forKey: "slide") != nil)
            #expect(layer.animationKeys() == ["slide"])
            clock.advance(by: 0.25)
            #expect(observer.events == ["start"])
            let seen = try #require(layer.presentation())
            #expect(seen.position == CGPoint(x: 10, y: 20))
            clock.advance(by: 0.3)
            #expect(observer.events == ["start", "stop true"])
            #expect(completed)
            #expect(layer.animationKeys() == nil, "removed on completion, as any animation")
        }
    }

    @Test("a value of the wrong type: the rest of the layer's animations run; this one changes nothing")
    func wrongValueType() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.opacity = 1
            clock.advance(by: 0)
            let wrong = CABasicAnimation(keyPath: "position")
            wrong.toValue = "far"
            wrong.duration = 1
            layer.add(wrong, forKey: "wrong")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            clock.advance(by: 0.5)
            let seen = try #require(layer.presentation())
            #expect(seen.position == layer.position)
            #expect(abs(seen.opacity - 0.5) < 1e-6)
            #expect(layer.animationKeys() == ["wrong", "fade"])
        }
    }
}
