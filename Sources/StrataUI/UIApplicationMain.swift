import Foundation
import StrataCore
import StrataHost

/// Creates the application object and the application delegate and runs the app (Apple:
/// UIApplicationMain(_:_:_:_:)). On Strata it opens the app's host window — the screen,
/// `UIScreen.main` — from the command line's window options (`--headless`, `--size WxH`,
/// `--frames N`, `--duration S`, `--screenshot FILE`, `--expect X,Y=RRGGBB` and the scripted
/// input `--click`, `--drag`, `--touch`, `--key`, `--text`: `WindowOptions(arguments:)`),
/// makes the delegate from `delegateClassName` (`NSStringFromClass(AppDelegate.self)`),
/// calls its launch methods, then runs the window's frame loop and the main run loop (timers,
/// `DispatchQueue.main`) until the window closes. Unlike iOS it returns then: 0, or 1 with a
/// message on standard error when the window cannot open or an `--expect` fails, 2 for bad
/// arguments. Call it on the main thread.
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (1..<max(1, Int(argc))).compactMap { argv[$0].map { String(cString: $0) } }
    return UIApplication.run(arguments: arguments, principalClassName: principalClassName,
                             delegateClassName: delegateClassName)
}

extension UIApplication {
    /// The default size of the app's window: an iPhone's screen in points, so that layouts
    /// written for one fit (`--size WxH` changes it).
    static let defaultScreenSize = CGSize(width: 390, height: 844)

    /// UIApplicationMain's work, with the arguments as strings (tests call it directly).
    static func run(arguments: [String], principalClassName: String?, delegateClassName: String?,
                    errors: (String) -> Void = { FileHandle.standardError.write(Data("error: \($0)\n".utf8)) }) -> Int32 {
        guard Thread.isMainThread else {
            errors("UIApplicationMain must be called on the main thread")
            return 1
        }
        let options: WindowOptions
        do {
            options = try WindowOptions(arguments: arguments)
        } catch {
            errors("\(error)")
            return 2
        }
        let app = makeApplication(principalClassName, errors: errors)
        guard let delegate = makeDelegate(delegateClassName, app: app, errors: errors) else { return 1 }
        let host: Window
        do {
            let size = options.size ?? defaultScreenSize
            host = try Window(title: ProcessInfo.processInfo.processName, width: Int(size.width),
                              height: Int(size.height), options: options)
        } catch {
            errors("\(error)")
            return 1
        }
        let screen = UIScreen(hostWindow: host)
        UIScreen.main = screen
        app.ownedDelegate = delegate
        app.delegate = delegate
        // The results only matter for launches that open a URL, which Strata has none of.
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        // An app with a scene delegate is told of its life through it (Apple: "if your app
        // supports scenes … UIKit delivers life-cycle events to the scene delegate").
        let scene = connectScene(app: app, delegate: delegate, delegateClassName: delegateClassName, errors: errors)
        app.applicationState = .active
        if let scene {
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        } else {
            delegate.applicationDidBecomeActive(app)
        }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: app)
        var status: Int32 = 0
        do {
            // Between frames the main run loop runs its due timers and blocks; an idle window
            // sleeps until input or the next timer (at most 50 ms, for DispatchQueue.main).
            try host.run {
                let next = RunLoop.main.limitDate(forMode: .default)
                return min(max(next?.timeIntervalSinceNow ?? 0.05, 0), 0.05)
            }
        } catch {
            errors("\(error)")
            status = 1
        }
        app.applicationState = .inactive
        if let scene {
            disconnect(scene, from: app)
        } else {
            delegate.applicationWillResignActive(app)
        }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: app)
        delegate.applicationWillTerminate(app)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: app)
        return status
    }

    /// Connects the app's window scene when its configuration names a scene delegate (or the
    /// delegate's module has a `SceneDelegate` class): made, told `willConnectTo`, kept in
    /// `connectedScenes`. Nil for an app without one, which keeps the app delegate's life cycle.
    private static func connectScene(app: UIApplication, delegate: UIApplicationDelegate, delegateClassName: String?,
                                     errors: (String) -> Void) -> UIWindowScene? {
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = delegate.application(app, configurationForConnecting: session, options: options)
        var delegateClass = configuration.delegateClass
        if delegateClass == nil, let name = delegateClassName, let dot = name.lastIndex(of: ".") {
            delegateClass = NSClassFromString(name[..<dot] + ".SceneDelegate")
        }
        guard let delegateClass else { return nil }
        guard let type = delegateClass as? UIResponder.Type,
              let sceneDelegate = type.init(coder: LaunchCoder()) as? UISceneDelegate else {
            errors("the scene delegate class \(delegateClass) is not a UIResponder adopting UIWindowSceneDelegate: the app runs without a scene")
            return nil
        }
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        scene.delegate = sceneDelegate
        app.connectedScenes.insert(scene)
        scene.activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// The scene's end as the window closes: inactive, background, disconnected.
    private static func disconnect(_ scene: UIWindowScene, from app: UIApplication) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillResignActive(scene)
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        app.connectedScenes.remove(scene)
        scene.session.scene = nil
    }

    /// The principal class's instance (a `UIApplication` subclass named by
    /// `NSStringFromClass`), or `UIApplication`.
    private static func makeApplication(_ name: String?, errors: (String) -> Void) -> UIApplication {
        guard let name else { return install(UIApplication()) }
        guard let type = NSClassFromString(name) as? UIApplication.Type, let app = type.init(coder: LaunchCoder()) else {
            errors("'\(name)' is not a UIApplication subclass: using UIApplication")
            return install(UIApplication())
        }
        return install(app)
    }

    /// The delegate: an instance of the class named, or the principal class's instance when
    /// it adopts the protocol itself.
    private static func makeDelegate(_ name: String?, app: UIApplication, errors: (String) -> Void) -> UIApplicationDelegate? {
        guard let name else {
            if let delegate = app as? UIApplicationDelegate { return delegate }
            errors("UIApplicationMain needs a delegate class name (NSStringFromClass(AppDelegate.self))")
            return nil
        }
        guard let type = NSClassFromString(name) as? UIResponder.Type else {
            errors("no class named '\(name)' adopting UIApplicationDelegate (give NSStringFromClass(AppDelegate.self))")
            return nil
        }
        guard let delegate = type.init(coder: LaunchCoder()) as? UIApplicationDelegate else {
            errors("'\(name)' does not adopt UIApplicationDelegate")
            return nil
        }
        return delegate
    }
}

/// The archive UIKit would load the app delegate from: empty (Strata has no nibs). It lets
/// UIApplicationMain make a class it knows by name through the `required init?(coder:)`.
private final class LaunchCoder: NSCoder {}
