import Foundation
import XCTest
@testable import StrataUI
import StrataCore

/// Library-style cascades on the real main run loop, with no window: `DispatchQueue.main
/// .asyncAfter` starts staggered `UIView.animate` blocks and a `DispatchGroup` notifies when
/// every completion has run (UIKit calls completions from the main run loop). XCTest, whose
/// tests run on the main thread.
final class PortedUIKitCodeRunLoopTests: XCTestCase {
    func testStaggeredEntranceCompletesThroughADispatchGroup() {
        XCTAssertTrue(Thread.isMainThread)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = (0..<3).map { UIView(frame: CGRect(x: CGFloat($0) * 100, y: 0, width: 50, height: 50)) }
        views.forEach(root.addSubview)
        var completed = false

        UIView.enter(views: views, with: [EntranceKind.from(dx: 0, dy: 40)], interval: 0.05, duration: 0.1) {
            completed = true
        }
        RunLoop.main.run(until: Date().addingTimeInterval(0.06))
        let lastStillWaiting = views[2].layer.presentation()?.transform.m42 ?? 0
        let deadline = Date().addingTimeInterval(2)
        while !completed, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.02)) }

        XCTAssertTrue(completed)
        XCTAssertEqual(lastStillWaiting, 40, accuracy: 1e-6, "the third view waits out its 0.1 s delay at its start")
        for view in views {
            XCTAssertEqual(view.alpha, 1)
            XCTAssertTrue(view.transform.isIdentity)
            XCTAssertNil(view.layer.animationKeys())
        }
    }
}
