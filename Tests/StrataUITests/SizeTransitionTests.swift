import Foundation
import XCTest
@testable import StrataUI
import StrataCore
import StrataHost

/// `viewWillTransition(to:with:)`, which controllers override to follow rotation and window
/// size changes (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:):
/// "UIKit calls this method before changing the size of a presented view controller's view";
/// "view controllers forward the size change message to their views and child view
/// controllers"). On Strata the host window's resize is that change. XCTest: host windows run
/// on the main thread.
final class SizeTransitionTests: XCTestCase {
    private final class SizeWatcher: UIViewController {
        var events: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("will \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { [unowned self] _ in
                events.append("alongside at \(Int(view.bounds.width))")
            }, completion: { [unowned self] context in
                events.append("done \(context.isCancelled)")
            })
        }
    }

    func testResizingTellsTheRootAndItsChildrenBeforeTheViewsChange() throws {
        let (host, screen) = try headlessScreen(width: 200, height: 150)
        defer { host.close() }
        let root = SizeWatcher(), child = SizeWatcher()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        _ = showWindow(on: screen, root)
        runFrames(host, for: 0.05)

        host.size = CGSize(width: 320, height: 180)
        runFrames(host, for: 0.05)

        XCTAssertEqual(root.events, ["will 320x180 from 200", "alongside at 320", "done false"])
        XCTAssertEqual(child.events.first, "will 320x180 from \(Int(child.view.bounds.width))")
        XCTAssertEqual(child.events.count, 3, "the child is told through super and coordinates too")
        XCTAssertEqual(root.view.bounds.size, CGSize(width: 320, height: 180))
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize —
    /// "changing the preferred content size of a child view controller triggers …
    /// preferredContentSizeDidChange(forChildContentContainer:) on the parent".
    func testAChildsPreferredContentSizeIsReportedToItsParent() {
        final class Parent: UIViewController {
            var reported: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                reported.append(container.preferredContentSize)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)

        child.preferredContentSize = CGSize(width: 100, height: 40)
        child.preferredContentSize = CGSize(width: 100, height: 40)
        UIViewController().preferredContentSize = CGSize(width: 1, height: 1)

        XCTAssertEqual(parent.reported, [CGSize(width: 100, height: 40)], "once per change, to the parent only")
    }
}
