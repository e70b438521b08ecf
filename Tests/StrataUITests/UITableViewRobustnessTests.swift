import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Bad input never crashes a table view. UIKit asserts or raises for negative counts, paths
/// out of range and non-finite heights; Strata reads a negative count as 0 and a NaN height as
/// 44 points, ignores paths that name no row, and prints what it did.
@Suite struct UITableViewRobustnessTests {
    final class Hostile: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections = -3
        var rows: (Int) -> Int = { _ in -5 }
        var height: CGFloat = .nan
        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows(section) }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { -.infinity }
    }

    @Test func negativeCountsAndNonFiniteHeightsAreReadSafely() {
        onVirtualClock { _, root in
            let hostile = Hostile()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .grouped)
            table.dataSource = hostile
            table.delegate = hostile
            root.addSubview(table)
            table.layoutIfNeeded()
            #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty)

            hostile.sections = 2
            hostile.rows = { $0 == 0 ? -1 : 3 }
            table.reloadData()
            table.layoutIfNeeded()
            #expect(table.numberOfRows(inSection: 0) == 0 && table.numberOfRows(inSection: 1) == 3)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 44, "NaN reads as 44")
            #expect(table.rectForHeader(inSection: 1).height == 44, "-infinity reads as 44")
            #expect(table.contentSize.height.isFinite && table.visibleCells.count == 3)

            hostile.height = -20
            table.reloadData()
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 0, "a negative height reads as 0")
        }
    }

    @Test func pathsOutOfRangeAreIgnored() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(3)])
            showOnScreen(controller, clock)
            let table = controller.tableView
            let nowhere = [IndexPath(row: 7, section: 0), IndexPath(row: -1, section: 0), IndexPath(row: 0, section: 9),
                           IndexPath(indexes: []), IndexPath(indexes: [0, 1, 2])]

            for path in nowhere {
                #expect(table.cellForRow(at: path) == nil || path.count != 2)
                #expect(table.rectForRow(at: path) == .zero || path.count != 2)
                table.selectRow(at: path, animated: true, scrollPosition: .middle)
                table.scrollToRow(at: path, at: .bottom, animated: false)
                table.deselectRow(at: path, animated: false)
            }
            #expect(table.rect(forSection: -1) == .zero && table.numberOfRows(inSection: 42) == 0)
            #expect(table.indexPathForSelectedRow == nil && table.contentOffset == .zero)
            #expect(table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: CGFloat.infinity)) == nil)

            // Updates naming rows that do not exist reload instead of raising.
            table.deleteRows(at: [IndexPath(row: 10, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 0, section: 4)], with: .fade)
            table.reloadRows(at: [IndexPath(row: -2, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 99, section: 0))
            table.deleteSections(IndexSet(integer: 5), with: .fade)
            table.endUpdates()
            clock.advance(by: 0.5)
            #expect(table.numberOfRows(inSection: 0) == 3 && table.visibleCells.count == 3)
        }
    }

    @Test func withoutADataSourceTheTableIsEmptyAndUpdatesKeepItSo() {
        onVirtualClock { clock, root in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            root.addSubview(table)
            table.layoutIfNeeded()
            table.beginUpdates()
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            table.endUpdates()
            table.performBatchUpdates(nil, completion: nil)
            clock.advance(by: 0.5)

            #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty)
            #expect(table.contentSize.height == 0)
        }
    }

    /// A data source and delegate that change the table from inside its own callbacks.
    final class Meddler: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = (0..<30).map { "R\($0)" }
        var reloadOnce = true, deleteOnce = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if reloadOnce {
                reloadOnce = false
                tableView.reloadData()
                _ = tableView.visibleCells
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "R") ?? UITableViewCell(style: .default, reuseIdentifier: "R")
            cell.textLabel?.text = indexPath.row < rows.count ? rows[indexPath.row] : "?"
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            if deleteOnce, indexPath.row == 3 {
                deleteOnce = false
                rows.remove(at: 0)
                tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
    }

    @Test func changesMadeFromInsideTheTablesCallbacksSettleConsistently() {
        onVirtualClock { clock, root in
            let meddler = Meddler()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            table.dataSource = meddler
            table.delegate = meddler
            root.addSubview(table)
            table.layoutIfNeeded()
            clock.advance(by: 1)
            table.layoutIfNeeded()

            #expect(table.numberOfRows(inSection: 0) == 29)
            let shown = table.indexPathsForVisibleRows ?? []
            #expect(shown == (0..<7).map { IndexPath(row: $0, section: 0) })
            #expect(shown.allSatisfy { table.cellForRow(at: $0)?.textLabel?.text == meddler.rows[$0.row] })
            #expect(table.subviews.filter { $0 is UITableViewCell }.count == shown.count)
        }
    }
}
