import Foundation

/// The record of one scene of the app (Apple: UISceneSession): its role, its configuration,
/// and the scene while it is connected. Strata's app has one session, for its one window.
open class UISceneSession: NSObject {
    /// The kind of scene (Apple: UISceneSession.Role).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A scene that shows the app's interactive content in a window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A scene on an external display that the user does not touch.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier of the session, the same for its whole life.
    public let persistentIdentifier = UUID().uuidString
    /// The scene, while it is connected.
    open internal(set) weak var scene: UIScene?
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        super.init()
    }
}

/// How a scene is made (Apple: UISceneConfiguration): the classes of the scene and its
/// delegate, and a name. iOS apps usually declare it in Info.plist's scene manifest; Strata
/// has no Info.plist, so the app delegate's `application(_:configurationForConnecting:options:)`
/// gives it, and with no `delegateClass` Strata uses the class `SceneDelegate` of the app
/// delegate's module — what Xcode's template declares there (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
open class UISceneConfiguration: NSObject, NSCopying {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class (a `UIResponder` adopting `UIWindowSceneDelegate`).
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene` or a subclass). Default nil: `UIWindowScene`.
    open var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole` (Apple: `init(name:sessionRole:)`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.delegateClass = delegateClass
        copy.sceneClass = sceneClass
        return copy
    }
}
