import QuartzCore
import Foundation
import Testing

/// A spinner in the style open-source code writes with QuartzCore alone: a delegate that tags
/// its animations with setValue(_:forKey:), reads them back in animationDidStop, and chains
/// the next step; a display link that drives a value; KVC reads of the presentation layer cast
/// the ways iOS code casts them.
final class ChainingSpinner: NSObject, CAAnimationDelegate {
    let layer = CAShapeLayer()
    var log: [String] = []

    func start() {
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 0.5
        grow.delegate = self
        grow.setValue("grow", forKey: "step")
        grow.setValue(layer, forKey: "targetLayer")
        layer.add(grow, forKey: "grow")
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.append("start \(anim.value(forKey: "step") as? String ?? "?")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let step = anim.value(forKey: "step") as? String,
              let target = anim.value(forKey: "targetLayer") as? CALayer else { return }
        log.append("stop \(step) \(flag)")
        if step == "grow" && flag {
            let shrink = CABasicAnimation(keyPath: "strokeStart")
            shrink.fromValue = 0
            shrink.toValue = 1
            shrink.duration = 0.5
            shrink.fillMode = .forwards
            shrink.isRemovedOnCompletion = false
            shrink.delegate = self
            shrink.setValue("shrink", forKey: "step")
            shrink.setValue(target, forKey: "targetLayer")
            target.add(shrink, forKey: "shrink")
        }
    }
}

/// A custom action object, as code that overrides action(forKey:) returns one.
final class LoggingAction: NSObject, CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append(event)
        if let layer = anObject as? CALayer {
            let fade = CABasicAnimation(keyPath: event)
            fade.duration = 2
            layer.add(fade, forKey: event)
        }
    }
}

final class ActionLayer: CALayer {
    let custom = LoggingAction()
    override func action(forKey event: String) -> CAAction? {
        if event == "opacity" { return custom }
        if event == "position" { return NSNull() }
        return super.action(forKey: event)
    }
}

@Suite("Loader and spinner idioms written with QuartzCore alone")
struct LoaderIdiomsTests {
    @Test("values tagged with setValue(_:forKey:) come back in animationDidStop, which chains the next animation (Apple: CAAnimationDelegate)")
    func delegateChain() {
        // https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstop(_:finished:):
        // flag is true "if the animation reached the end of its active duration without being removed".
        let clock = MediaClock.virtual()
        clock.run {
            let spinner = ChainingSpinner()
            clock.advance(by: 0)
            spinner.start()
            clock.advance(to: 0.25)
            #expect(spinner.log == ["start grow"])
            #expect(abs((spinner.layer.presentation()?.strokeEnd ?? 0) - 0.5) < 1e-9)
            clock.advance(to: 0.5)
            clock.advance(to: 0.75)
            #expect(spinner.log == ["start grow", "stop grow true", "start shrink"])
            #expect(abs((spinner.layer.presentation()?.strokeStart ?? 0) - 0.5) < 1e-6)
            clock.advance(to: 2)
            // fillMode forwards with isRemovedOnCompletion false: it holds 1, and the delegate
            // still hears that it finished its active duration.
            #expect(spinner.layer.presentation()?.strokeStart == 1)
            #expect(spinner.log == ["start grow", "stop grow true", "start shrink", "stop shrink true"])
            spinner.layer.removeAnimation(forKey: "shrink")
            clock.advance(by: 0)
            #expect(spinner.log.count == 4, "removing a finished animation reports nothing more")
        }
    }

