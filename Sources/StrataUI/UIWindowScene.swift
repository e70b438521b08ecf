import Foundation

/// A scene that shows the app's windows on a screen (Apple: UIWindowScene): on Strata, the
/// host window. `UIWindow(windowScene:)` makes a window of the scene, as large as its screen.
open class UIWindowScene: UIScene {
    private struct WeakWindow { weak var window: UIWindow? }
    private var sceneWindows: [WeakWindow] = []

    /// The screen the scene shows on.
    open var screen: UIScreen { .main }
    /// The scene's windows, in the order made.
    open var windows: [UIWindow] { sceneWindows.compactMap(\.window) }
    /// The scene's key window (Apple: keyWindow, iOS 15).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { .current }
    /// How the interface is turned: portrait or landscape by the screen's shape.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }

    func add(_ window: UIWindow) {
        sceneWindows.removeAll { $0.window == nil || $0.window === window }
        sceneWindows.append(WeakWindow(window: window))
    }

    func remove(_ window: UIWindow) { sceneWindows.removeAll { $0.window == nil || $0.window === window } }
}

/// Told of a window scene's life, and keeps its window (Apple: UIWindowSceneDelegate).
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. Default: none (declare `var window: UIWindow?` to keep one).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// The orientation of the app's interface (Apple: UIInterfaceOrientation).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
