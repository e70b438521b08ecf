import Foundation
import StrataGraphics

/// A scroll view's motion along one axis, as UIScrollView moves: the content follows a drag
/// 1:1 inside its range and with rubber-band resistance beyond it; released, it coasts with the
/// release velocity under UIScrollView's normal deceleration (`DecelerationRate.normal`: the
/// velocity keeps 0.998 of itself per millisecond) and, past an end, springs back (critically
/// damped), so a flick into an end bounces. A value type with no clock of its own: feed it
/// the pointer's moves and `step(_:)` it from a display link; show `offset`. A Strata addition
/// (Core Animation has no scroll physics; UIKit keeps its own private).
///
/// It lives in StrataCore, beside `VelocityTracker`, because it needs neither GL nor a window
/// and is the one floor the demos and the `Strata` umbrella both see.
public struct ScrollPhysics: Sendable {
    /// How far the content can scroll: 0…`maxOffset` points.
    public var maxOffset: CGFloat
    /// The viewport's length (the rubber band's scale).
    public var viewport: CGFloat
    /// The scroll offset shown (beyond the range while rubber-banding).
    public private(set) var offset: CGFloat = 0
    /// How fast `offset` changes, in points per second (0 while dragged).
    public private(set) var velocity: CGFloat = 0
    /// The offset the finger asks for, before the rubber band.
    private var dragOffset: CGFloat = 0
    /// Whether a finger holds the content (it moves only with the finger then).
    public private(set) var isDragging = false

    /// UIScrollView's normal deceleration rate (`UIScrollView.DecelerationRate.normal`): a
    /// coasting velocity keeps this fraction of itself each millisecond.
    public static let decelerationRate: CGFloat = 0.998

    /// Where something released at `position` with `velocity` (points per second) comes to
    /// rest under the normal deceleration: position + v · r / (1 − r) / 1000, the sum of the
    /// per-millisecond steps. iOS apps use it to pick a flick's destination (the slot nearest
    /// the landing point) before springing there.
    public static func restingPoint(from position: CGPoint, velocity: CGVector) -> CGPoint {
        let coast = decelerationRate / (1 - decelerationRate) / 1000
        return CGPoint(x: position.x + velocity.dx * coast, y: position.y + velocity.dy * coast)
    }

    /// Content at rest at offset 0 that scrolls over 0…`maxOffset` in a viewport `viewport`
    /// points long.
    public init(maxOffset: CGFloat, viewport: CGFloat) {
        self.maxOffset = maxOffset
        self.viewport = viewport
    }

    /// Whether the content still moves by itself.
    public var isMoving: Bool { !isDragging && (abs(velocity) > 2 || abs(overshoot) > 0.5) }

    private var overshoot: CGFloat { offset < 0 ? offset : max(0, offset - maxOffset) }

    /// iOS's rubber band: (1 − 1 / (x·0.55 / d + 1)) · d for an overshoot x over a length d.
    private func rubberBand(_ x: CGFloat) -> CGFloat {
        let d = viewport
        return (1 - 1 / (abs(x) * 0.55 / d + 1)) * d * (x < 0 ? -1 : 1)
    }

    private func banded(_ raw: CGFloat) -> CGFloat {
        raw < 0 ? rubberBand(raw) : raw > maxOffset ? maxOffset + rubberBand(raw - maxOffset) : raw
    }

    /// A finger (or pointer) took hold of the content: it stops, where it is.
    public mutating func beginDrag() {
        velocity = 0
        isDragging = true
        // Invert the band so the content does not jump under the finger.
        let over = overshoot
        let ratio = min(abs(over) / viewport, 0.999)
        let raw = over == 0 ? 0 : ratio / (0.55 * (1 - ratio)) * viewport * (over < 0 ? -1 : 1)
        dragOffset = offset < 0 ? raw : offset > maxOffset ? maxOffset + raw : offset
    }

    /// The finger moved by `delta` points (content moving down: positive).
    public mutating func drag(by delta: CGFloat) {
        dragOffset -= delta
        offset = banded(dragOffset)
    }

    /// Let go with the finger's velocity (points per second, content moving down: positive).
    public mutating func release(velocity fingerVelocity: CGFloat) {
        velocity = -fingerVelocity
        isDragging = false
    }

    /// A wheel or trackpad scroll of `delta` points (SDL's sign: positive shows earlier content).
    public mutating func scroll(by delta: CGFloat) {
        dragOffset = offset - delta
        offset = banded(dragOffset)
        velocity = 0
    }

    /// Advances the motion by `dt` seconds (in steps of at most 1/240 s, so the result does not
    /// depend on the frame rate; at most 10 s).
    public mutating func step(_ dt: CGFloat) {
        guard dt > 0, !isDragging else { return }
        var remaining = min(dt, 10)
        while remaining > 0 {
            let h = min(remaining, 1.0 / 240)
            integrate(h)
            remaining -= h
        }
        if abs(velocity) <= 2 && abs(overshoot) <= 0.5 {
            velocity = 0
            offset = min(max(offset, 0), maxOffset)
        }
    }

    private mutating func integrate(_ h: CGFloat) {
        let over = overshoot
        if over != 0 {
            // Critically damped spring back to the end (stiffness 150, ζ = 1).
            let k: CGFloat = 150, c = 2 * k.squareRoot()
            velocity += (-k * over - c * velocity) * h
        } else {
            velocity *= CGFloat(pow(Double(Self.decelerationRate), Double(h) * 1000))
        }
        offset += velocity * h
    }
}
