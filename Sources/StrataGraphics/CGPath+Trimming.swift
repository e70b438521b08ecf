import Foundation

extension CGPath {
    /// A Strata addition (what CAShapeLayer's `strokeStart`/`strokeEnd` need): the part of the
    /// path between the fractions `start` and `end` of its total length, both clamped to 0…1.
    /// Distances run along the drawing segments as in `CGPath.Measure`; a trimmed piece that
    /// spans several subpaths keeps them apart with moves. `start ≥ end` gives an empty path;
    /// the whole range returns the path itself (so closed subpaths keep their joins).
    public func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let s = start.isNaN ? 0 : Swift.min(Swift.max(start, 0), 1)
        let e = end.isNaN ? 1 : Swift.min(Swift.max(end, 0), 1)
        if s <= 0 && e >= 1 { return self }
        let result = CGMutablePath()
        guard s < e else { return result }
        let measure = Measure(self)
        appendPiece(from: s * measure.length, to: e * measure.length, segments: measure.segments[...],
                    resolved: storage.resolvedSegments()[...], into: result)
        return result
    }

    /// Appends the part of the path between distances `from` and `to` along it to `result`,
    /// starting with a move: `segments` are (a run of) the path's measured segments and
    /// `resolved` the same segments resolved against the pen.
    func appendPiece(from: CGFloat, to: CGFloat, segments: ArraySlice<Measure.Segment>,
                     resolved: ArraySlice<ResolvedSegment>, into result: CGMutablePath) {
        var lastEnd: CGPoint?
        var lastSubpath = -1
        for (segment, info) in zip(segments, resolved) {
            let a = segment.startDistance, b = a + segment.length
            if a >= to { break }
            guard b > from, segment.length > 0 else { continue }
            let t0 = a >= from ? 0 : segment.parameter(atDistance: from - a)
            let t1 = b <= to ? 1 : segment.parameter(atDistance: to - a)
            let piece = segment.curve.slice(from: t0, to: t1)
            if lastEnd == nil || lastSubpath != info.subpath || !Self.same(lastEnd!, piece.p0) {
                result.move(to: piece.p0)
            }
            if piece.isLine {
                result.addLine(to: piece.p3)
            } else {
                result.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
            }
            lastEnd = piece.p3
            lastSubpath = info.subpath
        }
    }

    /// A Strata addition (what animating CAShapeLayer's `path` needs): the path whose every
    /// point is `progress` of the way from this path's point to `other`'s. nil when the paths
    /// differ in their element sequence (Core Animation then switches instead of blending).
    public func interpolated(to other: CGPath, progress t: CGFloat) -> CGPath? {
        let a = storage.elements, b = other.storage.elements
        guard a.count == b.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var elements: [Element] = []
        elements.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.move(p), .move(q)): elements.append(.move(to: mix(p, q)))
            case let (.line(p), .line(q)): elements.append(.line(to: mix(p, q)))
            case let (.quadCurve(p, c), .quadCurve(q, d)): elements.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                elements.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(storage: PathStorage(elements: elements))
    }

    private static func same(_ p: CGPoint, _ q: CGPoint) -> Bool {
        abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9
    }
}

extension CubicCurve {
    /// The part of the curve between parameters `t0` and `t1` (de Casteljau, twice).
    func slice(from t0: CGFloat, to t1: CGFloat) -> CubicCurve {
        if isLine { return .line(point(at: t0), point(at: t1)) }
        let right = split(at: t0).1
        guard t0 < 1 else { return right }
        return right.split(at: (t1 - t0) / (1 - t0)).0
    }

    func split(at t: CGFloat) -> (CubicCurve, CubicCurve) {
        let a = Self.lerp(p0, p1, t), b = Self.lerp(p1, p2, t), c = Self.lerp(p2, p3, t)
        let d = Self.lerp(a, b, t), e = Self.lerp(b, c, t)
        let m = Self.lerp(d, e, t)
        return (CubicCurve(p0: p0, p1: a, p2: d, p3: m), CubicCurve(p0: m, p1: e, p2: c, p3: p3))
    }
}
