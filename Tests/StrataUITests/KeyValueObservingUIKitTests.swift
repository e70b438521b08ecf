import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Key-value observing of views as iOS apps use it: a table's `contentSize` observed to size
/// its container (`addObserver(_:forKeyPath:options:context:)` with `observeValue(forKeyPath:
/// of:change:context:)` overridden in the view controller), a scroll view's `contentOffset`
/// observed with `observe(_:options:changeHandler:)` (pull-to-refresh and parallax headers), a
/// view's geometry and a button's highlight. Apple documents UIKit properties as KVO-compliant
/// only where stated ("Key-Value Observing Programming Guide": "many of the UIKit framework
/// classes are not KVO compliant"); apps rely on the settings of these properties notifying, as
/// their setters do on iOS (the automatic notification of `setFrame:`, `setContentOffset:`).
@Suite struct KeyValueObservingUIKitTests {
    final class SizingController: UIViewController, UITableViewDataSource {
        var rows = ["a", "b", "c"]
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        var observedHeights: [CGFloat] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            view.addSubview(tableView)
            tableView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
        }

        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            guard keyPath == "contentSize", let size = change?[.newKey] as? CGSize else { return }
            // Foundation boxes a struct in an NSValue; both readings work.
            #expect((change?[.newKey] as? NSValue)?.cgSizeValue == size)
            // Foundation boxes a struct in an NSValue; both readings work.
            #expect((change?[.newKey] as? NSValue)?.cgSizeValue == size)
            observedHeights.append(size.height)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    @Test func aTablesContentSizeObservedByItsController() {
        onVirtualClock { clock, root in
            let controller = SizingController()
            root.addSubview(controller.view)
            controller.view.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(controller.observedHeights.last == controller.tableView.contentSize.height)
            #expect(controller.observedHeights.last == 132) // three rows of UIKit's standard 44 points
            controller.rows += ["d", "e"]
            controller.tableView.reloadData()
            controller.view.layoutIfNeeded()
            #expect(controller.observedHeights.last == 220)
            controller.tableView.removeObserver(controller, forKeyPath: "contentSize")
        }
    }

