import Foundation

/// Core Foundation's time interval type, which Foundation on Linux does not export.
public typealias CFTimeInterval = Double

/// `HUGE_VALF` as C code and older Core Animation samples use it for `repeatCount`.
public let HUGE_VALF: Float = .infinity

/// What an animation shows outside its active duration (Apple: CAMediaTimingFillMode).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The animation has no effect outside its active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the active duration, the final value stays.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the begin time, the first value is shown.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Every fill mode, in Core Animation's order.
    public static let all: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The timing model shared by layers and animations (Apple: CAMediaTiming).
///
/// A receiver's local time is `(parentTime - beginTime) * speed + timeOffset`; animations
/// further map local time through `duration`, `repeatCount`/`repeatDuration`, `autoreverses`
/// and `fillMode` (see `MediaTiming`).
public protocol CAMediaTiming: AnyObject {
    /// When the receiver begins, in its parent's time space. Default 0.
    var beginTime: CFTimeInterval { get set }
    /// The basic duration of one cycle, in seconds. Default 0 (an animation then takes the
    /// transaction's `animationDuration`, 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's. Default 1.
    var speed: Float { get set }
    /// An additional offset in active local time. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the cycle repeats; fractional and `.infinity` allowed. Default 0 (once).
    var repeatCount: Float { get set }
    /// For how many seconds the animation repeats. Default 0 (unused).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards then backwards. Default false.
    var autoreverses: Bool { get set }
    /// What is shown outside the active duration. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}
