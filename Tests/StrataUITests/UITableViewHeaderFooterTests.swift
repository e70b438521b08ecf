import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Section headers and footers. Apple (UITableView.Style): plain — "Any section headers or
/// footers display as inline separators and float when the table view scrolls"; grouped —
/// "sections … have distinct groups of rows"; tableHeaderView — "the view displayed above the
/// table's content".
@Suite struct UITableViewHeaderFooterTests {
    @Test func plainHeadersSitAboveTheirRowsAndFloatWhileTheirSectionShows() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(10), rowNames(10)])
            controller.headerTitles = ["Fruit", "Vegetables"]
            showOnScreen(controller, clock)
            let table = controller.tableView

            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
            #expect(table.rectForHeader(inSection: 1).minY == 468, "28 + 440")
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fruit")
            #expect(table.headerView(forSection: 0)?.frame.minY == 0)

            table.contentOffset = CGPoint(x: 0, y: 200)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.frame.minY == 200, "pinned to the top while section 0 shows")

            table.contentOffset = CGPoint(x: 0, y: 460)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.frame.maxY == 468, "pushed up by the end of its section")
            #expect(table.headerView(forSection: 1)?.frame.minY == 468)

            // Footers float at the bottom the same way.
            controller.footerTitles = ["10 fruit", "10 vegetables"]
            table.reloadData()
            table.contentOffset = .zero
            table.layoutIfNeeded()
            #expect(table.rectForFooter(inSection: 0).minY == 468)
            #expect(table.footerView(forSection: 0)?.frame.maxY == 440, "pinned to the bottom while section 0 shows")
            table.contentOffset = CGPoint(x: 0, y: 100)
            table.layoutIfNeeded()
            #expect(table.footerView(forSection: 0)?.frame.minY == 468, "back in place under its last row")
        }
    }

    @Test func groupedHeadersAndFootersScrollWithTheContent() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(3), rowNames(3)], style: .grouped)
            controller.headerTitles = ["Account", nil]
            controller.footerTitles = ["Signed in", nil]
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
            controller.viewDidLoadHook = { $0.tableHeaderView = header }
            showOnScreen(controller, clock)
            let table = controller.tableView

            #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60), "as wide as the table")
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 60, width: 320, height: 38))
            #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 60 + 38 + 132, width: 320, height: 38))
            #expect(table.rectForHeader(inSection: 1).height == 18, "an untitled grouped header is a gap")
            #expect(table.footerView(forSection: 0)?.textLabel?.text == "Signed in")
            #expect(table.backgroundColor == .systemGroupedBackground)

            table.contentOffset = CGPoint(x: 0, y: 80)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.frame.minY == 60, "grouped headers do not float")
        }
    }

    @Test func delegateHeaderViewsAndHeights() {
        onVirtualClock { clock, _ in
            final class Banner: NSObject, UITableViewDataSource, UITableViewDelegate {
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                }
                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "H")
                    view?.textLabel?.text = "Section \(section)"
                    return view
                }
                func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
            }
            let banner = Banner()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
            table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
            table.dataSource = banner
            table.delegate = banner
            let window = UIWindow(frame: table.frame)
            window.addSubview(table)
            window.layoutIfNeeded()
            clock.advance(by: 0)

            #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 50 + 88, width: 300, height: 50))
            #expect(table.headerView(forSection: 1)?.textLabel?.text == "Section 1")
            #expect(table.headerView(forSection: 1)?.reuseIdentifier == "H")
        }
    }

    @Test func insetGroupedTitlesLineUpWithTheRowsText() {
        // Apple (UITableView.Style.insetGrouped): "the grouped sections are inset with
        // rounded corners"; their titles keep to the rows' margins.
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(2)], style: .insetGrouped)
            controller.headerTitles = ["Fruit"]
            showOnScreen(controller, clock)
            let table = controller.tableView
            let header = table.headerView(forSection: 0)!, cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            header.layoutIfNeeded()
            cell.layoutIfNeeded()

            #expect(header.frame.minX == 20 && header.frame.width == 280)
            #expect(header.textLabel!.convert(CGPoint.zero, to: table).x == cell.textLabel!.convert(CGPoint.zero, to: table).x)
            #expect(cell.layer.cornerRadius == 10 && cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        }
    }
}
