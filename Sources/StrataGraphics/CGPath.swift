import Foundation

/// An immutable graphics path: a sequence of subpaths made of lines, quadratic and cubic
/// Bézier curves (arcs are stored as cubic curves, as Core Graphics stores them).
///
/// A `CGPath` obtained from an initializer or `copy()` never changes, so it may be shared across
/// threads. Its subclass `CGMutablePath` is mutable and, as on Apple platforms, must not be
/// mutated while another thread reads it; store `path.copy()` when keeping a path you were given.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    var storage: PathStorage
    /// Set by the rect, rounded-rect and circle initializers (untransformed, equal corner
    /// radii): the shape the path is, so renderers can draw it exactly and cheaply (an analytic
    /// shadow instead of a blurred silhouette). Never set on a CGMutablePath.
    public internal(set) var roundedRectShape: (rect: CGRect, cornerRadius: CGFloat)?

    init(storage: PathStorage) {
        self.storage = storage
    }

    /// The path's elements in order. Strata extension; Apple code uses `applyWithBlock`.
    public var elements: [Element] { storage.elements }

    /// Whether the path has no elements at all (a lone move makes it non-empty, as in Core
    /// Graphics).
    public var isEmpty: Bool { storage.elements.isEmpty }

    /// The pen position: the end of the last element, or the subpath start after a
    /// `closeSubpath`; `.zero` for an empty path (Apple's documented value).
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// An immutable copy: `self` when already immutable, a snapshot for a `CGMutablePath`.
    /// Optional to match Apple; never `nil`.
    public func copy() -> CGPath? {
        type(of: self) == CGPath.self ? self : CGPath(storage: storage)
    }

    /// An immutable copy with every point mapped by `transform` (`nil` means identity).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee, !t.isIdentity else { return copy() }
        return CGPath(storage: transformed(storage, by: t))
    }

    /// A mutable copy that can be extended without affecting this path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(storage: storage)
    }

    /// A mutable copy with every point mapped by `transform` (`nil` means identity).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(storage: transformed(storage, by: t))
    }

    private func transformed(_ source: PathStorage, by t: CGAffineTransform) -> PathStorage {
        var result = PathStorage()
        result.append(contentsOf: source, transform: t)
        return result
    }

    /// Calls `block` with each element in order, Core Graphics style. The element's `points`
    /// pointer is only valid during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let scratch = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: .zero, count: 3)
        for element in storage.elements {
            for (index, point) in element.points.enumerated() { scratch[index] = point }
            var raw = CGPathElement(type: element.type, points: scratch)
            withUnsafePointer(to: &raw) { block($0) }
        }
    }

    /// Calls `body` with each element in order (Strata's safe counterpart of `applyWithBlock`).
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        for element in storage.elements { try body(element) }
    }

    /// Paths are equal when their element sequences are equal (`CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.storage.elements == rhs.storage.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.elements)
    }

    public var description: String {
        "\(type(of: self))(\(storage.elements.count) elements)"
    }
}
