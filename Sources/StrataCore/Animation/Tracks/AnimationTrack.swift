import Foundation

/// The compiled, typed form of an animation added to a layer: what evaluating a frame runs.
///
/// Built once by `AnimationCompiler` when the animation is added; applying it never casts,
/// boxes or allocates.
class AnimationTrack {
    var timing: MediaTiming
    let timingFunction: CAMediaTimingFunction?

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?) {
        self.timing = timing
        self.timingFunction = timingFunction
    }

    /// Applies the animation to the presentation copy `layer` at parent time `t` (the layer's
    /// local time, or the group's time for a child). `forceFill` makes the animation hold its
    /// end (or start) value outside its window, which a filling group asks of its children.
    final func apply(to layer: CALayer, parentTime t: Double, forceFill: Bool = false) {
        var phase = timing.phase(atParentTime: t)
        if phase == nil && forceFill {
            var filled = timing
            filled.fillMode = .both
            phase = filled.phase(atParentTime: t)
        }
        guard let phase else { return }
        let eased = timingFunction.map { $0.evaluate(phase.progress) } ?? phase.progress
        apply(to: layer, phase: phase, progress: eased)
    }

    /// Applies at a resolved phase; `progress` has the timing function applied.
    func apply(to layer: CALayer, phase: MediaTiming.Phase, progress: Double) {}
}

/// Where a property animation reads and writes: a layer property and the part of it that the
/// key path names.
struct PropertyTarget {
    let property: LayerProperty
    let component: ValueComponent
    /// A CAValueFunction turning numbers into the whole transform.
    var function: CAValueFunction? = nil

    /// The kind of value the key path holds (numbers when a value function maps them).
    var kind: CAValueKind { function != nil ? .number : component.kind(in: property.kind) }

    @inline(__always)
    func get(_ layer: CALayer) -> AnimValue {
        let whole = property.get(layer)
        if let function { return function.component.extract(from: whole) }
        return component == .whole ? whole : component.extract(from: whole)
    }

    @inline(__always)
    func set(_ value: AnimValue, on layer: CALayer) {
        if let function, case .number(let n) = value {
            property.set(.transform(function.transform(n)), on: layer)
        } else if component == .whole {
            property.set(value, on: layer)
        } else {
            property.set(component.insert(value, into: property.get(layer)), on: layer)
        }
    }
}

/// The shared tail of property animations: cumulative and additive composition.
class PropertyTrack: AnimationTrack {
    let target: PropertyTarget
    let isAdditive: Bool
    let isCumulative: Bool

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?, target: PropertyTarget,
         isAdditive: Bool, isCumulative: Bool) {
        self.target = target
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        super.init(timing: timing, timingFunction: timingFunction)
    }

    /// Writes `value`, built on the end value of earlier cycles when cumulative ("the value of
    /// the property is the value at the end of the previous repeat cycle, plus the value of the
    /// current repeat cycle", CAPropertyAnimation.isCumulative) and on the underlying value when
    /// additive.
    @inline(__always)
    final func write(_ value: AnimValue, endValue: @autoclosure () -> AnimValue,
                     iteration: Int, to layer: CALayer) {
        var v = value
        if isCumulative && iteration > 0, let offset = AnimValue.repeated(endValue(), iteration) {
            v = AnimValue.add(offset, v)
        }
        if isAdditive { v = AnimValue.add(target.get(layer), v) }
        target.set(v, on: layer)
    }
}
