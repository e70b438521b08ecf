import Foundation
import Testing
@testable import StrataGraphics

/// The angle rules of Core Graphics' arcs. Apple documents the flag's sense (CGContextAddArc:
/// "In a flipped coordinate system (the default for UIView drawing methods in iOS), specifying
/// a clockwise arc results in a counterclockwise arc after the transformation is applied"), so
/// `clockwise: false` sweeps toward increasing angles in user space and `true` toward
/// decreasing ones; UIKit's `UIBezierPath(arcCenter:…, clockwise:)` speaks of the flipped
/// screen, so its `clockwise: true` is CG's `false`. Apple is silent on angles 2π or more apart:
/// Core Graphics draws the full circle for them in either order (the public account every
/// iOS progress ring relies on: `UIBezierPath(arcCenter:, radius:, startAngle: 0,
/// endAngle: 2π, clockwise: false)` is a whole circle on iOS — CG's `clockwise: true` with an
/// increasing end angle); other differences are taken the chosen way round, modulo 2π, as the
/// HTML canvas arc (which WebKit's and Skia's CG-like paths follow) does.
struct ArcAngleTests {
    struct Case: CustomStringConvertible, Sendable {
        let start: CGFloat, end: CGFloat, clockwise: Bool
        /// The signed sweep expected: positive is toward increasing angles.
        let sweep: CGFloat
        var description: String { "\(start) → \(end) \(clockwise ? "cw" : "ccw")" }
    }

    static let π = CGFloat.pi
    static let cases: [Case] = [
        // A quarter in each quadrant, each way round.
        Case(start: 0, end: π / 2, clockwise: false, sweep: π / 2),
        Case(start: 0, end: π / 2, clockwise: true, sweep: -3 * π / 2),
        Case(start: π / 2, end: π, clockwise: false, sweep: π / 2),
        Case(start: π / 2, end: π, clockwise: true, sweep: -3 * π / 2),
        Case(start: π, end: 3 * π / 2, clockwise: false, sweep: π / 2),
        Case(start: π, end: 3 * π / 2, clockwise: true, sweep: -3 * π / 2),
        Case(start: 3 * π / 2, end: 2 * π, clockwise: false, sweep: π / 2),
        Case(start: 3 * π / 2, end: 2 * π, clockwise: true, sweep: -3 * π / 2),
        Case(start: π / 2, end: 0, clockwise: true, sweep: -π / 2),
        Case(start: π / 2, end: 0, clockwise: false, sweep: 3 * π / 2),
        Case(start: -π / 2, end: -π, clockwise: true, sweep: -π / 2),
        Case(start: -π / 2, end: -π, clockwise: false, sweep: 3 * π / 2),
        // Differences beyond a turn but short of two: modulo 2π, the chosen way round.
        Case(start: 0, end: -5 * π / 2 + 4 * π, clockwise: false, sweep: 3 * π / 2),
        Case(start: π / 4, end: π / 4 - 3 * π, clockwise: true, sweep: -2 * π),
        // Full turns, either order, either direction: the whole circle, in the chosen direction.
        Case(start: 0, end: 2 * π, clockwise: false, sweep: 2 * π),
        Case(start: 0, end: 2 * π, clockwise: true, sweep: -2 * π),
        Case(start: 0, end: -2 * π, clockwise: true, sweep: -2 * π),
        Case(start: 0, end: -2 * π, clockwise: false, sweep: 2 * π),
        Case(start: -π / 2, end: 3 * π / 2, clockwise: true, sweep: -2 * π),
        Case(start: -π / 2, end: 3 * π / 2, clockwise: false, sweep: 2 * π),
        Case(start: 0, end: 5 * π / 2, clockwise: false, sweep: 2 * π),
        Case(start: 0, end: 5 * π / 2, clockwise: true, sweep: -2 * π),
        // Equal angles: nothing but the move to the start.
        Case(start: π / 3, end: π / 3, clockwise: true, sweep: 0),
        Case(start: π / 3, end: π / 3, clockwise: false, sweep: 0),
    ]

    @Test("addArc: end point, length and direction", arguments: cases)
    func arc(_ c: Case) {
        let r: CGFloat = 10
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: r, startAngle: c.start, endAngle: c.end, clockwise: c.clockwise)

