import Foundation

/// A piecewise cubic Bézier curve in up to four dimensions: the shape behind keyframe
/// animations of numbers, points, sizes, rects and colours, and behind `path` animations.
///
/// Lines and quadratic curves are stored as cubics (exact), cubic keyframes as the Bézier form
/// of their Hermite segments, so one evaluator serves every mode. An arc-length table built
/// once gives constant-speed ("paced") travel without allocation per frame.
struct VectorCurve {
    typealias Vector = SIMD4<Double>

    struct Segment {
        var p0: Vector, c1: Vector, c2: Vector, p1: Vector

        static func line(_ a: Vector, _ b: Vector) -> Segment {
            Segment(p0: a, c1: a + (b - a) / 3, c2: a + (b - a) * (2.0 / 3), p1: b)
        }

        static func quad(_ a: Vector, _ c: Vector, _ b: Vector) -> Segment {
            Segment(p0: a, c1: a + (c - a) * (2.0 / 3), c2: b + (c - b) * (2.0 / 3), p1: b)
        }

        @inline(__always)
        func point(_ u: Double) -> Vector {
            let v = 1 - u
            let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
            return p0 * a + c1 * b + c2 * c + p1 * d
        }

        @inline(__always)
        func derivative(_ u: Double) -> Vector {
            let v = 1 - u
            return (c1 - p0) * (3 * v * v) + (c2 - c1) * (6 * v * u) + (p1 - c2) * (3 * u * u)
        }
    }

    var segments: [Segment]
    /// Cumulative arc length at each table entry, with the segment and parameter it maps to.
    private var lengthTable: [(length: Double, segment: Int, u: Double)] = []
    private(set) var segmentLengths: [Double] = []

    /// A curve through `segments`; `measured` builds the arc-length table that paced modes
    /// need (other modes skip it: it is the bulk of a curve's memory).
    init(segments: [Segment], measured: Bool) {
        self.segments = segments
        if measured { buildLengthTable() }
    }

    var totalLength: Double { lengthTable.last?.length ?? 0 }

    private static let samplesPerSegment = 48

    private mutating func buildLengthTable() {
        var table: [(length: Double, segment: Int, u: Double)] = [(0, 0, 0)]
        var lengths: [Double] = []
        var total = 0.0
        for (i, s) in segments.enumerated() {
            var previous = s.p0
            let start = total
            for k in 1...Self.samplesPerSegment {
                let u = Double(k) / Double(Self.samplesPerSegment)
                let p = s.point(u)
                let d = p - previous
                total += (d * d).sum().squareRoot()
                previous = p
                table.append((total, i, u))
            }
            lengths.append(total - start)
        }
        lengthTable = table
        segmentLengths = lengths
    }

    /// The segment and parameter at arc length `s` (clamped), by binary search in the table.
    func location(atLength s: Double) -> (segment: Int, u: Double) {
        guard lengthTable.count > 1 else { return (0, 0) }
        let target = min(max(s, 0), totalLength)
        var lo = 0, hi = lengthTable.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengthTable[mid].length < target { lo = mid } else { hi = mid }
        }
        let a = lengthTable[lo], b = lengthTable[hi]
        let span = b.length - a.length
        let f = span > 0 ? (target - a.length) / span : 0
        // Entries at a segment start carry the previous segment's index at u = 1.
        if b.segment != a.segment || a.u == 1 { return (b.segment, b.u * f) }
        return (a.segment, a.u + (b.u - a.u) * f)
    }
}
