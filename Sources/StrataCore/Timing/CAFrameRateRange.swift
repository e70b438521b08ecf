import Foundation

/// A range of frame rates a display link asks for (Apple: CAFrameRateRange). Strata's frames
/// come from the host (or the virtual clock), so the range only thins the link's callbacks:
/// it fires at `preferred` (else `maximum`) frames per second at most.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate. 0 with `maximum` 0: no preference.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate asked for, within the range; nil lets the system choose.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    /// Whether the two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The callbacks per second this range allows; 0 for no limit.
    var callbackRate: Double {
        let rate = Double(preferred ?? maximum)
        return rate.isFinite && rate > 0 ? rate : 0
    }
}
