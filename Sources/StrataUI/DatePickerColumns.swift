import Foundation

/// The wheels of a date picker and how a date maps to their rows and back, in the picker's
/// calendar, time zone and locale: month, day and year (in the locale's order) for `.date`;
/// hour, minute and AM/PM (when the locale uses a 12-hour clock) for `.time`; a day ("Today",
/// "Wed Nov 25"), hour, minute and AM/PM for `.dateAndTime`; hours and minutes for
/// `.countDownTimer`. Minutes step by the minute interval.
struct DatePickerColumns {
    enum Column: Equatable { case month, day, year, dayOfSpan, hour12, hour24, minute, amPM, countHours, countMinutes }

    /// How many days either side of `spanCentre` the `.dateAndTime` day wheel reaches.
    static let daySpan = 1000
    /// The year wheel's first and last years.
    static let years = 1...9999

    let columns: [Column]
    let calendar: Calendar
    let locale: Locale
    let minuteInterval: Int
    /// The day (its start) in the middle of the `.dateAndTime` day wheel.
    let spanCentre: Date
    private let monthNames: [String]
    private let amPMNames: [String]
    private let dayFormatter: DateFormatter

    init(mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale, minuteInterval: Int, around date: Date) {
        self.calendar = calendar
        self.locale = locale
        self.minuteInterval = minuteInterval
        spanCentre = calendar.startOfDay(for: date)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        monthNames = formatter.standaloneMonthSymbols ?? formatter.monthSymbols ?? (1...12).map(String.init)
        amPMNames = [formatter.amSymbol ?? "AM", formatter.pmSymbol ?? "PM"]
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        dayFormatter = formatter
        let clock = DateFormatter.dateFormat(fromTemplate: "j:mm", options: 0, locale: locale) ?? "h:mm a"
        let twelveHour = clock.contains("a")
        let amPMFirst = twelveHour && (clock.firstIndex(of: "a").map { index in
            clock[..<index].allSatisfy { !"hHkK".contains($0) }
        } ?? false)
        var time: [Column] = twelveHour ? [.hour12, .minute] : [.hour24, .minute]
        if twelveHour { if amPMFirst { time.insert(.amPM, at: 0) } else { time.append(.amPM) } }
        switch mode {
        case .time: columns = time
        case .dateAndTime: columns = [.dayOfSpan] + time
        case .countDownTimer: columns = [.countHours, .countMinutes]
        case .date:
            // The locale's order of month, day and year ("MMMM d, y" in the US, "d MMMM y" in Britain).
            let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
            func position(_ letters: String) -> Int {
                format.firstIndex(where: { letters.contains($0) }).map { format.distance(from: format.startIndex, to: $0) } ?? Int.max
            }
            columns = [(Column.month, position("ML")), (.day, position("d")), (.year, position("yu"))]
                .sorted { $0.1 < $1.1 }.map(\.0)
        }
    }

    var minuteRows: Int { 60 / minuteInterval }

    func rowCount(_ column: Column) -> Int {
        switch column {
        case .month: 12
        case .day: 31
        case .year: Self.years.count
        case .dayOfSpan: 2 * Self.daySpan + 1
        case .hour12: 12
        case .hour24, .countHours: 24
        case .minute, .countMinutes: minuteRows
        case .amPM: 2
        }
    }

    func title(_ column: Column, row: Int) -> String {
        switch column {
        case .month: return monthNames.indices.contains(row) ? monthNames[row] : "\(row + 1)"
        case .day: return "\(row + 1)"
        case .year: return "\(Self.years.lowerBound + row)"
        case .dayOfSpan:
            let day = calendar.date(byAdding: .day, value: row - Self.daySpan, to: spanCentre) ?? spanCentre
            return calendar.isDateInToday(day) ? "Today" : dayFormatter.string(from: day)
        case .hour12: return row == 0 ? "12" : "\(row)"
        case .hour24: return String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * minuteInterval)
        case .amPM: return amPMNames[min(max(row, 0), 1)]
        case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countMinutes: return "\(row * minuteInterval) min"
        }
    }

    /// The rows showing `date` (or, for a countdown, `duration`).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let seconds = Int(min(max(duration.isFinite ? duration : 0, 0), 86_399))
        return columns.map { column in
            switch column {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: (parts.year ?? Self.years.lowerBound) - Self.years.lowerBound
            case .dayOfSpan: (calendar.dateComponents([.day], from: spanCentre, to: calendar.startOfDay(for: date)).day ?? 0) + Self.daySpan
            case .hour12: hour % 12
            case .hour24: hour
            case .minute: minute / minuteInterval
            case .amPM: hour >= 12 ? 1 : 0
            case .countHours: seconds / 3600
            case .countMinutes: (seconds % 3600 / 60) / minuteInterval
            }
        }
    }

    /// The date the wheels' `rows` show, the fields they do not show taken from `base`; a day
    /// past the month's end becomes its last day.
    func date(from rows: [Int], base: Date) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: base)
        var dayOffset: Int?
        var hour12: Int?, pm: Bool?
        for (column, row) in zip(columns, rows) {
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = Self.years.lowerBound + row
            case .dayOfSpan: dayOffset = row - Self.daySpan
            case .hour12: hour12 = row
            case .hour24: parts.hour = row
            case .minute: parts.minute = row * minuteInterval
            case .amPM: pm = row == 1
            case .countHours, .countMinutes: break
            }
        }
        if let hour12 { parts.hour = hour12 + ((pm ?? ((parts.hour ?? 0) >= 12)) ? 12 : 0) }
        if let dayOffset, let day = calendar.date(byAdding: .day, value: dayOffset, to: spanCentre) {
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
        }
        // Clamp the day to the month's length (February 31 → 28 or 29).
        var first = parts
        first.day = 1
        if let monthStart = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: monthStart) {
            parts.day = min(parts.day ?? 1, days.count)
        }
        parts.second = 0
        return calendar.date(from: parts) ?? base
    }

    /// The countdown the wheels' `rows` show, in seconds.
    func duration(from rows: [Int]) -> TimeInterval {
        var seconds = 0
        for (column, row) in zip(columns, rows) {
            if column == .countHours { seconds += row * 3600 }
            if column == .countMinutes { seconds += row * minuteInterval * 60 }
        }
        return TimeInterval(seconds)
    }

    /// The share of the picker's width each wheel takes.
    func widthShare(_ column: Column) -> CGFloat {
        switch column {
        case .month: 0.42
        case .day: 0.18
        case .year: 0.3
        case .dayOfSpan: 0.42
        case .hour12, .hour24, .minute, .amPM: columns.contains(.dayOfSpan) ? 0.16 : 0.22
        case .countHours, .countMinutes: 0.42
        }
    }
}
