import Foundation

// The application life-cycle notifications (Apple: UIApplication). UIApplicationMain posts
// them next to the delegate calls: didFinishLaunching and didBecomeActive at launch,
// willResignActive and willTerminate when the window closes. Animation code observes
// didBecomeActive / willEnterForeground to restart animations the system removed in the
// background; Strata's windows never go to the background.
extension UIApplication {
    /// Posted after launch (Apple: didFinishLaunchingNotification).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (never, on Strata).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background (never, on Strata).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
