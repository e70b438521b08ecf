import Foundation
import StrataGraphics

/// Turns an added CAAnimation into its typed `AnimationTrack`, validating it on the way.
///
/// Missing endpoints are resolved here, by Apple's CABasicAnimation table: a missing start is
/// the value on screen when the animation is added (so a retarget continues from where the
/// layer is seen); a missing end is the current render-tree value, read every frame.
struct AnimationCompiler {
    let layer: CALayer
    /// The layer's local time now: the begin time of animations whose beginTime is 0.
    let localNow: Double
    /// The transaction's duration for animations whose duration is 0.
    let defaultDuration: Double

    func compile(_ animation: CAAnimation, inGroupOfDuration groupDuration: Double? = nil) throws -> AnimationTrack {
        let timing = try resolveTiming(animation, groupDuration: groupDuration)
        switch animation {
        case let group as CAAnimationGroup:
            // A child Core Animation cannot apply (an unknown key path, a value of the wrong
            // type) is left out and the rest of the group runs, with its timing and delegate
            // calls, as on iOS (where such a child has no effect).
            var children: [AnimationTrack] = []
            var problems: [String] = []
            for (index, child) in (group.animations ?? []).enumerated() {
                do { children.append(try compile(child, inGroupOfDuration: timing.duration)) } catch let e as StrataError {
                    problems.append("animations[\(index)]: \(e.message)")
                }
            }
            if !problems.isEmpty {
                Diagnostics.warnOnce("\(layer): left out of an animation group: \(problems.joined(separator: "; "))")
            }
            return GroupTrack(timing: timing, timingFunction: group.timingFunction, children: children)
        case let transition as CATransition:
            let start = Double(transition.startProgress), end = Double(transition.endProgress)
            guard start.isFinite, end.isFinite else { throw StrataError("transition progress must be finite") }
            let s = min(max(start, 0), 1)
            return TransitionTrack(timing: timing, timingFunction: transition.timingFunction,
                                   start: s, end: max(s, min(max(end, 0), 1)))
        case let keyframe as CAKeyframeAnimation:
            return try KeyframeCompiler(base: self).compile(keyframe, timing: timing)
        case let basic as CABasicAnimation:
            return try compileBasic(basic, timing: timing)
        default:
            throw StrataError("\(type(of: animation)) cannot be added to a layer: use a concrete animation class")
        }
    }

    /// A track with `animation`'s timing that changes nothing: what runs when Core Animation
    /// cannot apply an animation (an unknown key path, a value of the wrong type), which on iOS
    /// still starts, stops and calls its delegate and completion, with no effect.
    func inertTrack(for animation: CAAnimation) throws -> AnimationTrack {
        GroupTrack(timing: try resolveTiming(animation, groupDuration: nil), timingFunction: nil, children: [])
    }

    func resolveTiming(_ a: CAAnimation, groupDuration: Double?) throws -> MediaTiming {
        let numbers: [(String, Double)] = [
            ("beginTime", a.beginTime), ("duration", a.duration), ("speed", Double(a.speed)),
            ("timeOffset", a.timeOffset), ("repeatDuration", a.repeatDuration),
        ]
        for (name, v) in numbers where !v.isFinite {
            throw StrataError("\(name) must be finite, got \(v)")
        }
        guard !a.repeatCount.isNaN, a.repeatCount >= 0 else { throw StrataError("repeatCount must be ≥ 0, got \(a.repeatCount)") }
        guard a.repeatDuration >= 0 else { throw StrataError("repeatDuration must not be negative, got \(a.repeatDuration)") }
        var t = MediaTiming()
        // Inside a group, beginTime is relative to the group and 0 means its start.
        t.beginTime = groupDuration == nil && a.beginTime == 0 ? localNow : a.beginTime
        // "If the duration property of the animation is zero or negative, the duration is changed
        // to the current value of the kCATransactionAnimationDuration transaction property (if
        // set) or to the default value of 0.25 seconds" (CALayer `add(_:forKey:)`).
        t.duration = a.duration > 0 ? a.duration : (groupDuration ?? defaultDuration)
        t.speed = Double(a.speed)
        t.timeOffset = a.timeOffset
        t.repeatCount = Double(a.repeatCount)
        t.repeatDuration = a.repeatDuration
        t.autoreverses = a.autoreverses
        t.fillMode = a.fillMode
        return t
    }

