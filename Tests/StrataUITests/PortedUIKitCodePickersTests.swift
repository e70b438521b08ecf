import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The screens in PortedUIKitCodePickers.swift (compiled with `import UIKit`) behave as on iOS
/// when driven through the window: typing and scopes filter the candy list, dragging wheels
/// updates the shirt summary and the reminder's date.
@Suite struct PortedUIKitCodePickersTests {
    @Test func candySearchFiltersByTextAndScope() {
        onVirtualClock { clock, _ in
            let list = CandySearchViewController(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            let window = UISearchControllerTests.window(showing: navigation)
            clock.advance(by: 0)
            UISearchControllerTests.tap(window, CGPoint(x: 100, y: 44 + 28), at: 0)
            clock.advance(by: 0.5)
            window.deliver(text: "c")
            window.deliver(text: "h")
            #expect(UISearchControllerTests.shownTitles(list.tableView) == ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate", "Sour Chew"])
            // The scope bar under the field (the bar is at the top now): "Other" is the fourth of four.
            UISearchControllerTests.tap(window, CGPoint(x: 8 + 304 * 7 / 8, y: 56 + 16), at: 1)
            #expect(UISearchControllerTests.shownTitles(list.tableView) == ["Sour Chew"])
            UISearchControllerTests.tap(window, CGPoint(x: 320 - 20, y: 28), at: 2)
            clock.advance(by: 0.5)
            #expect(!list.searchController.isActive && UISearchControllerTests.shownTitles(list.tableView).count == 9)
        }
    }

    @Test func shirtPickerSummaryFollowsTheWheels() {
        onVirtualClock { clock, _ in
            let screen = ShirtPickerViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = screen
            window.layoutIfNeeded()
            #expect(screen.summaryLabel.text == "M in Red")
            #expect(screen.pickerView.frame == CGRect(x: 0, y: 480 - 216, width: 320, height: 216), "its intrinsic height")
            // The colour wheel: two rows up.
            let colourX = screen.pickerView.frame.minX + 8 + 150 + 4 + 75
            UIPickerViewTests.drag(clock, window, from: CGPoint(x: colourX, y: 480 - 60), by: -64, at: 1, hold: 0.2)
            clock.advance(by: 1)
            #expect(screen.summaryLabel.text == "M in Blue")
        }
    }

    @Test func reminderDateFollowsTheHourWheel() {
        onVirtualClock { clock, _ in
            let screen = ReminderViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = screen
            screen.datePicker.date = UIDatePickerTests.day(2026, 11, 25, 9, 7)
            window.layoutIfNeeded()
            #expect(screen.datePicker.datePickerStyle == .wheels && screen.dateLabel.text == nil)
            let hourWheel = screen.datePicker.pickerView.subviews.compactMap { $0 as? PickerWheel }[1]
            let start = hourWheel.convert(CGPoint(x: hourWheel.bounds.midX, y: hourWheel.bounds.midY), to: window)
            UIPickerViewTests.drag(clock, window, from: start, by: -2 * 32, at: 1, hold: 0.2)
            clock.advance(by: 1)
            #expect(screen.dateLabel.text == "2026-11-25 11:05", "two rows on from 9 AM; the minute wheel steps by 5")
        }
    }
}
