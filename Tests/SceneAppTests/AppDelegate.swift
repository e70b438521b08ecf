import UIKit

// Xcode's iOS App template, as generated (its `@main` is left off: the test launches the app
// through UIApplicationMain, which `@main` calls).
class AppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var log: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        AppDelegate.log.append("app didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        AppDelegate.log.append("app configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        // With scenes, UIKit tells the scene delegate instead.
        AppDelegate.log.append("app didBecomeActive")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        AppDelegate.log.append("app willTerminate")
    }
}
