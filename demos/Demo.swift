import Foundation
import StrataCore
import StrataGraphics

/// A built-in demo: a layer tree built in code plus the input handling that drives it, as a
/// seed's view controller does (its `viewDidLoad` is `makeScene()`, its touch handlers are the
/// `SceneInputHandler` methods). `strata eval --demo NAME` and the viewer run demos.
///
/// Keys: the viewer offers every key press to the demo first when `handlesKey(_:)` says the
/// demo wants it (by default: a key named in `controls`), and only otherwise applies its own
/// bindings (←/→ and 1–9 switch demos, Space, S, H, Esc). Key names are SCENE.md's: "left",
/// "right", "up", "down", "space", "escape", "return", "tab", and single lower-case letters or
/// digits ("t", "1").
public protocol Demo: SceneInputHandler {
    /// The name `--demo` takes, lower case ("petal").
    static var name: String { get }
    /// A short human title for the window and the HUD ("Falling petal"). Default: the name.
    static var title: String { get }
    /// One line saying what the demo shows and how to drive it.
    static var summary: String { get }
    /// The inputs the demo understands, each with a one-line description, for the HUD. Keys
    /// listed here are given to the demo before the viewer's own bindings. Default: none.
    static var controls: [DemoControl] { get }
    /// The demo's size in points: its root layer's bounds and the window's initial size.
    /// Default 800×600.
    static var size: CGSize { get }
    init()
    /// Builds the demo's root layer and tree. Called once, with the scene clock bound at time 0
    /// inside a transaction whose actions are disabled; the root's bounds are the demo's size.
    /// Layers that tests address carry the names SCENE.md lists (`petal`, `satellite`, …).
    func makeScene() -> CALayer
    /// Whether the demo consumes the key `name` now (before the viewer's bindings). Default:
    /// whether a control in `controls` lists it. A demo whose use of a key depends on its
    /// state (icon-shake takes Esc only in edit mode) overrides this.
    func handlesKey(_ name: String) -> Bool
    /// The images the demo shows, by the names of the seed files they stand for ("petal",
    /// "fish3", "photo-1"), so `eval` reports a layer's `contents` by name. Default: none.
    var images: [(name: String, image: CGImage)] { get }
    /// One line of state for the HUD ("transition: cube", "editing"), nil for none. Default nil.
    var status: String? { get }
    /// Called when the viewer leaves the demo: stop display links and other work that would
    /// outlive it. Default: nothing.
    func tearDown()
    /// For a demo that plays once by itself and then rests (the petals' fall, the rockets'
    /// race): how long after its start the gallery's thumbnail starts it afresh, so the card
    /// keeps moving. Default nil: the demo animates forever by itself, or waits for input.
    static var thumbnailLoop: CFTimeInterval? { get }
}

extension Demo {
    public static var title: String { name }
    public static var controls: [DemoControl] { [] }
    public static var size: CGSize { CGSize(width: 800, height: 600) }
    public static var thumbnailLoop: CFTimeInterval? { nil }
    public func tearDown() {}
    public var images: [(name: String, image: CGImage)] { [] }
    public var status: String? { nil }

    public func handlesKey(_ name: String) -> Bool {
        Self.controls.contains { $0.keys.contains(name) }
    }

    /// The demo's name, from an instance.
    public var name: String { Self.name }
    /// The demo's title, from an instance.
    public var title: String { Self.title }
    /// The demo's summary, from an instance.
    public var summary: String { Self.summary }
    /// The demo's controls, from an instance.
    public var controls: [DemoControl] { Self.controls }
    /// The demo's size, from an instance.
    public var size: CGSize { Self.size }
}
