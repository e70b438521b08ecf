import Foundation

/// One drawing element resolved against the pen: its kind, start point and the curve it draws.
/// `closeSubpath` becomes the line back to the subpath start.
struct ResolvedSegment {
    var type: CGPathElementType
    var start: CGPoint
    var end: CGPoint
    /// Control points as stored (none for lines and closes).
    var controlPoints: [CGPoint]
    var curve: CubicCurve
    /// Index of the subpath this segment belongs to, counting moves from zero.
    var subpath: Int
}

extension PathStorage {
    /// The drawing segments in order (every element but moves), resolved against the pen.
    func resolvedSegments() -> [ResolvedSegment] {
        var segments: [ResolvedSegment] = []
        segments.reserveCapacity(elements.count)
        var pen = CGPoint.zero
        var start = CGPoint.zero
        var subpath = -1
        for element in elements {
            switch element {
            case .move(let p):
                pen = p
                start = p
                subpath += 1
            case .line(let p):
                segments.append(ResolvedSegment(
                    type: .addLineToPoint, start: pen, end: p, controlPoints: [],
                    curve: .line(pen, p), subpath: subpath))
                pen = p
            case .quadCurve(let p, let c):
                segments.append(ResolvedSegment(
                    type: .addQuadCurveToPoint, start: pen, end: p, controlPoints: [c],
                    curve: .quad(pen, c, p), subpath: subpath))
                pen = p
            case .curve(let p, let c1, let c2):
                segments.append(ResolvedSegment(
                    type: .addCurveToPoint, start: pen, end: p, controlPoints: [c1, c2],
                    curve: CubicCurve(p0: pen, p1: c1, p2: c2, p3: p), subpath: subpath))
                pen = p
            case .closeSubpath:
                segments.append(ResolvedSegment(
                    type: .closeSubpath, start: pen, end: start, controlPoints: [],
                    curve: .line(pen, start), subpath: subpath))
                pen = start
            }
        }
        return segments
    }
}
