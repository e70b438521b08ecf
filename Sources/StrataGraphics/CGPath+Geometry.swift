import Foundation

extension CGPath {
    /// The smallest rectangle containing every point of the path *including* Bézier control
    /// points, as Apple's `boundingBox`; `CGRect.null` for an empty path. Cheap, but loose for
    /// curves: use `boundingBoxOfPath` for the tight box.
    public var boundingBox: CGRect {
        Self.enclosingRect(of: storage.elements.flatMap(\.points))
    }

    /// The smallest rectangle containing the path itself, without control points: end points
    /// plus each curve's extreme points. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        for element in storage.elements {
            if case .move(let p) = element { points.append(p) }
        }
        for segment in storage.resolvedSegments() {
            points.append(segment.end)
            if segment.type == .addCurveToPoint || segment.type == .addQuadCurveToPoint {
                points += segment.curve.extremaParameters().map(segment.curve.point(at:))
            }
        }
        return Self.enclosingRect(of: points)
    }

    static func enclosingRect(of points: [CGPoint]) -> CGRect {
        guard var low = points.first else { return .null }
        var high = low
        for p in points.dropFirst() {
            low = CGPoint(x: Swift.min(low.x, p.x), y: Swift.min(low.y, p.y))
            high = CGPoint(x: Swift.max(high.x, p.x), y: Swift.max(high.y, p.y))
        }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// Whether `point`, mapped by `transform` first (Apple's semantics), is inside the path
    /// under `rule` (default non-zero winding). Every subpath counts as closed, as for filling.
    /// Curves are flattened to within 0.01 units; a non-finite point is never inside.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        guard p.x.isFinite, p.y.isFinite else { return false }
        var winding = 0
        for polyline in polylines(tolerance: 0.01) {
            let vertices = polyline.points
            for (index, a) in vertices.enumerated() {
                let b = vertices[(index + 1) % vertices.count]
                // Signed area: > 0 when p is left of a→b (Sunday's crossing-number variant).
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y && side > 0 { winding += 1 }
                } else if b.y <= p.y && side < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The total length of all drawing segments (closing lines included, moves excluded),
    /// integrated on the true curves. Equal to `Measure(self).length`.
    public var length: CGFloat { Measure(self).length }
}
