import Foundation
import Testing
@testable import StrataCore

/// An explicit transaction begun while the implicit one is open nests in it: its changes reach
/// the screen when the implicit one commits, with the rest of the run loop's changes. Apple:
/// CATransaction begin() — "The transaction is nested within the thread's current
/// transaction, if there is one" (https://developer.apple.com/documentation/quartzcore/catransaction/begin());
/// CATransaction — "Implicit transactions are created automatically when the layer tree is
/// modified by a thread without an active transaction and are committed automatically when
/// the thread's runloop next iterates" (https://developer.apple.com/documentation/quartzcore/catransaction).
@Suite("Explicit transactions inside the implicit one")
struct NestedTransactionTests {
    @Test("changes committed by an inner explicit transaction wait for the implicit one; a transition added after them sees the old look")
    func nestedInImplicit() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            clock.advance(by: 0)

            CATransaction.setDisableActions(true)     // opens the implicit transaction
            layer.position = CGPoint(x: 5, y: 5)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
            #expect(layer.presentation()?.opacity == 1, "not on screen before the implicit transaction commits")

            let fade = CATransition()
            fade.duration = 1
            layer.add(fade, forKey: nil)
            let oldLook = try #require(layer.transitionSnapshotForTesting)
            #expect(oldLook.opacity == 1 && oldLook.position == .zero, "the old look is what was on screen")
            clock.advance(by: 0)
            #expect(layer.presentation()?.opacity == 0.5 && layer.presentation()?.position == CGPoint(x: 5, y: 5))
        }
    }

    @Test("with no transaction open, an explicit transaction commits at once")
    func outermostExplicit() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            clock.advance(by: 0)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.25
            CATransaction.commit()
            #expect(layer.presentation()?.opacity == 0.25)
        }
    }
}

extension CALayer {
    /// The old look of the running transition (the model layer's view of it).
    var transitionSnapshotForTesting: CALayer? {
        for case let track as TransitionTrack in animationTracks.reversed() { return track.oldLook }
        return nil
    }
}
