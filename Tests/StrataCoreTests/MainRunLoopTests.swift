import Foundation
import XCTest
@testable import StrataCore
import StrataGraphics

/// Core Animation with no window, on the main thread's real-time clock: spinning
/// `RunLoop.main.run(until:)` is enough for time to pass as on iOS. Apple, CATransaction:
/// implicit transactions are "committed automatically when the thread's run-loop next
/// iterates"; CAAnimation `isRemovedOnCompletion`; CAAnimationDelegate
/// `animationDidStop(_:finished:)`; CATransaction `setCompletionBlock(_:)`; CADisplayLink.
/// XCTest, whose tests run on the main thread (swift-testing's do not, even on the main actor).
final class MainRunLoopTests: XCTestCase {
    private func spin(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date().addingTimeInterval(seconds))
    }

    func testAnAnimationRunsToItsEndWhileTheMainRunLoopSpins() {
        XCTAssertTrue(Thread.isMainThread)
        let layer = CALayer()
        let delegate = RecordingDelegate()
        var completed = false
        spin(0.02)  // the layer's first commit

        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = 0.1
        animation.delegate = delegate
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
        spin(0.05)
        let mid = layer.presentation()?.opacity ?? -1
        spin(0.3)

        XCTAssertTrue(mid > 0 && mid < 1, "the presentation moves while the run loop spins")
        XCTAssertNil(layer.animation(forKey: "fade"), "removed on completion")
        XCTAssertEqual(delegate.events, ["start", "stop:finished"])
        XCTAssertTrue(completed)
    }

    func testTheImplicitTransactionCommitsAtTheEndOfTheIteration() {
        let layer = CALayer()
        layer.opacity = 0.5
        XCTAssertNil(layer.presentation(), "not committed yet")

        spin(0.01)

        XCTAssertEqual(layer.presentation()?.opacity, 0.5)
    }

    func testADisplayLinkFiresWhileTheMainRunLoopSpins() {
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.add(to: .main, forMode: .default)

        spin(0.2)
        link.invalidate()
        let afterInvalidate = fired
        spin(0.05)

        XCTAssertGreaterThanOrEqual(fired, 3, "about 12 frames at 60 Hz; got \(fired)")
        XCTAssertEqual(fired, afterInvalidate)
    }

    func testPerformAtNextFrameRunsOnTheNextTurn() {
        var ran = false
        MediaClock.realTime.perform(atNextFrame: { ran = true })
        XCTAssertFalse(ran)

        spin(0.01)

        XCTAssertTrue(ran)
    }
}
