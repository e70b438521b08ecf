import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Pull to refresh as apps write it (Apple: UIRefreshControl — "when the user pulls down …
// the control sends the valueChanged event", beginRefreshing(), endRefreshing(): "call this
// method at the end of any refresh operation … the control returns to its default state";
// UIScrollView.refreshControl).
@Suite struct UIRefreshControlTests {
    static func drag(_ clock: MediaClock, _ win: UIWindow, from: CGPoint, by dy: CGFloat, steps: Int = 20) {
        let t0 = clock.now
        win.deliver(touchAt: from, phase: .began, timestamp: t0)
        for i in 1...steps {
            let t = t0 + 0.6 * Double(i) / Double(steps)
            clock.advance(to: t)
            win.deliver(touchAt: CGPoint(x: from.x, y: from.y + dy * CGFloat(i) / CGFloat(steps)), phase: .moved, timestamp: t)
        }
        clock.advance(by: 0.3)
        win.deliver(touchAt: CGPoint(x: from.x, y: from.y + dy), phase: .moved, timestamp: clock.now)
        win.deliver(touchAt: CGPoint(x: from.x, y: from.y + dy), phase: .ended, timestamp: clock.now + 0.01)
    }

    @Test func pullingFarEnoughRefreshesAndEndRefreshingSlidesBack() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let scrollView = UIScrollView(frame: win.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            scrollView.alwaysBounceVertical = true
            win.addSubview(scrollView)
            var refreshes = 0
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
            scrollView.refreshControl = refresh
            clock.advance(by: 0)
            #expect(refresh.superview === scrollView && refresh.frame.maxY == 0, "above the content")

            // A short pull springs back without refreshing.
            Self.drag(clock, win, from: CGPoint(x: 160, y: 100), by: 80)
            clock.advance(by: 1)
            #expect(refreshes == 0 && !refresh.isRefreshing && scrollView.contentOffset.y == 0)

            // A long pull refreshes once, and the content rests below the spinner.
            Self.drag(clock, win, from: CGPoint(x: 160, y: 100), by: 360)
            #expect(refreshes == 1 && refresh.isRefreshing)
            clock.advance(by: 1.5)
            #expect(abs(scrollView.contentOffset.y + 60) < 0.5, "resting under the spinner: \(scrollView.contentOffset.y)")

            refresh.endRefreshing()
            clock.advance(by: 0.15)
            let mid = scrollView.layer.presentation()?.bounds.origin.y ?? 0
            #expect(mid < 0 && mid > -60, "sliding back: \(mid)")
            clock.advance(by: 0.5)
            #expect(!refresh.isRefreshing && scrollView.contentOffset.y == 0 && scrollView.contentInset.top == 0)

            // From code: no event; replaced, the old control leaves.
            refresh.beginRefreshing()
            #expect(refresh.isRefreshing && refreshes == 1 && scrollView.contentInset.top == 60)
            scrollView.refreshControl = nil
            #expect(refresh.superview == nil && scrollView.contentInset.top == 0)
        }
    }
}
