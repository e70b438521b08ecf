import Foundation
import StrataGraphics

/// The corners of a rectangle (Apple: UIRectCorner), in UIKit's y-down sense: top is minY.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension UIBezierPath {
    /// A rectangle with only `corners` rounded, each by an ellipse of `cornerRadii` (clamped
    /// to half the rectangle's width and height), drawn clockwise on screen from the top
    /// left (Apple: `init(roundedRect:byRoundingCorners:cornerRadii:)`).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let rx = cornerRadii.width.isFinite ? max(0, min(cornerRadii.width, r.width / 2)) : 0
        let ry = cornerRadii.height.isFinite ? max(0, min(cornerRadii.height, r.height / 2)) : 0
        let path = CGMutablePath()
        // Each corner: a quarter ellipse from the end of one edge to the start of the next,
        // with cubic control points at the standard 0.5523 of the radius.
        let k: CGFloat = 0.5522847498
        func corner(_ c: UIRectCorner) -> Bool { corners.contains(c) && rx > 0 && ry > 0 }
        path.move(to: CGPoint(x: r.minX + (corner(.topLeft) ? rx : 0), y: r.minY))
        if corner(.topRight) {
            path.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
        } else { path.addLine(to: CGPoint(x: r.maxX, y: r.minY)) }
        if corner(.bottomRight) {
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            path.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                          control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
        } else { path.addLine(to: CGPoint(x: r.maxX, y: r.maxY)) }
        if corner(.bottomLeft) {
            path.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
        } else { path.addLine(to: CGPoint(x: r.minX, y: r.maxY)) }
        if corner(.topLeft) {
            path.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            path.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                          control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
        } else { path.addLine(to: CGPoint(x: r.minX, y: r.minY)) }
        path.closeSubpath()
        self.init(cgPath: path)
    }
}
