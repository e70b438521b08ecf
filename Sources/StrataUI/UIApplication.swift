import Foundation

/// The app (Apple: UIApplication): one per process, `UIApplication.shared`, made by
/// `UIApplicationMain` (or on first use). It holds the app delegate and knows the windows
/// made visible and the key window.
open class UIApplication: UIResponder, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var instance: UIApplication?

    /// The app's one instance.
    open class var shared: UIApplication {
        lock.lock()
        defer { lock.unlock() }
        if let instance { return instance }
        let app = UIApplication()
        instance = app
        return app
    }

    /// Makes `app` the shared instance (UIApplicationMain's principal class), unless one is.
    static func install(_ app: UIApplication) -> UIApplication {
        lock.lock()
        defer { lock.unlock() }
        if let instance { return instance }
        instance = app
        return app
    }

    /// The app delegate (UIApplicationMain keeps it alive, as UIKit does).
    open weak var delegate: UIApplicationDelegate?
    /// The delegate UIApplicationMain made, kept for the app's lifetime.
    var ownedDelegate: UIApplicationDelegate?

    private let windowLock = NSLock()
    private var shownWindows: [WeakWindow] = []
    private weak var key: UIWindow?

    private struct WeakWindow { weak var window: UIWindow? }

    /// The app's windows that have been shown (Apple: windows), back to front.
    open var windows: [UIWindow] {
        windowLock.lock()
        defer { windowLock.unlock() }
        return shownWindows.compactMap(\.window)
    }

    /// The window most recently made key (Apple: keyWindow).
    open var keyWindow: UIWindow? {
        windowLock.lock()
        defer { windowLock.unlock() }
        return key
    }

    /// The scenes connected now (Apple: connectedScenes): the app's window scene while
    /// `UIApplicationMain` runs an app with a scene delegate.
    open internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions of the app's scenes (Apple: openSessions).
    open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    /// Whether the app shows several scenes at once: false, Strata runs one window.
    open var supportsMultipleScenes: Bool { false }

    /// The app's state: `.active` while `UIApplicationMain` runs its loop.
    open internal(set) var applicationState: State = .inactive
    /// Kept for source compatibility: desktops have no idle timer to disable.
    open var isIdleTimerDisabled = false

    /// An app's run state (Apple: UIApplication.State).
    public enum State: Int, Sendable { case active, inactive, background }

    /// A key of the launch options dictionary (Apple: UIApplication.LaunchOptionsKey). Strata
    /// launches with none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    func register(_ window: UIWindow) {
        windowLock.lock()
        defer { windowLock.unlock() }
        shownWindows.removeAll { $0.window == nil || $0.window === window }
        shownWindows.append(WeakWindow(window: window))
    }

    func setKeyWindow(_ window: UIWindow) {
        windowLock.lock()
        defer { windowLock.unlock() }
        key = window
    }
}

/// The app's delegate (Apple: UIApplicationDelegate): every method is optional. A class
/// adopting it may be marked `@main` (the protocol's `main()` runs `UIApplicationMain`).
public protocol UIApplicationDelegate: AnyObject {
    /// The window the app shows. Default: none (declare `var window: UIWindow?` to keep one).
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration of a scene about to connect (Apple:
    /// `application(_:configurationForConnecting:options:)`). Default: "Default
    /// Configuration" for the session's role, with no delegate class (Strata then looks for
    /// the module's `SceneDelegate`, see `UISceneConfiguration`).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Called when scene sessions are discarded (never on Strata, whose one session ends with the app).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The entry point of a `@main` app delegate, as on iOS: runs `UIApplicationMain` with
    /// this class as the delegate and exits with its status when the app's window closes.
    public static func main() {
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self))
        exit(status)
    }
}
