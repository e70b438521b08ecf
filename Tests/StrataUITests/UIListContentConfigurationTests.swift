import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// iOS 14 content configurations in table cells. Apple (UIListContentConfiguration): "A
/// content configuration for a list-based content view"; defaultContentConfiguration() —
/// "Retrieves a default list content configuration for the cell's style"; contentConfiguration
/// — "Setting a content configuration replaces the existing contentView of the cell with a new
/// content view instance from the configuration".
@Suite struct UIListContentConfigurationTests {
    final class Notes: NSObject, UITableViewDataSource {
        var notes: [(String, String)]
        init(_ notes: [(String, String)]) { self.notes = notes }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = notes[indexPath.row].0
            content.secondaryText = notes[indexPath.row].1
            cell.contentConfiguration = content
            return cell
        }
    }

    private func table(_ notes: Notes, _ clock: MediaClock, width: CGFloat = 320) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        table.dataSource = notes
        let window = UIWindow(frame: table.frame)
        window.addSubview(table)
        window.layoutIfNeeded()
        clock.advance(by: 0)
        return table
    }

    @Test func aConfiguredCellShowsTheListContentInPlaceOfItsLabels() {
        onVirtualClock { clock, _ in
            let notes = Notes([("Groceries", "Milk"), ("Ideas", "")])
            let table = table(notes, clock)
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let shown = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first

            #expect(shown?.shownTextLabel.text == "Groceries" && shown?.shownSecondaryLabel.text == "Milk")
            #expect(shown?.frame == cell.contentView.bounds)
            #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Groceries")
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height >= 44)

            var again = cell.defaultContentConfiguration()
            again.text = "Errands"
            cell.contentConfiguration = again
            #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first === shown, "the view is reused")
            #expect(shown?.shownTextLabel.text == "Errands")

            cell.contentConfiguration = nil
            #expect(shown?.superview == nil)
        }
    }

    @Test func aLongSecondaryTextWrapsAndTheRowGrows() {
        onVirtualClock { clock, _ in
            let long = String(repeating: "a long note that wraps ", count: 8)
            let notes = Notes([("Short", "One line"), ("Long", long)])
            let table = table(notes, clock)

            let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
            #expect(short >= 44 && short < 80, "\(short)")
            #expect(tall > short + 30, "the wrapped text makes row 1 taller: \(tall)")
        }
    }

    @Test func aValueCellPutsTheSecondaryTextOnTheRight() {
        onVirtualClock { _, _ in
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
            cell.layoutIfNeeded()
            let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first!
            view.layoutIfNeeded()

            #expect(content.prefersSideBySideTextAndSecondaryText)
            #expect(abs(view.shownSecondaryLabel.frame.maxX - 304) < 0.5, "\(view.shownSecondaryLabel.frame)")
            #expect(view.shownTextLabel.frame.minX == 16)
            #expect(abs(view.shownTextLabel.frame.midY - view.shownSecondaryLabel.frame.midY) < 0.5)
        }
    }

    @Test func aHeaderViewShowsAConfigurationToo() {
        onVirtualClock { _, _ in
            let header = UITableViewHeaderFooterView(reuseIdentifier: "H")
            header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
            var content = header.defaultContentConfiguration()
            content.text = "Recent"
            header.contentConfiguration = content
            let view = header.contentView.subviews.compactMap { $0 as? UIListContentView }.first

            #expect(view?.shownTextLabel.text == "Recent")
            #expect(view?.shownTextLabel.textColor == .secondaryLabel && view?.shownTextLabel.font.pointSize == 13)
            header.contentConfiguration = nil
            #expect(view?.superview == nil)
        }
    }
}
