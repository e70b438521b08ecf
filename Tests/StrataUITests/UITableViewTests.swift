import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UITableView's data, layout and reuse. Apple (UITableView): "Table views … display a
/// single column of vertically scrolling content, divided into rows and sections"; the data
/// source's tableView(_:cellForRowAt:) makes the cells, and dequeueReusableCell(withIdentifier:)
/// returns "a UITableViewCell object with the associated identifier, or nil if no such object
/// exists in the reusable-cell queue"; rowHeight defaults to automaticDimension.
@Suite struct UITableViewTests {
    @Test func aListControllerShowsTheRowsInSightAt44PointsEach() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(30)])
            showOnScreen(controller, clock)
            let table = controller.tableView

            #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 30)
            #expect(table.contentSize == CGSize(width: 320, height: 30 * 44))
            #expect(visibleRows(table) == Array(0...9), "440 points show rows 0–9")
            let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
            #expect(cell?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
            #expect(cell?.textLabel?.text == "Row 3")
            #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil, "out of sight: no cell")
            #expect(table.visibleCells.count == 10 && table.visibleCells.first?.textLabel?.text == "Row 0")
            #expect(table.indexPath(for: cell!) == IndexPath(row: 3, section: 0))
        }
    }

    @Test func geometryQueriesAnswerFromTheLoadedLayout() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(5), rowNames(5)])
            controller.heights[IndexPath(row: 1, section: 0)] = 100
            showOnScreen(controller, clock)
            let table = controller.tableView

            #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 144, width: 320, height: 44))
            #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 276, width: 320, height: 220))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 60)) == IndexPath(row: 1, section: 0))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 280)) == IndexPath(row: 0, section: 1))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
            #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 150))?.count == 3)
        }
    }

    @Test func scrollToRowPutsTheRowAtTopMiddleOrBottomWithinRange() {
        // Apple: scrollToRow(at:at:animated:) — "scrolls through the table view until a row
        // identified by index path is at a particular location on the screen".
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(100)])
            showOnScreen(controller, clock)
            let table = controller.tableView

            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == 2200)
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
            #expect(near(table.contentOffset.y, 2200 + 22 - 220))
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
            #expect(near(table.contentOffset.y, 2244 - 440))
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
            #expect(near(table.contentOffset.y, 4400 - 440), "clamped to the end")
            table.layoutIfNeeded()
            #expect(visibleRows(table).last == 99)
            table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: true)
            clock.advance(by: 0.31)
            #expect(table.contentOffset.y == 0)
        }
    }

    /// A cell class set up in its own `init(style:reuseIdentifier:)`, as iOS code writes one.
    final class BadgeCell: UITableViewCell {
        nonisolated(unsafe) static var made = 0
        nonisolated(unsafe) static var reused = 0
        let badge = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
            BadgeCell.made += 1
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func prepareForReuse() {
            super.prepareForReuse()
            BadgeCell.reused += 1
        }
    }

    final class BigList: NSObject, UITableViewDataSource, UITableViewDelegate {
        var displayed = 0, ended = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath) as! BadgeCell
            cell.badge.text = "\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed += 1 }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { ended += 1 }
    }

    @Test func scrollingTenThousandRowsKeepsOnlyTheVisibleCellsAlive() {
        onVirtualClock { clock, root in
            BadgeCell.made = 0
            BadgeCell.reused = 0
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            let list = BigList()
            table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
            table.dataSource = list
            table.delegate = list
            root.addSubview(table)
            table.layoutIfNeeded()

            var offset: CGFloat = 0
            while offset < 440_000 - 440 {
                offset = min(offset + 97, 440_000 - 440)
                table.contentOffset = CGPoint(x: 0, y: offset)
                table.layoutIfNeeded()
            }
            let cells = table.subviews.filter { $0 is UITableViewCell }

            #expect(visibleRows(table).last == 9_999)
            #expect(cells.count == table.visibleCells.count && cells.count <= 11)
            #expect(BadgeCell.made <= 12, "made \(BadgeCell.made) cells for 10,000 rows")
            #expect(BadgeCell.reused > 9_000)
            #expect(list.displayed - list.ended == cells.count)
            #expect((table.cellForRow(at: IndexPath(row: 9_999, section: 0)) as? BadgeCell)?.badge.text == "9999")
        }
    }

    @Test func dequeueWithoutRegistrationIsNilUntilACellIsKept() {
        onVirtualClock { _, _ in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            #expect(table.dequeueReusableCell(withIdentifier: "Plain") == nil)

            table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
            let made = table.dequeueReusableCell(withIdentifier: "Badge")
            #expect(made is BadgeCell && made?.reuseIdentifier == "Badge")
            #expect(made?.style == .subtitle, "the subclass's own init ran")
            table.register(nil as AnyClass?, forCellReuseIdentifier: "Badge")
            #expect(table.dequeueReusableCell(withIdentifier: "Badge") == nil)
            let fallback = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            #expect(fallback.reuseIdentifier == "Missing", "Apple raises; Strata returns a plain cell")
        }
    }

    @Test func cellStylesLayTheirLabelsOutAsUIKits() {
        // Apple (UITableViewCell.CellStyle): value1 — "a label on the left side of the cell
        // with left-aligned … text; on the right side is a label that has smaller … text",
        // subtitle — "a left-aligned label across the top and a left-aligned label below it".
        onVirtualClock { _, _ in
            let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
            #expect(plain.detailTextLabel == nil)

            let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
            value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            value1.textLabel?.text = "Wi-Fi"
            value1.detailTextLabel?.text = "Home"
            value1.accessoryType = .disclosureIndicator
            value1.layoutIfNeeded()
            #expect(value1.contentView.frame.width == 320 - UITableViewCell.accessoryWidth)
            #expect(value1.textLabel!.frame.minX == 16)
            #expect(abs(value1.detailTextLabel!.frame.maxX - (value1.contentView.frame.width - 16)) < 0.01)

            let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            subtitle.textLabel?.text = "Title"
            subtitle.detailTextLabel?.text = "Detail"
            subtitle.layoutIfNeeded()
            #expect(subtitle.detailTextLabel!.frame.minY >= subtitle.textLabel!.frame.maxY - 0.01)
            #expect(subtitle.textLabel!.frame.minX == subtitle.detailTextLabel!.frame.minX)
        }
    }

    /// A cell sized by Auto Layout: a 90-point box pinned to the content view's edges.
    final class TallCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                box.heightAnchor.constraint(equalToConstant: 90),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func automaticDimensionSizesAutoLayoutCellsAndGivesPlainCells44() {
        // Apple (automaticDimension / "Self-sizing table view cells"): with Auto Layout
        // constraints in the content view the table view computes each row's height.
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(4)])
            controller.viewDidLoadHook = { $0.register(TallCell.self, forCellReuseIdentifier: "Tall") }
            controller.cellIdentifier = { $0.row % 2 == 0 ? "Tall" : "Cell" }
            showOnScreen(controller, clock)
            let table = controller.tableView

            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 320, height: 44))
            #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
            #expect(table.contentSize.height == 288)

            // Rows not yet measured take the estimate (Apple: estimatedRowHeight).
            controller.sections[0] = rowNames(40)
            table.estimatedRowHeight = 100
            table.reloadData()
            table.layoutIfNeeded()
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44, "measured: in sight")
            #expect(table.rectForRow(at: IndexPath(row: 39, section: 0)).height == 100, "estimated: out of sight")
        }
    }

    @Test func changingRowHeightKeepsTheCellsAndTheSelection() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(10)])
            showOnScreen(controller, clock)
            let table = controller.tableView
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))

            table.rowHeight = 60
            table.layoutIfNeeded()

            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
            #expect(cell?.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0) && cell?.isSelected == true)
        }
    }

    /// A cell whose Auto Layout height follows its width (a 4:1 banner, 5-point margins).
    final class BannerCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
                banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
                banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 0.25),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func selfSizedRowsAreMeasuredAgainAtANewWidth() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(3)])
            controller.viewDidLoadHook = { $0.register(BannerCell.self, forCellReuseIdentifier: "Banner") }
            controller.cellIdentifier = { _ in "Banner" }
            let window = showOnScreen(controller, clock)
            let table = controller.tableView
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 90, width: 320, height: 90))

            controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 440)
            window.layoutIfNeeded()

            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 200, height: 60))
            #expect(table.contentSize == CGSize(width: 200, height: 180))
        }
    }

    final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
        var prefetched: [Int] = [], cancelled: [Int] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths.map(\.row) }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths.map(\.row) }
    }

    @Test func thePrefetchDataSourceHearsOfRowsAboutToShowAndOfThoseThatDoNot() {
        // Apple (UITableViewDataSourcePrefetching): "The table view calls these methods
        // asynchronously as the user scrolls, providing the index paths for cells it is most
        // likely to need in the near future"; cancelPrefetching — for rows "that no longer
        // need data".
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(1000)])
            let prefetcher = Prefetcher()
            controller.viewDidLoadHook = { $0.prefetchDataSource = prefetcher }
            showOnScreen(controller, clock)
            let table = controller.tableView
            #expect(prefetcher.prefetched == Array(10...19), "the next table height's rows")

            prefetcher.prefetched = []
            table.contentOffset = CGPoint(x: 0, y: 440)
            table.layoutIfNeeded()
            #expect(prefetcher.prefetched == Array(20...29), "rows just shown are not announced again")
            #expect(prefetcher.cancelled.isEmpty)

            prefetcher.prefetched = []
            table.contentOffset = CGPoint(x: 0, y: 0)
            table.layoutIfNeeded()
            #expect(prefetcher.cancelled == Array(20...29), "announced, never shown, now far")
            #expect(prefetcher.prefetched.isEmpty)

            table.sectionHeaderTopPadding = 10
            controller.headerTitles = ["Fruit"]
            table.reloadData()
            table.layoutIfNeeded()
            // Apple (sectionHeaderTopPadding, iOS 15): "Padding above each section header".
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38, "10 of padding, a 28-point header")
            #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 10, width: 320, height: 28))
        }
    }
}
