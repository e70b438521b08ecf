import Foundation
import StrataGraphics

/// The CAMediaTiming parameters of one animation, resolved when it is added to a layer, and
/// the pure function from parent time to the animation's progress.
///
/// Rules, from Apple's CAMediaTiming reference:
/// - local time = (parent time − beginTime) × speed + timeOffset;
/// - one cycle lasts `duration`, twice that with `autoreverses` (forwards, then backwards);
/// - the active duration is `repeatCount` cycles (fractional allowed), else `repeatDuration`
///   seconds, else one cycle; setting both is undefined by Apple — `repeatCount` wins here;
/// - `timeOffset` shifts the phase without moving the active window: a 3 s animation with
///   timeOffset 1 plays 1→3, wraps, and plays 0→1 ("Controlling animation timing");
/// - outside the active window the animation shows its first value only with backwards fill,
///   its final value only with forwards fill, and nothing otherwise.
struct MediaTiming: Equatable {
    var beginTime: Double = 0
    var duration: Double = 0.25
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    /// The fill mode as two flags, so the per-frame path compares no strings.
    var fillsForwards = false
    var fillsBackwards = false

    var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsForwards, fillsBackwards) {
            case (true, true): return .both
            case (true, false): return .forwards
            case (false, true): return .backwards
            case (false, false): return .removed
            }
        }
        set {
            fillsForwards = newValue.fillsForwards
            fillsBackwards = newValue.fillsBackwards
        }
    }

    /// Where in its timeline an animation is at a given parent time.
    struct Phase: Equatable {
        /// Progress through the current cycle's simple duration, 0…1, before the timing function.
        var progress: Double
        /// The completed cycles before this one (for cumulative animations).
        var iteration: Int
        /// Time since the start of the simple duration, in seconds (springs use real time).
        var simpleTime: Double
        /// True while filling after the end.
        var isFilling: Bool
    }

    /// One cycle: forwards, plus backwards when autoreversing.
    var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// The length of the active window, in local (speed-scaled) time; may be infinite.
    var activeDuration: Double {
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : cycleDuration * repeatCount }
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration
    }

    /// Elapsed active time (speed applied, offset not) at a parent time.
    @inline(__always)
    func elapsed(atParentTime t: Double) -> Double { (t - beginTime) * speed }

    /// The phase at parent time `t`, or nil when the animation has no effect then.
    @inline(__always)
    func phase(atParentTime t: Double) -> Phase? {
        phase(atParentTime: t, active: activeDuration, cycle: cycleDuration)
    }

    /// `phase(atParentTime:)` given `activeDuration` and `cycleDuration`, which a caller that
    /// evaluates the same timing every frame computes once.
    @inline(__always)
    func phase(atParentTime t: Double, active: Double, cycle: Double) -> Phase? {
        guard duration > 0, duration.isFinite else { return nil }
        var elapsed = elapsed(atParentTime: t)
        guard !elapsed.isNaN else { return nil }
        var atEnd = false
        if elapsed < 0 {
            guard fillsBackwards else { return nil }
            elapsed = 0
        } else if elapsed >= active {
            guard fillsForwards, active.isFinite else { return nil }
            elapsed = active
            atEnd = true
        }
        var local = elapsed + timeOffset
        if timeOffset != 0, active.isFinite, active > 0 {
            // timeOffset wraps around the active window rather than extending it.
            local = local.truncatingRemainder(dividingBy: active)
            if local < 0 { local += active }
            if atEnd && local == 0 { local = active }
        }
        var iteration = (local / cycle).rounded(.down)
        var inCycle = local - iteration * cycle
        if atEnd && inCycle <= 0 && iteration > 0 {
            // Ending exactly on a cycle boundary shows the end of the last cycle, not the
            // start of a cycle that never plays.
            iteration -= 1
            inCycle = cycle
        }
        let simple = (autoreverses && inCycle > duration) ? cycle - inCycle : inCycle
        let progress = min(max(simple / duration, 0), 1)
        // An in-range whole number converts exactly; the generic saturating conversion (for
        // huge counts and NaN) is not inlined and cost 70 instructions a step every frame.
        let iter = abs(iteration) < 4e18 ? Int(iteration) : Int(saturating: iteration)
        return Phase(progress: progress, iteration: iter, simpleTime: simple, isFilling: atEnd)
    }

    /// The phase at `t` of a child whose group holds its end (the group fills forwards and
    /// its time is frozen at `t`): the child's own phase, except that a child ending exactly
    /// at `t` shows its end, the value it had on the group's last instant. A child that ended
    /// earlier keeps its own fillMode: timing is hierarchical (CAMediaTiming: "the grouped
    /// animations run in the time space specified by the CAAnimationGroup", CAAnimationGroup
    /// reference), so freezing the group's time cannot bring back a child that its last
    /// active instant no longer showed.
    func phase(heldAtParentTime t: Double) -> Phase? {
        if let found = phase(atParentTime: t) { return found }
        let active = activeDuration
        let overrun = elapsed(atParentTime: t) - active
        guard active.isFinite, overrun >= 0, overrun <= 1e-9 * max(1, active) else { return nil }
        var held = self
        held.fillsForwards = true
        return held.phase(atParentTime: t)
    }

    /// True once the active window has ended at parent time `t` (never for infinite ones).
    func hasEnded(atParentTime t: Double) -> Bool {
        let active = activeDuration
        return active.isFinite && elapsed(atParentTime: t) >= active
    }

    /// True once the active window has started at parent time `t`.
    func hasStarted(atParentTime t: Double) -> Bool { elapsed(atParentTime: t) >= 0 }
}
