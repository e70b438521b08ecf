import Foundation

/// Routes input to the layers of one tree, as UIKit routes touches to views: a pointer, scroll
/// or touch event goes to the layer under it — hit-tested on the presentation tree, so a layer
/// is hit where it is drawn mid-animation — then up the superlayer chain until a handler takes
/// it; key and text events start at `focus`. What nobody takes goes to `fallback`.
///
/// A press captures its button and a touch its finger: later drags, moves and the release go to
/// the layer the press hit (as a UITouch stays with its view), even once the pointer leaves it.
/// The router also tracks pointer and finger velocity (`VelocityTracker`) and stamps it on
/// each pointer and touch event, and turns a move with a button held into a drag.
///
/// Call `route(_:)` with the tree's media clock bound (the host does, inside its frame), so the
/// presentation tree is evaluated at the event's time and handlers' changes join its
/// transaction.
public final class EventRouter {
    /// The root of the tree; event locations are in its coordinates.
    public let root: CALayer
    /// Where key and text events start (a first responder); nil sends them to `fallback`
    /// unless a handler on `root` takes them. Default nil.
    public var focus: CALayer?
    /// Gets every event no layer handled, with the layer hit (nil for none, and for key and
    /// text events). Default nil.
    public var fallback: ((InputEvent, CALayer?) -> Void)?

    private struct Handler {
        weak var layer: CALayer?
        let handle: (InputEvent) -> Bool
    }
    private var handlers: [ObjectIdentifier: Handler] = [:]
    /// The layer each held button's press hit (nil: none), where its drags and release go.
    private var pointerCapture: [PointerButton: Capture] = [:]
    private var heldButtons: [PointerButton] = []
    private var touchCapture: [Int: Capture] = [:]

    private struct Capture {
        let layer: CALayer?
    }
    private var pointerVelocity = VelocityTracker()
    private var touchVelocity: [Int: VelocityTracker] = [:]
    /// Where the pointer was last seen (root points).
    public private(set) var pointerLocation = CGPoint(x: 0, y: 0)

    /// A router for the tree under `root`.
    public init(root: CALayer) {
        self.root = root
    }

    /// Makes `handler` receive the events that reach `layer` (before its delegate, if that is
    /// an `InputResponder`); it returns true for an event it handled. nil removes it. The
    /// router does not keep `layer` alive.
    public func setHandler(for layer: CALayer, _ handler: ((InputEvent) -> Bool)?) {
        handlers = handlers.filter { $0.value.layer != nil }
        handlers[ObjectIdentifier(layer)] = handler.map { Handler(layer: layer, handle: $0) }
    }

    /// The model layer whose presentation is under `point` (root points), or nil.
    public func hitTest(_ point: CGPoint) -> CALayer? {
        guard let presented = root.presentation() else { return root.hitTest(parentPoint(point, of: root)) }
        return presented.hitTest(parentPoint(point, of: presented))?.model()
    }

    /// Whether any button is held.
    public var isPointerPressed: Bool { !heldButtons.isEmpty }

    /// Delivers `event` and returns it as delivered (a move with a button held becomes a drag;
    /// pointer and touch events carry their velocity) with the layer that handled it (nil when
    /// it went to `fallback`).
    @discardableResult
    public func route(_ event: InputEvent) -> (event: InputEvent, handledBy: CALayer?) {
        var event = event
        let start: CALayer?
        switch event.kind {
        case .pointerDown(let button):
            pointerLocation = event.location
            pointerVelocity.reset()
            pointerVelocity.add(event.location, at: event.timestamp)
            if !heldButtons.contains(button) { heldButtons.append(button) }
            let hit = hitTest(event.location)
            pointerCapture[button] = Capture(layer: hit)
            start = hit
        case .pointerMoved, .pointerDragged:
            pointerLocation = event.location
            pointerVelocity.add(event.location, at: event.timestamp)
            event.velocity = pointerVelocity.velocity()
            if let button = heldButtons.first {
                event.kind = .pointerDragged(button)
                start = pointerCapture[button].map(\.layer) ?? hitTest(event.location)
            } else {
                event.kind = .pointerMoved
                start = hitTest(event.location)
            }
        case .pointerUp(let button):
            pointerLocation = event.location
            pointerVelocity.add(event.location, at: event.timestamp)
            event.velocity = pointerVelocity.velocity(at: event.timestamp)
            heldButtons.removeAll { $0 == button }
            if let capture = pointerCapture.removeValue(forKey: button) {
                start = capture.layer
            } else {
                start = hitTest(event.location)
            }
        case .scroll:
            pointerLocation = event.location
            start = hitTest(event.location)
        case .touch(let id, let phase):
            var tracker = phase == .began ? VelocityTracker() : (touchVelocity[id] ?? VelocityTracker())
            tracker.add(event.location, at: event.timestamp)
            event.velocity = tracker.velocity(at: event.timestamp)
            switch phase {
            case .began:
                let hit = hitTest(event.location)
                touchCapture[id] = Capture(layer: hit)
                touchVelocity[id] = tracker
                start = hit
            case .moved:
                touchVelocity[id] = tracker
                if let capture = touchCapture[id] {
                    start = capture.layer
                } else {
                    start = hitTest(event.location)
                }
            case .ended, .cancelled:
                touchVelocity[id] = nil
                if let capture = touchCapture.removeValue(forKey: id) {
                    start = capture.layer
                } else {
                    start = hitTest(event.location)
                }
            }
        case .keyDown, .keyUp, .text:
            event.location = pointerLocation
            start = focus
        }
        return (event, deliver(event, from: start))
    }

    /// Walks from `start` up to the root, then to `fallback`.
    private func deliver(_ event: InputEvent, from start: CALayer?) -> CALayer? {
        var layer = start
        while let current = layer {
            if let handler = handlers[ObjectIdentifier(current)], handler.layer === current, handler.handle(event) {
                return current
            }
            if let responder = current.delegate as? InputResponder, responder.handle(event, for: current) {
                return current
            }
            if current === root { break }
            layer = current.superlayer
        }
        fallback?(event, event.isPositional ? start : nil)
        return nil
    }

    /// `point` in `layer`'s coordinates, in its superlayer's (what `hitTest(_:)` takes).
    private func parentPoint(_ point: CGPoint, of layer: CALayer) -> CGPoint {
        layer.matrixToSuperlayer().project(point)
    }
}
