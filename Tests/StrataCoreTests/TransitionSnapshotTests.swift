import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// What the compositor gets to draw a CATransition (issue 5): the old look taken when the
/// transition is added — the tree and values the screen showed before the transaction's
/// changes — and the progress each frame. Apple, CATransition: "animates the transition of a
/// layer's content"; CALayer.add(_:forKey:): "the special key kCATransition is automatically
/// used for transition animations".
@Suite struct TransitionSnapshotTests {
    func image(_ gray: UInt8) -> CGImage {
        try! CGImage(width: 1, height: 1, pixels: [gray, gray, gray, 255])
    }

    func transition(_ type: CATransitionType = .push, duration: Double = 1) -> CATransition {
        let t = CATransition()
        t.type = type; t.subtype = .fromRight; t.duration = duration
        return t
    }

    @Test func oldLookHasTheContentsBeforeTheChangeAndTheLiveLayerTheNew() {
        let clock = MediaClock.virtual()
        clock.run {
            let old = image(10), new = image(200)
            let photo = committedLayer(clock)
            photo.contents = old
            clock.advance(by: 1)   // past the implicit contents fade

            CATransaction.setDisableActions(true)
            photo.contents = new
            photo.add(transition(), forKey: nil)
            clock.advance(by: 0.25)
            photo.updatePresentationTree(at: clock.now)

            let frame = photo.transitionFrame
            #expect(frame?.oldLook.contents as AnyObject? === old)
            #expect(photo.presentationSnapshot?.contents as AnyObject? === new)
            // A CATransition without a timing function is linear: a quarter of the way at 0.25 s.
            #expect(abs((frame?.progress ?? -1) - 0.25) < 1e-9)
            #expect(frame?.type == .push && frame?.subtype == .fromRight)
            #expect(frame?.oldLook.presentationSnapshot != nil)
        }
    }

    @Test func theOrderOfChangeAndAddInTheTransactionDoesNotMatter() {
        let clock = MediaClock.virtual()
        clock.run {
            let photo = committedLayer(clock)
            photo.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            clock.advance(by: 1)   // past the implicit colour animation

            CATransaction.setDisableActions(true)
            photo.add(transition(.fade), forKey: nil)
            photo.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            clock.advance(by: 0.5)
            photo.updatePresentationTree(at: clock.now)

            #expect(photo.transitionFrame?.oldLook.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(photo.presentationSnapshot?.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        }
    }

    @Test func sublayersAddedOrRemovedInTheTransactionAreTheNewLookOnly() {
        let clock = MediaClock.virtual()
        clock.run {
            let container = committedLayer(clock), leaving = CALayer(), arriving = CALayer()
            leaving.name = "leaving"; arriving.name = "arriving"
            container.addSublayer(leaving)
            clock.advance(by: 0)

            leaving.removeFromSuperlayer()
            container.addSublayer(arriving)
            container.add(transition(), forKey: nil)
            clock.advance(by: 0.1)
            container.updatePresentationTree(at: clock.now)

            let oldNames = container.transitionFrame?.oldLook.sublayers?.map(\.name)
            #expect(oldNames == ["leaving"])
            #expect(container.sublayers?.map(\.name) == ["arriving"])
            #expect(container.committedSublayers == nil)   // the commit let go of the old list
        }
    }

    @Test func aTransitionInterruptedByAnotherStartsFromWhatIsOnScreen() {
        let clock = MediaClock.virtual()
        clock.run {
            let photo = committedLayer(clock)
            photo.contents = image(0)
            clock.advance(by: 1)
            CATransaction.setDisableActions(true)
            photo.contents = image(100)
            photo.add(transition(.push), forKey: nil)
            clock.advance(by: 0.5)

            CATransaction.setDisableActions(true)
            photo.contents = image(200)
            photo.add(transition(.fade), forKey: nil)
            clock.advance(by: 0.1)
            photo.updatePresentationTree(at: clock.now)

            let frame = photo.transitionFrame
            #expect(frame?.type == .fade)
            // Its old look is the push frozen half way, which itself shows image 0 → image 100.
            let frozen = frame?.oldLook.transitionFrame
            #expect(frozen?.type == .push)
            #expect(abs((frozen?.progress ?? -1) - 0.5) < 1e-9)
            #expect((frozen?.oldLook.contents as? CGImage)?.color(atX: 0, y: 0)?.red == 0)
            #expect(photo.animationKeys() == [kCATransition])
        }
    }

    @Test func removalByKeyAndTheEndStopTheTransition() {
        let clock = MediaClock.virtual()
        clock.run {
            let a = committedLayer(clock), b = committedLayer(clock)
            a.add(transition(), forKey: "ignored")   // stored under kCATransition
            b.add(transition(duration: 0.5), forKey: nil)
            clock.advance(by: 0.2)

            a.removeAnimation(forKey: kCATransition)
            clock.advance(by: 0.5)
            a.updatePresentationTree(at: clock.now); b.updatePresentationTree(at: clock.now)

            #expect(a.transitionFrame == nil)
            #expect(b.transitionFrame == nil)   // finished (0.5 s) and removed
        }
    }

    @Test func startAndEndProgressBoundTheProgress() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let t = transition(duration: 1)
            t.startProgress = 0.2; t.endProgress = 0.6
            layer.add(t, forKey: nil)
            clock.advance(by: 0.5)
            layer.updatePresentationTree(at: clock.now)

            // startProgress/endProgress are Floats: 0.2 and 0.6 to single precision.
            #expect(abs((layer.transitionFrame?.progress ?? -1) - 0.4) < 1e-6)
        }
    }

    @Test func anUnknownTypeIsDrawnAsAFade() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            layer.add(transition(CATransitionType(rawValue: "wobble")), forKey: nil)
            clock.advance(by: 0.1)
            layer.updatePresentationTree(at: clock.now)

            #expect(layer.transitionFrame?.type == .fade)
        }
    }
}
