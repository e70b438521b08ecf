import Foundation

/// Input the viewer receives from its window, already in window points (not pixels).
public enum HostEvent: Equatable, Sendable {
    /// A pointer button went down at a window point.
    case pointerDown(CGPoint)
    /// A pointer button went up at a window point (a long press is a down, then an up later).
    case pointerUp(CGPoint)
    /// A key was pressed (SCENE.md names: "left", "space", "a", "escape", …).
    case key(String)
}
