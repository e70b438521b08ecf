import Foundation
import StrataGraphics

/// One input event — pointer, scroll, touch, key or text — in root-layer points, stamped with
/// the media time (`CACurrentMediaTime()`'s clock) at which it happened. A Strata type: the
/// host window (`Window`) and scripted scenes deliver it through an `EventRouter`, which fills
/// in `velocity` and hands it to the responders of the layer under the pointer.
public struct InputEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// A mouse button went down.
        case pointerDown(PointerButton)
        /// The pointer moved with no button held.
        case pointerMoved
        /// The pointer moved while `button` was held (the button that went down first).
        case pointerDragged(PointerButton)
        /// A mouse button went up.
        case pointerUp(PointerButton)
        /// A wheel or trackpad scrolled by `deltaX`, `deltaY` points (positive y scrolls the
        /// content up, as a finger moving up does; SDL's sign). `isPrecise` is true for
        /// trackpad-like deltas with fractions, false for wheel notches (one notch = one unit
        /// times `InputEvent.pointsPerWheelNotch`).
        case scroll(deltaX: CGFloat, deltaY: CGFloat, isPrecise: Bool)
        /// A finger on a touch screen: `id` tells the fingers of a multi-touch apart while they
        /// are down (SDL's finger id); each touch runs began → moved… → ended or cancelled.
        case touch(id: Int, phase: TouchPhase)
        /// A key went down (`isRepeat`: the system's auto-repeat while held). Names follow
        /// SCENE.md: SDL's key name lower-cased ("a", "left", "space", "return", "escape").
        case keyDown(key: String, isRepeat: Bool)
        /// A key went up.
        case keyUp(key: String)
        /// Text typed (UTF-8 from the system's text input: one character or a composed string).
        case text(String)
    }

    /// What happened.
    public var kind: Kind
    /// Where, in root-layer points (origin top left): the pointer's or finger's location; for
    /// key and text events the pointer's last known location.
    public var location: CGPoint
    /// When, in seconds of the media clock the event was delivered on.
    public var timestamp: CFTimeInterval
    /// The modifier keys held.
    public var modifiers: InputModifiers
    /// The pointer's or finger's velocity in points per second, smoothed over the last
    /// 100 ms (`VelocityTracker`); zero for other events. Filled in by `EventRouter`: hand it to
    /// `CASpringAnimation.initialVelocity` (divided by the distance to travel) on release.
    public var velocity: CGVector

    /// An event of `kind` at `location` and `timestamp`, with no modifiers and no velocity yet.
    public init(_ kind: Kind, at location: CGPoint = .zero, timestamp: CFTimeInterval = 0,
                modifiers: InputModifiers = [], velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        self.kind = kind
        self.location = location
        self.timestamp = timestamp
        self.modifiers = modifiers
        self.velocity = velocity
    }

    /// Points scrolled per wheel notch (a line, as desktop toolkits scroll). 40 points.
    public static let pointsPerWheelNotch: CGFloat = 40

    /// Whether the event has a location of its own (pointer, scroll and touch events): such
    /// events go to the layer under it; key and text events go to the focused layer.
    public var isPositional: Bool {
        switch kind {
        case .keyDown, .keyUp, .text: return false
        default: return true
        }
    }

    /// The left button going down at `point` (a convenience for hosts and tests).
    public static func pointerDown(_ point: CGPoint, _ button: PointerButton = .left) -> InputEvent {
        InputEvent(.pointerDown(button), at: point)
    }

    /// The left button going up at `point`.
    public static func pointerUp(_ point: CGPoint, _ button: PointerButton = .left) -> InputEvent {
        InputEvent(.pointerUp(button), at: point)
    }

    /// A key press (not a repeat) of key `name`.
    public static func key(_ name: String) -> InputEvent {
        InputEvent(.keyDown(key: name, isRepeat: false))
    }
}

/// A mouse button (SDL's numbering: 1 left, 2 middle, 3 right, 4 and 5 the side buttons).
public enum PointerButton: Int, Equatable, Hashable, Sendable, CaseIterable {
    /// The primary button.
    case left = 1
    /// The wheel button.
    case middle
    /// The secondary button.
    case right
    /// The first side button (SDL's X1).
    case back
    /// The second side button (SDL's X2).
    case forward
}

/// A touch's stage, as UITouch.Phase's began / moved / ended / cancelled.
public enum TouchPhase: String, Equatable, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The system took the touch away (the window lost it).
    case cancelled
}

/// Modifier keys held during an event.
public struct InputModifiers: OptionSet, Hashable, Sendable {
    /// The set as bits.
    public let rawValue: Int
    /// The set with bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = InputModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = InputModifiers(rawValue: 1 << 1)
    /// Alt (Option on a Mac keyboard).
    public static let option = InputModifiers(rawValue: 1 << 2)
    /// The Super / Windows key (Command on a Mac keyboard).
    public static let command = InputModifiers(rawValue: 1 << 3)
    /// Caps Lock is on.
    public static let capsLock = InputModifiers(rawValue: 1 << 4)
}
