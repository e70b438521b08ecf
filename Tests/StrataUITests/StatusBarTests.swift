import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Found by compiling SideMenu's SideMenuPresentationController, which reads
// `windowScene?.statusBarManager?.statusBarFrame` (iOS 13) or `UIApplication.shared.statusBarFrame`.

private final class LightController: UIViewController {
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { hidden }
}

private final class ContainerController: UIViewController {
    let inner = LightController()
    override var childForStatusBarStyle: UIViewController? { inner }
    override var childForStatusBarHidden: UIViewController? { inner }
}

private final class LoopingController: UIViewController {
    weak var other: UIViewController?
    override var childForStatusBarStyle: UIViewController? { other }
}

@Suite struct StatusBarTests {
    private func scene() -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        return UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    }

    /// https://developer.apple.com/documentation/uikit/uistatusbarmanager — the manager reports
    /// the configuration the scene's view controllers ask for (prefersStatusBarHidden,
    /// preferredStatusBarStyle); https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarframe
    /// — the frame is CGRectZero when there is no bar shown (Strata draws none).
    @Test func managerReportsTheRootControllersPreferences() throws {
        let windowScene = scene()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.windowScene = windowScene
        let root = LightController()
        window.rootViewController = root

        let manager = try #require(windowScene.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.isStatusBarHidden == false)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden == true, "read again after the preference changed")
        #expect(manager.statusBarFrame == .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle —
    /// a container names the child whose preference is used.
    @Test func containersHandTheDecisionToTheirNamedChild() {
        let container = ContainerController()
        #expect(container.preferredStatusBarStyle == .default)
        #expect(container.statusBarController(following: \.childForStatusBarStyle) === container.inner)

        let a = LoopingController(), b = LoopingController()
        a.other = b; b.other = a
        #expect(a.statusBarController(following: \.childForStatusBarStyle) === b, "a cycle stops, never hangs")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
    /// — control passes to a presented controller only when it is full screen, or when it
    /// captures the status bar's appearance.
    @Test func presentedControllersTakeOverOnlyFullScreenOrWhenCapturing() {
        onVirtualClock { clock, root in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let base = UIViewController()
            window.rootViewController = base
            window.makeKeyAndVisible()
            clock.advance(by: 0)

            let sheet = LightController()
            sheet.modalPresentationStyle = .pageSheet
            base.present(sheet, animated: false)
            let whileSheet = base.statusBarController(following: \.childForStatusBarStyle).preferredStatusBarStyle
            sheet.modalPresentationCapturesStatusBarAppearance = true
            let whileCapturing = base.statusBarController(following: \.childForStatusBarStyle).preferredStatusBarStyle

            #expect(whileSheet == .default)
            #expect(whileCapturing == .lightContent)
            #expect(UIApplication.shared.statusBarFrame == .zero)
        }
    }
}
