import Foundation
import XCTest
@testable import StrataUI
import StrataCore

/// UIView animations with no window: code that calls `UIView.animate` and spins
/// `RunLoop.main.run(until:)` sees the view move and its completion called with true once the
/// duration has passed (UIKit calls completions from the main run loop). XCTest, whose tests
/// run on the main thread.
final class MainRunLoopUITests: XCTestCase {
    func testABlockAnimationRunsAndCompletesWhileTheMainRunLoopSpins() {
        XCTAssertTrue(Thread.isMainThread)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var finished: Bool?

        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 85, y: 5)
        }, completion: { finished = $0 })
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        let mid = view.layer.presentation()?.position.x ?? -1
        RunLoop.main.run(until: Date().addingTimeInterval(0.3))

        XCTAssertGreaterThan(mid, 10)
        XCTAssertLessThan(mid, 85)
        XCTAssertEqual(finished, true)
        XCTAssertNil(view.layer.animationKeys())
    }
}
