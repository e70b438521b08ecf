import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Tab bar controllers as apps write them (Apple: UITabBarController — viewControllers,
// selectedIndex, selectedViewController; UITabBarControllerDelegate: "the tab bar controller
// calls this method only in response to user taps in the tab bar", shouldSelect, didSelect,
// animationControllerForTransitionFrom:to:; UITabBarItem; UIViewController.title: "assigning
// a value to this property updates the title text of … the tab-bar item").

final class TabWatcher: UITabBarControllerDelegate {
    var calls: [String] = []
    var allow = true
    var animator: UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("should \(viewController.title ?? "")")
        return allow
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("did \(viewController.title ?? "")")
    }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// Cross-fades from one tab to the next over 0.3 s.
final class TabFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@Suite("UITabBarController")
struct UITabBarControllerTests {
    static func tap(_ win: UIWindow, _ point: CGPoint, at t: TimeInterval) {
        win.deliver(touchAt: point, phase: .began, timestamp: t)
        win.deliver(touchAt: point, phase: .ended, timestamp: t + 0.05)
    }

    static func setUp(_ clock: MediaClock) -> (UIWindow, UITabBarController, UIViewController, UIViewController, TabWatcher) {
        let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let feed = UIViewController()
        feed.title = "Feed"
        let favourites = UIViewController()
        favourites.title = "Favourites"
        favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        favourites.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        let watcher = TabWatcher()
        tabs.delegate = watcher
        tabs.viewControllers = [feed, favourites]
        win.rootViewController = tabs
        tabs.view.layoutIfNeeded()
        clock.advance(by: 0)
        return (win, tabs, feed, favourites, watcher)
    }

    @Test("a tap on a tab asks the delegate, shows its controller and tells the delegate; code selects silently")
    func tappingAndSelecting() {
        onVirtualClock { clock, _ in
            let (win, tabs, feed, favourites, watcher) = Self.setUp(clock)
            #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === feed)
            #expect(feed.view.superview === tabs.content && feed.view.frame == CGRect(x: 0, y: 0, width: 400, height: 751))
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 751, width: 400, height: 49))
            #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Favorites"])
            #expect(favourites.tabBarController === tabs)
            tabs.tabBar.layoutIfNeeded()
            let badge = tabs.tabBar.itemViews[1].badge
            #expect(!badge.isHidden && badge.text == "3")
            #expect(tabs.tabBar.itemViews[0].titleLabel.textColor == tabs.tabBar.tintColor, "the selected tab in the tint")

            Self.tap(win, CGPoint(x: 300, y: 780), at: 0.1)
            #expect(watcher.calls == ["should Favourites", "did Favourites"])
            #expect(tabs.selectedIndex == 1 && favourites.view.superview === tabs.content && feed.view.superview == nil)
            #expect(tabs.tabBar.selectedItem === favourites.tabBarItem)

            tabs.selectedIndex = 0
            #expect(watcher.calls.count == 2, "no delegate calls for a change in code")
            #expect(feed.view.superview === tabs.content)
            tabs.selectedIndex = 7
            #expect(tabs.selectedIndex == 0, "an index out of range is ignored")

            watcher.allow = false
            Self.tap(win, CGPoint(x: 300, y: 780), at: 0.5)
            #expect(tabs.selectedIndex == 0 && watcher.calls.last == "should Favourites")

            feed.title = "Home"
            #expect(feed.tabBarItem.title == "Home" && tabs.tabBar.itemViews[0].titleLabel.text == "Home")
        }
    }

    @Test("the delegate's animator runs a change of tab in the content container")
    func animatedTabChange() {
        onVirtualClock { clock, _ in
            let (_, tabs, feed, favourites, watcher) = Self.setUp(clock)
            watcher.animator = TabFadeAnimator()
            tabs.selectedViewController = favourites
            clock.advance(by: 0)
            clock.advance(by: 0.15)
            #expect(feed.view.superview === tabs.content && favourites.view.superview === tabs.content)
            let alpha = shownAlpha(favourites.view)
            #expect(alpha > 0.1 && alpha < 0.9, "part way in: \(alpha)")
            #expect(tabs.transitionCoordinator != nil)
            clock.advance(by: 0.5)
            #expect(feed.view.superview == nil && tabs.selectedIndex == 1 && tabs.transitionCoordinator == nil)
        }
    }

    @Test("replacing the tabs keeps the selection on its controller, and no tabs select nothing")
    func replacingTabs() {
        onVirtualClock { clock, _ in
            let (_, tabs, feed, favourites, _) = Self.setUp(clock)
            tabs.selectedViewController = favourites
            let extra = UIViewController()
            extra.title = "Extra"
            tabs.setViewControllers([extra, favourites], animated: false)
            #expect(tabs.selectedViewController === favourites && tabs.selectedIndex == 1)
            #expect(feed.parent == nil && extra.parent === tabs)
            tabs.viewControllers = nil
            #expect(tabs.selectedViewController == nil && tabs.viewControllers == nil)
            #expect(tabs.tabBar.items?.isEmpty == true)
        }
    }
}
