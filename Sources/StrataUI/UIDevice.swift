import Foundation

/// The device the app runs on (Apple: UIDevice): on Strata, the Linux machine and its window.
/// The values code branches on are answered as a phone-sized touch device would: the idiom
/// from the screen's size (a screen up to 500 points on its shorter side is a phone's), the
/// orientation from its shape; the names are the host's.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device (Apple: current).
    public static let current = UIDevice()

    /// The host's name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The model: "Linux".
    open var model: String { "Linux" }
    /// The model in the user's language: "Linux".
    open var localizedModel: String { model }
    /// The operating system: "Linux".
    open var systemName: String { "Linux" }
    /// The kernel's version, as "major.minor.patch".
    open var systemVersion: String {
        let v = ProcessInfo.processInfo.operatingSystemVersion
        return "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
    }
    /// The kind of interface: `.phone` for a screen up to 500 points on its shorter side,
    /// else `.pad`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = UIScreen.main.bounds.size
        return min(size.width, size.height) <= 500 ? .phone : .pad
    }
    /// How the device is held: the screen's shape (portrait when it is taller than wide).
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// Whether orientation notifications are being generated (the screen's shape changes
    /// only when the window is resized).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// An identifier of the app's vendor on this device, stable for the process.
    open private(set) var identifierForVendor: UUID? = UUID()
    /// Whether several apps can run at once: true.
    open var isMultitaskingSupported: Bool { true }
    /// Whether battery monitoring is on (a desktop reports no battery). Default false.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge: -1, unknown.
    open var batteryLevel: Float { -1 }
    /// The battery's state: unknown.
    open var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is watched (there is none). Default false.
    open var isProximityMonitoringEnabled = false
    /// Whether something is near the proximity sensor: false.
    open var proximityState: Bool { false }

    /// A battery's state (Apple: UIDevice.BatteryState).
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    /// Starts orientation notifications.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops them.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Plays the keyboard's click: there is no click to play.
    open func playInputClick() {}

    /// Posted when the orientation changes.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state or level changes (never: no battery).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// How a device is held (Apple: UIDeviceOrientation).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
