import Foundation
import XCTest
import StrataCore
import StrataGraphics
@testable import StrataUI

/// An app delegate as iOS projects write it (what `@main` or UIApplicationMain makes by name).
final class HostTestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    nonisolated(unsafe) static var launched: HostTestAppDelegate?
    nonisolated(unsafe) static var screenBounds: CGRect?

    final class Controller: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .blue
            let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
            box.backgroundColor = .red
            view.addSubview(box)
        }
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("launch")
        Self.launched = self
        Self.screenBounds = UIScreen.main.bounds
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = Controller()
        window?.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.append("active") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("terminate") }
}

/// UIApplicationMain (Apple: "Creates the application object and the application delegate and
/// sets up the event cycle"; the delegate class is given by name, `NSStringFromClass`) on the
/// host's window, headless.
final class UIApplicationMainTests: XCTestCase {
    /// The delegate is made from its class name and launched; its window shows on the host
    /// window, whose size is the screen's bounds (Apple: UIScreen.bounds), becomes the key
    /// window (Apple: UIApplication.keyWindow, "the window … most recently sent the
    /// makeKeyAndVisible() message") and draws the view tree: the `--expect` pixels pass.
    func testTheDelegateLaunchesAndItsWindowShowsTheViewTree() throws {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-launch-\(getpid()).png").path
        var errors: [String] = []
        // UIKit posts the life-cycle notifications next to the delegate calls.
        final class Posted: @unchecked Sendable { var names: [String] = [] }
        let posted = Posted()
        let names = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                     UIApplication.willResignActiveNotification, UIApplication.willTerminateNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { posted.names.append($0.name.rawValue) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        let status = UIApplication.run(
            arguments: ["--headless", "--size", "200x150", "--frames", "3", "--screenshot", path,
                        "--expect", "50,40=ff0000", "--expect", "150,100=0000ff"],
            principalClassName: nil, delegateClassName: NSStringFromClass(HostTestAppDelegate.self),
            errors: { errors.append($0) })

        XCTAssertEqual(status, 0, "\(errors)")
        let delegate = try XCTUnwrap(HostTestAppDelegate.launched)
        XCTAssertEqual(delegate.log, ["launch", "active", "terminate"])
        XCTAssertEqual(posted.names, names.map(\.rawValue))
        XCTAssertEqual(HostTestAppDelegate.screenBounds, CGRect(x: 0, y: 0, width: 200, height: 150))
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertTrue(UIApplication.shared.keyWindow === delegate.window)
        XCTAssertTrue(UIApplication.shared.windows.contains { $0 === delegate.window })
        let image = try CGImage.decode(data: Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertTrue(nearRGB(rgb(image, 50, 40), [255, 0, 0]), "\(rgb(image, 50, 40))")
        try? FileManager.default.removeItem(atPath: path)
        // `@main` finds its entry point in the protocol's extension.
        let entry: () -> Void = HostTestAppDelegate.main
        _ = entry
    }

    /// Bad input never traps: a bad option, an unknown delegate class or a pixel that differs
    /// gives a status and a sentence.
    func testBadArgumentsAndUnknownClassesFailWithAMessage() {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        var errors: [String] = []
        let name = NSStringFromClass(HostTestAppDelegate.self)

        XCTAssertEqual(UIApplication.run(arguments: ["--frames", "x"], principalClassName: nil, delegateClassName: name,
                                         errors: { errors.append($0) }), 2)
        XCTAssertEqual(UIApplication.run(arguments: ["--headless", "--frames", "1"], principalClassName: nil,
                                         delegateClassName: "NoSuchModule.NoSuchDelegate", errors: { errors.append($0) }), 1)
        XCTAssertEqual(UIApplication.run(arguments: ["--headless", "--size", "100x100", "--frames", "1", "--expect", "10,10=00ff00"],
                                         principalClassName: nil, delegateClassName: name, errors: { errors.append($0) }), 1)

        XCTAssertEqual(errors.count, 3)
        XCTAssertTrue(errors[0].contains("--frames"), errors[0])
        XCTAssertTrue(errors[1].contains("NoSuchModule.NoSuchDelegate"), errors[1])
        XCTAssertTrue(errors[2].contains("pixel 10,10"), errors[2])
    }
}