    func target(for animation: CAPropertyAnimation) throws -> PropertyTarget {
        guard let keyPath = animation.keyPath, !keyPath.isEmpty else {
            throw StrataError("the animation has no keyPath")
        }
        guard var target = layer.resolveKeyPath(keyPath) ?? registerDynamicKey(keyPath, for: animation) else {
            throw StrataError("unknown key path '\(keyPath)' for \(type(of: layer))")
        }
        if let function = animation.valueFunction, target.component == .whole, target.property.kind == .transform {
            target.function = function
        }
        return target
    }

    /// An animation of a key the layer's class does not define, with values of an animatable
    /// kind, makes it a key-value property of the class (DynamicLayerProperties), as Core
    /// Animation animates any key of a layer's key-value storage.
    private func registerDynamicKey(_ keyPath: String, for animation: CAPropertyAnimation) -> PropertyTarget? {
        var samples: [Any?] = []
        if let basic = animation as? CABasicAnimation { samples = [basic.fromValue, basic.toValue, basic.byValue] }
        if let keyframe = animation as? CAKeyframeAnimation { samples = keyframe.values ?? [] }
        samples.append(layer.customValues[keyPath])
        guard let kind = samples.lazy.compactMap({ DynamicLayerProperties.kind(of: $0) }).first,
              DynamicLayerProperties.register(keyPath, kind: kind, in: type(of: layer)) != nil else { return nil }
        layer.adoptCustomValue(forKey: keyPath)
        return layer.resolveKeyPath(keyPath)
    }

    /// The value of the target on screen now, before the new animation applies.
    func onScreenValue(_ target: PropertyTarget) -> AnimValue {
        if let pending = layer.pendingActionOldValue, pending.key == target.property.key {
            return target.component.extract(from: pending.value)
        }
        return target.get(layer.evaluatedPresentation(at: MediaClock.current.now))
    }

    func convert(_ value: Any?, _ target: PropertyTarget, _ keyPath: String?, _ name: String) throws -> AnimValue {
        do { return try ValueConverter.convert(value, to: target.kind, for: keyPath ?? "") } catch let e as StrataError {
            throw StrataError("\(name): \(e.message)")
        }
    }

    private func compileBasic(_ a: CABasicAnimation, timing: MediaTiming) throws -> AnimationTrack {
        let target = try target(for: a)
        let kp = a.keyPath
        let from = try a.fromValue.map { try convert($0, target, kp, "fromValue") }
        let to = try a.toValue.map { try convert($0, target, kp, "toValue") }
        let by = try a.byValue.map { try convert($0, target, kp, "byValue") }
        // Apple's CABasicAnimation table of which values are set.
        let start: AnimValue, end: AnimValue?
        switch (from, to, by) {
        case let (f?, t?, _): start = f; end = t
        case let (f?, nil, b?): start = f; end = AnimValue.add(f, b)
        case let (nil, t?, b?): start = AnimValue.subtract(t, b); end = t
        case let (f?, nil, nil): start = f; end = nil
        case let (nil, t?, nil): start = onScreenValue(target); end = t
        case let (nil, nil, b?):
            let current = onScreenValue(target)
            start = current; end = AnimValue.add(current, b)
        case (nil, nil, nil): start = onScreenValue(target); end = nil
        }
        let track: PropertyTrack
        if let spring = a as? CASpringAnimation {
            track = SpringTrack(timing: timing, target: target, isAdditive: a.isAdditive,
                                isCumulative: a.isCumulative, from: start, to: end, solver: spring.solver)
        } else {
            track = BasicTrack(timing: timing, timingFunction: a.timingFunction, target: target,
                               isAdditive: a.isAdditive, isCumulative: a.isCumulative, from: start, to: end)
        }
        track.retain(start, end)
        return track
    }
}
