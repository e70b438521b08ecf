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
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops (never, on Strata).
    public static let voiceOverStatusDidChangeNotification = Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
