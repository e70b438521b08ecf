import Foundation

/// One EVENT of a scene (SCENE.md): changes made in one transaction at `time`, and input
/// delivered at that time. A long press becomes two events: the press and, later, the release.
public struct SceneEvent {
    /// Scene time in seconds (the clock starts at 0 when the scene is loaded).
    public var time: CFTimeInterval
    /// Whether the transaction disables implicit actions (`"disableActions": true`).
    public var disableActions: Bool
    /// Model changes, applied in one CATransaction in this order.
    public var changes: [SceneChange]
    /// Pointer and key input, delivered after the changes are committed.
    public var inputs: [SceneInput]

    /// An event at scene time `time` making `changes` and sending `inputs` in one transaction
    /// (`disableActions`: no implicit animations for its `set` changes).
    public init(time: CFTimeInterval, disableActions: Bool = false, changes: [SceneChange] = [], inputs: [SceneInput] = []) {
        self.time = time
        self.disableActions = disableActions
        self.changes = changes
        self.inputs = inputs
    }
}
