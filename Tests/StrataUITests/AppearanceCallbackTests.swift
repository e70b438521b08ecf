import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The appearance callbacks as UIKit makes them (Apple: UIViewController, "Handling
/// view-related notifications": "viewWillAppear(_:) — Notifies the view controller that its
/// view is about to be added to a view hierarchy", "viewDidAppear(_:) — … was added";
/// beginAppearanceTransition(_:animated:), shouldAutomaticallyForwardAppearanceMethods,
/// isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed;
/// UIModalPresentationStyle.fullScreen — "The views belonging to the presenting view
/// controller are removed after the presentation completes").
@Suite struct AppearanceCallbackTests {
    /// A log every controller of a test writes to (a class, shared by reference).
    final class Log { var entries: [String] = [] }

    final class Screen: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("unused") }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("\(name) willAppear\(isMovingToParent ? " moving" : "")\(isBeingPresented ? " presented" : "")")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("\(name) didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.entries.append("\(name) willDisappear\(isMovingFromParent ? " moving" : "")\(isBeingDismissed ? " dismissed" : "")")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("\(name) didDisappear")
        }
    }

    static func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    /// A window's root controller appears when set; replaced, it disappears.
    @Test func rootControllerAppearsAndDisappears() {
        onVirtualClock { _, _ in
            let log = Log()
            let window = Self.window()
            window.rootViewController = Screen("a", log)
            window.rootViewController = Screen("b", log)
            #expect(log.entries == ["a willAppear", "a didAppear", "a willDisappear", "a didDisappear",
                                    "b willAppear", "b didAppear"])
        }
    }

    /// A push calls will- at its start and did- at its end (after the 0.35 s slide); the pushed
    /// controller is "moving to parent", the popped one "moving from parent". A container's
    /// calls reach the child it shows.
    @Test func pushAndPopCallAtTheStartAndTheEnd() {
        onVirtualClock { clock, _ in
            let log = Log()
            let window = Self.window()
            let nav = UINavigationController(rootViewController: Screen("root", log))
            window.rootViewController = nav
            #expect(log.entries == ["root willAppear moving", "root didAppear"])
            log.entries = []

            nav.pushViewController(Screen("detail", log), animated: true)
            #expect(log.entries == ["root willDisappear", "detail willAppear moving"])
            clock.advance(by: 0.1)
            #expect(log.entries.count == 2, "nothing more until the slide ends")
            clock.advance(by: 0.6)
            #expect(log.entries == ["root willDisappear", "detail willAppear moving", "root didDisappear", "detail didAppear"])
            log.entries = []

            nav.popViewController(animated: true)
            clock.advance(by: 0.7)
            #expect(log.entries == ["detail willDisappear moving", "root willAppear", "detail didDisappear", "root didAppear"])
        }
    }

    /// Pushing onto a navigation controller that is not on screen calls nothing; when it comes
    /// on screen its top controller appears.
    @Test func offscreenContainersCallNothingUntilShown() {
        onVirtualClock { clock, _ in
            let log = Log()
            let nav = UINavigationController(rootViewController: Screen("root", log))
            nav.loadViewIfNeeded()
            nav.pushViewController(Screen("top", log), animated: false)
            #expect(log.entries.isEmpty)
            let window = Self.window()
            window.rootViewController = nav
            #expect(log.entries.map { $0.replacingOccurrences(of: " moving", with: "") } == ["top willAppear", "top didAppear"])
        }
    }

    /// A tab change makes the old tab disappear and the new one appear.
    @Test func tabChangesSwapAppearance() {
        onVirtualClock { _, _ in
            let log = Log()
            let tabs = UITabBarController()
            tabs.viewControllers = [Screen("one", log), Screen("two", log)]
            let window = Self.window()
            window.rootViewController = tabs
            log.entries = []
            tabs.selectedIndex = 1
            #expect(log.entries == ["one willDisappear", "two willAppear", "one didDisappear", "two didAppear"])
        }
    }

    /// A full-screen presentation makes the presenter (the root of its containers, passing it
    /// on to the child it shows) disappear, and its dismissal makes it appear again; the
    /// presented controller is "being presented", then "being dismissed".
    @Test func fullScreenPresentationCoversThePresenter() {
        onVirtualClock { clock, _ in
            let log = Log()
            let window = Self.window()
            let nav = UINavigationController(rootViewController: Screen("list", log))
            window.rootViewController = nav
            log.entries = []
            let modal = Screen("modal", log)
            modal.modalPresentationStyle = .fullScreen
            nav.topViewController?.present(modal, animated: true)
            #expect(log.entries == ["modal willAppear presented", "list willDisappear"])
            clock.advance(by: 0.5)
            #expect(log.entries == ["modal willAppear presented", "list willDisappear", "list didDisappear", "modal didAppear"])
            #expect(!modal.isBeingPresented, "only while the presentation runs")
            log.entries = []

            modal.dismiss(animated: true)
            clock.advance(by: 0.5)
            #expect(log.entries == ["modal willDisappear dismissed", "list willAppear", "modal didDisappear", "list didAppear"])
        }
    }

    /// Sheets and over-full-screen presentations leave the presenter on screen: it is told
    /// nothing (UIKit since iOS 13's card sheets).
    @Test func sheetsLeaveThePresenterAppeared() {
        onVirtualClock { clock, _ in
            let log = Log()
            let window = Self.window()
            window.rootViewController = Screen("base", log)
            log.entries = []
            let sheet = Screen("sheet", log)
            sheet.modalPresentationStyle = .overFullScreen
            window.rootViewController?.present(sheet, animated: false)
            clock.advance(by: 0.1)
            #expect(log.entries == ["sheet willAppear presented", "sheet didAppear"])
        }
    }

    /// The containment idiom: a child's view added to a parent on screen appears, moving to
    /// its parent; a parent that forwards nothing calls its children itself.
    @Test func childControllersFollowTheirParent() {
        final class ManualParent: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        onVirtualClock { _, _ in
            let log = Log()
            let window = Self.window()
            let parent = Screen("parent", log)
            window.rootViewController = parent
            log.entries = []
            let child = Screen("child", log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(log.entries == ["child willAppear moving", "child didAppear"])
            log.entries = []

            let manual = ManualParent()
            let other = Screen("other", log)
            manual.addChild(other)
            manual.view.addSubview(other.view)
            window.rootViewController = manual
            #expect(log.entries.filter { $0.hasPrefix("other") }.isEmpty)
            other.beginAppearanceTransition(true, animated: false)
            other.beginAppearanceTransition(true, animated: false)
            other.endAppearanceTransition()
            #expect(log.entries.filter { $0.hasPrefix("other") } == ["other willAppear moving", "other didAppear"])
        }
    }

    /// The idiom of animating alongside a push from viewWillAppear(_:): the transition
    /// coordinator is there when it is called, and the alongside animation runs with the slide
    /// (Apple: transitionCoordinator — "When called from within viewWillAppear(_:) … the
    /// coordinator is the one for the current transition").
    @Test func viewWillAppearAnimatesAlongsideThePush() {
        final class Tinted: UIViewController {
            var hadCoordinator = false
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func viewDidLoad() {
                badge.alpha = 0
                view.addSubview(badge)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                hadCoordinator = transitionCoordinator != nil
                transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 }, completion: nil)
            }
        }
        onVirtualClock { clock, _ in
            let window = Self.window()
            let nav = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = nav
            clock.advance(by: 0)
            let tinted = Tinted()
            nav.pushViewController(tinted, animated: true)
            #expect(tinted.hadCoordinator)
            clock.advance(by: 0.15)
            let midway = shownAlpha(tinted.badge)
            #expect(midway > 0.05 && midway < 0.95)
            clock.advance(by: 0.5)
            #expect(shownAlpha(tinted.badge) == 1)
        }
    }

    /// A standard modal presentation has a transition coordinator too: the presented
    /// controller's viewWillAppear(_:) animates alongside the slide. A controller dismissed
    /// with a fade or a flip shows whole when presented again.
    @Test func standardPresentationsHaveACoordinator() {
        final class Modal: UIViewController {
            var hadCoordinator = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                hadCoordinator = transitionCoordinator != nil
            }
        }
        onVirtualClock { clock, _ in
            let window = Self.window()
            window.rootViewController = UIViewController()
            clock.advance(by: 0)
            let base = window.rootViewController!
            for style in [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl] {
                let modal = Modal()
                modal.modalTransitionStyle = style
                base.present(modal, animated: true)
                #expect(modal.hadCoordinator, "\(style)")
                clock.advance(by: 0.5)
                base.dismiss(animated: true)
                clock.advance(by: 0.5)
                #expect(base.presentedViewController == nil)
                base.present(modal, animated: true)
                clock.advance(by: 0.5)
                #expect(modal.view.alpha == 1 && !modal.view.isHidden, "\(style)")
                #expect(modal.view.window === window)
                base.dismiss(animated: false)
                clock.advance(by: 0.1)
                #expect(window.subviews.count == 1, "the transition view goes with the presentation")
            }
        }
    }

    /// A page turn calls will- as it starts and did- when it ends, for both pages.
    @Test func pageTurnsSwapAppearance() {
        onVirtualClock { clock, _ in
            let log = Log()
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let first = Screen("first", log), second = Screen("second", log)
            pages.setViewControllers([first], direction: .forward, animated: false)
            let window = Self.window()
            window.rootViewController = pages
            clock.advance(by: 0)
            log.entries = []
            pages.setViewControllers([second], direction: .forward, animated: true)
            #expect(log.entries == ["first willDisappear", "second willAppear moving"])
            clock.advance(by: 0.5)
            #expect(log.entries == ["first willDisappear", "second willAppear moving", "first didDisappear", "second didAppear"])
        }
    }

    /// A presented controller that fixes its style by overriding `modalPresentationStyle` (the
    /// common form in iOS code) is presented in that style: here over full screen, so the
    /// presenter is told nothing.
    @Test func overriddenPresentationStyleIsHonoured() {
        final class Overlay: UIViewController {
            override var modalPresentationStyle: UIModalPresentationStyle {
                get { .overFullScreen }
                set {}
            }
            override var modalTransitionStyle: UIModalTransitionStyle {
                get { .crossDissolve }
                set {}
            }
        }
        onVirtualClock { clock, _ in
            let log = Log()
            let window = Self.window()
            window.rootViewController = Screen("base", log)
            log.entries = []
            let overlay = Overlay()
            overlay.modalPresentationStyle = .fullScreen
            window.rootViewController?.present(overlay, animated: true)
            clock.advance(by: 0.1)
            #expect(log.entries.isEmpty, "over full screen: the presenter stays")
            #expect(shownAlpha(overlay.view) < 0.9, "fading in")
        }
    }
}
