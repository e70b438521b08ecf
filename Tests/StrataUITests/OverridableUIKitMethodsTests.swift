import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIKit's hierarchy and containment methods are `open` (UIView: `addSubview(_:)`,
/// `insertSubview(_:at:)`, `removeFromSuperview()`, `bringSubviewToFront(_:)`,
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`;
/// UIViewController: `addChild(_:)`, `removeFromParent()`), and libraries override them: a
/// blur view tearing down its effect in `removeFromSuperview()`, a container counting its
/// children, a cell sizing itself for a self-sizing table ("Self-sizing table view cells":
/// the table asks the cell for its fitting size).
@Suite struct OverridableUIKitMethodsTests {
    final class TrackingView: UIView {
        var log: [String] = []
        override func addSubview(_ view: UIView) { log.append("add"); super.addSubview(view) }
        override func insertSubview(_ view: UIView, at index: Int) { log.append("insert \(index)"); super.insertSubview(view, at: index) }
        override func removeFromSuperview() { log.append("remove"); super.removeFromSuperview() }
        override func bringSubviewToFront(_ view: UIView) { log.append("front"); super.bringSubviewToFront(view) }
    }

    @Test func hierarchyOverridesRunAndKeepTheHierarchy() {
        let parent = TrackingView()
        let a = UIView(), b = TrackingView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)
        parent.bringSubviewToFront(b)
        #expect(parent.log == ["add", "insert 0", "front"])
        #expect(parent.subviews == [a, b])
        #expect(parent.layer.sublayers?.last === b.layer)
        b.removeFromSuperview()
        #expect(b.log == ["remove"])
        #expect(parent.subviews == [a] && b.superview == nil)
    }

    final class CountingContainer: UIViewController {
        var added = 0, removed = 0
        override func addChild(_ childController: UIViewController) { added += 1; super.addChild(childController) }
    }

    final class LeavingChild: UIViewController {
        var left = false
        override func removeFromParent() { left = true; super.removeFromParent() }
    }

    @Test func containmentOverridesRun() {
        let container = CountingContainer()
        let child = LeavingChild()
        container.addChild(child)
        #expect(container.added == 1 && container.children == [child] && child.parent === container)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.left && container.children.isEmpty && child.parent == nil)
    }

    /// A cell that knows its height (a cell holding a collection view returns the collection's
    /// content height this way).
    final class FixedHeightCell: UITableViewCell {
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                              verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
            CGSize(width: targetSize.width, height: 123)
        }
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Fixed", for: indexPath)
        }
    }

    @Test func aSelfSizingTableAsksTheCellForItsHeight() {
        onVirtualClock { _, root in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(FixedHeightCell.self, forCellReuseIdentifier: "Fixed")
            let rows = Rows()
            table.dataSource = rows
            root.addSubview(table)
            table.layoutIfNeeded()
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 123, width: 320, height: 123))
            _ = rows
        }
    }
}

/// UILabel `isUserInteractionEnabled`: "This class changes the default value of this property
/// to false", so a tap on a label laid over a button reaches the button.
@Suite struct LabelInteractionDefaultTests {
    @Test func aTapOnALabelOverAButtonReachesTheButton() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            let label = UILabel(frame: button.frame)
            label.text = "Tap me"
            window.addSubview(button)
            window.addSubview(label)
            clock.advance(by: 0)
            #expect(UILabel().isUserInteractionEnabled == false)
            window.deliver(touchAt: CGPoint(x: 100, y: 50), phase: .began, timestamp: 0)
            window.deliver(touchAt: CGPoint(x: 100, y: 50), phase: .ended, timestamp: 0.05)
            #expect(taps == 1)
        }
    }
}

/// UIViewController `presentedViewController`: "The view controller that is presented by this
/// view controller, or one of its ancestors in the view controller hierarchy."
@Suite struct PresentedByAncestorTests {
    @Test func aChildSeesWhatItsContainerPresented() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: top)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            clock.advance(by: 0)
            let sheet = UIViewController()
            navigation.present(sheet, animated: false)
            clock.advance(by: 0.1)
            #expect(navigation.presentedViewController === sheet)
            #expect(top.presentedViewController === sheet)
            #expect(navigation.visibleViewController === sheet)
            #expect(sheet.presentedViewController == nil)
        }
    }
}

/// UIView `gestureRecognizerShouldBegin(_:)`: "Returning false causes the gesture recognizer to
/// transition to the failed state … the UISlider class uses this method to prevent swipes …
/// that start in the thumb." A view inside a scroll view keeps the scroll view's pan from
/// starting on it; elsewhere the pan scrolls.
@Suite struct ViewGestureConsentTests {
    final class Knob: UIView {
        var asked = 0
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return !(gestureRecognizer is UIPanGestureRecognizer)
        }
    }

    @Test func aViewUnderTheTouchCanRefuseAnAncestorsPan() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            let knob = Knob(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            scrollView.addSubview(knob)
            window.addSubview(scrollView)
            clock.advance(by: 0)
            func drag(from y: CGFloat, at t: TimeInterval) {
                window.deliver(touchAt: CGPoint(x: 100, y: y), phase: .began, timestamp: t)
                for i in 1...4 {
                    window.deliver(touchAt: CGPoint(x: 100, y: y - CGFloat(i) * 15), phase: .moved, timestamp: t + 0.016 * Double(i))
                }
                window.deliver(touchAt: CGPoint(x: 100, y: y - 60), phase: .ended, timestamp: t + 0.1)
            }
            drag(from: 80, at: 0)
            #expect(knob.asked >= 1)
            #expect(scrollView.contentOffset.y == 0)
            drag(from: 250, at: 1)
            #expect(scrollView.contentOffset.y > 0)
        }
    }
}
