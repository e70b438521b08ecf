import Foundation

/// Recognizes a drag (Apple: UIPanGestureRecognizer): continuous; `.began` once the touches
/// have moved ~10 points, `.changed` as they move, `.ended` when they lift.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers. Default 1.
    open var minimumNumberOfTouches = 1
    /// Most fingers. Default unlimited.
    open var maximumNumberOfTouches = Int.max
    static let hysteresis: CGFloat = 10
    private var origin: CGPoint?
    private var offset = CGPoint.zero
    private var samples: [(point: CGPoint, time: TimeInterval)] = []

    /// The movement since the pan began (or since `setTranslation`), in `view`'s coordinate
    /// system (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let p = location(in: nil)
        let t = CGPoint(x: p.x - origin.x + offset.x, y: p.y - origin.y + offset.y)
        return scaled(t, to: view)
    }

    /// Sets the translation reported from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        origin = location(in: nil)
        offset = scaledToWindow(translation, from: view)
    }

    /// The speed of the drag in points per second, in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
              last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return scaled(CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt), to: view)
    }

    private func scaled(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func scaledToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private var downAt: CGPoint?

    /// Tracks touches that began in the view, as part of recognizing a pan.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if downAt == nil { downAt = location(in: nil) }
        sample(event)
        if trackedTouches.count > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    /// Follows the touches' movement, as part of recognizing a pan.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event)
        let p = location(in: nil)
        switch state {
        case .possible:
            guard let downAt, trackedTouches.count >= minimumNumberOfTouches else { return }
            if hypot(p.x - downAt.x, p.y - downAt.y) >= Self.hysteresis {
                origin = downAt
                state = .began
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Handles touches that ended, as part of recognizing a pan.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event)
        if state == .began || state == .changed {
            if trackedTouches.count - touches.count < minimumNumberOfTouches { state = .ended }
        } else if trackedTouches.count == touches.count {
            state = .failed
        }
    }

    private func sample(_ event: UIEvent) {
        samples.append((location(in: nil), event.timestamp))
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
    }

    open override func reset() {
        origin = nil; downAt = nil; offset = .zero; samples = []
    }
}

/// Recognizes two fingers pinching (Apple: UIPinchGestureRecognizer): `scale` is the distance
/// between them over the distance when the pinch began.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor since the pinch began (settable, as in UIKit, to reset it). Default 1.
    open var scale: CGFloat = 1
    /// The scale factor per second.
    open private(set) var velocity: CGFloat = 0
    private var baseDistance: CGFloat?
    private var last: (scale: CGFloat, time: TimeInterval)?

    /// Follows the touches' movement, as part of recognizing a pinch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count >= 2 else { return }
        let a = trackedTouches[0].location(in: nil), b = trackedTouches[1].location(in: nil)
        let d = hypot(a.x - b.x, a.y - b.y)
        guard let base = baseDistance else {
            baseDistance = d
            return
        }
        guard base > 0 else { return }
        if state == .possible, abs(d - base) < 5 { return }
        let s = state == .possible ? d / base : scale * d / (previousDistance ?? d)
        if let last, event.timestamp > last.time { velocity = (s - last.scale) / CGFloat(event.timestamp - last.time) }
        last = (s, event.timestamp)
        scale = s
        state = state == .possible ? .began : .changed
        previousDistance = d
    }
    private var previousDistance: CGFloat?

    /// Tracks touches that began in the view, as part of recognizing a pinch.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count >= 2, baseDistance == nil else { return }
        let a = trackedTouches[0].location(in: nil), b = trackedTouches[1].location(in: nil)
        baseDistance = hypot(a.x - b.x, a.y - b.y)
        previousDistance = baseDistance
    }

    /// Handles touches that ended, as part of recognizing a pinch.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if trackedTouches.count == touches.count { state = .failed }
    }

    open override func reset() { baseDistance = nil; previousDistance = nil; last = nil; velocity = 0; scale = 1 }
}

/// Recognizes two fingers turning (Apple: UIRotationGestureRecognizer): `rotation` in radians
/// since the gesture began, clockwise positive (y down).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians since the rotation began (settable to reset it). Default 0.
    open var rotation: CGFloat = 0
    /// Radians per second.
    open private(set) var velocity: CGFloat = 0
    private var previousAngle: CGFloat?
    private var last: (rotation: CGFloat, time: TimeInterval)?

    private func angle() -> CGFloat {
        let a = trackedTouches[0].location(in: nil), b = trackedTouches[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Tracks touches that began in the view, as part of recognizing a rotation.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count >= 2, previousAngle == nil { previousAngle = angle() }
    }

    /// Follows the touches' movement, as part of recognizing a rotation.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count >= 2, let previous = previousAngle else { return }
        let now = angle()
        var delta = now - previous
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        if state == .possible, abs(delta) < 0.05 { return }
        rotation += delta
        previousAngle = now
        if let last, event.timestamp > last.time { velocity = (rotation - last.rotation) / CGFloat(event.timestamp - last.time) }
        last = (rotation, event.timestamp)
        state = state == .possible ? .began : .changed
    }

    /// Handles touches that ended, as part of recognizing a rotation.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if trackedTouches.count == touches.count { state = .failed }
    }

    open override func reset() { previousAngle = nil; last = nil; velocity = 0; rotation = 0 }
}
