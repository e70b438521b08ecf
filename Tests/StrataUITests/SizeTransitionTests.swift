import Foundation
import XCTest
import StrataCore
import StrataHost
@testable import StrataUI

/// A resized host window is UIKit's size change (Apple: UIContentContainer
/// viewWillTransition(to:with:) — "Notifies the container that the size of its view is about
/// to change"; UIKit calls it on the window's root controller, which passes it on to its
/// children; "the coordinator … to animate alongside the size change").
final class SizeTransitionTests: XCTestCase {
    final class Child: UIViewController {
        var sizes: [CGSize] = []
        var alongsideSawWidth: CGFloat?
        var completed = false
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            coordinator.animate(alongsideTransition: { _ in
                self.alongsideSawWidth = self.view.window?.bounds.width
            }, completion: { _ in self.completed = true })
        }
    }

    func testResizingTheHostWindowTellsTheControllersAndRunsAlongside() throws {
        let (host, screen) = try headlessScreen(width: 200, height: 150)
        defer { host.close() }
        let child = Child()
        let nav = UINavigationController(rootViewController: child)
        let window = showWindow(on: screen, nav)
        host.step()

        host.size = CGSize(width: 300, height: 180)
        let size = host.size
        XCTAssertEqual(child.sizes, [size], "the root controller passed it on to its child, once")
        XCTAssertEqual(child.alongsideSawWidth, size.width, "alongside blocks run with the new size in place")
        XCTAssertTrue(child.completed)
        XCTAssertEqual(window.bounds.size, size)
        XCTAssertEqual(nav.view.bounds.size, size)

        host.size = size
        XCTAssertEqual(child.sizes.count, 1, "no change, no call")
    }
}
