import Foundation

/// How a date picker is drawn (Apple: UIDatePickerStyle, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels, compact, inline
}
