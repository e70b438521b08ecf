import Foundation
import Testing
@testable import StrataCore

/// Audit of animation bookkeeping, implicit actions and springs against Apple's references.
@Suite struct SemanticsAuditLayerTests {
    @Test func addCopiesAndAnimationForKeyReturnsTheCopy() {
        // CALayer.add(_:forKey:): "The animation object is copied by this method"; later
        // edits to the original have no effect.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: 100, y: 0))
            let a = SemanticsAuditTests.move()
            layer.add(a, forKey: "a")
            a.toValue = 1000
            a.duration = 100
            let stored = layer.animation(forKey: "a")
            clock.advance(to: 0.5)

            #expect(stored !== a)
            #expect(stored?.duration == 1)
            #expect(layer.presentation()!.position.x == 15)
        }
    }

    @Test func nilKeyRunsButIsNotListed() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock, position: CGPoint(x: 100, y: 0))
            layer.add(SemanticsAuditTests.move(), forKey: nil)
            layer.add(SemanticsAuditTests.move(from: 0, to: 2) { $0.isAdditive = true }, forKey: nil)
            clock.advance(to: 0.5)

            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()!.position.x == 16)
        }
    }

    @Test func keysKeepTheirOrderAndAReplacedKeyMovesToTheEnd() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            layer.add(SemanticsAuditTests.move(), forKey: "a")
            layer.add(SemanticsAuditTests.move(), forKey: "b")
            layer.add(SemanticsAuditTests.move(), forKey: "a")

            #expect(layer.animationKeys() == ["b", "a"])
        }
    }

    @Test func delegateIsRetainedAndHearsAnEarlyRemoval() {
        // CAAnimation.delegate: "The delegate object is retained by the receiver."
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            weak var weakDelegate: RecordingDelegate?
            var events: () -> [String] = { [] }
            do {
                let d = RecordingDelegate()
                weakDelegate = d
                let a = SemanticsAuditTests.move()
                a.delegate = d
                layer.add(a, forKey: "a")
                events = { [d] in d.events }
            }
            clock.advance(to: 0.5)
            #expect(weakDelegate != nil)
            layer.removeAnimation(forKey: "a")
            clock.advance(to: 0.6)

            #expect(events() == ["start", "stop:removed"])
        }
    }

    @Test func notRemovedOnCompletionStaysListedAndFinishes() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let d = RecordingDelegate()
            let a = SemanticsAuditTests.move { $0.isRemovedOnCompletion = false; $0.delegate = d }
            layer.add(a, forKey: "a")
            clock.advance(to: 2)

            #expect(layer.animationKeys() == ["a"])
            #expect(d.events == ["start", "stop:finished"])
        }
    }

    @Test func presentationIsNilBeforeTheFirstCommit() {
        // CALayer.h, presentationLayer: "Returns nil if the layer has not yet been committed."
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            let before = layer.presentation()
            CATransaction.flush()

            #expect(before == nil)
            #expect(layer.presentation() != nil)
        }
    }

    @Test func thePresentationTreeHoldsOnlyCommittedSublayers() {
        let clock = MediaClock.virtual()
        clock.run {
            let parent = committedLayer(clock)
            let shown = CALayer()
            parent.addSublayer(shown)
            CATransaction.flush()
            parent.addSublayer(CALayer())
            let subs = parent.presentation()!.sublayers

            #expect(subs?.count == 1)
            #expect(subs?.first?.model() === shown)
        }
    }

    @Test func modelOfThePresentationIsTheLayer() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let p = layer.presentation()!

            #expect(p.model() === layer)
            #expect(layer.model() === layer)
        }
    }

    // MARK: implicit actions

    @Test func transitionAsAnActionRunsUnderTheTransitionKey() {
        // CALayer.add(_:forKey:): "the special key kCATransition is automatically used for
        // transition animations".
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            layer.actions = ["opacity": CATransition()]
            layer.opacity = 0.5

            #expect(layer.animationKeys() == [kCATransition])
        }
    }

    @Test func actionForKeyConvertsNSNullToNil() {
        let layer = CALayer()
        layer.actions = ["opacity": NSNull()]

        #expect(layer.action(forKey: "opacity") == nil)
        #expect(layer.action(forKey: "position") != nil)
    }
}

/// A layer class whose own `action(forKey:)` and `defaultAction(forKey:)` take part in the
/// search (CALayer.action(forKey:) is the method a property change consults).
private final class SilentOpacityLayer: CALayer {
    override func action(forKey event: String) -> CAAction? {
        event == "opacity" ? nil : super.action(forKey: event)
    }

    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "cornerRadius" ? NSNull() : super.defaultAction(forKey: event)
    }
}

extension SemanticsAuditLayerTests {
    @Test func subclassActionOverridesDecideTheImplicitAnimation() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = SilentOpacityLayer()
            clock.advance(by: 0)
            layer.opacity = 0.5
            layer.cornerRadius = 4
            layer.position = CGPoint(x: 10, y: 0)

            #expect(layer.animationKeys() == ["position"])
        }
    }
}

/// Records the events of the actions it is installed for.
private final class EventRecorder: CAAction {
    var events: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        events.append(event)
    }
}

extension SemanticsAuditLayerTests {
    @Test func aNewLayerEnteringACommittedTreeRunsOnOrderIn() {
        // kCAOnOrderIn: "the action taken when a layer becomes visible, either as a result
        // being inserted into the visible layer hierarchy or the layer is no longer set as
        // hidden" (Action Identifiers).
        let clock = MediaClock.virtual()
        clock.run {
            let parent = committedLayer(clock)
            let child = CALayer()
            let recorder = EventRecorder()
            child.actions = [kCAOnOrderIn: recorder]
            parent.addSublayer(child)

            #expect(recorder.events == [kCAOnOrderIn])
        }
    }

    @Test func hidingAndShowingRunTheOrderActions() {
        // kCAOnOrderOut: "the action taken when the layer is removed from the layer hierarchy
        // or is hidden".
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let recorder = EventRecorder()
            layer.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder, "hidden": NSNull()]
            layer.isHidden = true
            layer.isHidden = true
            layer.isHidden = false

            #expect(recorder.events == [kCAOnOrderOut, kCAOnOrderIn])
        }
    }

    @Test func aNewLayerInANewTreeRunsNoOrderAction() {
        let clock = MediaClock.virtual()
        clock.run {
            let parent = CALayer(), child = CALayer()
            let recorder = EventRecorder()
            child.actions = [kCAOnOrderIn: recorder]
            parent.addSublayer(child)

            #expect(recorder.events.isEmpty)
        }
    }

    @Test func aCustomKeyRunsItsAction() {
        // "The value of one of the layer's properties changed. This can be any of the layer's
        // properties and not just the animatable ones. (You can also associate actions with
        // custom properties you add to your layers.)" (Changing a Layer's Default Behavior).
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let recorder = EventRecorder()
            layer.actions = ["glow": recorder]
            layer.setValue(0.5, forKey: "glow")

            #expect(recorder.events == ["glow"])
            #expect(layer.animationKeys() == nil)
        }
    }
}
