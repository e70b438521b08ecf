import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIDatePicker on the picker view's wheels (Apple: UIDatePicker — datePickerMode default
/// `.dateAndTime`; minimumDate/maximumDate — "If the minimumDate property value is greater than
/// maximumDate, the properties are ignored"; minuteInterval — "must be evenly divided into 60;
/// if it is not, the default value is used"; countDownDuration — "The maximum value is 23:59
/// (86,399 seconds)"; the `.valueChanged` event when the user changes the date; `date` set in
/// code sends no event).
@Suite struct UIDatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 30) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    final class Counter { var changes = 0 }

    /// A picker in a window, in English (US), Gregorian, UTC, counting `.valueChanged`.
    static func rig(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> (UIWindow, UIDatePicker, Counter) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        window.backgroundColor = .white
        let picker = UIDatePicker(frame: window.bounds)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = utc
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        let counter = Counter()
        picker.addAction(UIAction { _ in counter.changes += 1 }, for: .valueChanged)
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker, counter)
    }

    /// What the user choosing `row` in `component` does.
    static func userPicks(_ picker: UIDatePicker, row: Int, component: Int) {
        let wheels = picker.pickerView
        wheels.selectRow(row, inComponent: component, animated: false)
        wheels.delegate?.pickerView(wheels, didSelectRow: row, inComponent: component)
    }

    static func title(_ picker: UIDatePicker, _ row: Int, _ component: Int) -> String? {
        picker.pickerView.delegate?.pickerView(picker.pickerView, titleForRow: row, forComponent: component)
    }

    @Test func wheelsFollowTheModeAndLocale() {
        onVirtualClock { _, _ in
            let (window, picker, _) = Self.rig(.date)
            defer { withExtendedLifetime(window) {} }
            #expect(UIDatePicker().datePickerMode == .dateAndTime && picker.datePickerStyle == .wheels)
            picker.date = Self.day(2026, 11, 25)
            #expect(picker.columns.columns == [.month, .day, .year], "month, day, year in the US")
            let wheels = picker.pickerView
            #expect(wheels.selectedRow(inComponent: 0) == 10 && wheels.selectedRow(inComponent: 1) == 24)
            #expect(Self.title(picker, 10, 0) == "November" && Self.title(picker, 2025, 2) == "2026")
            picker.locale = Locale(identifier: "en_GB")
            #expect(picker.columns.columns == [.day, .month, .year], "day, month, year in Britain")
            picker.datePickerMode = .time
            #expect(picker.columns.columns == [.hour24, .minute], "24-hour clock in Britain")
            picker.locale = Locale(identifier: "en_US")
            #expect(picker.columns.columns == [.hour12, .minute, .amPM])
            #expect(wheels.selectedRow(inComponent: 0) == 10 && wheels.selectedRow(inComponent: 2) == 0, "10:30 AM")
            picker.datePickerMode = .dateAndTime
            picker.date = Date()
            #expect(picker.columns.columns.first == .dayOfSpan)
            #expect(Self.title(picker, wheels.selectedRow(inComponent: 0), 0) == "Today")
            picker.preferredDatePickerStyle = .inline
            #expect(picker.datePickerStyle == .wheels, "compact and inline fall back to wheels")
        }
    }

    /// The user's choice changes `date` and sends `.valueChanged`; a day past the month's end
    /// becomes its last day; limits clamp and turn the wheels back; code sends nothing.
    @Test func choosingClampsAndSendsValueChanged() {
        onVirtualClock { clock, _ in
            let (window, picker, counter) = Self.rig(.date)
            defer { withExtendedLifetime(window) {} }
            picker.date = Self.day(2026, 11, 25)
            #expect(counter.changes == 0)
            Self.userPicks(picker, row: 30, component: 1)
            #expect(picker.date == Self.day(2026, 11, 30) && counter.changes == 1, "November 31 → 30")
            clock.advance(by: 0.5)
            #expect(picker.pickerView.selectedRow(inComponent: 1) == 29, "the day wheel turns back")

            picker.maximumDate = Self.day(2026, 12, 10)
            Self.userPicks(picker, row: 11, component: 0)
            #expect(picker.date == Self.day(2026, 12, 10) && counter.changes == 2, "clamped to the maximum")
            clock.advance(by: 0.5)
            #expect(picker.pickerView.selectedRow(inComponent: 1) == 9)

            picker.minimumDate = Self.day(2026, 1, 1)
            picker.date = Self.day(2020, 5, 5)
            #expect(picker.date == Self.day(2026, 1, 1) && counter.changes == 2, "code is clamped, sends nothing")
            picker.minimumDate = Self.day(2030, 1, 1)
            picker.date = Self.day(2020, 5, 5)
            #expect(picker.date == Self.day(2020, 5, 5), "contradicting limits are ignored")
        }
    }

    @Test func minuteIntervalAndCountdown() {
        onVirtualClock { _, _ in
            let (window, picker, counter) = Self.rig(.time)
            defer { withExtendedLifetime(window) {} }
            picker.date = Self.day(2026, 11, 25, 14, 40)
            picker.minuteInterval = 15
            #expect(picker.pickerView.numberOfRows(inComponent: 1) == 4 && Self.title(picker, 3, 1) == "45")
            #expect(picker.pickerView.selectedRow(inComponent: 1) == 2 && picker.pickerView.selectedRow(inComponent: 2) == 1, "2:30 PM")
            Self.userPicks(picker, row: 1, component: 1)
            #expect(picker.date == Self.day(2026, 11, 25, 14, 15) && counter.changes == 1)
            Self.userPicks(picker, row: 0, component: 2)
            #expect(picker.date == Self.day(2026, 11, 25, 2, 15), "AM")
            picker.minuteInterval = 7
            #expect(picker.pickerView.numberOfRows(inComponent: 1) == 60, "7 does not divide 60: 1 is used")

            picker.datePickerMode = .countDownTimer
            picker.minuteInterval = 1
            picker.countDownDuration = 5400
            #expect(picker.pickerView.selectedRow(inComponent: 0) == 1 && picker.pickerView.selectedRow(inComponent: 1) == 30)
            Self.userPicks(picker, row: 0, component: 0)
            #expect(picker.countDownDuration == 1800 && counter.changes == 3)
            Self.userPicks(picker, row: 0, component: 1)
            #expect(picker.countDownDuration == 60, "at least one minute")
            picker.countDownDuration = 1e9
            #expect(picker.countDownDuration == 86_399)
            picker.countDownDuration = .nan
            #expect(picker.countDownDuration == 0)
        }
    }

    /// `.dateAndTime`: the day wheel moves by days (across a month's end), the hour and AM/PM
    /// wheels by hours.
    @Test func dateAndTimeWheels() {
        onVirtualClock { _, _ in
            let (window, picker, counter) = Self.rig(.dateAndTime)
            defer { withExtendedLifetime(window) {} }
            picker.date = Self.day(2026, 11, 25, 21, 45)
            let wheels = picker.pickerView
            let today = wheels.selectedRow(inComponent: 0)
            #expect(Self.title(picker, today + 6, 0) == "Tue, Dec 1" || Self.title(picker, today + 6, 0) == "Tue Dec 1")
            Self.userPicks(picker, row: today + 6, component: 0)
            #expect(picker.date == Self.day(2026, 12, 1, 21, 45) && counter.changes == 1)
            #expect(wheels.selectedRow(inComponent: 1) == 9 && wheels.selectedRow(inComponent: 3) == 1, "9 PM")
            Self.userPicks(picker, row: 0, component: 3)
            #expect(picker.date == Self.day(2026, 12, 1, 9, 45) && counter.changes == 2, "AM")
            picker.setDate(Self.day(2031, 1, 1), animated: false)
            #expect(picker.date == Self.day(2031, 1, 1) && wheels.selectedRow(inComponent: 0) == DatePickerColumns.daySpan,
                    "a date beyond the day wheel's reach centres it again")
        }
    }

    /// A real drag on the year wheel: two rows up is two years on.
    @Test func draggingTheYearWheel() {
        onVirtualClock { clock, _ in
            let (window, picker, counter) = Self.rig(.date)
            defer { withExtendedLifetime(window) {} }
            picker.date = Self.day(2026, 11, 25)
            let year = picker.pickerView.subviews.compactMap { $0 as? PickerWheel }[2]
            UIPickerViewTests.drag(clock, window, from: CGPoint(x: year.frame.midX, y: 150), by: -2 * 32, at: 1, hold: 0.2)
            clock.advance(by: 1)
            #expect(picker.date == Self.day(2028, 11, 25) && counter.changes == 1)
        }
    }

    @Test func oddSettingsNeverTrap() {
        onVirtualClock { clock, _ in
            let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            for interval in [0, -5, 61, 30] { picker.minuteInterval = interval }
            picker.calendar = nil
            #expect(picker.calendar == Calendar.current)
            picker.date = Date(timeIntervalSinceReferenceDate: 1e11)
            picker.datePickerMode = .dateAndTime
            picker.date = Date(timeIntervalSinceReferenceDate: -1e11)
            picker.setDate(Date.distantFuture, animated: true)
            picker.frame = .zero
            picker.layoutIfNeeded()
            clock.advance(by: 1)
            #expect(picker.intrinsicContentSize.height == 216)
        }
    }

    @Test func drawsTheWheels() throws {
        try onVirtualClock { clock, _ in
            let (window, picker, _) = Self.rig(.date)
            window.layer.anchorPoint = .zero
            window.layer.position = .zero
            picker.date = Self.day(2026, 11, 25)
            clock.advance(by: 0.1)
            let image = try renderOnScreen(window, clock)
            try savePNGIfAsked(image, "date-picker")
            #expect(pixelRGB(image, 12, 108).allSatisfy { abs($0 - 238) <= 4 }, "the band")
            var darkest = 255
            for y in 96..<120 { for x in 20..<130 { darkest = min(darkest, pixelRGB(image, x, y)[0]) } }
            #expect(darkest < 60, "\"November\" in the middle of the month wheel")
        }
    }
}
