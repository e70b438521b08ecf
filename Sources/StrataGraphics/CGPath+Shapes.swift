import Foundation

extension CGPath {
    /// An immutable closed rectangle path, laid out as `CGMutablePath.addRect`.
    /// `transform` (default none) maps the points first.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var storage = PathStorage()
        storage.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(storage: storage)
    }

    /// An immutable closed ellipse inscribed in `rect`, laid out as `CGMutablePath.addEllipse`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var storage = PathStorage()
        storage.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(storage: storage)
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
    }
}
