import Foundation
import XCTest
@testable import StrataUI
import StrataCore

/// UIKit Dynamics with no window and the real clock: code that adds behaviours and spins
/// `RunLoop.main.run(until:)` sees the item fall, land on the reference bounds and the animator
/// pause (UIKit steps dynamics on the main run loop's display link). XCTest, whose tests run
/// on the main thread.
final class DynamicsMainRunLoopTests: XCTestCase {
    final class Log: UIDynamicAnimatorDelegate {
        var paused = 0
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
    }

    func testADynamicAnimatorStepsWhileTheMainRunLoopSpins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let box = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        root.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: root)
        let log = Log()
        animator.delegate = log
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)

        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        let falling = box.center.y
        RunLoop.main.run(until: Date().addingTimeInterval(1.8))

        XCTAssertGreaterThan(falling, 30)
        XCTAssertEqual(box.frame.maxY, 300, accuracy: 0.5)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(log.paused, 1)
    }
}
