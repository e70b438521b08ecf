import Foundation
import StrataGraphics

/// Rounded rectangles for `render(in:)`: the layer's bounds with `cornerRadius` on the corners
/// `maskedCorners` names.
extension SoftwareLayerRenderer {
    /// The corner radius in effect: negative or NaN is 0, and no more than half the shorter
    /// side (Core Animation clamps it so).
    static func cornerRadius(_ s: LayerState) -> CGFloat {
        let r = s.cornerRadius.isNaN ? 0 : max(s.cornerRadius, 0)
        return min(r, min(s.bounds.width, s.bounds.height) / 2)
    }

    static func roundedBounds(_ layer: CALayer, _ s: LayerState) -> CGPath {
        roundedRect(s.bounds, radius: cornerRadius(s), corners: layer.maskedCorners)
    }

    /// `rect` with circular corners of `radius` where `corners` says (layer coordinates: min Y
    /// is the top on iOS), square elsewhere.
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        guard r > 0, !corners.isEmpty else {
            path.addRect(rect)
            return path
        }
        func round(_ c: CACornerMask) -> CGFloat { corners.contains(c) ? r : 0 }
        let tl = round(.layerMinXMinYCorner), tr = round(.layerMaxXMinYCorner)
        let br = round(.layerMaxXMaxYCorner), bl = round(.layerMinXMaxYCorner)
        // A quarter circle as one cubic: control points κ·r from the ends (κ = 4(√2 − 1)/3).
        let k: CGFloat = 0.552_284_749_8
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: x0 + tl, y: y0))
        path.addLine(to: CGPoint(x: x1 - tr, y: y0))
        if tr > 0 {
            path.addCurve(to: CGPoint(x: x1, y: y0 + tr), control1: CGPoint(x: x1 - tr + k * tr, y: y0),
                          control2: CGPoint(x: x1, y: y0 + tr - k * tr))
        }
        path.addLine(to: CGPoint(x: x1, y: y1 - br))
        if br > 0 {
            path.addCurve(to: CGPoint(x: x1 - br, y: y1), control1: CGPoint(x: x1, y: y1 - br + k * br),
                          control2: CGPoint(x: x1 - br + k * br, y: y1))
        }
        path.addLine(to: CGPoint(x: x0 + bl, y: y1))
        if bl > 0 {
            path.addCurve(to: CGPoint(x: x0, y: y1 - bl), control1: CGPoint(x: x0 + bl - k * bl, y: y1),
                          control2: CGPoint(x: x0, y: y1 - bl + k * bl))
        }
        path.addLine(to: CGPoint(x: x0, y: y0 + tl))
        if tl > 0 {
            path.addCurve(to: CGPoint(x: x0 + tl, y: y0), control1: CGPoint(x: x0, y: y0 + tl - k * tl),
                          control2: CGPoint(x: x0 + tl - k * tl, y: y0))
        }
        path.closeSubpath()
        return path
    }
}
