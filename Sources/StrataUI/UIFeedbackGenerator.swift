import Foundation
import StrataGraphics

/// The base of the haptic feedback generators (Apple: UIFeedbackGenerator). Strata's hosts
/// have no haptic engine; as on an iOS device without one, the calls have no effect ("on
/// devices that do not support haptic feedback, calling these methods has no effect"), so
/// interactive animation code that taps feedback on snap points runs unchanged.
open class UIFeedbackGenerator: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// Readies the engine to reduce latency; no effect without one.
    open func prepare() {}
}

/// Impacts: a tap when views collide or snap (Apple: UIImpactFeedbackGenerator).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The mass of the impact (Apple: UIImpactFeedbackGenerator.FeedbackStyle).
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }
    /// The style given at creation. Default medium.
    public let style: FeedbackStyle
    /// A generator with `style`.
    public init(style: FeedbackStyle) { self.style = style; super.init() }
    /// A medium generator.
    public override convenience init() { self.init(style: .medium) }
    /// Plays an impact; no effect without a haptic engine.
    open func impactOccurred() {}
    /// Plays an impact at `intensity` (0…1); no effect without a haptic engine.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error feedback (Apple: UINotificationFeedbackGenerator).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The kinds of notification feedback.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }
    /// Plays the feedback for `notificationType`; no effect without a haptic engine.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A tick as a selection changes (Apple: UISelectionFeedbackGenerator).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays a selection tick; no effect without a haptic engine.
    open func selectionChanged() {}
}
