import Foundation

/// Input an event delivers; points are in root-layer coordinates.
public enum SceneInput: Equatable {
    case pointerDown(CGPoint)
    case pointerUp(CGPoint)
    /// A key press, by name ("right", "space", "a", …).
    case key(String)
}
