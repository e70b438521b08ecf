import Foundation

/// A compiled CABasicAnimation: `from` is fixed when the animation is added; `to` is fixed, or
/// nil for "the current value in the render tree" (a from-only animation), read every frame.
final class BasicTrack: PropertyTrack {
    let from: AnimValue
    let to: AnimValue?
    /// Fixed vector endpoints, when both exist and the kind is a vector: the fast path.
    let fromVector: SIMD4<Double>?
    let toVector: SIMD4<Double>

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?, target: PropertyTarget,
         isAdditive: Bool, isCumulative: Bool, from: AnimValue, to: AnimValue?) {
        self.from = from
        self.to = to
        if VectorValue.isVector(target.kind), let f = VectorValue.vector(from), let t = to.flatMap(VectorValue.vector) {
            fromVector = f
            toVector = t
        } else {
            fromVector = nil
            toVector = .zero
        }
        super.init(timing: timing, timingFunction: timingFunction, target: target,
                   isAdditive: isAdditive, isCumulative: isCumulative, endIsDynamic: to == nil)
    }

    override func apply(to layer: CALayer, phase: MediaTiming.Phase, progress: Double) {
        if let f = fromVector, writesDirectly(iteration: phase.iteration) {
            target.setVector(f + (toVector - f) * progress, kind: target.kind, on: layer)
            return
        }
        let end = to ?? target.get(layer)
        let value = AnimValue.interpolate(from, end, progress)
        write(value, endValue: end, iteration: phase.iteration, to: layer)
    }
}

/// A compiled CASpringAnimation: progress follows the spring's closed form in real seconds
/// of the animation's simple time, overshooting 1 when the spring is underdamped.
final class SpringTrack: PropertyTrack {
    let from: AnimValue
    let to: AnimValue?
    let solver: SpringSolver

    init(timing: MediaTiming, target: PropertyTarget, isAdditive: Bool, isCumulative: Bool,
         from: AnimValue, to: AnimValue?, solver: SpringSolver) {
        self.from = from
        self.to = to
        self.solver = solver
        super.init(timing: timing, timingFunction: nil, target: target,
                   isAdditive: isAdditive, isCumulative: isCumulative, endIsDynamic: to == nil)
    }

    override func apply(to layer: CALayer, phase: MediaTiming.Phase, progress: Double) {
        let end = to ?? target.get(layer)
        let p = solver.progress(at: phase.simpleTime)
        write(AnimValue.interpolate(from, end, p), endValue: end, iteration: phase.iteration, to: layer)
    }
}

/// A compiled CAAnimationGroup: the children run on the group's (eased) local time.
final class GroupTrack: AnimationTrack {
    let children: [AnimationTrack]

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?, children: [AnimationTrack]) {
        self.children = children
        super.init(timing: timing, timingFunction: timingFunction)
    }

    // The three passes borrow the children (the group owns them for the whole frame): a
    // retain and a release per child per pass was the group's largest cost.

    override func prepare(parentTime t: Double, forceFill: Bool = false) {
        super.prepare(parentTime: t, forceFill: forceFill)
        // The group's timing function warps its children's time.
        let childTime = easedProgress * timing.duration
        let phase = self.phase
        forEachChild { child in
            if let phase { child.prepare(parentTime: childTime, forceFill: phase.isFilling) } else { child.phase = nil }
        }
    }

    override func apply(to layer: CALayer, phase: MediaTiming.Phase, progress: Double) {
        forEachChild { $0.applyPrepared(to: layer) }
    }

    override func resetTargets(of copy: CALayer, from model: CALayer) {
        forEachChild { $0.resetTargets(of: copy, from: model) }
    }

    @inline(__always)
    private func forEachChild(_ body: (AnimationTrack) -> Void) {
        children.withUnsafeBufferPointer { children in
            for i in children.indices { Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef(body) }
        }
    }
}

/// A compiled CATransition: nothing to apply to properties; the compositor reads its progress.
final class TransitionTrack: AnimationTrack {
    let startProgress: Double
    let endProgress: Double
    /// The most recent progress evaluated, start…end.
    private(set) var progress: Double = 0
    /// The layer's look when the transition was added (see `CALayer.transitionFrame`).
    var oldLook: CALayer?

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?, start: Double, end: Double) {
        startProgress = start
        endProgress = end
        super.init(timing: timing, timingFunction: timingFunction)
    }

    override func apply(to layer: CALayer, phase: MediaTiming.Phase, progress: Double) {
        self.progress = startProgress + (endProgress - startProgress) * progress
    }
}
