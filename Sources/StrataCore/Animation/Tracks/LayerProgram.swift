import Foundation

/// A layer's animations flattened for the frame loop, when every one of them is simple: a
/// basic, keyframe or spring animation that writes a vector to one property (or a number to
/// one transform field), not additive or cumulative. Anything else (groups, transitions,
/// paced or discrete keyframes, rotation modes, value functions, from-only animations, …)
/// leaves the layer on the general track path: `isUsable` is false.
///
/// Built from the layer's tracks when they change (an allocation then, none per frame). The
/// tracks stay the source of truth for everything but the frame: keys, delegates, start and
/// stop. Steps and their keyframe data live in a few contiguous buffers allocated together,
/// so a frame reads them front to back.
final class LayerProgram {
    // Read every frame: exempt from the runtime's exclusivity checks (nothing here is
    // accessed twice at once), which otherwise cost more than the arithmetic. The fields a
    // frame reads come first, the rarely used sublayer transform last.

    /// The layer's `tracksVersion` this program was built from.
    let builtVersion: UInt
    /// Whether the layer's frame runs this program (every track has a step).
    @exclusivity(unchecked) private(set) var isUsable = false
    /// Whether some step writes a transform field (and so needs the committed transforms).
    @exclusivity(unchecked) private(set) var readsTransforms = false
    /// Whether `baseTransform` has no rotation or skew (the rotation.z write's fast path),
    /// and whether it is the identity (the z rotation is then the whole matrix).
    @exclusivity(unchecked) private(set) var baseTransformIsUnrotated = true
    @exclusivity(unchecked) private(set) var baseTransformIsIdentity = true
    @exclusivity(unchecked) private(set) var baseVersion: UInt = .max
    @exclusivity(unchecked) var steps: ContiguousArray<ProgramStep> = []
    // Keyframe data of the steps (key times and one-dimensional segments in `scalars`), and
    // spring solvers.
    @exclusivity(unchecked) private(set) var scalars: ContiguousArray<Double> = []
    @exclusivity(unchecked) private(set) var easings: ContiguousArray<Easing> = []
    @exclusivity(unchecked) private(set) var segments: ContiguousArray<VectorCurve.Segment> = []
    @exclusivity(unchecked) private(set) var springs: ContiguousArray<SpringSolver> = []
    /// The committed `transform` and `sublayerTransform`, cached at `baseVersion` (as
    /// `PropertyTrack` caches its base): what a field write starts from.
    @exclusivity(unchecked) private(set) var baseTransform = CATransform3DIdentity
    @exclusivity(unchecked) private(set) var baseSublayerTransform = CATransform3DIdentity

    init(tracks: [AnimationTrack], version: UInt) {
        builtVersion = version
        var usable = !tracks.isEmpty
        for track in tracks where usable {
            guard let step = step(for: track) else { usable = false; break }
            steps.append(step)
        }
        isUsable = usable
        var writesTransform = false
        for i in steps.indices {
            if case .transformField = steps[i].target {
                steps[i].startsFromBase = !writesTransform
                writesTransform = true
            }
        }
        if !usable { steps = []; scalars = []; easings = []; segments = []; springs = [] }
    }

    /// Caches the committed transforms when the model's base changed.
    @inline(__always)
    func syncBase(with model: CALayer) {
        guard readsTransforms, baseVersion != model.baseVersion else { return }
        let committed = model.committedState
        baseTransform = committed.transform
        baseSublayerTransform = committed.sublayerTransform
        baseTransformIsUnrotated = baseTransform.isUnrotated
        baseTransformIsIdentity = baseTransform.isIdentity
        baseVersion = model.baseVersion
    }

    /// The step for `track`, adding its keyframe data or solver to the pools; nil when the
    /// track needs the general path.
    private func step(for track: AnimationTrack) -> ProgramStep? {
        guard let property = track as? PropertyTrack, !property.isAdditive, !property.isCumulative,
              let target = Self.target(property.target) else { return nil }
        func make(_ kind: ProgramStep.Kind, from: SIMD4<Double> = .zero, to: SIMD4<Double> = .zero,
                  firstTime: Int = 0, timeCount: Int = 0, firstSegment: Int = 0,
                  firstEasing: Int = 0, easingCount: Int = 0, isScalar: Bool = false) -> ProgramStep {
            if target.readsBase { readsTransforms = true }
            return ProgramStep(timing: track.timing, easing: track.easing, kind: kind, target: target,
                               from: from, to: to, firstTime: Int32(firstTime), timeCount: Int32(timeCount),
                               firstSegment: Int32(firstSegment), firstEasing: Int32(firstEasing),
                               easingCount: Int32(easingCount), isScalar: isScalar)
        }
        switch track {
        case let basic as BasicTrack:
            // The track's own fast path: fixed vector end points.
            guard let from = basic.fromVector else { return nil }
            return make(.basic, from: from, to: basic.toVector)
        case let keyframe as KeyframeTrack:
            guard keyframe.usesCurve, !keyframe.isDiscrete, !keyframe.isPaced, keyframe.rotationOffset == nil,
                  keyframe.curveKind == .number || !target.readsBase,
                  keyframe.times.count >= 2, keyframe.curve.segments.count == keyframe.times.count - 1
            else { return nil }
            let firstTime = scalars.count
            scalars.append(contentsOf: keyframe.times)
            easings.append(contentsOf: keyframe.segmentFunctions)
            let firstEasing = easings.count - keyframe.segmentFunctions.count
            let isScalar = keyframe.curveKind == .number
            let firstSegment = isScalar ? scalars.count : segments.count
            if isScalar {
                for s in keyframe.curve.segments { scalars.append(contentsOf: [s.p0.x, s.c1.x, s.c2.x, s.p1.x]) }
            } else {
                segments.append(contentsOf: keyframe.curve.segments)
            }
            return make(.keyframe, firstTime: firstTime, timeCount: keyframe.times.count,
                        firstSegment: firstSegment, firstEasing: firstEasing,
                        easingCount: keyframe.segmentFunctions.count, isScalar: isScalar)
        case let spring as SpringTrack:
            // Springs interpolate AnimValues; the vector form gives the same numbers except for
            // two missing colours (which stay missing), so those keep the general path.
            guard let to = spring.to, VectorValue.isVector(spring.from.kind),
                  let fromVector = VectorValue.vector(spring.from), let toVector = VectorValue.vector(to),
                  !Self.isMissingColour(spring.from), !Self.isMissingColour(to) else { return nil }
            springs.append(spring.solver)
            return make(.spring, from: fromVector, to: toVector, firstSegment: springs.count - 1)
        default:
            return nil
        }
    }

    /// The program target for a track's target; nil for value functions and components
    /// other than transform number fields.
    private static func target(_ t: PropertyTarget) -> ProgramStep.Target? {
        guard t.function == nil else { return nil }
        if t.component == .whole {
            return VectorValue.isVector(t.property.kind) ? .property(t.property) : nil
        }
        guard let field = TransformKeyPaths.field(t.component) else { return nil }
        switch t.property {
        case .transform: return .transformField(field)
        case .sublayerTransform: return .sublayerTransformField(field)
        default: return nil
        }
    }

    private static func isMissingColour(_ v: AnimValue) -> Bool {
        if case .color(nil) = v { return true }
        return false
    }
}
