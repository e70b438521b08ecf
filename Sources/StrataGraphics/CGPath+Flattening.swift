import Foundation

extension CGPath {
    /// One subpath approximated by straight lines.
    public struct Polyline: Hashable, Sendable {
        /// The vertices in drawing order, starting at the subpath's move. For a closed subpath
        /// the closing edge back to `points[0]` is implied, not repeated.
        public var points: [CGPoint]
        /// Whether the subpath ended with `closeSubpath`.
        public var isClosed: Bool

        /// A polyline through `points`, closed back to its first point when `isClosed`.
        public init(points: [CGPoint], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    /// The path as polylines, one per subpath that draws something (lone moves are dropped):
    /// every curve is replaced by chords that stay within `tolerance` of it (default a quarter
    /// unit, invisible at 1:1 pixel scale). Tolerances below 0.0001 or non-finite are raised to
    /// 0.0001 so hostile input cannot explode the vertex count.
    public func polylines(tolerance: CGFloat = 0.25) -> [Polyline] {
        let tol = tolerance.isFinite ? Swift.max(tolerance, 0.0001) : 0.25
        var result: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        func flush() {
            if current.points.count > 1 || current.isClosed { result.append(current) }
            current = Polyline(points: [], isClosed: false)
        }
        var lastSubpath = -1
        for segment in storage.resolvedSegments() {
            if segment.subpath != lastSubpath {
                flush()
                current.points = [segment.start]
                lastSubpath = segment.subpath
            }
            switch segment.type {
            case .closeSubpath:
                current.isClosed = true
                if current.points.count > 1, current.points.last == current.points.first {
                    current.points.removeLast()
                }
            case .addLineToPoint, .moveToPoint:
                current.points.append(segment.end)
            case .addQuadCurveToPoint, .addCurveToPoint:
                let count = segment.curve.flatteningCount(tolerance: tol)
                for step in 1..<count {
                    current.points.append(segment.curve.point(at: CGFloat(step) / CGFloat(count)))
                }
                current.points.append(segment.end)
            }
        }
        flush()
        return result
    }
}
