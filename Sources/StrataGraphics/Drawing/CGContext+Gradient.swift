import CCairo
import Foundation

/// Painting gradients through the current clip (the current path is untouched).
extension CGContext {
    /// Paints a gradient along the line `start` → `end`: colours are constant on lines
    /// perpendicular to it. Without options nothing is painted before `start` or after `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else {
            return warnIgnored("drawLinearGradient", "non-finite points")
        }
        let dx = end.x - start.x, dy = end.y - start.y, length = hypot(dx, dy)
        guard length > 0 else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        // The shadow is of everything painted here, clipped by the caller's clip only.
        painting {
            cairo_save(cr)
            let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
            cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            if before != after {
                // One side only: pad both ways, then clip to the band that may be painted.
                let u = CGPoint(x: dx / length, y: dy / length), n = CGPoint(x: -u.y, y: u.x)
                let big = reach(start, end)
                let from = before ? -big : 0, to = after ? length + big : length
                func at(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
                    CGPoint(x: start.x + u.x * along + n.x * across, y: start.y + u.y * along + n.y * across)
                }
                cairo_new_path(cr)
                append([.move(to: at(from, -big)), .line(to: at(to, -big)), .line(to: at(to, big)),
                        .line(to: at(from, big)), .closeSubpath], from: "drawLinearGradient")
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, gstate.alpha)
            cairo_restore(cr)
        }
        didPaint()
    }

    /// Paints a gradient between two circles (PDF's radial shading): location 0 on the start
    /// circle, 1 on the end circle. With exactly one option, Strata pads on that side assuming
    /// one circle contains the other (the usual case).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else {
            return warnIgnored("drawRadialGradient", "non-finite or negative values")
        }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        // The shadow is of everything painted here, clipped by the caller's clip only.
        painting {
            cairo_save(cr)
            cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            if before != after {
                let (inner, innerRadius, outer, outerRadius) = startRadius <= endRadius
                    ? (startCenter, startRadius, endCenter, endRadius) : (endCenter, endRadius, startCenter, startRadius)
                let padsOutside = (after && startRadius <= endRadius) || (before && startRadius > endRadius)
                cairo_new_path(cr)
                if padsOutside {
                    // Everything but the inner circle's inside (nothing to pad there but its centre).
                    let big = reach(startCenter, endCenter) + outerRadius
                    append([.move(to: CGPoint(x: outer.x - big, y: outer.y - big)), .line(to: CGPoint(x: outer.x + big, y: outer.y - big)),
                            .line(to: CGPoint(x: outer.x + big, y: outer.y + big)), .line(to: CGPoint(x: outer.x - big, y: outer.y + big)),
                            .closeSubpath], from: "drawRadialGradient")
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, Double(inner.x), Double(inner.y), Double(innerRadius), 0, 2 * .pi)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                } else {
                    cairo_arc(cr, Double(outer.x), Double(outer.y), Double(outerRadius), 0, 2 * .pi)
                }
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, gstate.alpha)
            cairo_restore(cr)
        }
        didPaint()
    }

    /// Paints `gradient` around `center` (Apple: `drawConicGradient(_:center:angle:)`, iOS
    /// 17; CAGradientLayer's `.conic` type draws with it), location 0 at `angle` radians from
    /// the x axis, increasing toward the positive y axis, location 1 a full turn later. Computed
    /// per device pixel inside the clip.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        drawConicGradient(gradient, center: center, startAngle: angle)
    }

    /// `drawConicGradient(_:center:angle:)` under Strata's earlier name.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat) {
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite else {
            return warnIgnored("drawConicGradient", "non-finite values")
        }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var inverse = m
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        // The device pixels the clip can reach.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let minX = Int(saturating: x1, rounding: .down, in: 0...width), maxX = Int(saturating: x2, rounding: .up, in: 0...width)
        let minY = Int(saturating: y1, rounding: .down, in: 0...height), maxY = Int(saturating: y2, rounding: .up, in: 0...height)
        guard minX < maxX, minY < maxY else { return }
        let layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(layer) }
        cairo_surface_flush(layer)
        let stride = Int(cairo_image_surface_get_stride(layer))
        guard let base = cairo_image_surface_get_data(layer) else { return }
        // A lookup table of 1024 steps is finer than 8-bit colour can show.
        let steps = 1024
        let table: [UInt32] = (0..<steps).map { i in
            let c = gradient.color(at: CGFloat(i) / CGFloat(steps - 1))
            let a = c.alpha
            func byte(_ v: Double) -> UInt32 { UInt32(saturating: (v * 255).rounded()) }
            return byte(a) << 24 | byte(c.red * a) << 16 | byte(c.green * a) << 8 | byte(c.blue * a)
        }
        let twoPi = 2 * Double.pi
        for y in minY..<maxY {
            let row = UnsafeMutableRawPointer(base + y * stride)
            for x in minX..<maxX {
                var ux = Double(x) + 0.5, uy = Double(y) + 0.5
                cairo_matrix_transform_point(&inverse, &ux, &uy)
                var angle = atan2(uy - Double(center.y), ux - Double(center.x)) - Double(startAngle)
                angle = angle.truncatingRemainder(dividingBy: twoPi)
                if angle < 0 { angle += twoPi }
                let index = Swift.min(Int(saturating: angle / twoPi * Double(steps - 1) + 0.5, in: 0...Int.max), steps - 1)
                row.storeBytes(of: table[index], toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(layer)
        // The shadow is of everything painted here, clipped by the caller's clip only.
        painting {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, layer, 0, 0)
            cairo_paint_with_alpha(cr, gstate.alpha)
            cairo_restore(cr)
        }
        didPaint()
    }

    private func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.alpha)
        }
    }

    /// A user-space distance past every pixel of the clip, for "infinite" half-planes.
    private func reach(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let clip = boundingBoxOfClipPath
        let corners = [CGPoint(x: clip.minX, y: clip.minY), CGPoint(x: clip.maxX, y: clip.maxY)]
        return 2 * corners.map { Swift.max(hypot($0.x - a.x, $0.y - a.y), hypot($0.x - b.x, $0.y - b.y)) }.max()! + 1
    }
}
