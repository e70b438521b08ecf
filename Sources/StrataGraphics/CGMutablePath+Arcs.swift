import Foundation

extension CGMutablePath {
    /// Appends an arc of a circle, preceded by a line from the current point to the arc's start
    /// (or a move there when the path is empty). Angles are radians from the positive x axis.
    ///
    /// `clockwise` follows Core Graphics exactly: `false` sweeps toward *increasing* angles and
    /// `true` toward decreasing ones. Those words describe a y-up space; in a flipped (y-down)
    /// space such as UIKit's or a Strata layer's, "a clockwise arc results in a counterclockwise
    /// arc after the transformation is applied" (Apple, `CGContextAddArc` discussion).
    ///
    /// Angle rules, as Core Graphics applies them: when the angles are 2π or more apart, in
    /// either order, the arc is the full circle, drawn from `startAngle` in the `clockwise`
    /// direction — so `startAngle: 0, endAngle: 2π, clockwise: true` is a circle, the one
    /// UIKit's `UIBezierPath(arcCenter:…, clockwise: false)` asks for. Otherwise the arc runs
    /// from `startAngle` to `endAngle` the chosen way round, which is the difference taken
    /// modulo 2π (equal angles draw nothing but the joining line).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        storage.appendArc(
            center: center, radiusX: radius, radiusY: radius, startAngle: startAngle,
            sweep: Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise),
            transform: transform)
    }

    /// The signed sweep of `addArc` (positive toward increasing angles). The full-turn test
    /// allows a relative rounding error, so `-π/2 … 3π/2` computed in floating point is a circle.
    static func arcSweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let difference = endAngle - startAngle
        let tolerance = 4 * CGFloat.ulpOfOne * Swift.max(fullTurn, abs(startAngle), abs(endAngle))
        if abs(difference) >= fullTurn - tolerance { return clockwise ? -fullTurn : fullTurn }
        var sweep = difference.truncatingRemainder(dividingBy: fullTurn)
        if clockwise, sweep > 0 { sweep -= fullTurn }
        if !clockwise, sweep < 0 { sweep += fullTurn }
        return sweep
    }

    /// Appends an arc of a circle that starts at `startAngle` and turns by `delta` radians:
    /// positive is toward increasing angles (counterclockwise in y-up space, Apple's wording).
    /// `delta` is clamped to one full turn. Joins to the current point like `addArc`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard radius >= 0, delta.isFinite else { return }
        let fullTurn = 2 * CGFloat.pi
        storage.appendArc(
            center: center, radiusX: radius, radiusY: radius, startAngle: startAngle,
            sweep: Swift.min(Swift.max(delta, -fullTurn), fullTurn), transform: transform)
    }

    /// Appends a fillet: a line from the current point toward `tangent1End`, then the arc of
    /// `radius` tangent to both the line current point → `tangent1End` and the line
    /// `tangent1End` → `tangent2End` (PostScript's `arct`, Core Graphics' `CGPathAddArcToPoint`).
    /// When the lines are collinear or `radius` is zero it draws a line to `tangent1End`.
    /// Ignored on an empty path, which Core Graphics forbids.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let penInPathSpace = storage.currentPoint, radius >= 0 else { return }
        // The tangent construction happens in user space, where `radius` is measured.
        let p0 = penInPathSpace.applying(transform.inverted())
        let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
        let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let length1 = hypot(v1.dx, v1.dy), length2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-12 * length1 * length2 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let u1 = CGVector(dx: v1.dx / length1, dy: v1.dy / length1)
        let u2 = CGVector(dx: v2.dx / length2, dy: v2.dy / length2)
        let cosine = Swift.min(Swift.max(u1.dx * u2.dx + u1.dy * u2.dy, -1), 1)
        let halfAngle = acos(cosine) / 2
        let tangentDistance = radius / tan(halfAngle)
        let centerDistance = radius / sin(halfAngle)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let center = CGPoint(
            x: tangent1End.x + bisector.dx / bisectorLength * centerDistance,
            y: tangent1End.y + bisector.dy / bisectorLength * centerDistance)
        let t1 = CGPoint(x: tangent1End.x + u1.dx * tangentDistance, y: tangent1End.y + u1.dy * tangentDistance)
        let t2 = CGPoint(x: tangent1End.x + u2.dx * tangentDistance, y: tangent1End.y + u2.dy * tangentDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - startAngle
        // The fillet is always the short way round (less than a half turn).
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        storage.appendArc(
            center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep,
            transform: transform)
    }
}
