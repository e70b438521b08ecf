import CCairo
import Foundation

/// Outlines strokes with FreeType's stroker (FT_Stroker: PostScript caps and joins, curves
/// offset as curves). Its output is meant for the non-zero winding rule, as Quartz's is: a
/// closed subpath gives an outer and an inner contour of opposite directions, an open one a
/// single contour, and every piece runs the same way round, so overlaps add up.
///
/// FreeType works in integer units: coordinates are scaled up (1/256 of a unit, less for huge
/// paths) and back. An outline holds at most 32,767 points, so a subpath whose outline would
/// be longer is stroked in overlapping runs.
enum PathStroker {
    struct Style {
        var width: CGFloat
        var cap: CGLineCap
        var join: CGLineJoin
        var miterLimit: CGFloat
    }

    /// A subpath: its start, its drawing elements and whether it is closed.
    private struct Subpath {
        var start: CGPoint
        var elements: [CGPath.Element] = []
        var closed = false
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var library: FT_Library?

    /// The stroke outline of `path`, or an empty path when there is nothing to stroke (or
    /// FreeType cannot run).
    static func outline(of path: CGPath, style: Style) -> CGMutablePath {
        let result = CGMutablePath()
        guard style.width.isFinite, style.width > 0, style.miterLimit.isFinite else { return result }
        let subpaths = split(path)
        guard !subpaths.isEmpty else { return result }
        var extent: CGFloat = 0
        for element in path.elements { for p in element.points { extent = Swift.max(extent, abs(p.x), abs(p.y)) } }
        guard extent.isFinite else { return result }
        // Keep scaled coordinates within FreeType's comfortable range (26.6-style integers).
        let scale = Swift.min(256, CGFloat(1 << 24) / Swift.max(extent + style.width, 1))

        lock.lock()
        defer { lock.unlock() }
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0 else { return result }
            library = created
        }
        guard let library else { return result }
        var stroker: FT_Stroker?
        guard FT_Stroker_New(library, &stroker) == 0, let stroker else { return result }
        defer { FT_Stroker_Done(stroker) }
        let stroking = Stroking(library: library, stroker: stroker, scale: scale, style: style, into: result)
        for subpath in subpaths { stroking.stroke(subpath) }
        return result
    }