        let end = c.start + c.sweep
        #expect(isClose(path.currentPoint, CGPoint(x: r * cos(end), y: r * sin(end)), 1e-9))
        #expect(abs(path.length - r * abs(c.sweep)) <= 2e-3 * r * max(abs(c.sweep), 1))
        if c.sweep != 0 {
            // Halfway along, the pen is at the middle angle of the sweep: the direction.
            let middle = CGPath.Measure(path).point(atDistance: path.length / 2)
            let angle = c.start + c.sweep / 2
            #expect(isClose(middle, CGPoint(x: r * cos(angle), y: r * sin(angle)), 0.05))
        } else {
            #expect(path.elements.map(\.type) == [.moveToPoint])
        }
    }

    @Test("the sweep rule itself, exactly", arguments: cases)
    func sweepRule(_ c: Case) {
        #expect(isClose(CGMutablePath.arcSweep(from: c.start, to: c.end, clockwise: c.clockwise), c.sweep, 1e-12))
    }

    @Test("CGContext.addArc draws the full circle for 0 → 2π with either flag")
    func contextFullCircle() {
        for clockwise in [true, false] {
            let ctx = layerContext(40, 40)
            ctx.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fillPath()
            let image = ctx.makeImage()

            for (x, y) in [(20, 20), (8, 20), (32, 20), (20, 8), (20, 32)] {
                #expect(matches(pixel(image, x, y), RGBA(red: 1, green: 0, blue: 0)), "(\(x), \(y)) clockwise \(clockwise)")
            }
            #expect(pixel(image, 2, 2).alpha == 0)
        }
    }

    /// (delta, the sweep drawn).
    static let relativeCases: [[CGFloat]] = [[π / 2, π / 2], [-π / 2, -π / 2], [3 * π, 2 * π], [-3 * π, -2 * π], [0, 0]]

    @Test("addRelativeArc: the sign of delta is the direction; more than a turn is one turn",
          arguments: relativeCases)
    func relativeArc(_ c: [CGFloat]) {
        let delta = c[0], sweep = c[1]
        // Apple (addRelativeArc): "delta … A positive value creates a counter-clockwise arc (in
        // user space coordinates), while a negative value creates a clockwise arc."
        let path = CGMutablePath()
        let start = CGFloat.pi / 4

        path.addRelativeArc(center: .zero, radius: 1, startAngle: start, delta: delta)

        #expect(isClose(path.currentPoint, CGPoint(x: cos(start + sweep), y: sin(start + sweep)), 1e-9))
        #expect(abs(path.length - abs(sweep)) < 2e-3)
    }

    /// The four corners a fillet can turn, each both ways round: the arc is tangent to both
    /// lines, always shorter than a half turn (PostScript `arct`; Apple, CGPathAddArcToPoint:
    /// "the arc is tangent to the line from the current point to (x1, y1), and the line from
    /// (x1, y1) to (x2, y2)").
    @Test("addArc(tangent1End:tangent2End:) in each quadrant, turning left and right",
          arguments: 0..<4, [true, false])
    func tangentArc(_ quadrant: Int, _ turnFirstAlongX: Bool) {
        let signs: [(CGFloat, CGFloat)] = [(1, 1), (-1, 1), (-1, -1), (1, -1)]
        let (sx, sy) = signs[quadrant]
        // From the origin along one axis to the corner (10sx, 0) or (0, 10sy), then along the
        // other axis to (10sx, 10sy): a right-angle corner with a fillet of radius 4.
        let corner = turnFirstAlongX ? CGPoint(x: 10 * sx, y: 0) : CGPoint(x: 0, y: 10 * sy)
        let far = CGPoint(x: 10 * sx, y: 10 * sy)
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: corner, tangent2End: far, radius: 4)

        let t1 = turnFirstAlongX ? CGPoint(x: 6 * sx, y: 0) : CGPoint(x: 0, y: 6 * sy)
        let t2 = turnFirstAlongX ? CGPoint(x: 10 * sx, y: 4 * sy) : CGPoint(x: 4 * sx, y: 10 * sy)
        let center = turnFirstAlongX ? CGPoint(x: 6 * sx, y: 4 * sy) : CGPoint(x: 4 * sx, y: 6 * sy)
        #expect(path.elements[1].type == .addLineToPoint && isClose(path.elements[1].points[0], t1, 1e-9))
        #expect(isClose(path.currentPoint, t2, 1e-9))
        #expect(abs(path.length - (6 + 2 * .pi)) < 1e-2)     // the line, then a quarter of r = 4
        let middle = CGPath.Measure(path).point(atDistance: 6 + .pi)
        #expect(isClose(hypot(middle.x - center.x, middle.y - center.y), 4, 1e-2))
    }

    @Test("a fillet with collinear tangents or zero radius is a line to tangent1End")
    func tangentArcDegenerate() {
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        let zero = CGMutablePath()
        zero.move(to: .zero)
        zero.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 0)

        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
        #expect(zero.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
    }

    /// Apple (addEllipse(in:)): "The ellipse forms a complete subpath of the path—that is, the
    /// ellipse drawing starts with a move-to operation and ends with a close-subpath operation,
    /// with all moves oriented in the clockwise direction" — clockwise as seen in a flipped
    /// (UIKit) space: from (maxX, midY) toward (midX, maxY), increasing angles.
    @Test("addEllipse: a move to (maxX, midY), four quarters of increasing angle, a close — for any rect sign",
          arguments: [CGRect(x: 10, y: 20, width: 40, height: 20), CGRect(x: 50, y: 40, width: -40, height: -20)])
    func ellipse(_ rect: CGRect) {
        let path = CGMutablePath()

        path.addEllipse(in: rect)

        let r = rect.standardized
        #expect(path.elements.first == .move(to: CGPoint(x: r.maxX, y: r.midY)))
        #expect(path.elements.map(\.type) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        let quarterEnds = path.elements.dropFirst().prefix(4).map { $0.points.last! }
        let expected = [CGPoint(x: r.midX, y: r.maxY), CGPoint(x: r.minX, y: r.midY),
                        CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.midY)]
        for (got, want) in zip(quarterEnds, expected) { #expect(isClose(got, want, 1e-9)) }
    }
}
