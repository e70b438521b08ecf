import Foundation

/// A path that can be extended. Every `transform` parameter (default identity) maps the new
/// points before they are appended, as in Core Graphics. Drawing calls made while the path has
/// no current point are ignored, as Core Graphics does (it only logs a warning).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(storage: PathStorage())
    }

    override init(storage: PathStorage) {
        super.init(storage: storage)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.move(to: point.applying(transform)))
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.line(to: point.applying(transform)))
    }

    /// Moves to the first point, then draws lines through the rest; nothing for an empty array.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Appends a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Appends a cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        storage.append(.curve(
            to: end.applying(transform), control1: control1.applying(transform),
            control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start; the start becomes the current
    /// point. Does nothing on an empty path or an already closed subpath.
    public func closeSubpath() {
        storage.append(.closeSubpath)
    }

    /// Appends a closed rectangle subpath: move to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY), (minX, maxY), close — Core Graphics' order.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addRect(rect, transform: transform)
    }

    /// Appends each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends a closed ellipse inscribed in `rect`, as four cubic curves starting at
    /// (maxX, midY) with increasing angle (clockwise on a y-down screen, as Apple documents).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addEllipse(in: rect, transform: transform)
    }

    /// Appends a closed rounded rectangle whose corners are quarter ellipses of radii
    /// `cornerWidth` × `cornerHeight`. Radii are clamped to half the rectangle's size (Apple
    /// asserts instead); a zero radius gives a plain rectangle. The subpath starts at
    /// (minX + cornerWidth, minY) and runs in the same direction as `addRect`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        storage.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    /// Appends all of `path`'s elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.append(contentsOf: path.storage, transform: transform)
    }
}
