import Foundation
import Testing
@testable import StrataUI
import StrataCore

// A table driven by snapshots, as iOS 13 code writes it (Apple: UITableViewDiffableDataSource —
// init(tableView:cellProvider:), apply(_:animatingDifferences:completion:), snapshot(),
// itemIdentifier(for:), defaultRowAnimation; "the data source … computes the difference and
// animates the changes").
@Suite struct UITableViewDiffableDataSourceTests {
    enum Section: Hashable { case fruit, vegetables }

    final class Groceries {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        lazy var dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        init() { table.register(UITableViewCell.self, forCellReuseIdentifier: "cell") }
    }

    static func texts(_ table: UITableView) -> [String] {
        table.indexPathsForVisibleRows?.sorted().compactMap { table.cellForRow(at: $0)?.textLabel?.text } ?? []
    }

    @Test func snapshotsAnimateTheirDifference() {
        onVirtualClock { clock, root in
            let groceries = Groceries()
            let win = UIWindow(frame: root.bounds)
            win.addSubview(groceries.table)
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.fruit, .vegetables])
            snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: .fruit)
            snapshot.appendItems(["Leek"], toSection: .vegetables)
            groceries.dataSource.apply(snapshot, animatingDifferences: false)
            groceries.table.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(Self.texts(groceries.table) == ["Apple", "Banana", "Cherry", "Leek"])
            #expect(groceries.table.numberOfSections == 2 && groceries.table.numberOfRows(inSection: 0) == 3)

            var next = groceries.dataSource.snapshot()
            next.deleteItems(["Banana"])
            next.insertItems(["Apricot"], afterItem: "Apple")
            next.moveItem("Leek", beforeItem: "Apple")
            groceries.dataSource.defaultRowAnimation = .fade
            var done = false
            groceries.dataSource.apply(next) { done = true }
            clock.advance(by: 0)
            clock.advance(by: 0.15)
            #expect(!done, "animating")
            clock.advance(by: 1)
            groceries.table.layoutIfNeeded()
            #expect(done)
            #expect(Self.texts(groceries.table) == ["Leek", "Apple", "Apricot", "Cherry"])
            #expect(groceries.table.numberOfRows(inSection: 1) == 0)
            #expect(groceries.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Apricot")
            #expect(groceries.dataSource.indexPath(for: "Cherry") == IndexPath(row: 3, section: 0))
            #expect(groceries.dataSource.itemIdentifier(for: IndexPath(row: 9, section: 7)) == nil)
        }
    }
}
