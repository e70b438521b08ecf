// uikit-app: an iOS app's start, unchanged. `@main` runs UIApplicationMain, which opens the
// host window (the screen) and calls the delegate; the window shows the view controller.
// The command line takes the window options of every example:
//
//   swift run uikit-app --headless --frames 60 --click 0.1:195,300 --screenshot out.png
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CardViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
