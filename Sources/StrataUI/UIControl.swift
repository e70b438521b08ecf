import Foundation

/// A view that turns touches into actions (Apple: UIControl). Swift on Linux has no selectors,
/// so actions are closures: `addAction(_:for:)` with a `UIAction`, as UIKit has offered since
/// iOS 14 (`addTarget(_:action:for:)` needs `#selector`; see docs/STRATAUI-PORTING.md).
open class UIControl: UIView {
    /// The control events an action can be attached to (Apple: UIControl.Event).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A context menu's action was picked (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field started editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field (it stops editing when something listens).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range reserved for an app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range reserved for the system's events.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (Apple: UIControl.State).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether the control responds to touches. Default true.
    open var isEnabled = true {
        willSet { keyValueWillChange("enabled") }
        didSet { stateDidChange(); keyValueDidChange("enabled") }
    }
    /// Whether the control is selected. Default false.
    open var isSelected = false {
        willSet { keyValueWillChange("selected") }
        didSet { stateDidChange(); keyValueDidChange("selected") }
    }
    /// Whether a touch is down inside the control. Set while tracking.
    open var isHighlighted = false {
        willSet { keyValueWillChange("highlighted") }
        didSet { stateDidChange(); keyValueDidChange("highlighted") }
    }

    /// The control's state from its flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when `state` may have changed; subclasses restyle here.
    open func stateDidChange() {}

    /// Attaches `action` to `controlEvents` (Apple: `addAction(_:for:)`).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes `action` from `controlEvents` (Apple: `removeAction(_:for:)`).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Every event that has an action attached (Apple: `allControlEvents`).
    open var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions attached to `controlEvents` (Apple: `sendActions(for:)`).
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }

    /// Whether lifting a touch inside is the control's primary action (buttons); a text
    /// field's is Return.
    var sendsPrimaryActionOnTouchUp: Bool { true }

    /// Whether the control is following a touch (between `beginTracking` returning true and
    /// the touch ending, or `continueTracking` returning false).
    open internal(set) var isTracking = false
    /// Whether the touch being followed is inside the bounds.
    open internal(set) var isTouchInside = false

    /// A touch began in the control: return whether to keep following it. Default true.
    /// Override, as UIKit custom controls do, to decide from where the touch is.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The followed touch moved: return whether to keep following it. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The followed touch lifted. Default: nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The followed touch was cancelled. Default: nothing.
    open func cancelTracking(with event: UIEvent?) {}

    // Touch tracking, as UIControl does: highlighted while the touch is inside; lifting it
    // inside sends touchUpInside (and primaryActionTriggered), outside touchUpOutside. The
    // tracking methods above run along (Apple: "Tracking touches and redrawing controls").

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = bounds.contains(touch.location(in: self))
        isTouchInside = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if inside != isHighlighted { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        isHighlighted = false
        isTouchInside = bounds.contains(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if isTouchInside {
            sendActions(for: sendsPrimaryActionOnTouchUp ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }
}

/// An action with a closure (Apple: UIAction, iOS 14), the selector-free way to attach code
/// to a control.
open class UIAction {
    /// The title shown for the action (menus; buttons made with `UIButton(primaryAction:)`).
    public var title: String
    /// The code run when the action is triggered.
    public let handler: (UIAction) -> Void

    /// An action titled `title` running `handler`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
