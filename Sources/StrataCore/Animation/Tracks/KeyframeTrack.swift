import Foundation

/// A compiled CAKeyframeAnimation.
///
/// Timing: the animation's progress (after its own timing function) is split into segments at
/// the key times; inside a segment the segment's timing function applies (Apple:
/// CAKeyframeAnimation `keyTimes`, `timingFunctions`, `calculationMode`). Paced modes ignore
/// both and move at constant speed along the curve's arc length.
final class KeyframeTrack: PropertyTrack {
    enum Shape {
        /// Numbers, points, sizes, rects and colours, and paths: a vector curve.
        case curve(VectorCurve, kind: CAValueKind)
        /// Transforms, booleans and objects: interpolated pairwise.
        case values([AnimValue])
    }

    // The shape's payload as plain stored properties: matching on the enum every frame
    // copied (and retained) its arrays.
    let curve: VectorCurve
    let curveKind: CAValueKind
    private let values: [AnimValue]
    let usesCurve: Bool
    /// Normalised time at each keyframe (segment boundaries), non-decreasing, 0…1.
    let times: [Double]
    let segmentFunctions: [Easing]
    let isDiscrete: Bool
    let isPaced: Bool
    /// Extra rotation to the path's tangent: nil, 0 (auto) or π (auto-reverse).
    let rotationOffset: Double?
    /// The value at the end of the last keyframe (cumulative animations build on it).
    let lastValue: AnimValue

    init(timing: MediaTiming, timingFunction: CAMediaTimingFunction?, target: PropertyTarget,
         isAdditive: Bool, isCumulative: Bool, shape: Shape, times: [Double],
         segmentFunctions: [CAMediaTimingFunction?], isDiscrete: Bool, isPaced: Bool,
         rotationOffset: Double?, lastValue: AnimValue) {
        switch shape {
        case let .curve(c, kind):
            curve = c; curveKind = kind; values = []; usesCurve = true
        case let .values(v):
            curve = VectorCurve(segments: [], measured: false); curveKind = .number; values = v; usesCurve = false
        }
        self.times = times
        self.segmentFunctions = segmentFunctions.map(Easing.init)
        self.isDiscrete = isDiscrete
        self.isPaced = isPaced
        self.rotationOffset = rotationOffset
        self.lastValue = lastValue
        super.init(timing: timing, timingFunction: timingFunction, target: target,
                   isAdditive: isAdditive, isCumulative: isCumulative)
    }

    override func apply(to layer: CALayer, phase: MediaTiming.Phase, progress: Double) {
        var tangent: Double?
        let value: AnimValue
        if usesCurve {
            let segment: Int, u: Double
            if isDiscrete {
                let k = discreteIndex(progress, count: curve.segments.count + 1)
                (segment, u) = k < curve.segments.count ? (k, 0) : (curve.segments.count - 1, 1)
            } else if isPaced {
                (segment, u) = curve.location(atLength: progress * curve.totalLength)
            } else {
                (segment, u) = segmentLocation(progress)
            }
            let s = curve.segments[segment]
            if rotationOffset != nil {
                let d = s.derivative(u)
                if d.x != 0 || d.y != 0 { tangent = atan2(d.y, d.x) }
            }
            if writesDirectly(iteration: phase.iteration) {
                target.setVector(s.point(u), kind: curveKind, on: layer)
                applyRotation(tangent, to: layer)
                return
            }
            value = VectorValue.make(s.point(u), kind: curveKind)
        } else {
            if isDiscrete {
                value = values[discreteIndex(progress, count: values.count)]
            } else {
                let (i, u) = segmentLocation(progress)
                value = u <= 0 ? values[i] : u >= 1 ? values[i + 1]
                    : AnimValue.interpolate(values[i], values[i + 1], u)
            }
        }
        write(value, endValue: lastValue, iteration: phase.iteration, to: layer)
        applyRotation(tangent, to: layer)
    }

    /// Turns the layer to the path's tangent (rotationMode), composed onto its transform.
    @inline(__always)
    private func applyRotation(_ tangent: Double?, to layer: CALayer) {
        if let offset = rotationOffset, let tangent {
            layer.state.transform = CATransform3DRotate(layer.state.transform, CGFloat(tangent + offset), 0, 0, 1)
        }
    }

    override func resetTargets(of copy: CALayer, from model: CALayer) {
        super.resetTargets(of: copy, from: model)
        // Turning along the path composes onto the transform, so it always needs its base.
        if rotationOffset != nil && (phase != nil || wroteLastFrame) {
            restore(.transform, of: copy, from: model)
        }
    }

    /// The keyframe shown at progress `p` in discrete mode: value i holds from `times[i]`
    /// until `times[i + 1]` (with n + 1 key times the last interval ends at 1).
    private func discreteIndex(_ p: Double, count: Int) -> Int {
        var i = 0
        while i + 1 < times.count && p >= times[i + 1] { i += 1 }
        return min(i, count - 1)
    }

    /// The segment (keyframe before `p`) and the eased fraction through it.
    private func segmentLocation(_ p: Double) -> (Int, Double) {
        times.withUnsafeBufferPointer { times in
            segmentFunctions.withUnsafeBufferPointer { Self.segmentLocation(p, times: times, easings: $0) }
        }
    }

    /// The segment (keyframe before `p`) and the eased fraction through it; `times` has one
    /// entry per keyframe, at least two; `easings` the segments' timing functions (may be
    /// fewer than the segments). Shared with the layer's frame program.
    @inline(__always)
    static func segmentLocation(_ p: Double, times: UnsafeBufferPointer<Double>,
                                easings: UnsafeBufferPointer<Easing>) -> (Int, Double) {
        let n = times.count
        if p >= times[n - 1] { return (n - 2, 1) }
        var i = 0
        if n <= 8 {
            while i + 2 < n && p >= times[i + 1] { i += 1 }
        } else {
            var lo = 0, hi = n - 1
            while hi - lo > 1 { let m = (lo + hi) / 2; if times[m] <= p { lo = m } else { hi = m } }
            i = lo
        }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? min(max((p - times[i]) / span, 0), 1) : 1
        if i < easings.count { u = easings[i](u) }
        return (i, u)
    }
}
