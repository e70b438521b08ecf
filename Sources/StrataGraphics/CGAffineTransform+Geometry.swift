import Foundation

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t` as a vector: translation is ignored and the result may be negative,
    /// as with Apple's `CGSizeApplyAffineTransform`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners (Apple's
    /// `CGRectApplyAffineTransform`). A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        var low = corners[0]
        var high = corners[0]
        for corner in corners.dropFirst() {
            low = CGPoint(x: Swift.min(low.x, corner.x), y: Swift.min(low.y, corner.y))
            high = CGPoint(x: Swift.max(high.x, corner.x), y: Swift.max(high.y, corner.y))
        }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
