import Foundation

/// The compiled, typed form of an animation added to a layer: what evaluating a frame runs,
/// and, for a top-level animation, its attachment to the layer (key, the copy that
/// `add(_:forKey:)` made, start/stop state, the transactions waiting for it).
///
/// Built once by `AnimationCompiler` when the animation is added; applying it never casts,
/// boxes or allocates. One object per animation keeps the per-frame walk to one pointer per
/// animation (each extra object was a cache miss per frame).
class AnimationTrack {
    @exclusivity(unchecked) var timing: MediaTiming
    /// The animation's timing function, as a value.
    let easing: Easing

    // Attachment (top-level tracks only; set by CALayer.tryAdd).
    var key: String?
    /// The copy the layer runs, as `animation(forKey:)` returns it.
    var animation: CAAnimation?
    /// True until the transaction that added it commits and fixes its begin time.
    var beginIsPending = false
    var didStart = false
    var didStop = false
    /// Completion blocks of transactions that wait for this animation.
    var completions: [TransactionCompletion] = []
    /// Strong references to the objects (images, paths) that this track's values point at.
    var retainedObjects: [AnyObject] = []

    /// Keeps the object a value refers to alive as long as the track.
    func retain(_ values: AnimValue?...) {
        for case .object(let ref)? in values {
            if let object = ref.object { retainedObjects.append(object) }
        }
    }

    /// Whether a start or a finish is still to be reported (infinite animations never finish).
    var hasLifecycleWork: Bool {
        beginIsPending || !didStart || (!didStop && timing.activeDuration.isFinite)
    }

    /// Ends the animation once: tells the delegate and the waiting transactions.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        if let animation { animation.delegate?.animationDidStop(animation, finished: finished) }
        for completion in completions { completion.animationEnded() }
        completions = []
    }

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?) {
        self.timing = timing
        easing = Easing(timingFunction)
    }

    // A frame runs in three passes over a layer's animations: `prepare` finds each one's
    // phase, `resetTargets` restores the model value where an animation reads it (or has
    // stopped writing it), then `applyPrepared` writes. All resets precede all writes, so an
    // inactive animation never clobbers another's value.

    /// This frame's phase (nil: no effect now) and eased progress.
    @exclusivity(unchecked) var phase: MediaTiming.Phase?
    @exclusivity(unchecked) var easedProgress: Double = 0
    /// Whether the previous frame wrote the animation's properties.
    @exclusivity(unchecked) var wroteLastFrame = false

    /// Finds the phase at parent time `t` (the layer's local time, or the group's time for a
    /// child). `forceFill`: a group holding its end asks its children for their phase at its
    /// frozen time (`MediaTiming.phase(heldAtParentTime:)`).
    func prepare(parentTime t: Double, forceFill: Bool = false) {
        let found = forceFill ? timing.phase(heldAtParentTime: t) : timing.phase(atParentTime: t)
        phase = found
        if let found {
            easedProgress = easing(found.progress)
        }
    }

    /// Writes the prepared frame into the presentation copy `layer`.
    final func applyPrepared(to layer: CALayer) {
        guard let phase else { wroteLastFrame = false; return }
        apply(to: layer, phase: phase, progress: easedProgress)
        wroteLastFrame = true
    }

    /// Applies at a resolved phase; `progress` has the timing function applied.
    func apply(to layer: CALayer, phase: MediaTiming.Phase, progress: Double) {}

    /// Puts back the committed model value of the properties this animation writes, where the
    /// prepared frame needs it.
    func resetTargets(of copy: CALayer, from model: CALayer) {}

    /// Whether this frame must restore the model value under the animation: it reads it, or
    /// it wrote last frame and is now inactive.
    @inline(__always)
    func needsReset(readsBase: Bool) -> Bool { phase != nil ? readsBase : wroteLastFrame }
}

/// Where a property animation reads and writes: a layer property and the part of it that the
/// key path names.
struct PropertyTarget {
    let property: LayerProperty
    let component: ValueComponent
    /// A CAValueFunction turning numbers into the whole transform.
    /// Unretained: the animation copy that the track keeps holds it.
    unowned(unsafe) var function: CAValueFunction? = nil

    /// The kind of value the key path holds (numbers when a value function maps them).
    var kind: CAValueKind { function?.valueKind ?? component.kind(in: property.kind) }

    @inline(__always)
    func get(_ layer: CALayer) -> AnimValue {
        let whole = property.get(layer)
        if let function, case .transform(let t) = whole { return function.value(of: t) }
        return component == .whole ? whole : component.extract(from: whole)
    }

    /// Writes a vector of the target's kind; numbers into transform fields edit in place.
    @inline(__always)
    func setVector(_ v: SIMD4<Double>, kind: CAValueKind, on layer: CALayer) {
        if component == .whole && function == nil {
            property.setVector(v, on: layer)
        } else if kind == .number {
            set(.number(v.x), on: layer)
        } else {
            set(VectorValue.make(v, kind: kind), on: layer)
        }
    }

    @inline(__always)
    func set(_ value: AnimValue, on layer: CALayer) {
        if case .number(let n) = value, let field = TransformKeyPaths.field(component) {
            // transform.rotation.z and friends: edit the matrix in place (no whole-value copies).
            switch property {
            case .transform: layer.state.transform.set(field, to: CGFloat(n)); return
            case .sublayerTransform: layer.state.sublayerTransform.set(field, to: CGFloat(n)); return
            default: break
            }
        }
        if let function {
            if let t = function.transform(for: value) { property.set(.transform(t), on: layer) }
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
    /// Whether applying reads the value underneath (additive, a key-path component, a missing
    /// end value). Only then must a frame restore the model value first; otherwise applying
    /// overwrites the property whole.
    let readsBase: Bool

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?, target: PropertyTarget,
         isAdditive: Bool, isCumulative: Bool, endIsDynamic: Bool = false) {
        self.target = target
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        readsBase = isAdditive || endIsDynamic || target.component != .whole
        super.init(timing: timing, timingFunction: timingFunction)
    }

    /// The committed model value under the animation, cached here (next to the data the frame
    /// reads anyway) and refreshed when the model's base changes.
    @exclusivity(unchecked) private var base: AnimValue = .object(ObjectRef(nil))
    @exclusivity(unchecked) private var baseVersion: UInt = .max

    override func resetTargets(of copy: CALayer, from model: CALayer) {
        guard needsReset(readsBase: readsBase) else { return }
        restore(target.property, of: copy, from: model)
    }

    /// Writes the committed value of `property` into the presentation copy.
    final func restore(_ property: LayerProperty, of copy: CALayer, from model: CALayer) {
        if property != target.property {
            property.set(property.committedValue(of: model), on: copy)
            return
        }
        if baseVersion != model.baseVersion {
            base = property.committedValue(of: model)
            baseVersion = model.baseVersion
        }
        property.set(base, on: copy)
    }

    /// Whether a frame's value can go straight to the property (no cumulative or additive
    /// composition at this iteration).
    @inline(__always)
    final func writesDirectly(iteration: Int) -> Bool { !isAdditive && (!isCumulative || iteration == 0) }

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
