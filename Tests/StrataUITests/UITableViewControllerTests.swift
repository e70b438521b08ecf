import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UITableViewController, subclassed as iOS code does. Apple (UITableViewController): "a view
/// controller that specializes in managing a table view"; it "sets the data source and the
/// delegate of the table view to self"; clearsSelectionOnViewWillAppear — "When the table
/// view is about to appear the first time it's loaded, the table-view controller reloads the
/// table view's data. It also clears its selection … every time the table view is displayed".
@Suite struct UITableViewControllerTests {
    final class SettingsController: UITableViewController {
        var items = ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot"]
        var picked: [Int] = []
        var scrolled = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            picked.append(indexPath.row)
            tableView.deselectRow(at: indexPath, animated: true)
        }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    @Test func aSubclassOverridesTheMethodsItNeeds() {
        onVirtualClock { clock, _ in
            let controller = SettingsController(style: .insetGrouped)
            let window = showOnScreen(controller, clock)
            let table = controller.tableView!

            #expect(table.style == .insetGrouped && table.dataSource === controller)
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot"])
            #expect(table.visibleCells.first?.frame.minX == 20, "inset grouped rows are inset 20 points")

            let bluetooth = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let y = bluetooth.frame.midY
            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: y), phase: .began, timestamp: 0)])
            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 100, y: y), phase: .ended, timestamp: 0.05)])
            clock.advance(by: 0.15)
            let fading = shownAlpha(bluetooth.selectedBackgroundView!)
            clock.advance(by: 0.2)

            #expect(controller.picked == [1] && table.indexPathForSelectedRow == nil)
            #expect(fading > 0.05 && fading < 0.95, "the deselection fades the grey: \(fading)")
            #expect(near(shownAlpha(bluetooth.selectedBackgroundView!), 0))

            controller.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
            clock.advance(by: 0.4)
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["Bluetooth", "Cellular", "Hotspot"])

            table.contentOffset = CGPoint(x: 0, y: 5)
            #expect(controller.scrolled > 0, "the override of a UIScrollViewDelegate method is called")
        }
    }

    @Test func viewWillAppearClearsTheSelection() {
        onVirtualClock { clock, _ in
            let controller = SettingsController(style: .plain)
            showOnScreen(controller, clock)
            controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            controller.viewWillAppear(false)
            #expect(controller.tableView.indexPathForSelectedRow == nil)

            controller.clearsSelectionOnViewWillAppear = false
            controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            controller.viewWillAppear(false)
            #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        }
    }
}
