import Foundation
import StrataCore
import StrataGraphics

/// A built-in demo: a layer tree built in code plus the input handling that drives it, as a
/// seed's view controller does (its `viewDidLoad` is `makeScene()`, its touch handlers are the
/// `SceneInputHandler` methods). `strata eval --demo NAME` and the viewer run demos.
public protocol Demo: SceneInputHandler {
    /// The name `--demo` takes, lower case ("petal").
    static var name: String { get }
    /// One line saying what the demo shows and how to drive it.
    static var summary: String { get }
    init()
    /// Builds the demo's root layer and tree. Called once, with the scene clock bound at time 0
    /// inside a transaction whose actions are disabled; the root's bounds are the demo's size.
    /// Layers that tests address carry the names SCENE.md lists (`petal`, `satellite`, …).
    func makeScene() -> CALayer
}

extension Demo {
    /// The demo's name, from an instance.
    public var name: String { Self.name }
    /// The demo's summary, from an instance.
    public var summary: String { Self.summary }
}
