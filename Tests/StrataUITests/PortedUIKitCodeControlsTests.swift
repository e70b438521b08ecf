import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The screens in PortedUIKitCodeControls.swift (compiled with `import UIKit`) behave as on
/// iOS when driven by touches through `UIWindow.deliver(touches:)` on the virtual clock.
@Suite struct PortedUIKitCodeControlsTests {
    private func drag(_ clock: MediaClock, _ win: UIWindow, from: CGPoint, by: CGVector, steps: Int = 8,
                      at t: TimeInterval, hold: TimeInterval = 0.01) {
        clock.advance(to: t)
        win.deliver(touchAt: from, phase: .began, timestamp: t)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps), time = t + 0.01 * Double(i)
            clock.advance(to: time)
            win.deliver(touchAt: CGPoint(x: from.x + by.dx * f, y: from.y + by.dy * f), phase: .moved, timestamp: time)
        }
        let end = t + 0.01 * Double(steps) + hold
        let last = CGPoint(x: from.x + by.dx, y: from.y + by.dy)
        if hold > 0.1 {
            clock.advance(to: end - 0.001)
            win.deliver(touchAt: last, phase: .moved, timestamp: end - 0.001)
        }
        clock.advance(to: end)
        win.deliver(touchAt: last, phase: .ended, timestamp: end)
    }

    @Test func theFeedHeaderStretchesWhenPulledAndFadesWhenScrolled() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let feed = StretchyHeaderFeedController()
            win.rootViewController = feed
            win.layoutIfNeeded()
            #expect(feed.scrollView.contentSize.height > 1000)
            #expect(feed.rows.arrangedSubviews[1].frame.minY == feed.rows.arrangedSubviews[0].frame.maxY + 12)

            // Pulled down 100 points past the top: the header grows by the banded distance.
            drag(clock, win, from: CGPoint(x: 100, y: 200), by: CGVector(dx: 0, dy: 110), steps: 11, at: 0, hold: 0.3)
            let pulled = -feed.scrollView.contentOffset.y
            #expect(pulled > 40)
            #expect(abs(feed.header.frame.height - (120 + pulled)) < 1e-9)

            clock.advance(to: 3)
            #expect(feed.scrollView.contentOffset.y == 0 && feed.header.frame.height == 120, "sprung back")

            drag(clock, win, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -70), steps: 7, at: 4, hold: 0.3)
            #expect(abs(feed.header.alpha - 0.5) < 0.01, "60 points up: half faded (\(feed.header.alpha))")
        }
    }

    @Test func thePagerReportsThePageAFlickLandsOn() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let pager = OnboardingPager(frame: win.bounds, pages: [.red, .green, .blue])
            win.addSubview(pager)
            var pages: [Int] = []
            pager.onPageChange = { pages.append($0) }

            drag(clock, win, from: CGPoint(x: 200, y: 200), by: CGVector(dx: -60, dy: 0), steps: 4, at: 0)
            clock.advance(to: 3)
            #expect(pager.scrollView.contentOffset.x == 300 && pages == [1])

            #expect(pager.pageControl.currentPage == 1)

            // A tap right of the current dot asks for the next page, which scrolls there.
            let dotsY = pager.pageControl.frame.midY
            clock.advance(to: 3.1)
            win.deliver(touchAt: CGPoint(x: 250, y: dotsY), phase: .began, timestamp: 3.1)
            win.deliver(touchAt: CGPoint(x: 250, y: dotsY), phase: .ended, timestamp: 3.15)
            clock.advance(to: 3.6)
            #expect(pager.scrollView.contentOffset.x == 600 && pages == [1, 2])
            #expect(pager.pageControl.currentPage == 2)
        }
    }

    @Test func theSettingsRowPutsTheSwitchAtTheTrailingMargin() {
        onVirtualClock { _, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            let row = SettingsToggleRow(title: "Notifications")
            row.frame = CGRect(x: 0, y: 100, width: 390, height: 47)
            win.addSubview(row)
            row.layoutIfNeeded()

            #expect(row.toggle.frame == CGRect(x: 390 - 16 - 51, y: 8, width: 51, height: 31))
            #expect(row.titleLabel.frame.minX == 16 && row.titleLabel.frame.maxX == 390 - 16 - 51,
                    "the title hugs least, so it takes the room")

            win.deliver(touchAt: CGPoint(x: 350, y: 123), phase: .began, timestamp: 0)
            win.deliver(touchAt: CGPoint(x: 350, y: 123), phase: .ended, timestamp: 0.05)
            #expect(row.toggle.isOn && row.log == [true])
        }
    }

    @Test func cardsSnapWhereTheDelegateRoundsTheTarget() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let scroll = UIScrollView(frame: win.bounds)
            scroll.contentSize = CGSize(width: 300, height: 10_000)
            let snapping = SnappingCards(cardHeight: 100)
            scroll.delegate = snapping
            win.addSubview(scroll)

            drag(clock, win, from: CGPoint(x: 150, y: 350), by: CGVector(dx: 0, dy: -173), at: 0)
            clock.advance(to: 10)

            let y = scroll.contentOffset.y
            #expect(y > 300 && y.truncatingRemainder(dividingBy: 100) == 0, "came to rest at \(y)")
        }
    }
}
