import Foundation
import StrataCore
import StrataGraphics
import StrataHost
@testable import StrataUI

/// A headless host window (SDL's offscreen driver) with a `UIScreen` on it: what
/// `UIApplicationMain` opens for an app, for tests that drive the frames themselves.
func headlessScreen(width: Int = 200, height: Int = 150, frames: Int? = nil) throws -> (Window, UIScreen) {
    var options = WindowOptions()
    options.headless = true
    options.frameLimit = frames
    let host = try Window(title: "UIKit test", width: width, height: height, options: options)
    return (host, UIScreen(hostWindow: host))
}

/// A key and visible window on `screen` showing `controller`'s view.
func showWindow(on screen: UIScreen, _ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

/// Runs the host's frames until `seconds` of wall-clock time have passed (at least one).
func runFrames(_ host: Window, for seconds: Double, after each: () -> Void = {}) {
    let end = Date().addingTimeInterval(seconds)
    repeat {
        host.step()
        each()
        usleep(4_000)
    } while Date() < end
}

/// Runs the host's frames until its scripted input up to session time `time` has all been
/// played (a marker key event scheduled at `time` arrives) and `until` holds — whatever the
/// machine's load — or 10 s have passed.
func runScript(_ host: Window, through time: Double, until: () -> Bool = { true }, after each: () -> Void = {}) {
    let marker = CALayer()
    var reached = false
    host.eventRouter.focus = marker
    host.eventRouter.setHandler(for: marker) { event in
        if event.kind == .keyUp(key: "test-script-end") { reached = true }
        return true
    }
    host.schedule(InputEvent(.keyUp(key: "test-script-end")), at: time)
    let deadline = Date().addingTimeInterval(10)
    while !(reached && until()), Date() < deadline {
        host.step()
        each()
        usleep(2_000)
    }
}

/// A view that records the touches UIKit sends it.
final class TouchLog: UIView {
    var calls: [(phase: String, location: CGPoint, timestamp: TimeInterval, tapCount: Int)] = []

    private func note(_ phase: String, _ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        calls.append((phase, touch.location(in: self), touch.timestamp, touch.tapCount))
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches) }
}

/// Colour at a pixel of a screenshot as 0–255 components.
func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    guard let c = image.color(atX: x, y: y) else { return [] }
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
}

func nearRGB(_ a: [Int], _ b: [Int], tolerance: Int = 3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
