import Foundation

extension PathStorage {
    /// Appends an elliptical arc as cubic Béziers, one per quarter turn or less, the way Core
    /// Graphics stores arcs. Angles are in the ellipse's own frame; a positive `sweep` goes from
    /// the x axis toward the y axis. The arc is joined to the current point by a line (skipped
    /// when it would have zero length) or starts a subpath. Non-finite input appends nothing.
    ///
    /// - Parameter exactEnd: when given, replaces the computed end point so that chained SVG
    ///   commands do not accumulate rounding error.
    mutating func appendArc(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, rotation: CGFloat = 0,
        startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform, exactEnd: CGPoint? = nil
    ) {
        let values = [center.x, center.y, radiusX, radiusY, rotation, startAngle, sweep]
        guard values.allSatisfy(\.isFinite) else { return }
        let frame = CGAffineTransform(scaleX: radiusX, y: radiusY)
            .concatenating(CGAffineTransform(rotationAngle: rotation))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        func onEllipse(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y).applying(frame) }

        let start = onEllipse(cos(Double(startAngle)), sin(Double(startAngle)))
        if let current = currentPoint, Self.nearlyEqual(current, start, scale: max(radiusX, radiusY)) {
            // Already there: a zero-length join would add a spurious keyframe segment.
        } else {
            lineOrMove(to: start)
        }
        let quarter = Double.pi / 2
        // Callers clamp the sweep to a turn; the cap keeps a direct caller's huge sweep from
        // trapping or looping for ever.
        let count = Int(saturating: abs(Double(sweep)) / quarter - 1e-9, rounding: .up, in: 1...64)
        guard sweep != 0 else { return }
        let step = Double(sweep) / Double(count)
        // Handle length for a circular arc of `step` radians (the standard 4/3·tan(θ/4) fit).
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = Double(startAngle)
        for index in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            var end = onEllipse(c1, s1)
            if index == count - 1, let exactEnd { end = exactEnd }
            append(.curve(
                to: end,
                control1: onEllipse(c0 - k * s0, s0 + k * c0),
                control2: onEllipse(c1 + k * s1, s1 - k * c1)))
            angle = next
        }
    }

    static func nearlyEqual(_ p: CGPoint, _ q: CGPoint, scale: CGFloat) -> Bool {
        let tolerance = 1e-9 * Swift.max(1, abs(scale))
        return abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
    }

    /// Appends an SVG elliptical arc from the current point to `end` using the endpoint-to-centre
    /// conversion of SVG 1.1, Appendix F.6.5, with out-of-range radii scaled up (F.6.6).
    /// A zero radius gives a straight line and `end` equal to the current point gives nothing,
    /// both as the SVG specification requires.
    mutating func appendSVGArc(
        radiusX rx: CGFloat, radiusY ry: CGFloat, rotationDegrees: CGFloat,
        largeArc: Bool, sweep: Bool, end: CGPoint
    ) {
        guard let start = currentPoint else { return }
        if start == end { return }
        var rx = abs(Double(rx))
        var ry = abs(Double(ry))
        if rx == 0 || ry == 0 {
            append(.line(to: end))
            return
        }
        let phi = Double(rotationDegrees) * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = Double(start.x - end.x) / 2
        let dy = Double(start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let sign: Double = largeArc != sweep ? 1 : -1
        let coefficient = sign * Swift.max(0, numerator / denominator).squareRoot()
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        let center = CGPoint(
            x: cosPhi * cx1 - sinPhi * cy1 + Double(start.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + Double(start.y + end.y) / 2)
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        appendArc(
            center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: theta1,
            sweep: delta, transform: .identity, exactEnd: end)
    }
}
