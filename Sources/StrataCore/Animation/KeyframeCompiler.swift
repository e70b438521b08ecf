import Foundation
import StrataGraphics

/// Compiles a CAKeyframeAnimation: values or path (the path wins, as Apple documents), key
/// times (ignored with a warning when invalid for the mode, Apple's documented fallback),
/// per-segment timing functions, the cubic spline and paced timing.
struct KeyframeCompiler {
    let base: AnimationCompiler

    func compile(_ a: CAKeyframeAnimation, timing: MediaTiming) throws -> AnimationTrack {
        let target = try base.target(for: a)
        let mode = a.calculationMode
        guard CAAnimationCalculationMode.all.contains(mode) else {
            throw StrataError("unknown calculationMode '\(mode.rawValue)' (use linear, discrete, paced, cubic or cubicPaced)")
        }
        let isDiscrete = mode == .discrete
        let isPaced = mode == .paced || mode == .cubicPaced
        let isCubic = mode == .cubic || mode == .cubicPaced
        // A path drives any point-valued key path, `transform.translation` (a CGSize of x and
        // y) included: "you can specify a CGPathRef … for properties that contain a CGPoint
        // data type" (CAKeyframeAnimation `path`).
        let followsPath = target.kind == .point || target.component == .translation
        var rotation: Double?
        if let r = a.rotationMode, followsPath {
            rotation = r == .rotateAutoReverse ? Double.pi : 0
        }

        let shape: KeyframeTrack.Shape
        let count: Int
        let lengths: [Double]
        let lastValue: AnimValue
        if let path = a.path {
            guard followsPath else {
                throw StrataError("a path animation needs a point key path, but '\(a.keyPath ?? "")' holds \(ValueConverter.describe(target.kind))")
            }
            let curve = PathKeyframes.curve(from: path.limitedForWork("a CAKeyframeAnimation's path"), measured: isPaced)
            guard !curve.segments.isEmpty else { throw StrataError("path: the path has no segments to follow") }
            shape = .curve(curve, kind: target.kind)
            count = curve.segments.count + 1
            lengths = curve.segmentLengths
            lastValue = VectorValue.make(curve.segments[curve.segments.count - 1].p1, kind: target.kind)
        } else {
            guard var raw = a.values, !raw.isEmpty else { throw StrataError("values: a keyframe animation needs values or a path") }
            if raw.count > WorkLimit.keyframes {
                Diagnostics.warnOnce("a CAKeyframeAnimation has \(raw.count) values, more than the limit of \(WorkLimit.keyframes); the rest are left out")
                raw = Array(raw.prefix(WorkLimit.keyframes))
            }
            let values = try raw.enumerated().map { i, v in try base.convert(v, target, a.keyPath, "values[\(i)]") }
            count = values.count
            lastValue = values[values.count - 1]
            let vectors = VectorValue.isVector(target.kind) ? values.compactMap(VectorValue.vector) : []
            if vectors.count == values.count && values.count > 1 {
                let segments = isCubic
                    ? cubicSegments(vectors, a, times: evenOrGiven(a, count: count, mode: mode))
                    : zip(vectors, vectors.dropFirst()).map { VectorCurve.Segment.line($0, $1) }
                let curve = VectorCurve(segments: segments, measured: isPaced)
                shape = .curve(curve, kind: target.kind)
                lengths = curve.segmentLengths
            } else {
                shape = .values(values)
                lengths = zip(values, values.dropFirst()).map { AnimValue.distance($0, $1) }
            }
        }
        if count == 1 {
            // A single keyframe holds its value for the whole duration.
            let track = BasicTrack(timing: timing, timingFunction: nil, target: target, isAdditive: a.isAdditive,
                                   isCumulative: a.isCumulative, from: lastValue, to: lastValue)
            track.retain(lastValue)
            return track
        }
        var times: [Double]
        if isPaced {
            let total = lengths.reduce(0, +)
            var acc = 0.0
            times = [0] + lengths.map { acc += $0; return total > 0 ? acc / total : 0 }
            if total <= 0 { times = (0..<count).map { Double($0) / Double(count - 1) } }
        } else {
            times = evenOrGiven(a, count: count, mode: mode)
        }
        var functions: [CAMediaTimingFunction?] = []
        if !isPaced, let fs = a.timingFunctions { functions = fs.prefix(count).map { Optional($0) } }
        let track = KeyframeTrack(timing: timing, timingFunction: a.timingFunction, target: target,
                             isAdditive: a.isAdditive, isCumulative: a.isCumulative, shape: shape,
                             times: times, segmentFunctions: functions, isDiscrete: isDiscrete,
                             isPaced: isPaced && !isDiscrete, rotationOffset: rotation, lastValue: lastValue)
        // Keyframe values come from the animation's `values`, which the track's copy keeps —
        // except objects made by conversion (colour and number lists, strings): retain those.
        track.retain(lastValue)
        if case .values(let converted) = shape { for value in converted { track.retain(value) } }
        return track
    }

    /// The key times if valid for the mode, else evenly spaced keyframes. In discrete mode
    /// the even spacing has one more key time than values, so each value holds for an equal
    /// share of the duration: "Each value / keyTime pair represents the value from the
    /// specified time until the next keyframe", and discrete key times have "one more entry
    /// than appears in the values array" (CAAnimationCalculationMode.discrete,
    /// CAKeyframeAnimation.keyTimes). n even times would give the last value no time at all.
    func evenOrGiven(_ a: CAKeyframeAnimation, count: Int, mode: CAAnimationCalculationMode) -> [Double] {
        let intervals = mode == .discrete ? count : count - 1
        let even = (0...intervals).map { Double($0) / Double(intervals) }
        // Past the keyframe limit the values were cut (compile): cut their key times alike.
        guard var given = a.keyTimes?.map({ $0.doubleValue }) else { return even }
        if given.count > WorkLimit.keyframes + 1 { given = Array(given.prefix(intervals + 1)) }
        if let problem = Self.keyTimesProblem(given, valueCount: count, discrete: mode == .discrete) {
            Diagnostics.warnOnce("keyTimes ignored for '\(a.keyPath ?? "")': \(problem)")
            return even
        }
        return given
    }

