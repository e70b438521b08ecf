import CStrataPrefetch
import Foundation

/// One animation of a `LayerProgram`: a flat copy of a basic, keyframe or spring track whose
/// frame is "find the phase, compute a vector, write it to one property" (or of a group's own
/// timing, ahead of its children's steps).
///
/// The arithmetic is the tracks' own (the same timing, easing, segment and spring code, the
/// same formulas in the same order), so a program frame writes exactly what the tracks would.
/// What changes is where the data lives: the steps of a layer sit side by side in one block,
/// read in order, instead of in several objects per animation reached through pointers (at
/// 10,000 layers those pointer hops, each a likely cache miss, were most of the frame).
struct ProgramStep {
    /// `group`: a CAAnimationGroup's own timing; its `timeCount` children follow it and run
    /// on its time. It writes nothing itself (its target is unused).
    enum Kind: UInt8 { case basic, keyframe, spring, group }

    /// Where the step writes.
    enum Target {
        /// A whole property of a vector kind (number, point, size, rect, colour).
        case property(LayerProperty)
        /// A number field of `transform` (`transform.rotation.z`, …), set on the committed base.
        case transformField(TransformComponent)
        /// A number field of `sublayerTransform`, set on the committed base.
        case sublayerTransformField(TransformComponent)
        /// A number component of another property (`position.x`, `bounds.size.width`), set on
        /// the committed value as `PropertyTarget.set` does.
        case component(LayerProperty, ValueComponent)

        /// Whether writing reads the value underneath (a field is set on the whole matrix),
        /// so every active frame must first restore the committed value.
        var readsBase: Bool {
            if case .property = self { return false }
            return true
        }
    }

    /// Four doubles with 8-byte alignment: a SIMD4<Double> field would align the step to 32
    /// bytes and pad it by a third.
    struct Vector {
        var x, y, z, w: Double
        @inline(__always) init(_ v: SIMD4<Double>) { x = v.x; y = v.y; z = v.z; w = v.w }
        @inline(__always) var simd: SIMD4<Double> { SIMD4(x, y, z, w) }
    }

    let timing: MediaTiming
    /// `timing.activeDuration` and `cycleDuration`, computed once.
    let activeDuration: Double, cycleDuration: Double
    let easing: Easing
    let kind: Kind
    let target: Target
    /// Basic and spring: the fixed end points.
    private let fromStorage: Vector
    private let toStorage: Vector
    var from: SIMD4<Double> { fromStorage.simd }
    var to: SIMD4<Double> { toStorage.simd }
    /// Keyframe: the first key time and the count of key times in `ProgramData.scalars`, the
    /// first segment (in `scalars` as four numbers when `isScalar`, else in `segments`), and the
    /// first segment easing and its count in `easings`.
    /// Spring: `firstSegment` is the solver's index in `springs`. Group: `timeCount` is the
    /// number of children.
    let firstTime: Int32, timeCount: Int32, firstSegment: Int32, firstEasing: Int32, easingCount: Int32
    /// Keyframe: the curve is one-dimensional (numbers: a rotation, an opacity), stored as the
    /// x lane of its segments only, a quarter of the memory.
    let isScalar: Bool
    /// Whether no earlier step of the layer writes the same transform: this step then sets its
    /// field on the committed matrix that the restore pass just put back.
    var startsFromBase = false

    init(timing: MediaTiming, easing: Easing, kind: Kind, target: Target, from: SIMD4<Double>, to: SIMD4<Double>,
         firstTime: Int32, timeCount: Int32, firstSegment: Int32, firstEasing: Int32, easingCount: Int32,
         isScalar: Bool) {
        self.timing = timing
        activeDuration = timing.activeDuration
        cycleDuration = timing.cycleDuration
        self.easing = easing
        self.kind = kind
        self.target = target
        fromStorage = Vector(from)
        toStorage = Vector(to)
        self.firstTime = firstTime
        self.timeCount = timeCount
        self.firstSegment = firstSegment
        self.firstEasing = firstEasing
        self.easingCount = easingCount
        self.isScalar = isScalar
    }

    // Per frame.
    /// This frame's value, when `isActive`.
    private var valueStorage = Vector(.zero)
    var value: SIMD4<Double> {
        get { valueStorage.simd }
        set { valueStorage = Vector(newValue) }
    }
    var isActive = false
    /// Whether the previous frame wrote the property (it must go back to the model value
    /// when the step stops writing).
    var wroteLastFrame = false

