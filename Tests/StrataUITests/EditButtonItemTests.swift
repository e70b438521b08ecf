import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Apple: UIViewController.editButtonItem ("toggles its title and associated state between
/// Edit and Done"; "the default button action invokes setEditing(_:animated:)"),
/// UITableViewController passing editing to its table.
@Suite struct EditButtonItemTests {
    final class ListController: UITableViewController {
        var calls: [Bool] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append(editing)
        }
    }

    @Test func theEditButtonTogglesEditingAndRetitlesItselfInTheBar() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let list = ListController(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            win.rootViewController = navigation
            navigation.view.layoutIfNeeded()
            navigation.navigationBar.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(navigation.navigationBar.rightLabel.text == "Edit" && !list.isEditing)
            win.deliver(touchAt: CGPoint(x: 380, y: 22), phase: .began, timestamp: 0.1)
            win.deliver(touchAt: CGPoint(x: 380, y: 22), phase: .ended, timestamp: 0.15)
            #expect(list.isEditing && list.tableView.isEditing && list.calls == [true])
            #expect(list.editButtonItem.title == "Done" && list.editButtonItem.style == .done)
            #expect(navigation.navigationBar.rightLabel.text == "Done", "the bar shows the new title")
            list.isEditing = false
            #expect(navigation.navigationBar.rightLabel.text == "Edit" && !list.tableView.isEditing)
        }
    }
}
