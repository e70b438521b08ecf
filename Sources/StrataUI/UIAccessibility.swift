import Foundation

/// Accessibility settings animation code consults (Apple: UIAccessibility). Strata has no
/// system settings: Reduce Motion, Reduce Transparency and VoiceOver read as off, as on a device where the user
/// never turned them on, so code takes its full-motion path.
public enum UIAccessibility {
    /// Whether the user asked for less motion. Always false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency. Always false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether VoiceOver is running. Always false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether videos may play automatically. Always true, the system default.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Posted when Reduce Motion changes (never, on Strata).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops (never, on Strata).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// A message to assistive technologies such as VoiceOver (Apple: UIAccessibility.Notification),
    /// with UIKit's values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared; the argument is the element to focus (or nil).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus (or nil).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to announce; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled a page; the argument is the string describing where.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies of a change (Apple: post(notification:argument:)). Strata
    /// runs none (VoiceOver reads as off), so, as on a device where VoiceOver is off, the
    /// message reaches nothing and has no effect; it is accepted so that code posting it (toast
    /// and banner libraries announce themselves) runs unchanged.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        _ = (notification, argument)
    }
}
