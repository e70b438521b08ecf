import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Page view controllers as onboarding screens write them (Apple: UIPageViewController —
// init(transitionStyle:navigationOrientation:options:), setViewControllers(_:direction:animated:completion:);
// UIPageViewControllerDataSource viewControllerBefore/After, presentationCount/Index: "both
// methods … the page indicator is shown"; UIPageViewControllerDelegate willTransitionTo,
// didFinishAnimating(_:previousViewControllers:transitionCompleted:)).

final class OnboardingController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    lazy var pages: [UIViewController] = [UIColor.red, .green, .blue].map { color in
        let page = UIViewController()
        page.view.backgroundColor = color
        return page
    }
    var finished: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    /// The shown page's index, as onboarding code returns it (UIKit asks after each
    /// setViewControllers(_:direction:animated:completion:) and counts the user's turns itself).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        self.finished.append(completed)
    }
}

@Suite("UIPageViewController")
struct UIPageViewControllerTests {
    static func drag(_ clock: MediaClock, _ win: UIWindow, from: CGPoint, by dx: CGFloat, seconds: Double = 0.5) {
        let t0 = clock.now
        win.deliver(touchAt: from, phase: .began, timestamp: t0)
        for i in 1...10 {
            let t = t0 + seconds * Double(i) / 10
            clock.advance(to: t)
            win.deliver(touchAt: CGPoint(x: from.x + dx * CGFloat(i) / 10, y: from.y), phase: .moved, timestamp: t)
        }
        clock.advance(by: 0.2)
        win.deliver(touchAt: CGPoint(x: from.x + dx, y: from.y), phase: .moved, timestamp: clock.now)
        win.deliver(touchAt: CGPoint(x: from.x + dx, y: from.y), phase: .ended, timestamp: clock.now + 0.01)
    }

    @Test("dragging the page turns it past half the width, and a short drag goes back")
    func scrollingPages() throws {
        try onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let onboarding = OnboardingController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            win.rootViewController = onboarding
            onboarding.view.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(onboarding.viewControllers?.first === onboarding.pages[0])
            #expect(!onboarding.pageControl.isHidden && onboarding.pageControl.numberOfPages == 3)

            // Part way through the drag, both pages are on screen.
            let t0 = clock.now
            win.deliver(touchAt: CGPoint(x: 250, y: 200), phase: .began, timestamp: t0)
            for i in 1...5 {
                clock.advance(to: t0 + 0.05 * Double(i))
                win.deliver(touchAt: CGPoint(x: 250 - 20 * CGFloat(i), y: 200), phase: .moved, timestamp: clock.now)
            }
            let next = onboarding.pages[1]
            #expect(next.view.superview === onboarding.view)
            let moved = onboarding.pages[0].view.transform.tx
            #expect(moved < -50 && abs(next.view.transform.tx - (moved + 320)) < 0.5, "\(moved)")
            for i in 6...10 {
                clock.advance(to: t0 + 0.05 * Double(i))
                win.deliver(touchAt: CGPoint(x: 250 - 20 * CGFloat(i), y: 200), phase: .moved, timestamp: clock.now)
            }
            clock.advance(by: 0.2)
            win.deliver(touchAt: CGPoint(x: 50, y: 200), phase: .moved, timestamp: clock.now)
            win.deliver(touchAt: CGPoint(x: 50, y: 200), phase: .ended, timestamp: clock.now + 0.01)
            clock.advance(by: 1)
            #expect(onboarding.viewControllers?.first === next && onboarding.finished == [true])
            #expect(onboarding.pages[0].view.superview == nil && onboarding.pageControl.currentPage == 1)

            Self.drag(clock, win, from: CGPoint(x: 100, y: 200), by: 60, seconds: 1)
            clock.advance(by: 1)
            #expect(onboarding.viewControllers?.first === next && onboarding.finished == [true, false], "a short slow drag goes back")
            #expect(next.view.transform == .identity)

            onboarding.setViewControllers([onboarding.pages[2]], direction: .forward, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 0.15)
            #expect(onboarding.pages[2].view.superview === onboarding.view && next.view.superview === onboarding.view)
            clock.advance(by: 1)
            #expect(next.view.superview == nil && onboarding.pageControl.currentPage == 2)
            Self.drag(clock, win, from: CGPoint(x: 250, y: 200), by: -250)
            clock.advance(by: 1)
            #expect(onboarding.viewControllers?.first === onboarding.pages[2], "no page after the last")
        }
    }

    @Test("with page curl a swipe curls the page over")
    func pageCurl() throws {
        try onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let book = OnboardingController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            win.rootViewController = book
            book.view.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(book.pageControl.isHidden, "no page control with page curl")
            Self.drag(clock, win, from: CGPoint(x: 250, y: 200), by: -120, seconds: 0.2)
            clock.advance(by: 0.1)
            #expect(book.view.layer.transitionFrame != nil || book.viewControllers?.first === book.pages[1])
            clock.advance(by: 1)
            #expect(book.viewControllers?.first === book.pages[1] && book.finished == [true])
            #expect(book.pages[0].view.superview == nil)
        }
    }
}