    @Test("value(forKeyPath:) on the presentation layer casts to CGFloat, Double, CGPoint and CATransform3D as on iOS (Apple: Key-Value Coding Extensions)")
    func presentationReads() throws {
        // https://developer.apple.com/documentation/quartzcore/calayer/presentation() and
        // Core Animation Programming Guide, "Key-Value Coding Extensions": structure values
        // come wrapped (NSValue, NSNumber); Swift code casts them to the Swift types.
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 20)
            clock.advance(by: 0)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = NSNumber(value: Double.pi)
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 20))
            move.toValue = CGPoint(x: 30, y: 40)
            move.duration = 1
            layer.add(move, forKey: "move")
            clock.advance(to: 0.5)
            let shown = try #require(layer.presentation())
            let angle = try #require(shown.value(forKeyPath: "transform.rotation.z") as? CGFloat)
            #expect(abs(angle - .pi / 2) < 1e-9)
            #expect(abs((shown.value(forKeyPath: "transform.rotation.z") as? Double ?? 0) - .pi / 2) < 1e-9)
            // As on iOS (SE-0170), `as? Float` only succeeds when the double is exactly a Float.
            #expect(shown.value(forKeyPath: "transform.rotation.z") as? Float == nil)
            let point = try #require(shown.value(forKeyPath: "position") as? CGPoint)
            #expect(point == CGPoint(x: 20, y: 30))
            #expect((shown.value(forKeyPath: "position") as? NSValue)?.cgPointValue == CGPoint(x: 20, y: 30))
            #expect(shown.value(forKeyPath: "position.x") as? CGFloat == 20)
            let m = try #require(shown.value(forKeyPath: "transform") as? CATransform3D)
            #expect(abs(m.m12 - 1) < 1e-9)
            #expect((shown.value(forKey: "bounds") as? CGRect) == .zero)
            #expect((shown.value(forKey: "opacity") as? Float) == 1)
            // A resumed rotation starts from what is shown, read back through Any.
            let resume = CABasicAnimation(keyPath: "transform.rotation.z")
            resume.fromValue = shown.value(forKeyPath: "transform.rotation.z")
            resume.toValue = Double.pi
            resume.duration = 1
            layer.add(resume, forKey: "spin")
            clock.advance(to: 1.0)
            // Read back from the matrix, the angle is in (−π, π], as on iOS.
            let later = layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? Double ?? 0
            #expect(abs(later - 0.75 * .pi) < 1e-9, "\(later)")
        }
    }

    @Test("setValue(_:forKeyPath:) on a transform component sets the model transform (Apple: CATransform3D key paths)")
    func setTransformComponent() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
            #expect(abs(layer.transform.m12 - 1) < 1e-9)
            layer.setValue(2, forKeyPath: "transform.scale")
            #expect(abs((layer.value(forKeyPath: "transform.scale") as? Double ?? 0) - 2) < 1e-9)
            layer.setValue(5.5, forKeyPath: "position.y")
            #expect(layer.position.y == 5.5)
        }
    }

    @Test("action(forKey:) overrides: a custom CAAction runs with the key and layer, NSNull turns the action off (Apple: CALayer action(forKey:))")
    func actionOverrides() {
        // https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)
        let clock = MediaClock.virtual()
        clock.run {
            let layer = ActionLayer()
            clock.advance(by: 0)
            layer.opacity = 0
            layer.position = CGPoint(x: 5, y: 5)
            #expect(layer.custom.runs == ["opacity"])
            #expect(layer.animation(forKey: "opacity")?.duration == 2)
            #expect(layer.animation(forKey: "position") == nil)
        }
    }

    @Test("a display link added to the main run loop in common modes fires each frame with timestamps (Apple: CADisplayLink)")
    func displayLinkDriving() {
        // https://developer.apple.com/documentation/quartzcore/cadisplaylink: "targetTimestamp —
        // the time of the next frame"; #selector needs the Objective-C runtime, so the callback
        // is a closure (docs/STRATAUI-PORTING.md).
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            var progress: CGFloat = 0
            var start: CFTimeInterval?
            let link = CADisplayLink { link in
                if start == nil { start = link.timestamp }
                progress = min(1, CGFloat((link.targetTimestamp - start!) / 0.5))
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.opacity = Float(progress)
                CATransaction.commit()
                if progress >= 1 { link.invalidate() }
            }
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
            link.add(to: .main, forMode: .common)
            for frame in 1...40 { clock.advance(to: Double(frame) / 60) }
            #expect(progress == 1)
            #expect(layer.opacity == 1)
            #expect(link.duration > 0)
        }
    }

    @Test("CATransaction.setCompletionBlock runs once the transaction's explicit animations finish; setAnimationDuration times its implicit ones (Apple: CATransaction)")
    func transactionCompletion() {
        // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:):
        // "The completion block object that is guaranteed to be called (on the main thread) as
        // soon as all animations subsequently added by this transaction group have completed".
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            clock.advance(by: 0)
            var done = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.8)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setCompletionBlock { done = true }
            layer.opacity = 0
            let bounce = CAKeyframeAnimation(keyPath: "position.y")
            bounce.values = [0, -10, 0].map { NSNumber(value: $0) }
            bounce.keyTimes = [0, 0.5, 1].map { NSNumber(value: $0) }
            bounce.duration = 1.2
            layer.add(bounce, forKey: nil)
            CATransaction.commit()
            clock.advance(to: 0.4)
            #expect(abs((layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
            clock.advance(to: 1.0)
            #expect(!done, "the 1.2 s keyframe animation is still running")
            clock.advance(to: 1.25)
            #expect(done)
        }
    }
}
