import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Swipe actions. Apple (UITableViewDelegate): tableView(_:trailingSwipeActionsConfigurationForRowAt:)
/// — "Returns the swipe actions to display on the trailing edge of the row"; UIContextualAction
/// — "An action to display when the user swipes a table row"; performsFirstActionWithFullSwipe
/// — "A Boolean value indicating whether a full swipe automatically performs the first action".
@Suite struct UITableViewSwipeActionsTests {
    /// A mailbox written as iOS 11+ code writes one: trailing Delete and Flag, leading Read.
    final class Mailbox: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        var messages = (0..<20).map { "Message \($0)" }
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Mail") ?? UITableViewCell(style: .default, reuseIdentifier: "Mail")
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView,
                       trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.log.append("delete \(indexPath.row)")
                self.messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                self.log.append("flag \(indexPath.row)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        func tableView(_ tableView: UITableView,
                       leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            indexPath.row == 0 ? nil : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Read") { _, _, done in
                self.log.append("read \(indexPath.row)")
                done(true)
            }])
        }
    }

    private func drag(_ window: UIWindow, from start: CGPoint, by delta: CGPoint, steps: Int = 10, at t: TimeInterval) {
        window.deliver(touches: [.init(id: 0, location: start, phase: .began, timestamp: t)])
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            window.deliver(touches: [.init(id: 0, location: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f),
                                            phase: .moved, timestamp: t + Double(step) * 0.016)])
        }
        window.deliver(touches: [.init(id: 0, location: CGPoint(x: start.x + delta.x, y: start.y + delta.y), phase: .ended,
                                        timestamp: t + Double(steps) * 0.016 + 0.2)])
    }

    private func tap(_ window: UIWindow, _ point: CGPoint, at t: TimeInterval) {
        window.deliver(touches: [.init(id: 0, location: point, phase: .began, timestamp: t)])
        window.deliver(touches: [.init(id: 0, location: point, phase: .ended, timestamp: t + 0.05)])
    }

    @Test func aSwipeLeftRevealsTheTrailingActionsAndATapRunsOne() {
        onVirtualClock { clock, _ in
            let mailbox = Mailbox()
            let window = showOnScreen(mailbox, clock)
            let table = mailbox.tableView
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!

            drag(window, from: CGPoint(x: 300, y: 110), by: CGPoint(x: -120, y: 0), at: 0)
            clock.advance(by: 0.4)
            let buttons = table.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }
            let delete = buttons.first { $0.currentTitle == "Delete" }, flag = buttons.first { $0.currentTitle == "Flag" }

            #expect(table.contentOffset.y == 0, "a sideways drag does not scroll")
            #expect(delete != nil && flag != nil)
            #expect(cell.frame.minX < -140, "the cell slid open by the buttons' width: \(cell.frame)")
            #expect(delete!.convert(CGPoint.zero, to: table).x > flag!.convert(CGPoint.zero, to: table).x,
                    "the first action is nearest the edge")
            #expect(mailbox.log.isEmpty)

            let flagCentre = flag!.convert(CGPoint(x: flag!.bounds.midX, y: flag!.bounds.midY), to: window)
            tap(window, flagCentre, at: 1)
            clock.advance(by: 0.4)
            #expect(mailbox.log == ["flag 2"])
            #expect(cell.frame.minX == 0, "the row closes after the action")
            #expect(table.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }.isEmpty)
        }
    }

    @Test func aFullSwipeRunsTheFirstActionAndAShortOneClosesAgain() {
        onVirtualClock { clock, _ in
            let mailbox = Mailbox()
            let window = showOnScreen(mailbox, clock)
            let table = mailbox.tableView

            drag(window, from: CGPoint(x: 310, y: 66), by: CGPoint(x: -40, y: 0), at: 0)
            clock.advance(by: 0.4)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0, "too short: closed again")

            drag(window, from: CGPoint(x: 310, y: 66), by: CGPoint(x: -290, y: 0), at: 1)
            clock.advance(by: 0.5)
            #expect(mailbox.log == ["delete 1"])
            #expect(table.numberOfRows(inSection: 0) == 19)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Message 2")
            #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
        }
    }

    @Test func leadingActionsVerticalDragsAndTapsWhileOpen() {
        onVirtualClock { clock, _ in
            let mailbox = Mailbox()
            let window = showOnScreen(mailbox, clock)
            let table = mailbox.tableView

            drag(window, from: CGPoint(x: 20, y: 22), by: CGPoint(x: 150, y: 0), at: 0)
            clock.advance(by: 0.4)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0, "row 0 has no leading actions")

            drag(window, from: CGPoint(x: 20, y: 154), by: CGPoint(x: 120, y: 0), at: 1)
            clock.advance(by: 0.4)
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))!.frame.minX >= 74, "Read revealed on the left")

            tap(window, CGPoint(x: 250, y: 300), at: 2)
            clock.advance(by: 0.4)
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == 0, "a tap elsewhere closes it")
            #expect(mailbox.log.isEmpty, "and selects nothing")

            drag(window, from: CGPoint(x: 200, y: 300), by: CGPoint(x: -10, y: -200), at: 3)
            clock.advance(by: 1)
            #expect(table.contentOffset.y > 100, "a vertical drag still scrolls")
            #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
        }
    }
}
