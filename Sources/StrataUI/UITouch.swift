import Foundation

/// One finger (or the mouse) on the screen (Apple: UITouch).
open class UITouch: NSObject {
    /// The stage of a touch (Apple: UITouch.Phase).
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The current stage.
    open internal(set) var phase: Phase = .began
    /// Taps in quick succession at about the same place (1 for a single tap).
    open internal(set) var tapCount = 1
    /// When the touch last changed, in seconds (the clock of `CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval = 0
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    var windowLocation: CGPoint = .zero
    /// Set once a recognizer has cancelled the touch in its view: the view got
    /// `touchesCancelled` and hears no more of it.
    var isCancelledInView = false
    var previousWindowLocation: CGPoint = .zero

    /// The location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }

    /// The location before the last move, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }
}

/// An input event: the touches that changed together (Apple: UIEvent).
open class UIEvent: NSObject {
    /// The kind of event (Apple: UIEvent.EventType).
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// Always `.touches` in Strata.
    open var type: EventType { .touches }
    /// When the event happened.
    open internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }

    /// The event's touches in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
