import Foundation
import StrataCore

/// A control for choosing a date, a time, both, or a countdown duration on spinning wheels
/// (Apple: UIDatePicker), built on a `UIPickerView`. The user turning a wheel changes `date`
/// (or `countDownDuration`), clamped to `minimumDate`…`maximumDate` — wheels turned past a
/// limit turn back to it — and sends `.valueChanged`; setting `date` in code sends nothing.
/// The wheels follow `locale` (the order of month, day and year; a 12- or 24-hour clock),
/// `calendar` and `timeZone`.
///
/// Every style is drawn as wheels: `.compact` and `.inline` (iOS 14's button and calendar
/// looks) fall back to `.wheels`, which `datePickerStyle` reports.
open class UIDatePicker: UIControl {
    /// What the picker chooses (Apple: UIDatePicker.Mode).
    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer
    }

    /// The date, clamped to the limits. Default: the moment the picker was made.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    /// What the picker chooses. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// The style asked for. Default `.automatic`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: always `.wheels` in Strata.
    open var datePickerStyle: UIDatePickerStyle { .wheels }
    /// The earliest date the user may choose; nil for none. Ignored while later than `maximumDate`.
    open var minimumDate: Date? { didSet { clampAfterLimitChange() } }
    /// The latest date the user may choose; nil for none. Ignored while earlier than `minimumDate`.
    open var maximumDate: Date? { didSet { clampAfterLimitChange() } }
    /// The step of the minute wheel, in minutes: 1 to 30 and a divisor of 60, else 1 is used
    /// (as UIKit). Default 1.
    open var minuteInterval = 1 { didSet { rebuild() } }
    /// Whether the chosen time is rounded to the minute interval (kept). Default true.
    open var roundsToMinuteInterval = true
    /// The locale of the wheels' titles and order; nil for the current locale.
    open var locale: Locale? { didSet { rebuild() } }
    /// The calendar of the wheels. Default: the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar }
        set { storedCalendar = newValue ?? .current; rebuild() }
    }
    /// The time zone of the wheels; nil for the calendar's.
    open var timeZone: TimeZone? { didSet { rebuild() } }
    /// The countdown of `.countDownTimer` mode, in seconds (0 to 23 h 59 min). Default 0.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            storedDuration = min(max(newValue.isFinite ? newValue : 0, 0), 86_399)
            showDate(animated: false)
        }
    }

    private var storedDate = Date()
    private var storedDuration: TimeInterval = 0
    private var storedCalendar = Calendar.current
    private let picker = UIPickerView()
    private lazy var wheels = DatePickerWheels(owner: self)
    private(set) var columns: DatePickerColumns!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        picker.frame = bounds
        addSubview(picker)
        rebuild()
    }

    /// Sets the date (clamped to the limits), turning the wheels when `animated`; sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        let dayRow = columns?.rows(for: storedDate, duration: 0).first ?? DatePickerColumns.daySpan
        if datePickerMode == .dateAndTime, abs(dayRow - DatePickerColumns.daySpan) >= DatePickerColumns.daySpan {
            rebuild()   // beyond the day wheel's reach: centre it on the new date
        } else {
            showDate(animated: animated)
        }
    }

    open override var intrinsicContentSize: CGSize { picker.intrinsicContentSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { picker.sizeThatFits(size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
    }

    // MARK: Internals

    /// The calendar in the picker's time zone.
    private var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    private var effectiveMinuteInterval: Int {
        (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    }

    /// The limits, or none while they contradict each other.
    private var limits: (Date?, Date?) {
        if let low = minimumDate, let high = maximumDate, low > high { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    func clamped(_ date: Date) -> Date {
        let (low, high) = limits
        var result = date
        if let low, result < low { result = low }
        if let high, result > high { result = high }
        return result
    }

    private func clampAfterLimitChange() {
        let limited = clamped(storedDate)
        if limited != storedDate { storedDate = limited }
        showDate(animated: false)
    }

    /// New wheels for the mode, locale, calendar or interval.
    private func rebuild() {
        columns = DatePickerColumns(mode: datePickerMode, calendar: effectiveCalendar, locale: locale ?? .current,
                                    minuteInterval: effectiveMinuteInterval, around: storedDate)
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.reloadAllComponents()
        showDate(animated: false)
    }

    /// Turns the wheels to the date (or countdown).
    private func showDate(animated: Bool) {
        guard let columns else { return }
        for (component, row) in columns.rows(for: storedDate, duration: storedDuration).enumerated() {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// The user turned a wheel: the new date, clamped (the wheels turn back to a limit), and
    /// `.valueChanged` when it changed.
    func wheelsChanged() {
        guard let columns else { return }
        let rows = (0..<columns.columns.count).map { picker.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            var duration = columns.duration(from: rows)
            // UIKit's countdown is at least one step of the minute wheel.
            if duration == 0 { duration = TimeInterval(effectiveMinuteInterval * 60) }
            let changed = duration != storedDuration
            storedDuration = duration
            if columns.duration(from: rows) != duration { showDate(animated: true) }
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let chosen = columns.date(from: rows, base: storedDate)
        let limited = clamped(chosen)
        let changed = limited != storedDate
        storedDate = limited
        if columns.rows(for: limited, duration: 0) != rows { showDate(animated: true) }
        if changed { sendActions(for: .valueChanged) }
    }

    /// The wheels' picker (for tests).
    var pickerView: UIPickerView { picker }
}
