import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIScrollView driven by touches through `UIWindow.deliver(touches:)` (the path UIButtonTests
/// use) on a virtual clock. Apple pages cited per test:
/// https://developer.apple.com/documentation/uikit/uiscrollview (contentOffset, bounces,
/// isPagingEnabled — "stops on multiples of the scroll view's bounds"),
/// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
/// and https://developer.apple.com/documentation/uikit/uiscrollviewdelegate.
@Suite struct UIScrollViewTests {
    final class Log: UIScrollViewDelegate {
        var events: [String] = []
        var velocity: CGPoint?
        var target: CGPoint?
        var retarget: CGPoint?
        func scrollViewDidScroll(_ s: UIScrollView) { if events.last != "scroll" { events.append("scroll") } }
        func scrollViewWillBeginDragging(_ s: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
            events.append("willEndDragging")
            velocity = v
            target = t.pointee
            if let retarget { t.pointee = retarget }
        }
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { events.append("didEndDragging(\(d))") }
        func scrollViewWillBeginDecelerating(_ s: UIScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ s: UIScrollView) { events.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { events.append("didEndScrollingAnimation") }
    }

    struct Rig {
        let clock: MediaClock
        let window: UIWindow
        let scroll: UIScrollView
        let log = Log()

        /// Delivers one touch sample at time `t`, with the clock moved there first.
        func touch(_ x: CGFloat, _ y: CGFloat, _ phase: UITouch.Phase, _ t: TimeInterval) {
            clock.advance(to: t)
            window.deliver(touchAt: CGPoint(x: x, y: y), phase: phase, timestamp: t)
        }

        /// A drag from `from` by `by` in `steps` moves 10 ms apart starting at `t`, lifted
        /// `hold` seconds after the last move (over 0.1 s: released at rest).
        func drag(from: CGPoint, by: CGVector, steps: Int = 8, at t: TimeInterval = 0, hold: TimeInterval = 0.01) {
            touch(from.x, from.y, .began, t)
            for i in 1...steps {
                let f = CGFloat(i) / CGFloat(steps)
                touch(from.x + by.dx * f, from.y + by.dy * f, .moved, t + 0.01 * Double(i))
            }
            let end = t + 0.01 * Double(steps) + hold
            if hold > 0.1 { touch(from.x + by.dx, from.y + by.dy, .moved, end - 0.001) }
            touch(from.x + by.dx, from.y + by.dy, .ended, end)
        }
    }

    private func rig(content: CGSize = CGSize(width: 200, height: 5000), _ body: (Rig) -> Void) {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            scroll.contentSize = content
            window.addSubview(scroll)
            let rig = Rig(clock: clock, window: window, scroll: scroll)
            scroll.delegate = rig.log
            body(rig)
        }
    }

    @Test func defaultsAreApples() {
        // Apple: bounces true, alwaysBounce… false, isPagingEnabled false, isScrollEnabled true,
        // decelerationRate .normal; DecelerationRate.normal 0.998 and .fast 0.99 per ms.
        let s = UIScrollView()
        #expect(s.bounces && !s.alwaysBounceVertical && !s.alwaysBounceHorizontal)
        #expect(!s.isPagingEnabled && s.isScrollEnabled)
        #expect(s.showsVerticalScrollIndicator && s.showsHorizontalScrollIndicator)
        #expect(s.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(s.contentOffset == .zero && s.contentSize == .zero && s.contentInset == .zero)
        #expect(s.gestureRecognizers?.contains { $0 === s.panGestureRecognizer } == true)
    }

    @Test func contentOffsetIsTheBoundsOriginAndMovesTheContent() {
        rig { r in
            let child = UIView(frame: CGRect(x: 0, y: 500, width: 200, height: 50))
            r.scroll.addSubview(child)

            r.scroll.contentOffset = CGPoint(x: 0, y: 400)

            #expect(r.scroll.bounds.origin == CGPoint(x: 0, y: 400))
            #expect(child.frame.origin.y == 500, "subviews stay where they were placed")
            #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
            #expect(r.window.hitTest(CGPoint(x: 10, y: 110), with: nil) === child)
            #expect(r.log.events == ["scroll"], "setting the offset calls scrollViewDidScroll")

            r.scroll.contentOffset = CGPoint(x: CGFloat.nan, y: .infinity)
            r.scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
            r.scroll.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: false)
            #expect(r.scroll.contentOffset == CGPoint(x: 0, y: 400), "bad offsets are ignored")
        }
    }

    @Test func aSlowDragMovesTheContentOneToOneAndDoesNotDecelerate() {
        rig { r in
            r.scroll.contentOffset = CGPoint(x: 0, y: 200)
            r.log.events = []

            r.drag(from: CGPoint(x: 100, y: 250), by: CGVector(dx: 30, dy: -120), hold: 0.3)

            // The pan begins after ~10 points; from there the content follows the finger,
            // vertically only (content as wide as the view does not scroll sideways).
            let moved = r.scroll.contentOffset
            #expect(moved.x == 0)
            #expect(abs(moved.y - (200 + 120 - 15)) < 1, "got \(moved.y)")
            #expect(r.log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
            #expect(r.log.velocity == .zero)
            #expect(!r.scroll.isDragging && !r.scroll.isDecelerating && !r.scroll.isTracking)
        }
    }

    @Test func aFlickDeceleratesByTheRatePerMillisecondToTheProjectedOffset() {
        rig { r in
            r.drag(from: CGPoint(x: 100, y: 280), by: CGVector(dx: 0, dy: -160))
            let released = r.scroll.contentOffset.y
            let v = r.log.velocity?.y ?? 0
            // Apple: the velocity is in points per millisecond; 160 points in ~0.09 s.
            #expect(v > 1.5 && v < 2.0, "velocity \(v)")
            #expect(r.scroll.isDecelerating)
            let rate = 0.998
            let expected = released + v * rate / (1 - rate)
            #expect(abs((r.log.target?.y ?? 0) - expected) < 1e-6)

            // 100 ms on: v·r·(1 − r¹⁰⁰)/(1 − r) travelled.
            let release = 0.09
            r.clock.advance(to: release + 0.1)
            let travelled = v * rate * (1 - pow(rate, 100)) / (1 - rate)
            #expect(abs(r.scroll.contentOffset.y - (released + travelled)) < 1e-3)

            r.clock.advance(to: 10)
            #expect(abs(r.scroll.contentOffset.y - expected) < 1e-6)
            #expect(!r.scroll.isDecelerating)
            #expect(r.log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating", "scroll", "didEndDecelerating"])
        }
    }

    @Test func theFastRateStopsSooner() {
        rig { r in
            r.scroll.decelerationRate = .fast
            r.drag(from: CGPoint(x: 100, y: 280), by: CGVector(dx: 0, dy: -160))
            let released = r.scroll.contentOffset.y, v = r.log.velocity?.y ?? 0

            r.clock.advance(to: 5)

            #expect(abs(r.scroll.contentOffset.y - (released + v * 0.99 / 0.01)) < 1e-6)
        }
    }

    @Test func aFlickPastTheEndBouncesBackWhenBouncing() {
        for bounces in [true, false] {
            rig(content: CGSize(width: 200, height: 700)) { r in
                r.scroll.bounces = bounces
                r.scroll.contentOffset = CGPoint(x: 0, y: 100)
                r.drag(from: CGPoint(x: 100, y: 280), by: CGVector(dx: 0, dy: -160))
                // The reported target is clamped to the range: 700 − 300 = 400.
                #expect(r.log.target == CGPoint(x: 0, y: 400))

                var furthest: CGFloat = 0
                for i in 1...300 {
                    r.clock.advance(to: 0.09 + Double(i) / 60)
                    furthest = max(furthest, r.scroll.contentOffset.y)
                }

                #expect(r.scroll.contentOffset.y == 400)
                if bounces { #expect(furthest > 410, "overshot to \(furthest)") } else { #expect(furthest == 400) }
                #expect(r.log.events.last == "didEndDecelerating")
            }
        }
    }

    @Test func draggingPastTheTopRubberBandsAndSpringsBack() {
        rig { r in
            // Drag down 110 points in steps of 10: the pan starts after the first 10, so 100
            // points past the top show as (1 − 1/(0.55·100/300 + 1))·300.
            r.drag(from: CGPoint(x: 100, y: 50), by: CGVector(dx: 0, dy: 110), steps: 11, hold: 0.3)
            let banded = -(1 - 1 / (0.55 * 100 / 300 + 1)) * 300.0
            #expect(abs(r.scroll.contentOffset.y - banded) < 1e-3, "got \(r.scroll.contentOffset.y), want \(banded)")
            #expect(r.log.events.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
            #expect(r.log.target == .zero)

            r.clock.advance(to: 3)

            #expect(r.scroll.contentOffset.y == 0)
            #expect(r.log.events.last == "didEndDecelerating")
        }
    }

    @Test func withoutBouncesTheContentStopsAtTheEnd() {
        rig { r in
            r.scroll.bounces = false
            r.drag(from: CGPoint(x: 100, y: 50), by: CGVector(dx: 0, dy: 110), hold: 0.3)
            #expect(r.scroll.contentOffset.y == 0)
            #expect(r.log.events.contains("didEndDragging(false)"))
        }
    }

    @Test func pagingSettlesOnMultiplesOfTheBounds() {
        rig(content: CGSize(width: 1000, height: 300)) { r in
            r.scroll.isPagingEnabled = true
            // A slow drag of 60 points: back to the nearest page, 0.
            r.drag(from: CGPoint(x: 150, y: 100), by: CGVector(dx: -70, dy: 0), hold: 0.3)
            #expect(r.log.target == .zero)
            r.clock.advance(to: 3)
            #expect(r.scroll.contentOffset == .zero)

            // A slow drag past half a page: the next page.
            r.drag(from: CGPoint(x: 190, y: 100), by: CGVector(dx: -120, dy: 0), at: 4, hold: 0.3)
            #expect(r.log.target == CGPoint(x: 200, y: 0))
            r.clock.advance(to: 7)
            #expect(r.scroll.contentOffset == CGPoint(x: 200, y: 0))

            // A quick flick of 40 points: the next page in its direction.
            r.drag(from: CGPoint(x: 150, y: 100), by: CGVector(dx: -50, dy: 0), steps: 4, at: 8)
            #expect(r.log.target == CGPoint(x: 400, y: 0))
            r.clock.advance(to: 11)
            #expect(r.scroll.contentOffset == CGPoint(x: 400, y: 0))
            #expect(r.log.events.last == "didEndDecelerating")
        }
    }

    @Test func theDelegateCanMoveTheTarget() {
        // Apple: "Your application can change the value of the targetContentOffset parameter
        // to adjust where the scrollview finishes its scrolling animation."
        rig { r in
            r.log.retarget = CGPoint(x: 0, y: 1000)
            r.drag(from: CGPoint(x: 100, y: 280), by: CGVector(dx: 0, dy: -160))
            r.clock.advance(to: 10)
            #expect(r.scroll.contentOffset == CGPoint(x: 0, y: 1000))
        }
    }

    @Test func aTouchCatchesMovingContent() {
        rig { r in
            r.drag(from: CGPoint(x: 100, y: 280), by: CGVector(dx: 0, dy: -160))
            r.clock.advance(to: 0.31)
            let caught = r.scroll.contentOffset

            r.touch(100, 100, .began, 0.31)
            r.clock.advance(to: 1)

            #expect(r.scroll.contentOffset == caught)
            #expect(r.scroll.isTracking && !r.scroll.isDecelerating)
            r.touch(100, 100, .ended, 1.1)
            #expect(!r.scroll.isTracking && r.scroll.contentOffset == caught)
        }
    }

    @Test func setContentOffsetAnimatedMovesAtConstantVelocity() {
        // Apple: "true to animate the transition at a constant velocity to the new offset";
        // scrollViewDidEndScrollingAnimation — "only if animations are requested".
        rig { r in
            r.scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            #expect(r.scroll.contentOffset == .zero)
            r.clock.advance(to: 0.15)
            #expect(abs(r.scroll.contentOffset.y - 150) < 1e-6)
            r.clock.advance(to: 0.4)
            #expect(r.scroll.contentOffset.y == 300)
            #expect(r.log.events == ["scroll", "didEndScrollingAnimation"])

            r.log.events = []
            r.scroll.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
            #expect(r.scroll.contentOffset.y == 10 && r.log.events == ["scroll"])
        }
    }

    @Test func scrollRectToVisibleScrollsJustEnough() {
        // Apple: "scrolls the content view so that the area defined by rect is just visible
        // inside the scroll view. If the area is already visible, the method does nothing."
        rig { r in
            r.scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
            #expect(r.scroll.contentOffset == .zero && r.log.events.isEmpty)

            r.scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
            #expect(r.scroll.contentOffset == CGPoint(x: 0, y: 650), "its bottom at the bottom edge")

            r.scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
            #expect(r.scroll.contentOffset == CGPoint(x: 0, y: 100), "its top at the top edge")

            r.scroll.scrollRectToVisible(CGRect(x: 0, y: 9000, width: 10, height: 50), animated: false)
            #expect(r.scroll.contentOffset == CGPoint(x: 0, y: 4700), "never past the end")
        }
    }

    @Test func insetsWidenTheRange() {
        rig(content: CGSize(width: 200, height: 1000)) { r in
            r.scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
            #expect(r.scroll.adjustedContentInset == r.scroll.contentInset)
            r.scroll.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 1, height: 1), animated: false)
            #expect(abs(r.scroll.contentOffset.y - (1000 + 60 - 300)) < 1e-9, "got \(r.scroll.contentOffset.y - 760)")
            r.scroll.scrollRectToVisible(CGRect(x: 0, y: -500, width: 1, height: 1), animated: false)
            #expect(r.scroll.contentOffset.y == -40)
        }
    }

    @Test func disabledScrollingLeavesTheTouchesToTheContent() {
        rig { r in
            r.scroll.isScrollEnabled = false
            r.drag(from: CGPoint(x: 100, y: 250), by: CGVector(dx: 0, dy: -120))
            #expect(r.scroll.contentOffset == .zero && r.log.events.isEmpty)
        }
    }

    @Test func aDragThatStartsOnAButtonCancelsItsTouch() {
        rig { r in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 200, width: 160, height: 44)
            r.scroll.addSubview(button)
            var log: [String] = []
            button.addAction(UIAction { _ in log.append("up-inside") }, for: .touchUpInside)
            button.addAction(UIAction { _ in log.append("cancel") }, for: .touchCancel)

            r.touch(100, 220, .began, 0)
            r.touch(100, 222, .ended, 0.05)
            #expect(log == ["up-inside"], "a tap still reaches the button")

            r.drag(from: CGPoint(x: 100, y: 220), by: CGVector(dx: 0, dy: -100), at: 1)
            #expect(log == ["up-inside", "cancel"])
            #expect(r.scroll.contentOffset.y > 80)
        }
    }

    @Test func aScrollViewLetGoOfMidMotionStopsItsDisplayLink() {
        onVirtualClock { clock, _ in
            weak var released: UIScrollView?
            do {
                let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
                scroll.contentSize = CGSize(width: 200, height: 5000)
                scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
                #expect(clock.hasActiveDisplayLinks)
                released = scroll
            }
            clock.advance(by: 0.01)
            #expect(released == nil)
            #expect(!clock.hasActiveDisplayLinks, "an idle clock lets an app sleep")
        }
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() {
        // Apple (UIScrollView): showsVerticalScrollIndicator / showsHorizontalScrollIndicator,
        // default true; flashScrollIndicators() — "Displays the scroll indicators momentarily."
        rig { r in
            let bar = r.scroll.verticalIndicator, side = r.scroll.horizontalIndicator
            r.scroll.contentOffset = CGPoint(x: 0, y: 100)
            #expect(bar.opacity == 0, "setting the offset from code shows nothing")

            r.drag(from: CGPoint(x: 100, y: 250), by: CGVector(dx: 0, dy: -120), hold: 0.3)
            let y = r.scroll.contentOffset.y
            #expect(bar.opacity == 1 && side.opacity == 0, "no sideways content, no sideways bar")
            // 300 of 5000 points visible: the 294-point track's 17.6 points, at least 36;
            // placed by the scrolled fraction, in content coordinates.
            let expectedY = y + 3 + y / 4700 * (294 - 36)
            #expect(abs(bar.frame.minX - 194) < 1e-9 && bar.frame.width == 3 && abs(bar.frame.height - 36) < 1e-9)
            #expect(abs(bar.frame.minY - expectedY) < 1e-9)

            r.clock.advance(to: 1.5)
            #expect(bar.opacity == 0, "faded half a second after the content stopped")

            r.scroll.showsVerticalScrollIndicator = false
            r.scroll.flashScrollIndicators()
            #expect(bar.opacity == 0)
            r.scroll.showsVerticalScrollIndicator = true
            r.scroll.flashScrollIndicators()
            #expect(bar.opacity == 1)
            #expect(r.scroll.subviews.isEmpty, "the bars are not subviews")
        }
    }

    final class Zoomer: UIScrollViewDelegate {
        let view: UIView
        var events: [String] = []
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ s: UIScrollView) { if events.last != "zoom" { events.append("zoom") } }
        func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { events.append("willBegin") }
        func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            events.append("didEnd \(scale)")
        }
    }

    /// A 200-point view zoomed in a 100-point scroll view, 0.5…3.
    private func zoomRig(_ body: (MediaClock, UIWindow, UIScrollView, Zoomer) -> Void) {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.addSubview(photo)
            scroll.contentSize = photo.bounds.size
            let zoomer = Zoomer(photo)
            scroll.delegate = zoomer
            win.addSubview(scroll)
            body(clock, win, scroll, zoomer)
        }
    }

    @Test func zoomScaleScalesTheViewAboutTheVisibleCentre() {
        // Apple (UIScrollView): minimumZoomScale and maximumZoomScale default 1 (no zooming);
        // zoom(to:animated:) — "Zooms to a specific area of the content so that it's visible".
        zoomRig { clock, _, scroll, zoomer in
            #expect(scroll.pinchGestureRecognizer == nil && scroll.zoomScale == 1)
            scroll.zoomScale = 2
            #expect(scroll.zoomScale == 1, "no zooming while the limits are equal")

            scroll.minimumZoomScale = 0.5
            scroll.maximumZoomScale = 3
            #expect(scroll.pinchGestureRecognizer != nil)
            scroll.contentOffset = CGPoint(x: 50, y: 50)
            scroll.zoomScale = 2
            #expect(zoomer.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
            #expect(scroll.contentSize == CGSize(width: 400, height: 400))
            #expect(scroll.contentOffset == CGPoint(x: 150, y: 150), "the visible centre (100, 100) stays put")
            #expect(zoomer.events == ["zoom"])

            scroll.zoomScale = 10
            #expect(scroll.zoomScale == 3, "kept within the limits")

            scroll.zoom(to: CGRect(x: 150, y: 150, width: 50, height: 50), animated: true)
            clock.advance(to: 0.5)
            #expect(scroll.zoomScale == 2 && scroll.contentOffset == CGPoint(x: 300, y: 300))
        }
    }

    @Test func aPinchZoomsAboutTheFingersAndBouncesBackIntoTheLimits() {
        zoomRig { clock, win, scroll, zoomer in
            scroll.minimumZoomScale = 0.5
            scroll.maximumZoomScale = 3
            scroll.contentOffset = CGPoint(x: 50, y: 50)
            func fingers(_ half: CGFloat, _ phase: UITouch.Phase, _ t: TimeInterval) {
                clock.advance(to: t)
                win.deliver(touches: [.init(id: 0, location: CGPoint(x: 50 - half, y: 50), phase: phase, timestamp: t),
                                      .init(id: 1, location: CGPoint(x: 50 + half, y: 50), phase: phase, timestamp: t)])
            }

            fingers(10, .began, 0)
            fingers(20, .moved, 0.05)
            fingers(30, .moved, 0.1)
            #expect(abs(scroll.zoomScale - 3) < 1e-9 && scroll.isZooming)
            #expect(abs(scroll.contentOffset.x - 250) < 1e-9, "content point (100, 100) stays under the fingers")
            fingers(45, .moved, 0.15)
            #expect(scroll.zoomScale > 3.5, "past the limit, at half the rate: \(scroll.zoomScale)")
            fingers(45, .ended, 0.2)
            #expect(scroll.isZoomBouncing && zoomer.events.last != "didEnd 3.0", "springing back")
            clock.advance(to: 1)
            #expect(!scroll.isZoomBouncing)

            #expect(scroll.zoomScale == 3 && !scroll.isZooming)
            #expect(zoomer.events.first == "willBegin" && zoomer.events.last == "didEnd 3.0")
        }
    }
}