    /// Finds this frame's phase at the layer's local time `t` and computes the value; the
    /// same steps as `AnimationTrack.prepare` followed by the track's `apply`.
    @inline(__always)
    mutating func evaluate(at t: Double, in program: UnsafePointer<ProgramHeader>, forceFill: Bool = false) {
        var found = timing.phase(atParentTime: t, active: activeDuration, cycle: cycleDuration)
        if found == nil && forceFill {
            // A group holding its end (AnimationTrack.prepare).
            found = timing.phase(heldAtParentTime: t)
        }
        guard let phase = found else {
            isActive = false
            return
        }
        isActive = true
        switch kind {
        case .group:
            // The children's time: the group's eased progress over its duration (GroupTrack);
            // `value` carries it and whether the group fills, for `run` to pass on.
            value = SIMD4(easing(phase.progress) * timing.duration, phase.isFilling ? 1 : 0, 0, 0)
        case .basic:
            value = from + (to - from) * easing(phase.progress)
        case .spring:
            let p = program.pointee.data.springs[Int(firstSegment)].progress(at: phase.simpleTime)
            value = from + (to - from) * p
        case .keyframe:
            let data = program.pointee.data
            let (segment, u) = KeyframeTrack.segmentLocation(
                easing(phase.progress),
                times: UnsafeBufferPointer(start: data.scalars + Int(firstTime), count: Int(timeCount)),
                easings: UnsafeBufferPointer(start: data.easings + Int(firstEasing), count: Int(easingCount)))
            if isScalar {
                let c = data.scalars + (Int(firstSegment) + 4 * segment)
                value = SIMD4(Self.scalarPoint(c[0], c[1], c[2], c[3], u), 0, 0, 0)
            } else {
                value = data.segments[Int(firstSegment) + segment].point(u)
            }
        }
    }

    /// `VectorCurve.Segment.point` on one lane, with the same operations in the same order
    /// (so the same result as the x lane of the vector form).
    @inline(__always)
    static func scalarPoint(_ p0: Double, _ c1: Double, _ c2: Double, _ p1: Double, _ u: Double) -> Double {
        let v = 1 - u
        let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
        return p0 * a + c1 * b + c2 * c + p1 * d
    }

    /// Whether this step's write replaces the whole transform: a z rotation on the committed
    /// identity, the usual case, which needs neither the restore nor a read of the matrix.
    @inline(__always)
    func rotatesIdentity(_ program: UnsafePointer<ProgramHeader>) -> Bool {
        guard startsFromBase, program.pointee.baseTransformIsIdentity, case .transformField(let field) = target else { return false }
        return field == .rotationZ || field == .rotation
    }

    /// Writes `step`'s value for this frame into the presentation copy (as
    /// `PropertyTarget.setVector`). `onBase`: the restore pass ran, so the copy's transforms are
    /// the committed ones. (Through a pointer: a method call on the step would copy it.)
    @inline(__always)
    static func write(_ step: UnsafePointer<ProgramStep>, to copy: CALayer, onBase: Bool,
                      program: UnsafePointer<ProgramHeader>) {
        let value = step.pointee.value
        switch step.pointee.target {
        case .property(let property):
            property.setVector(value, on: copy)
        case .transformField(let field):
            if onBase && step.pointee.rotatesIdentity(program) {
                // CATransform3D.set on the identity: exactly these entries (cos·1, sin·1).
                if value.x.isFinite {
                    // sin and cos in one call (the same bits: `strata_sincos`).
                    var s = 0.0, c = 0.0
                    strata_sincos(value.x, &s, &c)
                    copy.state.transform = CATransform3D(m11: c, m12: s, m13: 0, m14: 0, m21: -s, m22: c, m23: 0, m24: 0,
                                                         m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
                } else {
                    copy.state.transform = CATransform3DIdentity
                }
            } else if onBase && step.pointee.startsFromBase && program.pointee.baseTransformIsUnrotated
                        && (field == .rotationZ || field == .rotation) && value.x.isFinite {
                copy.state.transform.setRotationZOnDiagonal(CGFloat(value.x))
            } else {
                copy.state.transform.set(field, to: CGFloat(value.x))
            }
        case .sublayerTransformField(let field):
            copy.state.sublayerTransform.set(field, to: CGFloat(value.x))
        case .component(let property, let component):
            // `PropertyTarget.set` for a number component: the same insert into the same value.
            if !property.setNumber(value.x, component: component, on: copy) {
                property.set(component.insert(.number(value.x), into: property.get(copy)), on: copy)
            }
        }
    }
}
