import Foundation

extension CGPath {
    /// Whether the path is exactly one axis-aligned rectangle (Apple: `isRect(_:)`): a move
    /// and three or four lines along the axes through the four corners, optionally closed. If
    /// so and `rect` is not nil, it receives the rectangle (standardized).
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        var closed = false
        for (i, element) in storage.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p) where !closed && i > 0: points.append(p)
            case .closeSubpath where !closed && i > 0: closed = true
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let box = CGPath.enclosingRect(of: points)
        guard box.width > 0, box.height > 0 else { return false }
        for (p, q) in zip(points, points.dropFirst() + [points[0]]) where p.x != q.x && p.y != q.y { return false }
        for p in points where !((p.x == box.minX || p.x == box.maxX) && (p.y == box.minY || p.y == box.maxY)) { return false }
        guard Set(points.map { "\($0.x),\($0.y)" }).count == 4 else { return false }
        rect?.pointee = box
        return true
    }
}
