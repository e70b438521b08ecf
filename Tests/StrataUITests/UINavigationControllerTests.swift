import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UINavigationController (Apple: pushViewController(_:animated:) — "the view controller is
/// placed on top of the stack"; popViewController(animated:) returns the popped controller and
/// nil at the root; the delegate's navigationController(_:animationControllerFor:from:to:)
/// supplies a custom animator; willShow/didShow bracket each change).
@Suite struct UINavigationControllerTests {
    final class Recorder: NSObject, UINavigationControllerDelegate {
        var events: [String] = []
        var animator: UIViewControllerAnimatedTransitioning?
        var operations: [UINavigationController.Operation] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            events.append("will \(viewController.title ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            events.append("did \(viewController.title ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return animator
        }
    }

    static func controller(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    static func host(_ clock: MediaClock, _ root: UIView, _ navigation: UINavigationController) {
        navigation.view.frame = root.bounds
        root.addSubview(navigation.view)
        navigation.view.layoutIfNeeded()
        clock.advance(by: 0)
    }

    @Test func pushSlidesTheNewViewInFromTheRightAndPopSlidesItBack() {
        onVirtualClock { clock, root in
            let first = Self.controller("First"), second = Self.controller("Second")
            let navigation = UINavigationController(rootViewController: first)
            let recorder = Recorder()
            navigation.delegate = recorder
            Self.host(clock, root, navigation)
            #expect(navigation.topViewController === first && first.navigationController === navigation)
            #expect(navigation.navigationBar.titleLabel.text == "First" && first.view.frame.minY == 0)
            #expect(navigation.content.frame == CGRect(x: 0, y: 44, width: 400, height: 356), "under the 44-point bar")

            navigation.pushViewController(second, animated: true)
            clock.advance(by: 0)
            let start = clock.now
            #expect(shownCenter(second.view).x > 500, "starts off the right edge")
            clock.advance(to: start + 0.175)
            #expect(abs(shownCenter(second.view).x - 400) < 2, "half way (ease in-out): \(shownCenter(second.view).x)")
            #expect(shownCenter(first.view).x < 200, "the old view moves left")
            clock.advance(to: start + 0.4)
            #expect(navigation.viewControllers.count == 2 && first.view.superview == nil && second.view.frame.minX == 0)
            #expect(navigation.navigationBar.titleLabel.text == "Second" && navigation.navigationBar.backLabel.alpha == 1)

            let popped = navigation.popViewController(animated: true)
            #expect(popped === second && navigation.topViewController === first)
            clock.advance(by: 0.4)
            #expect(second.view.superview == nil && first.view.frame.minX == 0 && second.parent == nil)
            #expect(navigation.popViewController(animated: true) == nil, "nothing to pop at the root")
            #expect(recorder.events == ["will Second", "did Second", "will First", "did First"])
        }
    }

    @Test func theDelegatesAnimatorRunsPushesInTheContainer() {
        onVirtualClock { clock, root in
            let first = Self.controller("First"), second = Self.controller("Second")
            let navigation = UINavigationController(rootViewController: first)
            let recorder = Recorder()
            let fade = FadeInSlideOutAnimator(presenting: true)
            recorder.animator = fade
            navigation.delegate = recorder
            Self.host(clock, root, navigation)
            navigation.pushViewController(second, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 0.25)
            #expect(abs(shownAlpha(second.view) - 0.5) < 0.05 && second.view.superview === navigation.content)
            clock.advance(by: 0.3)
            #expect(recorder.operations == [.push] && fade.ended == [true] && first.view.superview == nil)
            #expect(recorder.events == ["will Second", "did Second"])
        }
    }

    @Test func stackOperationsAndABarThatHides() {
        onVirtualClock { clock, root in
            let a = Self.controller("A"), b = Self.controller("B"), c = Self.controller("C")
            let navigation = UINavigationController(rootViewController: a)
            Self.host(clock, root, navigation)
            navigation.setViewControllers([a, b, c], animated: false)
            #expect(navigation.topViewController === c && c.view.superview === navigation.content && b.parent === navigation)
            let popped = navigation.popToRootViewController(animated: false)
            #expect(popped?.count == 2 && navigation.viewControllers.count == 1 && c.parent == nil)
            navigation.setNavigationBarHidden(true, animated: false)
            #expect(navigation.isNavigationBarHidden && navigation.content.frame.minY == 0)
            a.navigationItem.title = "Alpha"
            navigation.pushViewController(b, animated: false)
            navigation.popViewController(animated: false)
            #expect(navigation.navigationBar.titleLabel.text == "Alpha", "the item's title beats the controller's")
        }
    }

    /// Apple, show(_:sender:): a navigation controller pushes; with none the controller is
    /// presented modally.
    @Test func showPushesInANavigationControllerAndPresentsOtherwise() {
        onVirtualClock { clock, root in
            let first = Self.controller("First"), second = Self.controller("Second")
            let navigation = UINavigationController(rootViewController: first)
            Self.host(clock, root, navigation)
            first.show(second, sender: nil)
            #expect(navigation.topViewController === second)
            clock.advance(by: 0.5)
            let lone = UIViewController(), modal = UIViewController()
            lone.view.frame = root.bounds
            root.addSubview(lone.view)
            lone.show(modal, sender: nil)
            #expect(lone.presentedViewController === modal)
        }
    }

    /// Apple, UIBarButtonItem(systemItem:primaryAction:menu:) and init(title:image:primaryAction:menu:)
    /// (iOS 14): a tap runs the primary action; a left item replaces the back control.
    @Test func barButtonItemsShowAndRunTheirActions() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let first = Self.controller("First"), second = Self.controller("Second")
            let navigation = UINavigationController(rootViewController: first)
            win.rootViewController = navigation
            navigation.view.layoutIfNeeded()
            var added = 0
            first.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
            navigation.navigationBar.layoutIfNeeded()
            #expect(navigation.navigationBar.rightLabel.text == "+")
            win.deliver(touches: [.init(id: 0, location: CGPoint(x: 380, y: 22), phase: .began, timestamp: 0)])
            win.deliver(touches: [.init(id: 0, location: CGPoint(x: 380, y: 22), phase: .ended, timestamp: 0.05)])
            #expect(added == 1)
            second.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction { _ in navigation.popViewController(animated: false) })
            navigation.pushViewController(second, animated: false)
            #expect(navigation.navigationBar.leftLabel.text == "Close" && navigation.navigationBar.backLabel.alpha == 0)
            #expect(navigation.navigationBar.rightLabel.text == nil)
            win.deliver(touches: [.init(id: 0, location: CGPoint(x: 30, y: 22), phase: .began, timestamp: 1)])
            win.deliver(touches: [.init(id: 0, location: CGPoint(x: 30, y: 22), phase: .ended, timestamp: 1.05)])
            #expect(navigation.topViewController === first)
            _ = clock
        }
    }

    /// Apple, interactivePopGestureRecognizer: the edge swipe that pops the top controller; let
    /// go short of half way it goes back (UIScreenEdgePanGestureRecognizer, edges .left).
    @Test func anEdgeSwipePopsOrGoesBack() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let first = Self.controller("First"), second = Self.controller("Second")
            let navigation = UINavigationController(rootViewController: first)
            win.rootViewController = navigation
            navigation.view.layoutIfNeeded()
            navigation.pushViewController(second, animated: false)
            clock.advance(by: 0.1)
            var t = clock.now
            func touch(_ x: CGFloat, _ phase: UITouch.Phase) {
                t += 0.05
                win.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: 200), phase: phase, timestamp: t)])
            }
            #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
            // Not from the edge: nothing happens.
            touch(150, .began); touch(250, .moved); touch(300, .ended)
            #expect(navigation.topViewController === second)
            // From the edge, a third of the way, let go slowly: back.
            touch(4, .began); touch(40, .moved); touch(120, .moved)
            clock.advance(by: 0.05)
            #expect(navigation.topViewController === first, "the pop is under way")
            #expect(abs(shownCenter(second.view).x - (200 + 116)) < 3, "the top view follows the finger: \(shownCenter(second.view).x)")
            t += 1; touch(121, .moved); touch(121, .ended)
            clock.advance(by: 0.3)
            clock.advance(by: 1)
            #expect(navigation.topViewController === second && second.view.frame.minX == 0, "cancelled: the stack is back")
            // Past half way: popped.
            t = clock.now
            touch(4, .began); touch(60, .moved); touch(300, .moved); touch(310, .ended)
            clock.advance(by: 1)
            #expect(navigation.topViewController === first && second.view.superview == nil && first.view.frame.minX == 0)
        }
    }
}
