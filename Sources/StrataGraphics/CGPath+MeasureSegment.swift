import Foundation

extension CGPath.Measure {
    /// One keyframe segment: a drawing element with its geometry and length.
    public struct Segment: Sendable, Hashable {
        /// The element kind; `closeSubpath` segments are the straight line back to the subpath
        /// start.
        public let type: CGPathElementType
        /// Where the segment starts (the pen before the element).
        public let start: CGPoint
        /// Where the segment ends.
        public let end: CGPoint
        /// The element's control points: none for lines and closes, one for a quadratic curve,
        /// two for a cubic.
        public let controlPoints: [CGPoint]
        /// The segment's arc length (0 for degenerate or non-finite geometry).
        public let length: CGFloat
        /// The distance along the whole path at which this segment starts.
        public let startDistance: CGFloat

        let curve: CubicCurve
        /// Cumulative arc length at t = i / (table.count - 1).
        let table: [CGFloat]

        init(_ resolved: ResolvedSegment, startDistance: CGFloat) {
            type = resolved.type
            start = resolved.start
            end = resolved.end
            controlPoints = resolved.controlPoints
            curve = resolved.curve
            self.startDistance = startDistance
            // Lines have constant speed, so two entries are exact; curves get enough intervals
            // that linear inversion plus one Newton step lands on the true arc length.
            let isLine = resolved.type == .addLineToPoint || resolved.type == .closeSubpath
            let intervals = isLine ? 1 : Swift.min(Swift.max(curve.flatteningCount(tolerance: 0.05), 16), 256)
            var table: [CGFloat] = [0]
            table.reserveCapacity(intervals + 1)
            var total: CGFloat = 0
            for i in 0..<intervals {
                let piece = curve.length(from: CGFloat(i) / CGFloat(intervals), to: CGFloat(i + 1) / CGFloat(intervals))
                total += piece.isFinite ? piece : 0
                table.append(total)
            }
            self.table = table
            self.length = total
        }

        /// The point at parameter `t` (clamped to `0...1`, NaN as 0) on the true curve.
        public func point(at t: CGFloat) -> CGPoint {
            curve.point(at: Self.clampUnit(t))
        }

        /// The derivative direction at `t`, with a chord fallback where the derivative vanishes.
        public func tangent(at t: CGFloat) -> CGVector {
            curve.tangent(at: Self.clampUnit(t))
        }

        /// The curve parameter at which the arc length from `start` equals `distance` (clamped to
        /// `0...length`).
        public func parameter(atDistance distance: CGFloat) -> CGFloat {
            guard length > 0, !distance.isNaN else { return 0 }
            let d = Swift.min(Swift.max(distance, 0), length)
            let intervals = table.count - 1
            var low = 0, high = intervals
            while high - low > 1 {
                let mid = (low + high) / 2
                if table[mid] <= d { low = mid } else { high = mid }
            }
            let t0 = CGFloat(low) / CGFloat(intervals)
            let t1 = CGFloat(low + 1) / CGFloat(intervals)
            let span = table[low + 1] - table[low]
            var t = span > 0 ? t0 + (t1 - t0) * (d - table[low]) / span : t0
            if intervals > 1 {
                // Newton on s(t) − d with s' = speed. The linear guess is already close on these
                // short intervals, so two or three steps reach ~1e-12; clamping keeps it bracketed.
                for _ in 0..<3 {
                    let error = table[low] + curve.length(from: t0, to: t) - d
                    let speed = curve.speed(at: t)
                    guard abs(error) > 1e-12 * length, speed > 0 else { break }
                    t = Swift.min(Swift.max(t - error / speed, t0), t1)
                }
            }
            return t
        }

        private static func clampUnit(_ t: CGFloat) -> CGFloat {
            t.isNaN ? 0 : Swift.min(Swift.max(t, 0), 1)
        }
    }
}