    /// Why `keyTimes` cannot be used for `valueCount` keyframes, or nil when usable. Apple
    /// (CAKeyframeAnimation `keyTimes`): "Each successive value in the array must be greater
    /// than, or equal to, the previous value. Usually, the number of elements in the array
    /// should match the number of elements in the values property … If they do not, the timing
    /// of your animation might not be what you expect"; discrete mode takes "one less element in
    /// the values array than the keyTimes array" (`discrete`). Times that start after 0 or end
    /// before 1 are used as given, as iOS does: the first value holds until the first key time,
    /// the last from the last key time on (loading indicators rely on `[0, 0.7]` holding the
    /// last value); times outside 0…1 place their keyframes before the start or after the end.
    static func keyTimesProblem(_ times: [Double], valueCount: Int, discrete: Bool) -> String? {
        let countOK = times.count == valueCount || (discrete && times.count == valueCount + 1)
        guard countOK else {
            return "expected \(valueCount)\(discrete ? " or \(valueCount + 1)" : "") key times, got \(times.count)"
        }
        guard times.allSatisfy({ $0.isFinite }) else { return "key times must be finite" }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { return "must be non-decreasing" }
        return nil
    }

    /// Kochanek–Bartels segments through `p`, as cubic Béziers. Tangents per keyframe i:
    ///   outgoing = (1−t)(1−c)(1+b)/2 · (pᵢ − pᵢ₋₁) + (1−t)(1+c)(1−b)/2 · (pᵢ₊₁ − pᵢ)
    ///   incoming = (1−t)(1+c)(1+b)/2 · (pᵢ − pᵢ₋₁) + (1−t)(1−c)(1−b)/2 · (pᵢ₊₁ − pᵢ)
    /// scaled for uneven key times by 2Δᵢ/(Δᵢ₋₁+Δᵢ) and 2Δᵢ₋₁/(Δᵢ₋₁+Δᵢ) (Kochanek & Bartels,
    /// "Interpolating Splines with Local Tension, Continuity, and Bias Control", 1984). Ends
    /// repeat their keyframe, so the curve starts and ends along its first and last chords.
    func cubicSegments(_ p: [SIMD4<Double>], _ a: CAKeyframeAnimation, times: [Double]) -> [VectorCurve.Segment] {
        let n = p.count
        func param(_ values: [NSNumber]?, _ i: Int) -> Double {
            guard let values, i < values.count else { return 0 }
            let v = values[i].doubleValue
            return v.isFinite ? v : 0
        }
        var outgoing = [SIMD4<Double>](repeating: .zero, count: n)
        var incoming = [SIMD4<Double>](repeating: .zero, count: n)
        for i in 0..<n {
            let t = param(a.tensionValues, i), c = param(a.continuityValues, i), b = param(a.biasValues, i)
            let dPrev = i > 0 ? p[i] - p[i - 1] : .zero
            let dNext = i < n - 1 ? p[i + 1] - p[i] : .zero
            var out = dPrev * ((1 - t) * (1 - c) * (1 + b) / 2) + dNext * ((1 - t) * (1 + c) * (1 - b) / 2)
            var inc = dPrev * ((1 - t) * (1 + c) * (1 + b) / 2) + dNext * ((1 - t) * (1 - c) * (1 - b) / 2)
            if i > 0 && i < n - 1 {
                let d0 = times[i] - times[i - 1], d1 = times[i + 1] - times[i]
                if d0 + d1 > 0 {
                    out *= 2 * d1 / (d0 + d1)
                    inc *= 2 * d0 / (d0 + d1)
                }
            }
            outgoing[i] = out
            incoming[i] = inc
        }
        return (0..<(n - 1)).map { i in
            VectorCurve.Segment(p0: p[i], c1: p[i] + outgoing[i] / 3, c2: p[i + 1] - incoming[i + 1] / 3, p1: p[i + 1])
        }
    }
}

/// The keyframe segments of a path: every element but move-to is one segment (a close-subpath
/// is a line back to the subpath's start, when that is not where the path already is).
enum PathKeyframes {
    static func curve(from path: CGPath, measured: Bool) -> VectorCurve {
        var segments: [VectorCurve.Segment] = []
        var current = SIMD4<Double>.zero, start = SIMD4<Double>.zero
        func v(_ p: CGPoint) -> SIMD4<Double> { [Double(p.x), Double(p.y), 0, 0] }
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = v(e.points[0]); start = current
            case .addLineToPoint:
                let p = v(e.points[0]); segments.append(.line(current, p)); current = p
            case .addQuadCurveToPoint:
                let p = v(e.points[1]); segments.append(.quad(current, v(e.points[0]), p)); current = p
            case .addCurveToPoint:
                let p = v(e.points[2])
                segments.append(VectorCurve.Segment(p0: current, c1: v(e.points[0]), c2: v(e.points[1]), p1: p))
                current = p
            case .closeSubpath:
                // The closing line is a keyframe only where it has length: a path that already
                // returned to its start (a circle, a rounded rect) gets no extra zero-length
                // keyframe, which would take a share of the time with the layer standing still.
                if current != start { segments.append(.line(current, start)) }
                current = start
            @unknown default:
                break
            }
        }
        return VectorCurve(segments: segments.filter { s in
            [s.p0, s.c1, s.c2, s.p1].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }, measured: measured)
    }
}
