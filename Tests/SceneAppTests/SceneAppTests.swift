import Foundation
import UIKit
import XCTest

/// An app with a scene delegate, launched as iOS launches it (Apple: "Managing your app's life
/// cycle": "if your app supports scenes, UIKit delivers separate life-cycle events for each";
/// UIWindowSceneDelegate; UIWindow `init(windowScene:)`; UIApplication.connectedScenes). With
/// no Info.plist, the scene delegate is the class `SceneDelegate` of the app delegate's
/// module, as Xcode's template declares in its scene manifest.
final class SceneAppTests: XCTestCase {
    func testTheTemplateAppConnectsItsSceneAndShowsItsWindow() throws {
        AppDelegate.log = []
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("scene-app-\(getpid()).png").path
        let arguments = ["SceneApp", "--headless", "--size", "200x150", "--frames", "3", "--screenshot", screenshot,
                         "--expect", "50,40=ff0000"]
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let status = cStrings.withUnsafeMutableBufferPointer { buffer in
            UIApplicationMain(Int32(arguments.count), buffer.baseAddress!, nil, NSStringFromClass(AppDelegate.self))
        }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(AppDelegate.log, [
            "app didFinishLaunching", "app configurationForConnecting", "scene willConnect", "scene willEnterForeground",
            "scene didBecomeActive", "scene willResignActive", "scene didEnterBackground", "scene didDisconnect",
            "app willTerminate",
        ])
        let delegate = try XCTUnwrap(SceneDelegate.connected)
        let window = try XCTUnwrap(delegate.window)
        XCTAssertEqual(window.bounds, CGRect(x: 0, y: 0, width: 200, height: 150))
        let scene = try XCTUnwrap(SceneDelegate.scene)
        XCTAssertTrue(window.windowScene === scene, "the window's scene")
        XCTAssertTrue(scene.windows.contains { $0 === window }, "the scene's windows: \(scene.windows)")
        XCTAssertEqual(scene.activationState, .unattached, "disconnected when the window closed")
        XCTAssertEqual(scene.session.role, .windowApplication)
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
        XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
        XCTAssertTrue(FileManager.default.fileExists(atPath: screenshot))
        try? FileManager.default.removeItem(atPath: screenshot)
    }
}
