import Foundation

/// One instance of the app's interface (Apple: UIScene), told of its life by its delegate.
/// Strata connects one `UIWindowScene` when `UIApplicationMain` launches an app whose
/// configuration names a scene delegate (see `UISceneConfiguration`), and disconnects it
/// when the window closes.
open class UIScene: UIResponder {
    /// Where the scene is in its life (Apple: UIScene.ActivationState).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the scene was connected with (Apple: UIScene.ConnectionOptions). Strata connects
    /// with nothing: no URLs, shortcut or activities.
    open class ConnectionOptions: NSObject {
        /// The URLs to open: none.
        public let urlContexts: Set<UIOpenURLContext> = []
        /// The app that asked for the connection: none.
        public let sourceApplication: String? = nil
        /// The type of a Handoff activity: none.
        public let handoffUserActivityType: String? = nil
        override init() { super.init() }
    }

    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit does).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (shown by window switchers). Default empty.
    open var title: String! = ""

    /// A scene for `session` (Apple: `init(session:connectionOptions:)`).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene from an archive is not something UIKit makes: Strata makes one with an
    /// application session.
    public required init?(coder: NSCoder) {
        session = UISceneSession(role: .windowApplication,
                                 configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        super.init(coder: coder)
    }

    /// Posted with the scene as it connects, activates, deactivates, goes to the background,
    /// comes back and disconnects (Apple: UIScene's notifications).
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
}

/// A URL a scene was asked to open (Apple: UIOpenURLContext).
public final class UIOpenURLContext: NSObject {
    public let url: URL
    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// Told of a scene's life (Apple: UISceneDelegate). Every method is optional.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
