import Foundation

/// The look of the status bar's content (Apple: UIStatusBarStyle).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, light on dark, by the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it hides or shows (Apple: UIStatusBarAnimation).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// The status bar's configuration for a scene (Apple: UIStatusBarManager, read from
/// `UIWindowScene.statusBarManager`). As on iOS it is not set directly: its style and
/// visibility are those the scene's view controllers prefer, read each time it is asked.
/// Strata draws no status bar (the host window is the app's whole screen), so `statusBarFrame`
/// is always `.zero`, as UIKit reports it for a hidden bar, and safe areas do not include it.
open class UIStatusBarManager: NSObject {
    private let controller: () -> UIViewController?

    init(controller: @escaping () -> UIViewController?) { self.controller = controller }

    /// The style the controller in charge of the status bar prefers (Apple: statusBarStyle).
    open var statusBarStyle: UIStatusBarStyle {
        controller()?.statusBarController(following: \.childForStatusBarStyle).preferredStatusBarStyle ?? .default
    }

    /// Whether the controller in charge of the status bar prefers it hidden (Apple: isStatusBarHidden).
    open var isStatusBarHidden: Bool {
        controller()?.statusBarController(following: \.childForStatusBarHidden).prefersStatusBarHidden ?? false
    }

    /// The status bar's frame in the scene (Apple: statusBarFrame): `.zero`, as for a hidden
    /// bar, since Strata draws none.
    open var statusBarFrame: CGRect { .zero }
}

extension UIViewController {
    /// The controller whose preference decides the status bar when this one is a window's root
    /// (Apple: "Managing the status bar"): a presented controller takes over when it is
    /// presented full screen or `modalPresentationCapturesStatusBarAppearance` is set; then
    /// `childFor…` hands the decision down while a child is named.
    func statusBarController(following child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var current = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while true {
            let next: UIViewController?
            if let presented = current.presentedViewController,
               presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                next = presented
            } else {
                next = current[keyPath: child]
            }
            // A cycle of childFor… answers would never end: stop at the first repeat.
            guard let next, seen.insert(ObjectIdentifier(next)).inserted else { return current }
            current = next
        }
    }
}

extension UIWindowScene {
    /// The scene's status bar configuration (Apple: statusBarManager): that of its key window's
    /// root view controller (or its first window's).
    public var statusBarManager: UIStatusBarManager? {
        UIStatusBarManager { [weak self] in (self?.keyWindow ?? self?.windows.first)?.rootViewController }
    }
}

extension UIApplication {
    /// The status bar's frame (Apple: statusBarFrame, deprecated in iOS 13): `.zero`, as
    /// `UIStatusBarManager.statusBarFrame`.
    public var statusBarFrame: CGRect { .zero }
    /// Whether the key window's controllers prefer the status bar hidden (Apple: isStatusBarHidden,
    /// deprecated in iOS 13).
    public var isStatusBarHidden: Bool { keyWindowStatusBar.isStatusBarHidden }
    /// The status bar style the key window's controllers prefer (Apple: statusBarStyle,
    /// deprecated in iOS 13).
    public var statusBarStyle: UIStatusBarStyle { keyWindowStatusBar.statusBarStyle }

    private var keyWindowStatusBar: UIStatusBarManager {
        UIStatusBarManager { [weak self] in (self?.keyWindow ?? self?.windows.first)?.rootViewController }
    }
}
