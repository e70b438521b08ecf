import Foundation

/// The display (Apple: UIScreen). With no window system attached, `main` describes a
/// 390 × 844 point screen at scale 1 (the host's window sets these once it opens).
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen apps run on.
    nonisolated(unsafe) public static var main = UIScreen()
    /// The screen's bounds in points.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    open var scale: CGFloat = 1
    /// The native scale of the screen.
    open var nativeScale: CGFloat { scale }
    /// The refresh rate.
    open var maximumFramesPerSecond = 60
}
