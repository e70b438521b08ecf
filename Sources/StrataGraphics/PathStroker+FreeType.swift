import CCairo
import Foundation

// FreeType's side of PathStroker: its cap and join names, the sink its outlines decompose
// into, and the orientation arithmetic that turns hand-made pieces to match its own.

/// Receives FreeType's decomposed outline for `PathStroker`, scaling points back.
final class StrokeOutlineSink {
    let path: CGMutablePath
    let scale: CGFloat
    var open = false
    init(path: CGMutablePath, scale: CGFloat) { self.path = path; self.scale = scale }
    func point(_ v: FT_Vector) -> CGPoint { CGPoint(x: CGFloat(v.x) / scale, y: CGFloat(v.y) / scale) }
    func close() {
        if open { path.closeSubpath() }
        open = false
    }
}

extension PathStroker {
    /// Twice the signed area of a polygon (the shoelace sum).
    static func signedArea(_ points: [CGPoint]) -> CGFloat {
        guard points.count > 2 else { return 0 }
        var sum: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}

extension CGLineCap {
    var freeType: FT_Stroker_LineCap {
        switch self {
        case .butt: FT_STROKER_LINECAP_BUTT
        case .round: FT_STROKER_LINECAP_ROUND
        case .square: FT_STROKER_LINECAP_SQUARE
        }
    }
}

extension CGLineJoin {
    /// Miter joins fall back to a bevel beyond the limit, as in PostScript and Quartz
    /// (FreeType's MITER_FIXED; its plain MITER clips the spike instead).
    var freeType: FT_Stroker_LineJoin {
        switch self {
        case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: FT_STROKER_LINEJOIN_ROUND
        case .bevel: FT_STROKER_LINEJOIN_BEVEL
        }
    }
}