    /// Splits `path` into subpaths, dropping moves that draw nothing after them.
    private static func split(_ path: CGPath) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var lastPoint = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                if let current { subpaths.append(current) }
                current = Subpath(start: p)
                lastPoint = p
            case .closeSubpath:
                guard var closing = current else { continue }
                closing.closed = true
                subpaths.append(closing)
                // After a close, drawing continues from the subpath's start (Quartz).
                current = nil
                lastPoint = closing.start
            default:
                if current == nil { current = Subpath(start: lastPoint) }
                current!.elements.append(element)
                lastPoint = element.points.last ?? lastPoint
            }
        }
        if let current { subpaths.append(current) }
        return subpaths
    }

    private final class Stroking {
        let library: FT_Library
        let stroker: FT_Stroker
        let scale: CGFloat
        let style: Style
        let result: CGMutablePath
        /// The sign of the signed area of FreeType's contours for an open stroke (every piece
        /// added by hand is turned to match, so the union fills under non-zero winding).
        lazy var pieceSign: CGFloat = referenceSign()

        init(library: FT_Library, stroker: FT_Stroker, scale: CGFloat, style: Style, into result: CGMutablePath) {
            self.library = library
            self.stroker = stroker
            self.scale = scale
            self.style = style
            self.result = result
        }

        func stroke(_ subpath: Subpath) {
            let points = [subpath.start] + subpath.elements.flatMap(\.points)
            if points.allSatisfy({ $0 == subpath.start }) {
                // Zero length: Quartz and Cairo draw the cap alone (a dot or an axis-aligned square).
                addCap(at: subpath.start, direction: CGVector(dx: 1, dy: 0), both: true)
                return
            }
            if !strokeRun(start: subpath.start, elements: subpath.elements, closed: subpath.closed, cap: style.cap) {
                strokeInRuns(subpath)
            }
        }

        /// Strokes one run with FreeType; false when its outline is too long for one FT_Outline.
        @discardableResult
        private func strokeRun(start: CGPoint, elements: [CGPath.Element], closed: Bool, cap: CGLineCap) -> Bool {
            FT_Stroker_Set(stroker, FT_Fixed((style.width / 2 * scale).rounded()), cap.freeType, style.join.freeType,
                           FT_Fixed((Swift.max(style.miterLimit, 1) * 65536).rounded()))
            var from = vector(start)
            guard FT_Stroker_BeginSubPath(stroker, &from, closed ? 0 : 1) == 0 else { return true }
            var last = start
            for element in elements {
                switch element {
                case .line(let p):
                    var to = vector(p)
                    FT_Stroker_LineTo(stroker, &to)
                case .quadCurve(let p, let c):
                    var control = vector(c), to = vector(p)
                    FT_Stroker_ConicTo(stroker, &control, &to)
                case .curve(let p, let c1, let c2):
                    var control1 = vector(c1), control2 = vector(c2), to = vector(p)
                    FT_Stroker_CubicTo(stroker, &control1, &control2, &to)
                case .move, .closeSubpath:
                    break
                }
                last = element.points.last ?? last
            }
            if closed && last != start {
                var to = vector(start)
                FT_Stroker_LineTo(stroker, &to)
            }
            FT_Stroker_EndSubPath(stroker)

            var pointCount: FT_UInt = 0, contourCount: FT_UInt = 0
            FT_Stroker_GetCounts(stroker, &pointCount, &contourCount)
            guard pointCount <= FT_UInt(Int16.max), contourCount <= FT_UInt(Int16.max) else { return false }
            var outline = FT_Outline()
            guard FT_Outline_New(library, pointCount, FT_Int(contourCount), &outline) == 0 else { return true }
            defer { FT_Outline_Done(library, &outline) }
            outline.n_points = 0
            outline.n_contours = 0
            FT_Stroker_Export(stroker, &outline)
            append(outline)
            return true
        }

        /// A subpath too long for one outline: runs of segments that overlap by one segment
        /// (so each joint's join is drawn by one run) with butt ends, and the real caps added.
        private func strokeInRuns(_ subpath: Subpath) {
            var elements = subpath.elements
            var starts = [subpath.start]
            for element in elements.dropLast() { starts.append(element.points.last!) }
            if subpath.closed {
                // Open it at its start, going once more over the first segment for that join.
                let end = elements.last?.points.last ?? subpath.start
                if end != subpath.start { elements.append(.line(to: subpath.start)); starts.append(end) }
                elements.append(elements[0])
                starts.append(subpath.start)
            }
            let runLength = 2000
            var first = 0
            while first < elements.count {
                let from = Swift.max(0, first - 1)
                let to = Swift.min(elements.count, first + runLength)
                strokeRun(start: starts[from], elements: Array(elements[from..<to]), closed: false, cap: .butt)
                first = to
            }
            guard !subpath.closed else { return }
            let points = [subpath.start] + subpath.elements.flatMap(\.points)
            if let next = points.first(where: { $0 != subpath.start }) {
                addCap(at: subpath.start, direction: CGVector(dx: subpath.start.x - next.x, dy: subpath.start.y - next.y), both: false)
            }
            if let end = points.last, let previous = points.last(where: { $0 != end }) {
                addCap(at: end, direction: CGVector(dx: end.x - previous.x, dy: end.y - previous.y), both: false)
            }
        }

        /// A cap at `point` facing `direction` (both: the caps of a zero-length stroke, a whole
        /// dot or square), as a polygon turned to match FreeType's pieces.
        private func addCap(at point: CGPoint, direction: CGVector, both: Bool) {
            guard style.cap != .butt else { return }
            let length = (direction.dx * direction.dx + direction.dy * direction.dy).squareRoot()
            guard length > 0 else { return }
            let r = style.width / 2
            let d = CGVector(dx: direction.dx / length * r, dy: direction.dy / length * r)
            let n = CGVector(dx: -d.dy, dy: d.dx)
            var polygon: [CGPoint]
            func at(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
                CGPoint(x: point.x + a * d.dx + b * n.dx, y: point.y + a * d.dy + b * n.dy)
            }
            switch style.cap {
            case .square:
                polygon = [at(both ? -1 : 0, 1), at(1, 1), at(1, -1), at(both ? -1 : 0, -1)]
            default:
                let steps = 32
                let sweep: CGFloat = both ? 2 * .pi : .pi
                polygon = (0...steps).map { i in
                    let angle = -CGFloat.pi / 2 + sweep * CGFloat(i) / CGFloat(steps)
                    return at(cos(angle), sin(angle))
                }
            }
            if signedArea(polygon) * pieceSign < 0 { polygon.reverse() }
            result.addLines(between: polygon)
            result.closeSubpath()
        }

        /// Appends FreeType's outline to the result, scaled back.
        private func append(_ outline: FT_Outline) {
            var outline = outline
            var funcs = FT_Outline_Funcs()
            funcs.move_to = { to, user in
                let sink = Unmanaged<StrokeOutlineSink>.fromOpaque(user!).takeUnretainedValue()
                sink.close()
                sink.path.move(to: sink.point(to!.pointee))
                sink.open = true
                return 0
            }
            funcs.line_to = { to, user in
                let sink = Unmanaged<StrokeOutlineSink>.fromOpaque(user!).takeUnretainedValue()
                sink.path.addLine(to: sink.point(to!.pointee))
                return 0
            }
            funcs.conic_to = { control, to, user in
                let sink = Unmanaged<StrokeOutlineSink>.fromOpaque(user!).takeUnretainedValue()
                sink.path.addQuadCurve(to: sink.point(to!.pointee), control: sink.point(control!.pointee))
                return 0
            }
            funcs.cubic_to = { control1, control2, to, user in
                let sink = Unmanaged<StrokeOutlineSink>.fromOpaque(user!).takeUnretainedValue()
                sink.path.addCurve(to: sink.point(to!.pointee), control1: sink.point(control1!.pointee),
                                   control2: sink.point(control2!.pointee))
                return 0
            }
            let sink = StrokeOutlineSink(path: result, scale: scale)
            withExtendedLifetime(sink) {
                _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
            }
            sink.close()
        }

        /// The orientation FreeType gives a stroke piece: one open segment, measured.
        private func referenceSign() -> CGFloat {
            let probe = CGMutablePath()
            let saved = Stroking(library: library, stroker: stroker, scale: 1,
                                 style: Style(width: 2, cap: .butt, join: .miter, miterLimit: 10), into: probe)
            saved.strokeRun(start: .zero, elements: [.line(to: CGPoint(x: 16, y: 0))], closed: false, cap: .butt)
            var points: [CGPoint] = []
            for element in probe.elements { if case .move(let p) = element { points.append(p) } else { points += element.points } }
            return signedArea(points) < 0 ? -1 : 1
        }

        private func vector(_ p: CGPoint) -> FT_Vector {
            FT_Vector(x: FT_Pos((p.x * scale).rounded()), y: FT_Pos((p.y * scale).rounded()))
        }
    }
}
