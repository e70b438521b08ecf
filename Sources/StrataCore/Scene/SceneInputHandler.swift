import Foundation

/// Receives a scene's input (scripted events and the viewer's live input) that no layer's
/// responder took (`EventRouter`). Demos implement it; a plain scene file has none, so its
/// input only hit-tests. Every method runs on the scene clock at the event's time, with a
/// transaction open that is committed afterwards, like a UIKit touch handler.
public protocol SceneInputHandler: AnyObject {
    /// The left button went down at `point` (root-layer coordinates) over `layer` (the model
    /// layer whose presentation is under the point).
    func pointerDown(at point: CGPoint, on layer: CALayer?)
    /// The left button went up at `point`; a click is a down and an up at the same time.
    func pointerUp(at point: CGPoint, on layer: CALayer?)
    /// A key was pressed; names follow SCENE.md ("right", "left", "space", "a", …).
    func keyDown(_ key: String)
    /// Every event, with its velocity and the layer hit (nil for none, and for keys and text),
    /// before the three methods above get their kinds.
    func handle(_ event: InputEvent, on layer: CALayer?)
}

extension SceneInputHandler {
    public func pointerDown(at point: CGPoint, on layer: CALayer?) {}
    public func pointerUp(at point: CGPoint, on layer: CALayer?) {}
    public func keyDown(_ key: String) {}
    public func handle(_ event: InputEvent, on layer: CALayer?) {}
}
