import Foundation

/// One axis of a scroll view's motion after the finger lifts, as a pure function of the
/// milliseconds since release (so the result does not depend on the frame rate).
///
/// Coasting follows UIScrollView's deceleration rate r: the velocity keeps r of itself each
/// millisecond, so after n ms the content has moved v·r·(1 − rⁿ)/(1 − r) and comes to rest
/// v·r/(1 − r) from where it was released (the projection Apple gives in WWDC 2018's
/// "Designing Fluid Interfaces"). Coasting past an end with `bounces` switches, at the
/// moment it crosses, to a critically damped spring back to that end; without `bounces` it
/// stops there. Released beyond an end (rubber-banding), it springs back at once.
struct ScrollAxisMotion: Equatable {
    /// The spring's angular frequency per millisecond: √150 per second, as `ScrollPhysics`.
    static let springOmega = CGFloat(150).squareRoot() / 1000
    /// Coasting ends (snapping to its resting point) when less than this is left to travel.
    static let restDistance: CGFloat = 0.5

    private enum Phase: Equatable {
        /// From `origin` with `velocity` (points per ms) at rate `rate`, for at most `until` ms.
        case coast(origin: CGFloat, velocity: CGFloat, rate: CGFloat, until: CGFloat?)
        /// A spring toward `rest`, `overshoot` away from it with `velocity`, from `start` ms.
        case spring(rest: CGFloat, overshoot: CGFloat, velocity: CGFloat, start: CGFloat)
    }

    private var phase: Phase
    /// Where the coast ends before a spring or a stop at an end takes over.
    private var end: (time: CGFloat, offset: CGFloat, velocity: CGFloat)?
    private let bounces: Bool
    /// Where the motion comes to rest.
    let restingOffset: CGFloat

    static func == (a: Self, b: Self) -> Bool { a.phase == b.phase && a.restingOffset == b.restingOffset }

    /// Where content released at `offset` with `velocity` (points per ms, in the direction of
    /// growing offsets) comes to rest at `rate`, before the ends of the range are applied.
    static func projection(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        let r = clampedRate(rate)
        return offset + velocity * r / (1 - r)
    }

    /// A rate inside 0…1 (a rate of 1 or more would never stop; 0 or less stops at once).
    static func clampedRate(_ rate: CGFloat) -> CGFloat {
        rate.isFinite ? min(max(rate, 0.01), 0.9999) : 0.998
    }

    /// The motion of content released at `offset` with `velocity` (points per ms) in the range
    /// `range`. With a `target` (a delegate's `targetContentOffset`, a page) it coasts to that
    /// offset (clamped to the range) instead of its natural resting point.
    init(offset: CGFloat, velocity: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>,
         bounces: Bool, target: CGFloat? = nil) {
        let r = Self.clampedRate(rate)
        let v = velocity.isFinite ? velocity : 0
        self.bounces = bounces
        if offset < range.lowerBound || offset > range.upperBound {
            let rest = offset < range.lowerBound ? range.lowerBound : range.upperBound
            phase = .spring(rest: rest, overshoot: offset - rest, velocity: v, start: 0)
            restingOffset = rest
            return
        }
        if let target, target.isFinite {
            let goal = min(max(target, range.lowerBound), range.upperBound)
            // The velocity that comes to rest exactly on the goal at this rate.
            phase = .coast(origin: offset, velocity: (goal - offset) * (1 - r) / r, rate: r, until: nil)
            restingOffset = goal
            return
        }
        let natural = Self.projection(from: offset, velocity: v, rate: r)
        guard natural < range.lowerBound || natural > range.upperBound else {
            phase = .coast(origin: offset, velocity: v, rate: r, until: nil)
            restingOffset = natural
            return
        }
        // The end is crossed when the travelled fraction f of the whole coast is reached:
        // 1 − rⁿ = f, so n = ln(1 − f) / ln r.
        let edge = natural < range.lowerBound ? range.lowerBound : range.upperBound
        let fraction = (edge - offset) / (natural - offset)
        let crossing = fraction >= 1 ? 0 : log(1 - fraction) / log(r)
        phase = .coast(origin: offset, velocity: v, rate: r, until: crossing)
        end = (crossing, edge, v * pow(r, crossing))
        restingOffset = edge
    }

    /// The offset `ms` milliseconds after release, and whether the motion has come to rest.
    mutating func offset(at ms: CGFloat) -> (offset: CGFloat, finished: Bool) {
        let t = max(ms, 0)
        switch phase {
        case let .coast(origin, velocity, r, until):
            if let until, t >= until, let end {
                guard bounces, abs(end.velocity) > 1e-6 else { return (end.offset, true) }
                phase = .spring(rest: end.offset, overshoot: 0, velocity: end.velocity, start: end.time)
                return offset(at: ms)
            }
            let decay = pow(r, t)
            let travelled = velocity * r * (1 - decay) / (1 - r)
            let left = velocity * r * decay / (1 - r)
            if until == nil, abs(left) < Self.restDistance { return (restingOffset, true) }
            return (origin + travelled, false)
        case let .spring(rest, x0, v0, start):
            // Critically damped: x(t) = (x0 + (v0 + ωx0)t)e^(−ωt).
            let w = Self.springOmega, s = t - start
            let b = v0 + w * x0, decay = exp(-w * s)
            let x = (x0 + b * s) * decay
            let v = (b - w * (x0 + b * s)) * decay
            if abs(x) < Self.restDistance, abs(v) < 0.02 { return (rest, true) }
            return (rest + x, false)
        }
    }
}

/// iOS's rubber band: an overshoot x past an end of a viewport d long shows as
/// (1 − 1 / (0.55·x / d + 1))·d, so the content follows the finger ever more stiffly.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    /// The shown overshoot for a dragged overshoot `x` (either sign) over `length`.
    static func band(_ x: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        return (1 - 1 / (abs(x) * coefficient / length + 1)) * length * (x < 0 ? -1 : 1)
    }

    /// The dragged overshoot that shows as `shown` (the inverse of `band`), so catching
    /// content mid-bounce does not make it jump under the finger.
    static func unband(_ shown: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        let ratio = min(abs(shown) / length, 0.999)
        return ratio / (coefficient * (1 - ratio)) * length * (shown < 0 ? -1 : 1)
    }

    /// The offset shown for a dragged offset `raw` in `range`: banded beyond the ends when
    /// `bounces`, clamped otherwise.
    static func offset(_ raw: CGFloat, in range: ClosedRange<CGFloat>, length: CGFloat, bounces: Bool) -> CGFloat {
        if raw < range.lowerBound {
            return bounces ? range.lowerBound + band(raw - range.lowerBound, length: length) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces ? range.upperBound + band(raw - range.upperBound, length: length) : range.upperBound
        }
        return raw
    }

    /// The dragged offset that shows as `shown` in `range` (the inverse of `offset`).
    static func raw(_ shown: CGFloat, in range: ClosedRange<CGFloat>, length: CGFloat) -> CGFloat {
        if shown < range.lowerBound { return range.lowerBound + unband(shown - range.lowerBound, length: length) }
        if shown > range.upperBound { return range.upperBound + unband(shown - range.upperBound, length: length) }
        return shown
    }
}
