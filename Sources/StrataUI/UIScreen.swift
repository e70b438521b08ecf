import Foundation
import StrataHost

/// The display (Apple: UIScreen). On Strata a screen is a host `Window`: its size in points is
/// the screen's `bounds`, its pixels per point the `scale`, and the `UIWindow`s made visible
/// on it are drawn in it and get its input. `UIApplicationMain` opens the app's window and
/// makes it `main`'s; with no host window (tests, tools), `main` describes a 390 × 844 point
/// screen at scale 1.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen apps run on.
    nonisolated(unsafe) public static var main = UIScreen()

    /// The host window this screen shows, if any (a Strata addition).
    public let hostWindow: Window?
    /// Routes the host window's input to the screen's UIWindows.
    let host: UIScreenHost?
    private var fallbackBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    private var fallbackScale: CGFloat = 1

    /// A screen with no host window: 390 × 844 points at scale 1.
    public override init() {
        hostWindow = nil
        host = nil
        super.init()
    }

    /// The screen of a host window (a Strata addition): `UIWindow`s made visible on it draw in
    /// `hostWindow` and take its input; the screen becomes the window's delegate.
    public init(hostWindow: Window) {
        self.hostWindow = hostWindow
        let host = UIScreenHost(window: hostWindow)
        self.host = host
        super.init()
        host.screen = self
    }

    /// The screen's bounds in points: the host window's size (it follows resizes).
    open var bounds: CGRect {
        get { hostWindow.map { CGRect(origin: .zero, size: $0.size) } ?? fallbackBounds }
        set { if hostWindow == nil { fallbackBounds = newValue } }
    }

    /// Pixels per point: the host window's (2 on a HiDPI display).
    open var scale: CGFloat {
        get { hostWindow?.scale ?? fallbackScale }
        set { if hostWindow == nil { fallbackScale = newValue } }
    }

    /// The native scale of the screen.
    open var nativeScale: CGFloat { scale }
    /// The bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The refresh rate.
    open var maximumFramesPerSecond = 60
}
