import Foundation

/// Input an event delivers; points are in root-layer coordinates.
public enum SceneInput: Equatable {
    /// The left button went down at a point.
    case pointerDown(CGPoint)
    /// The left button went up at a point.
    case pointerUp(CGPoint)
    /// The pointer moved to a point (a drag while a button is held).
    case pointerMoved(CGPoint)
    /// A scroll at a point by a delta in points (SDL's sign: positive y scrolls content up).
    case scroll(CGPoint, dx: CGFloat, dy: CGFloat)
    /// A finger `id` at a point in `phase`.
    case touch(id: Int, CGPoint, TouchPhase)
    /// A key press, by name ("right", "space", "a", …).
    case key(String)

    /// The input as an `InputEvent` at media time `timestamp`.
    public func event(at timestamp: CFTimeInterval) -> InputEvent {
        switch self {
        case .pointerDown(let point): InputEvent(.pointerDown(.left), at: point, timestamp: timestamp)
        case .pointerUp(let point): InputEvent(.pointerUp(.left), at: point, timestamp: timestamp)
        case .pointerMoved(let point): InputEvent(.pointerMoved, at: point, timestamp: timestamp)
        case let .scroll(point, dx, dy):
            InputEvent(.scroll(deltaX: dx, deltaY: dy, isPrecise: true), at: point, timestamp: timestamp)
        case let .touch(id, point, phase): InputEvent(.touch(id: id, phase: phase), at: point, timestamp: timestamp)
        case .key(let name): InputEvent(.keyDown(key: name, isRepeat: false), timestamp: timestamp)
        }
    }
}
