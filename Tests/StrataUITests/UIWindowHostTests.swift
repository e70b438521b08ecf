import Foundation
import XCTest
import StrataCore
import StrataGraphics
import StrataHost
@testable import StrataUI

/// UIWindows on the host's window (SDL's offscreen driver): the host's frame loop draws the
/// view tree and its input becomes UIKit's touches, gestures, text and keys. XCTest, whose
/// tests run one at a time on the main thread, as UIKit and SDL want.
final class UIWindowHostTests: XCTestCase {
    final class Controller: UIViewController {
        let box = TouchLog(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        let button = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 40))
        var taps = 0
        var layouts = 0

        override func viewDidLoad() {
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            box.backgroundColor = .red
            button.backgroundColor = .green
            view.addSubview(box)
            view.addSubview(button)
            button.addGestureRecognizer(UITapGestureRecognizer { [unowned self] recognizer in
                if recognizer.state == .ended { taps += 1 }
            })
        }
        override func viewDidLayoutSubviews() { layouts += 1 }
    }

    /// A click on a view with a UITapGestureRecognizer fires it (Apple: UITapGestureRecognizer,
    /// "the gesture is recognized when the specified number of fingers tap the view"), and a
    /// drag over another view sends it touchesBegan, touchesMoved, touchesEnded with its own
    /// coordinates, rising timestamps and tapCount 1 (Apple: UIResponder.touchesBegan(_:with:);
    /// UITouch.location(in:), timestamp, tapCount).
    func testHostClicksAndDragsBecomeTapsAndTouches() throws {
        let (host, screen) = try headlessScreen()
        defer { host.close() }
        let controller = Controller()
        let window = showWindow(on: screen, controller)
        host.schedule(.pointerDown(CGPoint(x: 150, y: 40)), at: 0.02)
        host.schedule(.pointerUp(CGPoint(x: 150, y: 40)), at: 0.04)
        host.schedule(.pointerDown(CGPoint(x: 30, y: 30)), at: 0.1)
        host.schedule(InputEvent(.pointerMoved, at: CGPoint(x: 40, y: 32)), at: 0.12)
        host.schedule(InputEvent(.pointerMoved, at: CGPoint(x: 50, y: 34)), at: 0.14)
        host.schedule(.pointerUp(CGPoint(x: 50, y: 34)), at: 0.16)
        // Hovering (no button held) is no touch on iOS; a wheel is not a touch either: it goes
        // on to the host's router, which sees none of the events UIKit took.
        host.schedule(InputEvent(.pointerMoved, at: CGPoint(x: 35, y: 35)), at: 0.2)
        host.schedule(InputEvent(.scroll(deltaX: 0, deltaY: -40, isPrecise: false), at: CGPoint(x: 30, y: 30)), at: 0.21)
        var routed: [InputEvent.Kind] = []
        host.eventRouter.setHandler(for: host.rootLayer) { event in
            routed.append(event.kind)
            return true
        }
        runScript(host, through: 0.3)

        XCTAssertEqual(controller.taps, 1)
        XCTAssertEqual(routed, [.scroll(deltaX: 0, deltaY: -40, isPrecise: false)])
        XCTAssertEqual(controller.box.calls.map(\.phase), ["began", "moved", "moved", "ended"])
        XCTAssertEqual(controller.box.calls.first?.location, CGPoint(x: 10, y: 10))
        XCTAssertEqual(controller.box.calls.last?.location, CGPoint(x: 30, y: 14))
        let stamps = controller.box.calls.map(\.timestamp)
        XCTAssertEqual(stamps, stamps.sorted())
        XCTAssertGreaterThan(stamps.last! - stamps.first!, 0.03)
        XCTAssertEqual(controller.box.calls.map(\.tapCount), [1, 1, 1, 1])
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
    }

    final class FieldController: UIViewController, UITextFieldDelegate {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        var returns = 0
        var onBegin: () -> Void = {}
        override func viewDidLoad() {
            field.delegate = self
            view.addSubview(field)
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { onBegin() }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returns += 1
            textField.resignFirstResponder()
            return true
        }
    }

    /// A tap makes the field first responder and turns the host's text input on; typed text
    /// goes in at the insertion point, which the arrow keys and End move; Backspace deletes
    /// before it; Return asks the delegate (Apple: UITextFieldDelegate.textFieldShouldReturn(_:),
    /// "Asks the delegate whether to process the pressing of the Return button"), whose
    /// resignFirstResponder() turns text input off (UIResponder: "the keyboard is dismissed").
    func testTypedTextAndKeysReachTheFirstResponderField() throws {
        let (host, screen) = try headlessScreen()
        defer { host.close() }
        let controller = FieldController()
        _ = showWindow(on: screen, controller)
        XCTAssertFalse(host.acceptsTextInput)
        host.schedule(.pointerDown(CGPoint(x: 50, y: 30)), at: 0.02)
        host.schedule(.pointerUp(CGPoint(x: 50, y: 30)), at: 0.03)
        var editing = false
        controller.onBegin = { editing = host.acceptsTextInput }
        host.schedule(InputEvent(.text("Hllo")), at: 0.05)
        for _ in 0..<3 { host.schedule(.key("left"), at: 0.06) }
        host.schedule(InputEvent(.text("e")), at: 0.07)
        host.schedule(.key("end"), at: 0.08)
        host.schedule(InputEvent(.text("!!")), at: 0.09)
        host.schedule(.key("backspace"), at: 0.1)
        host.schedule(.key("return"), at: 0.12)
        host.schedule(InputEvent(.text("ignored")), at: 0.14)
        runScript(host, through: 0.2)

        XCTAssertTrue(editing)
        XCTAssertEqual(controller.field.text, "Hello!")
        XCTAssertEqual(controller.returns, 1)
        XCTAssertFalse(controller.field.isFirstResponder)
        XCTAssertFalse(host.acceptsTextInput)
    }

    final class AnimatingController: UIViewController {
        let card = UIView(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
        var finished: Bool?
        override func viewDidLoad() {
            card.backgroundColor = .red
            view.addSubview(card)
            view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in
                UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
                    self.card.center.x += 100
                }, completion: { self.finished = $0 })
            })
        }
    }

    /// A UIView.animate block started by a tap moves the card's presentation layer across the
    /// host's frames and completes with finished == true (Apple: UIView.animate(withDuration:
    /// delay:options:animations:completion:), "completion: … a Boolean value that indicates
    /// whether or not the animations actually finished"); the model value is the end at once.
    func testAnAnimationStartedFromATapMovesOverTheFrames() throws {
        let (host, screen) = try headlessScreen()
        defer { host.close() }
        let controller = AnimatingController()
        _ = showWindow(on: screen, controller)
        host.schedule(.pointerDown(CGPoint(x: 100, y: 120)), at: 0.02)
        host.schedule(.pointerUp(CGPoint(x: 100, y: 120)), at: 0.03)
        var shown: [CGFloat] = []
        runScript(host, through: 0.05, until: { controller.finished != nil }) {
            shown.append(controller.card.layer.presentation()?.position.x ?? -1)
        }

        XCTAssertEqual(controller.card.center.x, 120)
        XCTAssertEqual(shown.first, 20)
        XCTAssertEqual(shown.last, 120)
        XCTAssertEqual(shown, shown.sorted(), "the card never moves back")
        let between = shown.filter { $0 > 25 && $0 < 115 }
        XCTAssertGreaterThanOrEqual(between.count, 3, "\(shown)")
        XCTAssertEqual(controller.finished, true)
    }

    /// Exactly one commit per frame while the host's loop runs, even when the app also spins
    /// the main run loop (timers, queued blocks): a display link fires once per frame drawn
    /// (Apple: CADisplayLink, "a timer object that allows your app to synchronize its drawing
    /// to the refresh rate of the display"). Once the window closes, the main run loop runs
    /// the frames again (Apple: CATransaction, implicit transactions commit "when the thread's
    /// run-loop next iterates"): an animation's completion still comes.
    func testOneCommitPerFrameWithTheMainRunLoopSpinning() throws {
        let (host, screen) = try headlessScreen()
        let controller = AnimatingController()
        _ = showWindow(on: screen, controller)
        host.step()
        var fires = 0
        let link = CADisplayLink { _ in fires += 1 }
        link.add(to: .main, forMode: .common)
        let before = host.framesRendered
        var finished: Bool?
        UIView.animate(withDuration: 1.5, animations: { controller.card.alpha = 0.5 }, completion: { finished = $0 })
        let start = Date()
        for _ in 0..<10 {
            host.step()
            RunLoop.main.run(until: Date().addingTimeInterval(0.04))  // ~2 display intervals
        }
        let frames = host.framesRendered - before
        link.invalidate()

        XCTAssertEqual(frames, 10)
        XCTAssertEqual(fires, frames)
        if Date().timeIntervalSince(start) < 1.4 { XCTAssertNil(finished) }
        host.close()
        let deadline = Date().addingTimeInterval(3)
        while finished == nil, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.05)) }
        XCTAssertEqual(finished, true)
    }

    /// Resizing the host window resizes the UIWindow and its root view and lays them out again
    /// (Apple: UIViewController.viewDidLayoutSubviews(), "called to notify the view controller
    /// that its view has just laid out its subviews"); UIScreen.bounds follows (Apple:
    /// UIScreen.bounds, "the bounding rectangle of the screen, measured in points").
    func testResizingTheHostWindowRelaysOutTheRootView() throws {
        let (host, screen) = try headlessScreen()
        defer { host.close() }
        let controller = Controller()
        let window = showWindow(on: screen, controller)
        runFrames(host, for: 0.05)
        let layouts = controller.layouts

        host.size = CGSize(width: 320, height: 180)
        runFrames(host, for: 0.05)

        XCTAssertEqual(screen.bounds, CGRect(x: 0, y: 0, width: 320, height: 180))
        XCTAssertEqual(screen.scale, host.scale)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 320, height: 180))
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 320, height: 180))
        XCTAssertGreaterThan(controller.layouts, layouts)
    }

    /// `--scale 2` (WindowOptions.scale) on a display of one pixel per point: the screen keeps
    /// its points and reports 2 pixels per point (Apple: UIScreen.scale, "the natural scale
    /// factor associated with the screen … 2.0 for Retina displays"); the window draws twice
    /// the pixels, a view's frame covering twice as many.
    func testAScaledHostWindowIsARetinaScreen() throws {
        var options = WindowOptions()
        options.headless = true
        options.frameLimit = 2
        options.scale = 2
        let host = try Window(title: "UIKit test", width: 100, height: 80, options: options)
        let screen = UIScreen(hostWindow: host)
        let controller = UIViewController()
        controller.view.backgroundColor = .blue
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .red
        controller.view.addSubview(box)
        let window = showWindow(on: screen, controller)
        try host.run()
        let image = try host.screenshot()

        XCTAssertEqual(screen.bounds, CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(screen.scale, 2)
        XCTAssertEqual(screen.nativeBounds, CGRect(x: 0, y: 0, width: 200, height: 160))
        XCTAssertEqual(window.bounds.size, CGSize(width: 100, height: 80))
        XCTAssertEqual(image.width, 200)
        XCTAssertTrue(nearRGB(rgb(image, 22, 22), [255, 0, 0]), "\(rgb(image, 22, 22))")
        XCTAssertTrue(nearRGB(rgb(image, 58, 58), [255, 0, 0]), "\(rgb(image, 58, 58))")
        XCTAssertTrue(nearRGB(rgb(image, 62, 62), [0, 0, 255]), "\(rgb(image, 62, 62))")
    }

    /// The host's screenshot shows the UIKit view tree: the controller's blue view, the red and
    /// green subviews at their frames, and a half-transparent white view over the blue
    /// (Apple: UIView.alpha) — the window's layers are the host's root layer's.
    func testTheHostWindowDrawsTheViewTree() throws {
        let (host, screen) = try headlessScreen(frames: 2)
        let controller = Controller()
        let window = showWindow(on: screen, controller)
        let veil = UIView(frame: CGRect(x: 20, y: 100, width: 160, height: 30))
        veil.backgroundColor = .white
        veil.alpha = 0.5
        controller.view.addSubview(veil)
        try host.run()
        let image = try host.screenshot()

        XCTAssertTrue(window.layer.superlayer === host.rootLayer)
        XCTAssertTrue(nearRGB(rgb(image, 50, 40), [255, 0, 0]), "\(rgb(image, 50, 40))")
        XCTAssertTrue(nearRGB(rgb(image, 150, 40), [0, 255, 0]), "\(rgb(image, 150, 40))")
        XCTAssertTrue(nearRGB(rgb(image, 100, 80), [0, 0, 255]), "\(rgb(image, 100, 80))")
        XCTAssertTrue(nearRGB(rgb(image, 100, 115), [128, 128, 255]), "\(rgb(image, 100, 115))")
    }
}
