import Foundation
import StrataUI

/// The host side of a demo written with StrataUI: a `UIWindow` whose `rootViewController` is
/// the demo's controller, shown by whatever shows demos (the viewer, `eval`, `render`, the
/// gallery's cards). There is no second host: the window's layer is the demo's scene root, so
/// the viewer's frame loop commits the views' block animations as it commits every other
/// demo's (UIKit: the implicit transaction commits at the end of the run loop's turn), and the
/// demo's input — live or scripted with `--click`, `--drag`, `--key` — is forwarded to the
/// window as touches and typed text (`UIWindow.deliver(touches:)`, `deliver(text:)`).
///
/// A subclass conforms to `Demo` and says which controller it shows:
/// ```swift
/// final class ImageZoomDemo: UIKitDemo, Demo {
///     static let name = "ui-image-zoom" …
///     override func makeRootViewController() -> UIViewController { ImageZoomViewController() }
/// }
/// ```
open class UIKitDemo: NSObject, SceneInputHandler {
    /// The window (nil until `makeScene()`); its layer (named `window`) is the scene root.
    public private(set) var window: UIWindow?
    /// The touch id the mouse's left button uses (fingers keep their own ids, 0 and up).
    static let pointerTouchID = -1
    /// Whether the left button's touch is down (a release or drag without a press is dropped:
    /// the gallery opens a demo on a click's release).
    private var pointerIsDown = false
    /// The text a typed key inserted, so the system's text event for the same key press
    /// replaces it rather than doubling it (a real keyboard sends both; `--key` only the key).
    private var echo: (field: UITextField, before: String?, time: CFTimeInterval)?

    public required override init() {
        super.init()
    }

    /// The controller the window shows. Subclasses override it.
    open func makeRootViewController() -> UIViewController { UIViewController() }

    /// The window's size: the `Demo`'s size (800×600 unless the demo says otherwise).
    var windowSize: CGSize { (type(of: self) as? any Demo.Type)?.size ?? CGSize(width: 800, height: 600) }

    /// Builds the window and its root controller (whose `viewDidLoad` runs now) and returns the
    /// window's layer. The loader's transaction disables actions; UIKit code runs with them on
    /// (its views turn their layers' implicit animations off themselves, and animation blocks
    /// started in `viewDidLoad` must animate), so the controller is made in a nested
    /// transaction that turns them back on.
    public func makeScene() -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        defer { CATransaction.commit() }
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.layer.name = "window"
        window.backgroundColor = .black
        let controller = makeRootViewController()
        (controller as? DemoViewController)?.screenSize = windowSize
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        self.window = window
        return window.layer
    }

    // MARK: input

    /// Pointer and touch events become the window's touches (root points are window points:
    /// the window's layer is the root); keys and text go to the text field being edited.
    public func handle(_ event: InputEvent, on layer: CALayer?) {
        guard let window else { return }
        switch event.kind {
        case .pointerDown(.left):
            pointerIsDown = true
            deliver(.began, id: Self.pointerTouchID, event)
        case .pointerDragged(.left) where pointerIsDown:
            deliver(.moved, id: Self.pointerTouchID, event)
        case .pointerUp(.left) where pointerIsDown:
            pointerIsDown = false
            deliver(.ended, id: Self.pointerTouchID, event)
        case let .touch(id, phase):
            let phases: [TouchPhase: UITouch.Phase] = [.began: .began, .moved: .moved, .ended: .ended, .cancelled: .cancelled]
            deliver(phases[phase] ?? .cancelled, id: id, event)
        case .keyDown(let key, _):
            press(key, at: event.timestamp, in: window)
        case .text(let text):
            guard let field = editingField else { return }
            if let echo, echo.field === field, abs(event.timestamp - echo.time) < 0.1 {
                field.text = echo.before
            }
            echo = nil
            window.deliver(text: text)
        default:
            break
        }
    }

    private func deliver(_ phase: UITouch.Phase, id: Int, _ event: InputEvent) {
        window?.deliver(touches: [UIWindow.TouchInput(id: id, location: event.location, phase: phase, timestamp: event.timestamp)])
    }

    /// A key while a field is edited: Return sends a newline (the field asks its delegate's
    /// `textFieldShouldReturn(_:)`), Backspace deletes, Esc ends editing, Tab moves to the next
    /// field, and a key naming one character types it.
    private func press(_ key: String, at time: CFTimeInterval, in window: UIWindow) {
        echo = nil
        guard let field = editingField else { return }
        switch key {
        case "return", "enter", "keypad enter": window.deliver(text: "\n")
        case "backspace": window.deliverBackspace()
        case "escape": field.resignFirstResponder()
        case "tab":
            let fields = Self.textFields(in: window)
            if let index = fields.firstIndex(where: { $0 === field }) {
                fields[(index + 1) % fields.count].becomeFirstResponder()
            }
        default:
            let name = key.hasPrefix("keypad ") ? String(key.dropFirst(7)) : key
            let character = name == "space" ? " " : name
            guard character.count == 1 else { return }
            let before = field.text
            window.deliver(text: character)
            if field.text != before { echo = (field, before, time) }
        }
    }

    /// The text field being edited, if any.
    public var editingField: UITextField? {
        window.flatMap { Self.textFields(in: $0).first { $0.isEditing } }
    }

    static func textFields(in view: UIView) -> [UITextField] {
        (view as? UITextField).map { [$0] } ?? view.subviews.flatMap { textFields(in: $0) }
    }

    /// While a field is edited every key is the field's (digits must not switch demos);
    /// otherwise the keys the demo's controls list.
    public func handlesKey(_ name: String) -> Bool {
        if editingField != nil { return true }
        let controls = (type(of: self) as? any Demo.Type)?.controls ?? []
        return controls.contains { $0.keys.contains(name) }
    }
}

