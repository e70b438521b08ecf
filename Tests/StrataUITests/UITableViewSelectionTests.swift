import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Selecting rows by tap and by code. Apple (UITableViewDelegate): tableView(_:willSelectRowAt:)
/// — "Tells the delegate that a specified row is about to be selected", returning "an index-path
/// object that confirms or alters the selected row" or nil "if you don't want the row selected";
/// selectRow(at:animated:scrollPosition:) — "Calling this method doesn't cause the delegate to
/// receive a tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:) message".
@Suite struct UITableViewSelectionTests {
    private func tap(_ window: UIWindow, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        window.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: y), phase: .began, timestamp: t)])
        window.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: y), phase: .ended, timestamp: t + 0.05)])
    }

    @Test func aTapSelectsTheRowWithTheDelegateCallsInUIKitsOrder() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(20)])
            let window = showOnScreen(controller, clock)
            let table = controller.tableView

            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: 70), phase: .began, timestamp: 0)])
            let highlighted = table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted
            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: 70), phase: .ended, timestamp: 0.05)])

            #expect(highlighted == true, "the touched row highlights while the finger is down")
            #expect(controller.log == ["willSelect 1", "didSelect 1"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            #expect(cell.isSelected && !cell.isHighlighted)

            controller.log = []
            tap(window, 100, 160, at: 1)
            #expect(controller.log == ["willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
            #expect(!cell.isSelected)
        }
    }

    @Test func willSelectCanRedirectOrRefuseAndMultipleSelectionToggles() {
        onVirtualClock { clock, _ in
            final class Picky: NSObject, UITableViewDelegate {
                func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                    indexPath.row == 0 ? nil : indexPath.row == 2 ? IndexPath(row: 4, section: 0) : indexPath
                }
            }
            let controller = FruitListController([rowNames(20)])
            let window = showOnScreen(controller, clock)
            let table = controller.tableView
            let picky = Picky()
            table.delegate = picky

            tap(window, 100, 20, at: 0)
            #expect(table.indexPathForSelectedRow == nil, "nil refuses the selection")
            tap(window, 100, 110, at: 1)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0), "redirected to row 4")

            table.allowsMultipleSelection = true
            tap(window, 100, 160, at: 2)
            #expect(table.indexPathsForSelectedRows?.map(\.row) == [3, 4])
            tap(window, 100, 160, at: 3)
            #expect(table.indexPathsForSelectedRows?.map(\.row) == [4], "a second tap deselects")

            table.allowsSelection = false
            table.allowsMultipleSelection = false
            tap(window, 100, 250, at: 4)
            #expect(table.indexPathsForSelectedRows?.map(\.row) == [4])
        }
    }

    @Test func aDragScrollsInsteadOfSelecting() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(50)])
            let window = showOnScreen(controller, clock)
            let table = controller.tableView

            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: 300), phase: .began, timestamp: 0)])
            for step in 1...10 {
                window.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: 300 - CGFloat(step) * 15), phase: .moved,
                                                timestamp: Double(step) * 0.016)])
            }
            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: 150), phase: .ended, timestamp: 0.2)])

            #expect(table.contentOffset.y > 100, "the drag scrolled")
            #expect(controller.log.isEmpty && table.indexPathForSelectedRow == nil)
            #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        }
    }

    @Test func selectRowByCodeCallsNoDelegateAndSurvivesReuse() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(100)])
            showOnScreen(controller, clock)
            let table = controller.tableView

            table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .middle)
            table.layoutIfNeeded()
            #expect(controller.log.isEmpty)
            #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
            #expect(table.visibleCells.filter(\.isSelected).count == 1, "reused cells come back unselected")

            table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
            table.layoutIfNeeded()
            #expect(table.visibleCells.allSatisfy { !$0.isSelected })
            table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
            #expect(table.indexPathForSelectedRow == nil)
            table.selectRow(at: IndexPath(row: 500, section: 0), animated: false, scrollPosition: .top)
            #expect(table.indexPathForSelectedRow == nil, "a path out of range is ignored")
        }
    }

    @Test func highlightCallsComeBeforeSelectionAndTheInfoAccessoryReportsItsTap() {
        // Apple (UITableViewDelegate, "Managing table view highlights"): a touch highlights
        // the row (didHighlightRowAt), lifting ends it (didUnhighlightRowAt) before the
        // selection calls; tableView(_:accessoryButtonTappedForRowWith:) — "Tells the
        // delegate that the user tapped the detail button for the specified row".
        final class Recorder: NSObject, UITableViewDataSource, UITableViewDelegate {
            var log: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                if indexPath.row == 2 { cell.accessoryType = .detailButton }
                return cell
            }
            func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
            func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.row)") }
            func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                log.append("willSelect \(indexPath.row)")
                return indexPath
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("info \(indexPath.row)") }
        }
        onVirtualClock { clock, _ in
            let recorder = Recorder()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            table.dataSource = recorder
            table.delegate = recorder
            let window = UIWindow(frame: table.frame)
            window.addSubview(table)
            window.layoutIfNeeded()
            clock.advance(by: 0)

            tap(window, 100, 50, at: 0)
            #expect(recorder.log == ["highlight 1", "unhighlight 1", "willSelect 1", "didSelect 1"])
            recorder.log = []
            tap(window, 300, 110, at: 1)
            #expect(recorder.log == ["highlight 2", "unhighlight 2", "info 2"], "the info button, not a selection")
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        }
    }
}
