import Foundation
import StrataGraphics

/// Fills a path into an alpha mask on the CPU (the silhouette of a `shadowPath`, which is
/// then blurred on the GPU). Non-zero winding, as Core Graphics fills; 4 sample rows per
/// pixel with exact horizontal span coverage.
enum PathRasterizer {
    /// A white, premultiplied mask of `path` covering `rect` (path units) at `pixelsPerUnit`,
    /// or nil when the path encloses nothing there.
    static func mask(of path: CGPath, in rect: CGRect, pixelsPerUnit k: Double) -> CGImage? {
        let width = max(1, Int((rect.width * k).rounded(.up))), height = max(1, Int((rect.height * k).rounded(.up)))
        guard width <= CGImage.maximumDimension, height <= CGImage.maximumDimension else { return nil }
        struct Edge { var x0, y0, x1, y1: Double; var dir: Int }
        var edges: [Edge] = []
        for line in path.polylines(tolerance: 0.25 / max(k, 1e-6)) where line.points.count > 1 {
            let pts = line.points.map { CGPoint(x: ($0.x - rect.minX) * k, y: ($0.y - rect.minY) * k) }
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]   // every subpath is closed for filling
                if a.y == b.y { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, dir: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, dir: -1))
            }
        }
        guard !edges.isEmpty else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var row = [Double](repeating: 0, count: width + 1)
        var crossings: [(x: Double, dir: Int)] = []
        let samples = 4
        for y in 0..<height {
            for i in row.indices { row[i] = 0 }
            for s in 0..<samples {
                let sy = Double(y) + (Double(s) + 0.5) / Double(samples)
                crossings.removeAll(keepingCapacity: true)
                for e in edges where sy >= e.y0 && sy < e.y1 {
                    crossings.append((e.x0 + (sy - e.y0) / (e.y1 - e.y0) * (e.x1 - e.x0), e.dir))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in crossings.indices {
                    let was = winding
                    winding += crossings[i].dir
                    if was != 0, i > 0 { addSpan(&row, from: crossings[i - 1].x, to: crossings[i].x, weight: 1 / Double(samples)) }
                }
            }
            for x in 0..<width {
                let a = UInt8(min(255, max(0, (row[x] * 255).rounded())))
                let o = (y * width + x) * 4
                pixels[o] = a; pixels[o + 1] = a; pixels[o + 2] = a; pixels[o + 3] = a
            }
        }
        return try? CGImage(width: width, height: height, pixels: pixels)
    }

    private static func addSpan(_ row: inout [Double], from a: Double, to b: Double, weight: Double) {
        let lo = max(0, a), hi = min(Double(row.count - 1), b)
        guard hi > lo else { return }
        let first = Int(lo), last = Int(hi)
        if first == last { row[first] += (hi - lo) * weight; return }
        row[first] += (Double(first + 1) - lo) * weight
        if first + 1 < last { for i in (first + 1)..<last { row[i] += weight } }
        if last < row.count { row[last] += (hi - Double(last)) * weight }
    }
}
