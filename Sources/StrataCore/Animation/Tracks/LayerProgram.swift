import Foundation

/// A layer's animations flattened for the frame loop, when every one of them is simple: a
/// basic, keyframe or spring animation that writes a vector to one property (or a number to
/// one transform field), not additive or cumulative, or a group of such animations. Anything
/// else (nested groups, transitions, paced or discrete keyframes, rotation modes, value
/// functions, from-only animations, …) leaves the layer on the general track path:
/// `isUsable` is false.
///
/// Built from the layer's tracks when they change (an allocation then, none per frame). The
/// tracks stay the source of truth for everything but the frame: keys, delegates, start and
/// stop. The steps live in the program's own allocation, after its header; their keyframe
/// data, easings and solvers in one more block (`ProgramData`), so a frame reads them front
/// to back.
final class LayerProgram: ManagedBuffer<ProgramHeader, ProgramStep> {
    /// The program for `tracks` (`version`: the layer's `tracksVersion`).
    static func build(tracks: [AnimationTrack], version: UInt) -> LayerProgram {
        var builder = ProgramBuilder()
        var usable = !tracks.isEmpty
        for track in tracks where usable {
            usable = builder.append(track)
        }
        if !usable { builder = ProgramBuilder() }
        // A field write starts from the committed matrix only if no earlier step wrote it.
        var writesTransform = false
        for i in builder.steps.indices {
            if case .transformField = builder.steps[i].target {
                builder.steps[i].startsFromBase = !writesTransform
                writesTransform = true
            }
        }
        let data = ProgramData(scalars: builder.scalars, easings: builder.easings, segments: builder.segments,
                               springs: builder.springs)
        let header = ProgramHeader(builtVersion: version, count: builder.steps.count, isUsable: usable,
                                   readsTransforms: builder.readsTransforms, data: data)
        let program = unsafeDowncast(create(minimumCapacity: builder.steps.count) { _ in header }, to: LayerProgram.self)
        program.withUnsafeMutablePointerToElements { elements in
            builder.steps.withUnsafeBufferPointer { elements.initialize(from: $0.baseAddress!, count: $0.count) }
        }
        return program
    }

    deinit {
        withUnsafeMutablePointers { header, steps in
            steps.deinitialize(count: header.pointee.count)
            header.pointee.data.deallocate()
        }
    }

    // Through the header's pointer: ManagedBuffer's `header` property is checked for
    // exclusive access at run time, a cost per layer per frame.

    /// Whether the layer's frame runs this program (every track has a step).
    var isUsable: Bool { withUnsafeMutablePointerToHeader { $0.pointee.isUsable } }
    /// The layer's `tracksVersion` this program was built from.
    var builtVersion: UInt { withUnsafeMutablePointerToHeader { $0.pointee.builtVersion } }
    /// The bytes from the object's start to the end of its steps.
    var byteCount: Int {
        withUnsafeMutablePointers { header, steps in
            UnsafeRawPointer(steps + header.pointee.count) - UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        }
    }
}

/// The fixed part of a `LayerProgram`, ahead of its steps in the same allocation (so reaching
/// the steps costs no extra pointer hop).
struct ProgramHeader {
    let builtVersion: UInt
    let count: Int
    let isUsable: Bool
    /// Whether some step writes a transform field (and so needs the committed transforms).
    let readsTransforms: Bool
    /// Whether `baseTransform` has no rotation or skew (the rotation.z write's fast path),
    /// and whether it is the identity (the z rotation is then the whole matrix).
    var baseTransformIsUnrotated = true
    var baseTransformIsIdentity = true
    var baseVersion: UInt = .max
    /// The steps' keyframe data, solvers and the cached committed transforms.
    let data: ProgramData
    /// The committed `transform` and `sublayerTransform`, cached at `baseVersion` (as
    /// `PropertyTrack` caches its base): what a field write starts from.
    var baseTransform: CATransform3D { data.bases[0] }
    var baseSublayerTransform: CATransform3D { data.bases[1] }

    init(builtVersion: UInt, count: Int, isUsable: Bool, readsTransforms: Bool, data: ProgramData) {
        self.builtVersion = builtVersion
        self.count = count
        self.isUsable = isUsable
        self.readsTransforms = readsTransforms
        self.data = data
    }

    /// Caches the committed transforms when the model's base changed.
    @inline(__always)
    mutating func syncBase(with model: CALayer) {
        guard readsTransforms, baseVersion != model.baseVersion else { return }
        let committed = model.committedState
        data.bases[0] = committed.transform
        data.bases[1] = committed.sublayerTransform
        baseTransformIsUnrotated = committed.transform.isUnrotated
        baseTransformIsIdentity = committed.transform.isIdentity
        baseVersion = model.baseVersion
    }
}

/// Collects a program's steps and their data from the tracks.
private struct ProgramBuilder {
    var steps: [ProgramStep] = []
    var scalars: [Double] = []
    var easings: [Easing] = []
    var segments: [VectorCurve.Segment] = []
    var springs: [SpringSolver] = []
    var readsTransforms = false

    /// Appends the steps for a top-level track: one, or for a group a header step followed by
    /// its children's. False when the track needs the general path.
    mutating func append(_ track: AnimationTrack) -> Bool {
        guard let group = track as? GroupTrack else {
            guard let step = step(for: track) else { return false }
            steps.append(step)
            return true
        }
        // Children of children would need nested group time: those groups keep the track path.
        var children: [ProgramStep] = []
        for child in group.children {
            guard !(child is GroupTrack), let step = step(for: child) else { return false }
            children.append(step)
        }
        steps.append(ProgramStep(timing: group.timing, easing: group.easing, kind: .group, target: .property(.opacity),
                                 from: .zero, to: .zero, firstTime: 0, timeCount: Int32(children.count),
                                 firstSegment: 0, firstEasing: 0, easingCount: 0, isScalar: false))
        steps.append(contentsOf: children)
        return true
    }

    /// The step for `track`, adding its keyframe data or solver to the pools; nil when the
    /// track needs the general path.
    mutating func step(for track: AnimationTrack) -> ProgramStep? {
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
        guard let field = TransformKeyPaths.field(t.component) else {
            // position.x, bounds.size.width, …: one number of a vector-kind property.
            guard VectorValue.isVector(t.property.kind), t.component.kind(in: t.property.kind) == .number else { return nil }
            return .component(t.property, t.component)
        }
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
