import Foundation
import StrataGraphics

/// A small software painter for the demos' assets: antialiased shapes from signed distances,
/// composited source-over into premultiplied RGBA. The demos draw their own images with it
/// (issue 6 "Assets": every image is made by the project's code, nothing is downloaded).
struct PixelCanvas {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, 0…1, rows top to bottom.
    private var pixels: [Float]

    init(width: Int, height: Int, fill: RGBA = .clear) {
        self.width = width
        self.height = height
        let a = Float(fill.alpha)
        let px: [Float] = [Float(fill.red) * a, Float(fill.green) * a, Float(fill.blue) * a, a]
        pixels = Array((0..<(width * height)).lazy.flatMap { _ in px })
    }

    /// Sets every pixel to `color(x, y)` (at the pixel centre), replacing what was there.
    mutating func paint(_ color: (Double, Double) -> RGBA) {
        for y in 0..<height {
            for x in 0..<width {
                let c = color(Double(x) + 0.5, Double(y) + 0.5)
                let i = (y * width + x) * 4, a = Float(c.alpha)
                pixels[i] = Float(c.red) * a
                pixels[i + 1] = Float(c.green) * a
                pixels[i + 2] = Float(c.blue) * a
                pixels[i + 3] = a
            }
        }
    }

    /// Blends `color` at coverage `coverage` (0…1) over pixel (x, y).
    @inline(__always)
    mutating func blend(_ x: Int, _ y: Int, _ color: RGBA, coverage: Double) {
        guard coverage > 0, x >= 0, y >= 0, x < width, y < height else { return }
        let a = Float(color.alpha * min(coverage, 1))
        let i = (y * width + x) * 4
        let keep = 1 - a
        pixels[i] = Float(color.red) * a + pixels[i] * keep
        pixels[i + 1] = Float(color.green) * a + pixels[i + 1] * keep
        pixels[i + 2] = Float(color.blue) * a + pixels[i + 2] * keep
        pixels[i + 3] = a + pixels[i + 3] * keep
    }

    /// Paints every pixel of `rect` (clipped to the canvas) whose signed distance (negative
    /// inside) from the shape is given by `distance` at the pixel centre; colour may vary per
    /// point. Coverage is the usual one-pixel ramp across the edge.
    mutating func fill(_ rect: CGRect, distance: (Double, Double) -> Double, color: (Double, Double) -> RGBA) {
        let x0 = max(0, Int(floor(rect.minX)) - 1), x1 = min(width - 1, Int(ceil(rect.maxX)) + 1)
        let y0 = max(0, Int(floor(rect.minY)) - 1), y1 = min(height - 1, Int(ceil(rect.maxY)) + 1)
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let coverage = 0.5 - distance(px, py)
                if coverage > 0 { blend(x, y, color(px, py), coverage: coverage) }
            }
        }
    }

    /// A rounded rectangle (radius 0: a plain rectangle).
    mutating func fillRoundedRect(_ rect: CGRect, radius: Double, _ color: RGBA) {
        fillRoundedRect(rect, radius: radius) { _, _ in color }
    }

    mutating func fillRoundedRect(_ rect: CGRect, radius: Double, color: (Double, Double) -> RGBA) {
        let cx = Double(rect.midX), cy = Double(rect.midY)
        let hx = Double(rect.width) / 2, hy = Double(rect.height) / 2
        let r = min(radius, hx, hy)
        fill(rect, distance: { x, y in
            let qx = abs(x - cx) - hx + r, qy = abs(y - cy) - hy + r
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        }, color: color)
    }

    /// An ellipse inscribed in `rect` (distance approximated by scaling, exact for circles).
    mutating func fillEllipse(_ rect: CGRect, _ color: RGBA) {
        let cx = Double(rect.midX), cy = Double(rect.midY)
        let rx = Double(rect.width) / 2, ry = Double(rect.height) / 2
        guard rx > 0, ry > 0 else { return }
        let r = min(rx, ry)
        fill(rect, distance: { x, y in
            let nx = (x - cx) / rx, ny = (y - cy) / ry
            return ((nx * nx + ny * ny).squareRoot() - 1) * r
        }, color: { _, _ in color })
    }

    /// A straight stroke from `a` to `b`, `width` wide, with round caps.
    mutating func strokeLine(from a: CGPoint, to b: CGPoint, width lineWidth: Double, _ color: RGBA) {
        let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
        let dx = bx - ax, dy = by - ay, length2 = max(dx * dx + dy * dy, 1e-12)
        let half = lineWidth / 2
        let box = CGRect(x: min(ax, bx) - half, y: min(ay, by) - half,
                         width: abs(dx) + lineWidth, height: abs(dy) + lineWidth)
        fill(box, distance: { x, y in
            let t = min(max(((x - ax) * dx + (y - ay) * dy) / length2, 0), 1)
            let ex = x - ax - t * dx, ey = y - ay - t * dy
            return (ex * ex + ey * ey).squareRoot() - half
        }, color: { _, _ in color })
    }

    /// A filled convex or concave polygon (even-odd), antialiased by the distance to its edges.
    mutating func fillPolygon(_ points: [CGPoint], _ color: RGBA) {
        guard points.count >= 3 else { return }
        let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        fill(box, distance: { x, y in
            var inside = false
            var best = Double.infinity
            var j = xs.count - 1
            for i in 0..<xs.count {
                let (x1, y1, x2, y2) = (xs[j], ys[j], xs[i], ys[i])
                if (y1 > y) != (y2 > y), x < (x2 - x1) * (y - y1) / (y2 - y1) + x1 { inside.toggle() }
                let dx = x2 - x1, dy = y2 - y1
                let t = min(max(((x - x1) * dx + (y - y1) * dy) / max(dx * dx + dy * dy, 1e-12), 0), 1)
                let ex = x - x1 - t * dx, ey = y - y1 - t * dy
                best = min(best, (ex * ex + ey * ey).squareRoot())
                j = i
            }
            return inside ? -best : best
        }, color: { _, _ in color })
    }

    /// The finished image (nil only if the size is outside CGImage's limits).
    func image() -> CGImage? {
        var bytes = [UInt8](repeating: 0, count: pixels.count)
        for i in pixels.indices { bytes[i] = UInt8(max(0, min(255, (pixels[i] * 255).rounded()))) }
        return try? CGImage(width: width, height: height, pixels: bytes, alphaInfo: .premultipliedLast)
    }
}
