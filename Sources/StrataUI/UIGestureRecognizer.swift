import Foundation
import StrataCore

/// Recognizes a gesture from touches and calls its actions (Apple: UIGestureRecognizer).
/// Actions are closures (Swift on Linux has no selectors): `init { recognizer in … }` or
/// `addTarget { recognizer in … }` in place of `init(target:action:)`.
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state machine (Apple: UIGestureRecognizer.State).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognized state is `.ended`.
        public static let recognized = State.ended
    }

    /// The current state. Setting it (from a subclass) calls the actions for `.began`,
    /// `.changed`, `.ended` and `.cancelled`, as UIKit does.
    open var state: State = .possible {
        didSet {
            switch state {
            case .began, .changed, .ended, .cancelled: for action in actions { action(self) }
            case .possible, .failed: break
            }
        }
    }

    /// Whether the recognizer gets touches. Default true.
    open var isEnabled = true
    /// Whether touches of a recognized gesture are cancelled in the view. Default true.
    open var cancelsTouchesInView = true
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    private var actions: [(UIGestureRecognizer) -> Void] = []
    var trackedTouches: [UITouch] = []

    /// A recognizer with no action.
    public override init() { super.init() }

    /// A recognizer calling `action` (the closure form of `init(target:action:)`).
    public init(action: @escaping (UIGestureRecognizer) -> Void) {
        actions = [action]
        super.init()
    }

    /// Adds an action (the closure form of `addTarget(_:action:)`).
    open func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) { actions.append(action) }

    /// Removes every action (the closure form of `removeTarget(_:action:)` with nil).
    open func removeAllTargets() { actions.removeAll() }

    /// The number of touches in the gesture.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The location of one of the touches in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(touchIndex) ? trackedTouches[touchIndex].location(in: view) : .zero
    }

    // Subclasses override these, as in UIKit.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    /// Returns to `.possible` after a gesture ends or fails.
    open func reset() {}

    /// Passes touches to the subclass; returns whether the gesture is recognized (began,
    /// changed or ended) after them, before a finished gesture resets.
    @discardableResult
    func handle(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) -> Bool {
        guard isEnabled else { return false }
        if phase == .began {
            if state != .possible, trackedTouches.isEmpty { state = .possible; reset() }
            for touch in touches where !trackedTouches.contains(where: { $0 === touch }) { trackedTouches.append(touch) }
        }
        if state == .failed || state == .ended || state == .cancelled {
            if phase == .ended || phase == .cancelled { finishTouches(touches) }
            return false
        }
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
        let recognized = state == .began || state == .changed || state == .ended
        if phase == .ended || phase == .cancelled { finishTouches(touches) }
        return recognized
    }

    private func finishTouches(_ touches: Set<UITouch>) {
        trackedTouches.removeAll { touches.contains($0) }
        guard trackedTouches.isEmpty else { return }
        if state == .possible || state == .began || state == .changed {
            // A continuous gesture whose touches all lifted without ending it fails.
            if state == .possible { state = .failed } else { state = .cancelled }
        }
        reset()
        state = .possible
    }
}

extension UIView {
    /// Attaches a gesture recognizer.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
