import CCairo
import Foundation

/// Building the current path. Points are in user space and fixed to device space by the CTM at
/// the time they are added, as in Core Graphics (and Cairo). The path is not part of the
/// graphics state; painting or clipping consumes it.
extension CGContext {
    /// Starts a new, empty path.
    public func beginPath() { cairo_new_path(cr) }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cr) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// A copy of the current path in user space (nil when it is empty), as Apple's `path`.
    public var path: CGPath? {
        guard let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        let data = copied.pointee.data
        let count = Int(copied.pointee.num_data)
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data, count > 0 else { return nil }
        let result = CGMutablePath()
        var i = 0
        while i < count {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: point(1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: result.closeSubpath()
            }
            i += Swift.max(1, Int(header.length))
        }
        return result
    }

    /// The current point in user space, `.zero` when the path is empty (Apple's value).
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path's points in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether painting the current path with `mode` would paint `point` (user space): inside
    /// the fill (by the mode's rule) or under the stroke with the current line attributes.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let x = Double(point.x), y = Double(point.y)
        func inFill(_ rule: cairo_fill_rule_t) -> Bool {
            let saved = cairo_get_fill_rule(cr)
            cairo_set_fill_rule(cr, rule)
            defer { cairo_set_fill_rule(cr, saved) }
            return cairo_in_fill(cr, x, y) != 0
        }
        switch mode {
        case .fill: return inFill(CAIRO_FILL_RULE_WINDING)
        case .eoFill: return inFill(CAIRO_FILL_RULE_EVEN_ODD)
        case .stroke: return cairo_in_stroke(cr, x, y) != 0
        case .fillStroke: return inFill(CAIRO_FILL_RULE_WINDING) || cairo_in_stroke(cr, x, y) != 0
        case .eoFillStroke: return inFill(CAIRO_FILL_RULE_EVEN_ODD) || cairo_in_stroke(cr, x, y) != 0
        }
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { append { $0.move(to: point) } }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { append { $0.addLine(to: point) } }

    /// Moves to the first point and draws lines through the rest.
    public func addLines(between points: [CGPoint]) { append { $0.addLines(between: points) } }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append { $0.addQuadCurve(to: end, control: control) }
    }

    /// An arc of a circle, joined to the current point by a line. `clockwise` is Core
    /// Graphics' flag: false sweeps toward increasing angles (see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        append { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }

    /// A fillet tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        append { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// A closed rectangle subpath.
    public func addRect(_ rect: CGRect) { append { $0.addRect(rect) } }

    /// Each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) { append { $0.addRects(rects) } }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { append { $0.addEllipse(in: rect) } }

    /// Appends `path` (in user space).
    public func addPath(_ path: CGPath) { append(path.storage.elements, from: "addPath") }

    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cr) }

    /// Builds the elements in a scratch path that starts at the current point (so arcs join
    /// and curves continue as in Core Graphics), then replays what was added.
    private func append(_ build: (CGMutablePath) -> Void) {
        let scratch = CGMutablePath()
        let hasCurrent = cairo_has_current_point(cr) != 0
        if hasCurrent { scratch.move(to: currentPointOfPath) }
        build(scratch)
        var elements = scratch.storage.elements
        if hasCurrent { elements.removeFirst() }
        append(elements, from: "path construction")
    }

    /// Sends elements to Cairo. A path with a non-finite coordinate is refused whole: Cairo
    /// would enter a sticky error state and draw nothing more.
    func append(_ elements: [CGPath.Element], from call: String) {
        for element in elements {
            for p in element.points where !(p.x.isFinite && p.y.isFinite) {
                return warnIgnored(call, "a path with a non-finite coordinate (NaN or infinity)")
            }
        }
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p):
                if cairo_has_current_point(cr) != 0 { cairo_line_to(cr, Double(p.x), Double(p.y)) }
            case .quadCurve(let p, let c):
                // Degree elevation: the cubic with controls 2/3 of the way to the quadratic's.
                guard cairo_has_current_point(cr) != 0 else { continue }
                let p0 = currentPointOfPath
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .curve(let p, let c1, let c2):
                guard cairo_has_current_point(cr) != 0 else { continue }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
}
