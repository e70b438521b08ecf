import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Apple: UIToolbar (items, flexibleSpace(), fixedSpace(_:)), UIViewController.toolbarItems,
/// UINavigationController.setToolbarHidden(_:animated:) ("the toolbar is hidden by default").
@Suite struct UIToolbarTests {
    @Test func aNavigationToolbarShowsTheTopControllersItemsAndRunsThem() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            var composed = 0
            let inbox = UIViewController()
            inbox.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Compose", primaryAction: UIAction { _ in composed += 1 })]
            let navigation = UINavigationController(rootViewController: inbox)
            win.rootViewController = navigation
            navigation.view.layoutIfNeeded()
            #expect(navigation.isToolbarHidden && inbox.view.frame.height == 556)
            navigation.setToolbarHidden(false, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 0.5)
            navigation.toolbar.layoutIfNeeded()
            #expect(!navigation.isToolbarHidden && navigation.toolbar.frame == CGRect(x: 0, y: 556, width: 400, height: 44))
            #expect(inbox.view.frame.height == 512, "the content makes room")
            let label = navigation.toolbar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Compose" }
            #expect(label != nil && abs((label?.frame.maxX ?? 0) - 392) < 0.5, "pushed right by the flexible space")
            win.deliver(touchAt: CGPoint(x: 360, y: 578), phase: .began, timestamp: 1)
            win.deliver(touchAt: CGPoint(x: 360, y: 578), phase: .ended, timestamp: 1.05)
            #expect(composed == 1)

            let detail = UIViewController()
            detail.toolbarItems = [.fixedSpace(20), UIBarButtonItem(title: "Reply")]
            navigation.pushViewController(detail, animated: false)
            navigation.toolbar.layoutIfNeeded()
            let reply = navigation.toolbar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Reply" }
            #expect(reply?.frame.minX == 28, "8 points of margin and the 20-point fixed space")
        }
    }
}
