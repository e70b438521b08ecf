import Foundation
import Testing
@testable import StrataCore

/// `MediaClock.adoptUncommittedWork(of:under:)` (a Strata addition for `Recorder`): one tree's
/// uncommitted layers and animations move to another clock and begin at its commit time; other
/// trees stay on the first clock.
@Suite struct MediaClockAdoptionTests {
    @Test func oneTreesPendingWorkMovesAndOthersStay() {
        let source = MediaClock.virtual(startingAt: 100)
        let (recorded, other) = source.run { () -> (CALayer, CALayer) in
            let root = CALayer()
            let child = CALayer()
            root.addSublayer(child)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 2
            child.add(fade, forKey: "fade")
            return (root, CALayer())
        }
        let target = MediaClock.virtual(startingAt: 0)

        target.adoptUncommittedWork(of: source, under: recorded)
        target.advance(to: 0)

        // The animation began at the target's commit, time 0 (not the source's 100).
        let child = recorded.sublayers![0]
        #expect(child.animation(forKey: "fade")?.beginTime == 0)
        #expect(child.hasBeenCommitted && recorded.hasBeenCommitted)
        // The other tree still waits in the source's implicit transaction.
        #expect(!other.hasBeenCommitted)
        #expect(source.hasUncommittedChanges)
        source.advance(to: 100)
        #expect(other.hasBeenCommitted)
        // Half way through on the target's clock: opacity 0.5.
        target.advance(to: 1)
        let opacity = target.run { child.presentation()?.opacity }
        #expect(abs(Double(opacity ?? -1) - 0.5) < 1e-6)
    }
}
