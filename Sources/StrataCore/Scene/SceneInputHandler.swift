import Foundation

/// Receives a scene's pointer and key input (click, press/release and key events, and later the
/// viewer's real input). Demos implement it; a plain scene file has none, so its input only
/// hit-tests. Every method runs on the scene clock at the event's time, with a transaction open
/// that is committed afterwards, like a UIKit touch handler.
public protocol SceneInputHandler: AnyObject {
    /// The pointer went down at `point` (root-layer coordinates) over `layer` (model hit test).
    func pointerDown(at point: CGPoint, on layer: CALayer?)
    /// The pointer went up at `point`; a click is a down and an up at the same time.
    func pointerUp(at point: CGPoint, on layer: CALayer?)
    /// A key was pressed; names follow SCENE.md ("right", "left", "space", "a", …).
    func keyDown(_ key: String)
}

extension SceneInputHandler {
    public func pointerDown(at point: CGPoint, on layer: CALayer?) {}
    public func pointerUp(at point: CGPoint, on layer: CALayer?) {}
    public func keyDown(_ key: String) {}
}
