import Foundation
import StrataCore

/// Recognizes a gesture from touches and calls its actions (Apple: UIGestureRecognizer).
/// Actions are closures (Swift on Linux has no selectors): `init { recognizer in … }` or
/// `addTarget { recognizer in … }` in place of `init(target:action:)`.
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state machine (Apple: UIGestureRecognizer.State).
    public enum State: Int, Sendable {
        /// UIKit's recognizer states: `possible` until it recognizes or fails; a discrete gesture
        /// goes to `ended`, a continuous one through `began`, `changed` and `ended` (or `cancelled`);
        /// `failed` when it cannot be its gesture.
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognized state is `.ended`.
        public static let recognized = State.ended
    }

    /// The current state. Setting it (from a subclass) calls the actions for `.began`,
    /// `.changed`, `.ended` and `.cancelled`, as UIKit does. Leaving `.possible` to recognize
    /// fails instead when the delegate's `gestureRecognizerShouldBegin(_:)` says no, or when
    /// another recognizer of the same touches has recognized and neither delegate allows
    /// both at once (UIKit recognizes one gesture at a time by default).
    open var state: State {
        get { storedState }
        set {
            if storedState == .possible, newValue == .began || newValue == .ended {
                if !(delegate?.gestureRecognizerShouldBegin(self) ?? true) || !viewsAllowBeginning()
                    || (excludedBy?(self) ?? false) {
                    storedState = .failed
                    notifyDependents(recognized: false)
                    return
                }
                // `require(toFail:)`: wait while a required recognizer may still recognize.
                if requiredToFail.contains(where: { $0.value?.isUndecided ?? false }) {
                    deferredState = newValue
                    return
                }
            }
            storedState = newValue
            switch newValue {
            case .began, .changed, .ended, .cancelled: for action in actions { action(self) }
            case .possible, .failed: break
            }
            switch newValue {
            case .began, .ended: notifyDependents(recognized: true)
            case .failed: notifyDependents(recognized: false)
            default: break
            }
        }
    }
    private var storedState: State = .possible {
        willSet { stateKeyValueWillChange() }
        didSet { stateKeyValueDidChange() }
    }
    /// A recognition waiting for the recognizers this one requires to fail.
    private var deferredState: State?
    private var requiredToFail: [WeakRecognizer] = []
    private var dependents: [WeakRecognizer] = []
    /// Whether a discrete recognizer waits, its touches lifted, for more (a second tap).
    var isWaitingForMoreTouches = false

    /// Recognizes only once `otherGestureRecognizer` has failed; fails if it recognizes
    /// (Apple: `require(toFail:)` — a single tap that waits for a double tap to fail).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(self))
    }

    /// Still possible and either touched or waiting for more touches.
    var isUndecided: Bool {
        storedState == .possible && (!trackedTouches.isEmpty || isWaitingForMoreTouches)
    }

    private func notifyDependents(recognized: Bool) {
        for dependent in dependents.compactMap(\.value) { dependent.requiredRecognizerDecided(recognized: recognized) }
    }

    private func requiredRecognizerDecided(recognized: Bool) {
        guard let pending = deferredState else { return }
        if recognized {
            deferredState = nil
            storedState = .failed
        } else if !requiredToFail.contains(where: { $0.value?.isUndecided ?? false }) {
            deferredState = nil
            state = pending
        } else {
            return
        }
        if trackedTouches.isEmpty {
            reset()
            storedState = .possible
        }
    }
    /// Set by the window while it delivers touches: whether another recognizer holds them.
    var excludedBy: ((UIGestureRecognizer) -> Bool)?
    /// The delegate that fine-tunes recognition.
    open weak var delegate: UIGestureRecognizerDelegate?

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
    /// Called with touches that began in the recognizer's view; a subclass overrides it to
    /// recognize its gesture. The base class does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with the recognizer's touches that moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with the recognizer's touches that ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the system cancels the recognizer's touches: the state becomes `cancelled`.
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
        guard trackedTouches.isEmpty, deferredState == nil, !isWaitingForMoreTouches else { return }
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

/// Fine-tunes a recognizer (Apple: UIGestureRecognizerDelegate); every method is optional.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` to recognize. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both may recognize at once. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch`. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

public extension UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

extension UIGestureRecognizer {
    /// Whether this and `other` may recognize together (either delegate may allow it).
    func canRecognize(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }
}

/// A weak reference to a recognizer (failure requirements do not keep each other alive).
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