    @Test func draggingAScrollViewReportsEachContentOffset() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 200, height: 1200)
            window.addSubview(scrollView)
            clock.advance(by: 0)
            var offsets: [CGFloat] = []
            let observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { _, change in
                guard let new = change.newValue, let old = change.oldValue else { return }
                #expect(new != old)
                offsets.append(new.y)
            }
            var t = 0.0
            window.deliver(touchAt: CGPoint(x: 100, y: 250), phase: .began, timestamp: t)
            for y in stride(from: 240.0, through: 100, by: -20) {
                t += 0.016
                clock.advance(by: 0.016)
                window.deliver(touchAt: CGPoint(x: 100, y: y), phase: .moved, timestamp: t)
            }
            #expect(offsets.count >= 5)
            #expect(offsets == offsets.sorted())
            #expect(offsets.last == scrollView.contentOffset.y)
            let count = offsets.count
            observation.invalidate()
            scrollView.contentOffset = .zero
            #expect(offsets.count == count)
        }
    }

    @Test func aViewsFrameNotifiesOncePerSettingAndFollowsItsLayer() {
        onVirtualClock { _, root in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(view)
            var frames: [CGRect] = []
            let frameObservation = view.observe(\.frame, options: .new) { _, change in frames.append(change.newValue ?? .null) }
            var centers: [CGPoint] = []
            let centerObservation = view.observe(\.center, options: .new) { _, change in centers.append(change.newValue ?? .zero) }
            view.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            #expect(frames == [CGRect(x: 20, y: 20, width: 40, height: 40)])
            #expect(centers == [CGPoint(x: 40, y: 40)])
            // Through the layer, as Core Animation code moves a view's layer.
            view.layer.position = CGPoint(x: 100, y: 100)
            #expect(frames.last == CGRect(x: 80, y: 80, width: 40, height: 40))
            #expect(centers.last == CGPoint(x: 100, y: 100))
            // A view animation reports the final (model) value at once.
            UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
            #expect(frames.count == 2)
            _ = (frameObservation, centerObservation)
        }
    }

    final class Watcher: UIView {
        var keys: [String] = []
        var hidden: [Bool] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            keys.append(keyPath ?? "?")
            if let value = change?[.newKey] as? Bool { hidden.append(value) }
        }
    }

    @Test func stringObserversUseUIKitsPropertyNames() {
        onVirtualClock { _, root in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(view)
            let watcher = Watcher()
            view.addObserver(watcher, forKeyPath: "hidden", options: .new, context: nil)
            view.addObserver(watcher, forKeyPath: "frame", options: .new, context: nil)
            view.isHidden = true
            view.alpha = 0.5
            view.frame = CGRect(x: 1, y: 1, width: 5, height: 5)
            // As on iOS, "frame" is the frame setter's key: a change of the bounds alone is not it.
            view.bounds = CGRect(x: 0, y: 0, width: 7, height: 7)
            #expect(watcher.keys == ["hidden", "frame"])
            #expect(watcher.hidden == [true])
            view.removeObserver(watcher, forKeyPath: "hidden")
            view.removeObserver(watcher, forKeyPath: "frame")
        }
    }

    @Test func aButtonsHighlightIsObservable() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
            window.addSubview(button)
            clock.advance(by: 0)
            var states: [Bool] = []
            let observation = button.observe(\.isHighlighted, options: .new) { _, change in
                states.append(change.newValue ?? false)
            }
            window.deliver(touchAt: CGPoint(x: 100, y: 70), phase: .began, timestamp: 0)
            window.deliver(touchAt: CGPoint(x: 100, y: 70), phase: .ended, timestamp: 0.1)
            #expect(states == [true, false])
            _ = observation
        }
    }

    /// CollectionViewPagingLayout's `setCurrentPage`: it observes `\.contentOffset`, then sets
    /// the offset, and finishes when the handler sees the target. On iOS every setting notifies,
    /// the offset the view already has too, so going to the current page finishes.
    @Test func settingTheOffsetAViewAlreadyHasStillNotifies() {
        onVirtualClock { _, root in
            let layout = UICollectionViewFlowLayout()
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
            root.addSubview(collectionView)
            var finished = 0
            var observation: NSKeyValueObservation?
            observation = collectionView.observe(\.contentOffset, options: [.new]) { collectionView, change in
                #expect(change.newValue == .zero)
                if collectionView.contentOffset == .zero {
                    observation = nil
                    finished += 1
                }
            }
            collectionView.setContentOffset(.zero, animated: false)
            #expect(finished == 1)
            #expect(observation == nil)
            // A key path Strata names notifies each setting; typed on the base class as well.
            var alphas = 0
            let alphaObservation = (collectionView as UIView).observe(\.alpha) { _, _ in alphas += 1 }
            collectionView.alpha = 1
            collectionView.alpha = 1
            #expect(alphas == 2)
            _ = alphaObservation
        }
    }

    final class BrandSlider: UISlider {}

    final class Container: UIViewController {
        var sizes: [CGSize] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            if keyPath == "preferredContentSize", let size = change?[.newKey] as? CGSize { sizes.append(size) }
        }
    }

    @Test func labelsControlsAndControllersReportTheirOwnValues() {
        onVirtualClock { _, root in
            let label = UILabel()
            var texts: [String?] = []
            let textObservation = label.observe(\.text, options: .new) { _, change in texts.append(change.newValue ?? nil) }
            label.text = "Hello"
            label.text = "Hello"
            #expect(texts == ["Hello", "Hello"])

            let pages = UIPageControl()
            pages.numberOfPages = 4
            var current: [Int] = []
            let pageObservation = pages.observe(\.currentPage, options: .new) { _, change in current.append(change.newValue ?? -1) }
            pages.currentPage = 2
            #expect(current == [2])

            // Key paths of an app's subclass are named too: an equal value still notifies.
            let slider = BrandSlider()
            var values: [Float] = []
            let sliderObservation = slider.observe(\.value, options: .new) { _, change in values.append(change.newValue ?? -1) }
            slider.value = 0.5
            slider.value = 0.5
            #expect(values == [0.5, 0.5])

            let progressView = UIProgressView(progressViewStyle: .default)
            var progress: [Float] = []
            let progressObservation = progressView.observe(\.progress, options: [.old, .new]) { _, change in
                progress.append(change.newValue ?? -1)
            }
            progressView.progress = 0.25
            #expect(progress == [0.25])

            let container = Container()
            let child = UIViewController()
            container.addChild(child)
            child.addObserver(container, forKeyPath: "preferredContentSize", options: .new, context: nil)
            child.preferredContentSize = CGSize(width: 300, height: 200)
            #expect(container.sizes == [CGSize(width: 300, height: 200)])
            child.removeObserver(container, forKeyPath: "preferredContentSize")
            _ = (textObservation, pageObservation, sliderObservation, progressObservation, root)
        }
    }

    /// DGElasticPullToRefresh's and SwiftPullToRefresh's way to see a drag end: observe the
    /// scroll view's "panGestureRecognizer.state" (Apple: UIGestureRecognizer `state`).
    final class PullWatcher: UIView {
        var states: [Int] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            if keyPath == "panGestureRecognizer.state", let raw = change?[.newKey] as? Int { states.append(raw) }
        }
    }

    @Test func aScrollViewsPanStateIsObservableThroughItsKeyPath() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 200, height: 900)
            window.addSubview(scrollView)
            clock.advance(by: 0)
            let watcher = PullWatcher()
            scrollView.addObserver(watcher, forKeyPath: "panGestureRecognizer.state", options: .new, context: nil)
            var seen: [UIGestureRecognizer.State] = []
            let observation = scrollView.observe(\.panGestureRecognizer.state, options: .new) { _, change in
                if let state = change.newValue, seen.last != state { seen.append(state) }
            }
            window.deliver(touchAt: CGPoint(x: 100, y: 250), phase: .began, timestamp: 0)
            for (i, y) in [230.0, 200, 170].enumerated() {
                clock.advance(by: 0.016)
                window.deliver(touchAt: CGPoint(x: 100, y: y), phase: .moved, timestamp: 0.016 * Double(i + 1))
            }
            window.deliver(touchAt: CGPoint(x: 100, y: 170), phase: .ended, timestamp: 0.07)
            #expect(seen.first == .began && seen.contains(.changed) && seen.contains(.ended))
            #expect(watcher.states.contains(UIGestureRecognizer.State.began.rawValue))
            #expect(watcher.states.contains(UIGestureRecognizer.State.ended.rawValue))
            scrollView.removeObserver(watcher, forKeyPath: "panGestureRecognizer.state")
            _ = observation
        }
    }
}
