import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Implicit animation and the action search (Apple: CALayer `action(forKey:)`; Core Animation
/// Programming Guide, "Changing a Layer's Default Behavior" and "Animating Simple Changes").
@Suite struct ImplicitAnimationTests {
    @Test func settingAPropertyAnimatesOverAQuarterSecond() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)

            layer.opacity = 0
            let added = layer.animation(forKey: "opacity") as? CABasicAnimation
            clock.advance(to: 0.125)
            let mid = layer.presentation()!.opacity
            clock.advance(to: 0.25)

            #expect(added?.duration == 0.25)
            #expect(mid > 0 && mid < 1)
            #expect(layer.presentation()!.opacity == 0)
            #expect(layer.animation(forKey: "opacity") == nil)
        }
    }

    @Test func uncommittedLayersDoNotAnimateTheirSetup() {
        // A layer that has never been committed has no presentation to animate from.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()

            layer.position = CGPoint(x: 100, y: 100)

            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func disableActionsSuppressesTheAnimation() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 40, y: 40)
            CATransaction.commit()

            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()!.position == CGPoint(x: 40, y: 40))
        }
    }

    @Test func transactionDurationAndTimingFunctionApply() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)

            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
            clock.advance(to: 0.5)

            #expect(layer.presentation()!.position.isClose(to: CGPoint(x: 25, y: 0)))
        }
    }

    @Test func aChangeInFlightContinuesFromWhereTheLayerIsSeen() {
        // The default action animates from the presentation value, so retargeting has no jump.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setAnimationDuration(1)
            layer.position = CGPoint(x: 100, y: 0)
            clock.advance(to: 0.5)
            let seen = layer.presentation()!.position

            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setAnimationDuration(1)
            layer.position = CGPoint(x: 0, y: 100)
            clock.advance(to: 0.5)
            let after = layer.presentation()!.position
            clock.advance(to: 1.0)

            #expect(seen.isClose(to: CGPoint(x: 50, y: 0)))
            #expect(after.isClose(to: seen))
            #expect(layer.presentation()!.position.isClose(to: CGPoint(x: 25, y: 50)))
        }
    }

    final class Delegate: NSObject, CALayerDelegate {
        var answer: CAAction?
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            asked.append(event)
            return answer
        }
    }

    @Test func delegateNSNullStopsTheSearch() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let delegate = Delegate()
            delegate.answer = NSNull()
            layer.delegate = delegate
            layer.actions = ["opacity": CABasicAnimation(keyPath: "opacity")]

            layer.opacity = 0.5

            #expect(delegate.asked == ["opacity"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func actionsDictionaryComesAfterTheDelegate() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let custom = CABasicAnimation(keyPath: "opacity")
            custom.duration = 3
            let delegate = Delegate()
            layer.delegate = delegate
            layer.actions = ["opacity": custom]

            layer.opacity = 0.5

            #expect(layer.animation(forKey: "opacity")?.duration == 3)
        }
    }

    @Test func styleActionsComeBeforeTheDefault() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            layer.style = ["actions": ["position": NSNull()] as [String: CAAction]]

            layer.position = CGPoint(x: 9, y: 9)

            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func nonAnimatablePropertiesHaveNoDefaultAction() {
        #expect(CALayer.defaultAction(forKey: "contentsScale") == nil)
        #expect(CALayer.defaultAction(forKey: "name") == nil)
        #expect(CALayer.defaultAction(forKey: "backgroundColor") is CABasicAnimation)
    }

    @Test func coloursAnimateComponentWise() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            CATransaction.commit()

            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            clock.advance(to: 0.125)

            let c = layer.presentation()!.backgroundColor!.components!
            #expect(close(c[0], 0.5, 1e-9) && c[1] == 0 && c[3] == 1)
        }
    }
}

/// Tree events run actions too (Apple: `kCAOnOrderIn` / `kCAOnOrderOut`, CALayer `action(forKey:)`).
@Suite struct OrderActionTests {
    final class Recorder: NSObject, CAAction {
        var events: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            events.append(event)
        }
    }

    @Test func addingAndRemovingACommittedLayerRunsOrderActions() {
        let clock = MediaClock.virtual()
        clock.run {
            let parent = committedLayer(clock), child = committedLayer(clock)
            let recorder = Recorder()
            child.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]

            parent.addSublayer(child)
            child.removeFromSuperlayer()

            #expect(recorder.events == [kCAOnOrderIn, kCAOnOrderOut])
        }
    }

    final class NeedsDisplayLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" || super.needsDisplay(forKey: key) }
    }

    @Test func needsDisplayForKeyMarksTheLayer() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = NeedsDisplayLayer()

            layer.opacity = 0.5
            let afterOpacity = layer.needsDisplay()
            layer.cornerRadius = 4

            #expect(!afterOpacity)
            #expect(layer.needsDisplay())
        }
    }
}

/// "Animatable Properties" (Core Animation Programming Guide, Table B-1): doubleSided is
/// animatable but has "no default implied animation".
@Suite struct DoubleSidedActionTests {
    @Test func doubleSidedChangesAtOnce() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            layer.isDoubleSided = false
            clock.advance(by: 0)
            #expect(layer.animationKeys() == nil || layer.animationKeys()!.isEmpty, "no implicit animation")
            #expect(layer.presentation()?.isDoubleSided == false)
            #expect(CALayer.defaultAction(forKey: "doubleSided") == nil)
            #expect(CALayer.defaultAction(forKey: "hidden") != nil, "hidden has the default basic animation (Table B-1)")
        }
    }
}
