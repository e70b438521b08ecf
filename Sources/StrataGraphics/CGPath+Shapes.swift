import Foundation

extension CGPath {
    /// An immutable closed rectangle path, laid out as `CGMutablePath.addRect`.
    /// `transform` (default none) maps the points first.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var storage = PathStorage()
        storage.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(storage: storage)
        roundedRectShape = Self.shape(rect, rx: 0, ry: 0, transform)
    }

    /// An immutable closed ellipse inscribed in `rect`, laid out as `CGMutablePath.addEllipse`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var storage = PathStorage()
        storage.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        let circle = rect.standardized.width == rect.standardized.height
        self.init(storage: storage)
        roundedRectShape = circle ? Self.shape(rect, rx: rect.width / 2, ry: rect.width / 2, transform) : nil
    }

    /// An immutable rounded rectangle, laid out as `CGMutablePath.addRoundedRect` (radii are
    /// clamped to half the size rather than asserting as Apple does).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        var storage = PathStorage()
        storage.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(storage: storage)
        roundedRectShape = Self.shape(rect, rx: cornerWidth, ry: cornerHeight, transform)
    }

    /// The rounded-rectangle description of a shape initializer's result, when it is one: no
    /// transform (or the identity), a finite non-empty rect, equal corner radii (clamped to
    /// half the size as the path clamps them).
    private static func shape(_ rect: CGRect, rx: CGFloat, ry: CGFloat,
                              _ transform: UnsafePointer<CGAffineTransform>?) -> (rect: CGRect, cornerRadius: CGFloat)? {
        if let t = transform?.pointee, !t.isIdentity { return nil }
        let r = rect.standardized
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
              r.width > 0, r.height > 0 else { return nil }
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), limit) }
        let cx = clamp(rx, r.width / 2), cy = clamp(ry, r.height / 2)
        // Corners of one radius only (or none: a rectangle).
        guard cx == cy || cx == 0 || cy == 0 else { return nil }
        return (r, cx == 0 || cy == 0 ? 0 : cx)
    }
}
