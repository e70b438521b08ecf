import Foundation

/// The element list of a path plus the pen state needed to append to it. A value type, so the
/// SVG parser and the shape initializers build paths without touching a class.
///
/// Invariants, matching Core Graphics: every subpath begins with a move; drawing after a
/// `closeSubpath` first re-emits a move to the closed subpath's start (so every consumer sees
/// explicit subpaths); drawing with no current point is ignored (Core Graphics logs and ignores).
struct PathStorage: Hashable, Sendable {
    private(set) var elements: [CGPath.Element] = []
    /// Where the current subpath began; `closeSubpath` returns the pen here.
    private(set) var subpathStart: CGPoint?
    /// The pen position, `nil` while the path is empty.
    private(set) var currentPoint: CGPoint?

    init() {}

    init(elements: [CGPath.Element]) {
        for element in elements { append(element) }
    }

    mutating func append(_ element: CGPath.Element) {
        switch element {
        case .move(let point):
            elements.append(element)
            subpathStart = point
            currentPoint = point
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            guard beginDrawing() else { return }
            elements.append(element)
            currentPoint = point
        case .closeSubpath:
            guard currentPoint != nil, elements.last != .closeSubpath else { return }
            elements.append(element)
            currentPoint = subpathStart
        }
    }

    /// Ensures a drawing element can follow; false when there is no current point.
    private mutating func beginDrawing() -> Bool {
        guard currentPoint != nil, let start = subpathStart else { return false }
        if elements.last == .closeSubpath { elements.append(.move(to: start)) }
        return true
    }

    /// Appends another path's elements, each mapped by `transform`.
    mutating func append(contentsOf other: PathStorage, transform: CGAffineTransform) {
        for element in other.elements {
            append(transform.isIdentity ? element : element.applying(transform))
        }
    }

    /// Lines to `point`, or moves there when the path has no current point: how arcs join on.
    mutating func lineOrMove(to point: CGPoint) {
        if currentPoint == nil { append(.move(to: point)) } else { append(.line(to: point)) }
    }
}
