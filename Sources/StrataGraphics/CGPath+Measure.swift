import Foundation

extension CGPath {
    /// A precomputed arc-length parameterisation of a path, for moving things along it
    /// (`CAKeyframeAnimation.path`, paced timing, `rotationMode`). Build it once per path; every
    /// query is then allocation-free and O(log n).
    ///
    /// Distances run over the drawing segments in order; a move between subpaths is a jump that
    /// adds no distance. Every non-move element, including `closeSubpath`, is one `Segment` —
    /// Core Animation's "keyframe segment" ("each point in the path, except for moveto points,
    /// defines a single keyframe segment", `CAKeyframeAnimation.path` documentation).
    /// Out-of-range or NaN arguments are clamped, never trapped on.
    public struct Measure: Sendable {
        /// The drawing segments, in path order.
        public let segments: [Segment]
        /// The sum of all segment lengths.
        public let length: CGFloat
        /// Where a path without segments "is": its last move, else the origin.
        private let restingPoint: CGPoint
        private let startDistances: [CGFloat]

        /// Measures `path`. Curve lengths are integrated on the true curves (not a polyline), to
        /// about 1e-6 relative accuracy.
        public init(_ path: CGPath) {
            var distance: CGFloat = 0
            var segments: [Segment] = []
            for resolved in path.storage.resolvedSegments() {
                let segment = Segment(resolved, startDistance: distance)
                segments.append(segment)
                distance += segment.length
            }
            self.segments = segments
            self.length = distance
            self.startDistances = segments.map(\.startDistance)
            var resting = CGPoint.zero
            if case .move(let p)? = path.storage.elements.last { resting = p }
            self.restingPoint = segments.first?.start ?? resting
        }

        /// The point `distance` along the path, clamped to `0...length` (NaN counts as 0).
        public func point(atDistance distance: CGFloat) -> CGPoint {
            guard let (index, t) = locate(distance) else { return restingPoint }
            return segments[index].point(at: t)
        }

        /// The direction of travel at `distance`, not normalised; `.zero` for a path with no
        /// length.
        public func tangent(atDistance distance: CGFloat) -> CGVector {
            guard let (index, t) = locate(distance) else { return .zero }
            return segments[index].tangent(at: t)
        }

        /// The angle of travel at `distance` in radians, `atan2(dy, dx)`: what
        /// `rotationMode = .rotateAuto` rotates by. 0 for a path with no length.
        public func tangentAngle(atDistance distance: CGFloat) -> CGFloat {
            let direction = tangent(atDistance: distance)
            return direction == .zero ? 0 : atan2(direction.dy, direction.dx)
        }

        /// The point at curve parameter `t` (clamped to `0...1`) of segment `index` (clamped to
        /// the valid range), evaluated on the true curve. Lines are linear in `t`.
        public func point(inSegment index: Int, at t: CGFloat) -> CGPoint {
            guard !segments.isEmpty else { return restingPoint }
            return segments[Swift.min(Swift.max(index, 0), segments.count - 1)].point(at: t)
        }

        /// The derivative direction at parameter `t` of segment `index` (both clamped).
        public func tangent(inSegment index: Int, at t: CGFloat) -> CGVector {
            guard !segments.isEmpty else { return .zero }
            return segments[Swift.min(Swift.max(index, 0), segments.count - 1)].tangent(at: t)
        }

        /// The segment containing `distance` and the curve parameter there, `nil` when the path
        /// has no length. At a boundary the later segment wins, so the tangent looks ahead;
        /// zero-length segments are skipped.
        func locate(_ distance: CGFloat) -> (Int, CGFloat)? {
            guard length > 0 else { return nil }
            let d = distance.isNaN ? 0 : Swift.min(Swift.max(distance, 0), length)
            // Last segment starting at or before d (binary search).
            var low = 0, high = startDistances.count
            while low < high {
                let mid = (low + high) / 2
                if startDistances[mid] <= d { low = mid + 1 } else { high = mid }
            }
            var index = Swift.max(low - 1, 0)
            while index > 0 && segments[index].length == 0 { index -= 1 }
            let segment = segments[index]
            return (index, segment.parameter(atDistance: d - segment.startDistance))
        }
    }
}
