import UIKit

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        card.backgroundColor = .red
        view.addSubview(card)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    nonisolated(unsafe) static var connected: SceneDelegate?
    nonisolated(unsafe) static var scene: UIWindowScene?

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
        guard let windowScene = (scene as? UIWindowScene) else { return }
        AppDelegate.log.append("scene willConnect")
        SceneDelegate.connected = self
        SceneDelegate.scene = windowScene
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { AppDelegate.log.append("scene didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { AppDelegate.log.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { AppDelegate.log.append("scene willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { AppDelegate.log.append("scene willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { AppDelegate.log.append("scene didEnterBackground") }
}
