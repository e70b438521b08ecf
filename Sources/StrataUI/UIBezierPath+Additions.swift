import Foundation
import StrataGraphics

// What UIBezierPath code reaches for beyond building shapes: a reversed copy (cut-outs: a
// rectangle plus a reversed oval fills as a frame with a hole under the non-zero rule),
// dashes, clipping, drawing with a blend mode and alpha, and NSCopying (`path.copy() as!
// UIBezierPath`).

extension UIBezierPath: NSCopying {
    /// A copy with the same elements and drawing settings (Apple: NSCopying).
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: cgPath)
        copy.copySettings(from: self)
        return copy
    }

    private func copySettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        usesEvenOddFillRule = other.usesEvenOddFillRule
        miterLimit = other.miterLimit
        flatness = other.flatness
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    /// A new path with the same subpaths, each drawn in the opposite direction (Apple:
    /// UIBezierPath reversing()). An open subpath starts at its old end; a closed one keeps its
    /// start point and runs the other way round. The drawing settings are copied.
    public func reversing() -> UIBezierPath {
        let reversed = CGMutablePath()
        for subpath in Subpath.split(cgPath) { subpath.appendReversed(to: reversed) }
        let result = UIBezierPath(cgPath: reversed)
        result.copySettings(from: self)
        return result
    }

    /// Sets the stroke's dash: `count` lengths from `pattern` (painted, skipped, …) starting
    /// `phase` points in (Apple: UIBezierPath setLineDash(_:count:phase:)). A nil pattern or a
    /// count of 0 makes the stroke solid; negative lengths are ignored.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dashPattern = []; dashPhase = 0; return }
        let lengths = (0..<count).map { pattern[$0] }
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            dashPattern = []; dashPhase = 0; return
        }
        dashPattern = lengths
        dashPhase = phase.isFinite ? phase : 0
    }

    /// Reads the dash back: the lengths into `pattern` (which must hold `count` of them when
    /// not nil), their number into `count`, the phase into `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Intersects the current context's clipping region with the filled area of the path
    /// (Apple: UIBezierPath addClip()).
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(cgPath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills with the context's fill colour, blended with `blendMode` at `alpha`
    /// (Apple: UIBezierPath fill(with:alpha:)).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(blendMode, alpha) { fill() }
    }

    /// Strokes with the context's stroke colour, blended with `blendMode` at `alpha`
    /// (Apple: UIBezierPath stroke(with:alpha:)).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(blendMode, alpha) { stroke() }
    }

    private func drawing(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ body: () -> Void) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        body()
        ctx.restoreGState()
    }
}

/// One subpath of a CGPath: its start, its segments and whether it is closed.
private struct Subpath {
    enum Segment {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)           // control, end
        case cubic(CGPoint, CGPoint, CGPoint) // control 1, control 2, end

        var end: CGPoint {
            switch self {
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            }
        }
    }

    var start: CGPoint
    var segments: [Segment] = []
    var closed = false

    static func split(_ path: CGPath) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                if let c = current { result.append(c) }
                current = Subpath(start: e.points[0])
            case .addLineToPoint:
                current = current ?? Subpath(start: .zero)
                current?.segments.append(.line(e.points[0]))
            case .addQuadCurveToPoint:
                current = current ?? Subpath(start: .zero)
                current?.segments.append(.quad(e.points[0], e.points[1]))
            case .addCurveToPoint:
                current = current ?? Subpath(start: .zero)
                current?.segments.append(.cubic(e.points[0], e.points[1], e.points[2]))
            case .closeSubpath:
                if var c = current {
                    c.closed = true
                    result.append(c)
                    // After a close, the next segment starts at the subpath's start.
                    current = nil
                }
            @unknown default:
                break
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    func appendReversed(to path: CGMutablePath) {
        let points = [start] + segments.map(\.end)
        let end = points.last ?? start
        if closed {
            path.move(to: start)
            if end != start { path.addLine(to: end) }
        } else {
            path.move(to: end)
        }
        for i in stride(from: segments.count - 1, through: 0, by: -1) {
            let from = points[i]
            switch segments[i] {
            case .line: path.addLine(to: from)
            case .quad(let c, _): path.addQuadCurve(to: from, control: c)
            case .cubic(let c1, let c2, _): path.addCurve(to: from, control1: c2, control2: c1)
            }
        }
        if closed { path.closeSubpath() }
    }
}