extension UIImage {
    /// A demo picture as a `UIImage`, by the seed's file name: `petal.png`, `ball.png`,
    /// `background.jpg`, `0.jpg` … `4.jpg` (what the seeds load with `imageNamed:`), from
    /// `DemoAssets`; `size` (points) sizes the backdrop and the photos. The photos are made at
    /// 2 pixels a point (an `@2x` file) so they stay sharp in a HiDPI window; the backdrop, a
    /// soft gradient and a pattern image, at 1. Nil for another name.
    static func demoAsset(named name: String, size: CGSize = CGSize(width: 800, height: 600)) -> UIImage? {
        let base = (name as NSString).deletingPathExtension
        let pixels = CGSize(width: (size.width * 2).rounded(), height: (size.height * 2).rounded())
        switch base {
        case "petal": return DemoAssets.petal().map { UIImage(cgImage: $0) }
        case "ball": return DemoAssets.ball().map { UIImage(cgImage: $0) }
        case "background": return DemoAssets.backdrop(size: size).map { UIImage(cgImage: $0) }
        default:
            guard let index = Int(base), (0..<5).contains(index) else { return nil }
            return DemoAssets.photo(index, size: pixels).map { UIImage(cgImage: $0, scale: 2) }
        }
    }
}

/// The demos' controllers. UIKit's default `loadView()` makes the view the size of
/// `UIScreen.main.bounds` (the device's screen), so code in `viewDidLoad` lays out against
/// the screen — as the seeds do (`self.view.center`, `[UIScreen mainScreen].bounds`). A demo's
/// screen is its window, so its controllers make their view that size (UIViewController
/// .loadView: "You can override this method in order to create your views manually").
class DemoViewController: UIViewController {
    /// The screen the demo stands for: its window's size.
    var screenSize = phoneScreen

    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: screenSize))
    }
}

extension UIViewController {
    /// The demo's caption: a translucent bar across the bottom of the view with one or two lines
    /// of white text saying what to do (named `caption`).
    @discardableResult
    func addDemoCaption(_ text: String) -> UILabel {
        let bar = UIView(frame: CGRect(x: 0, y: view.bounds.height - 46, width: view.bounds.width, height: 46))
        bar.backgroundColor = UIColor(white: 0, alpha: 0.45)
        bar.isUserInteractionEnabled = false
        let label = UILabel(frame: bar.bounds.insetBy(dx: 10, dy: 6))
        label.layer.name = "caption"
        label.text = text
        label.numberOfLines = 2
        label.font = .systemFont(ofSize: 12)
        label.textColor = UIColor(white: 1, alpha: 0.9)
        label.textAlignment = .center
        bar.addSubview(label)
        view.addSubview(bar)
        return label
    }
}

/// The size of the UIKit demos: the 320 × 568 point iPhone screen the seeds' code is written
/// for (seed 000's spring drop falls to its centre, (160, 284)).
let phoneScreen = CGSize(width: 320, height: 568)
