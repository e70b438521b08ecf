import Foundation

/// The kind of a path element, with Apple's raw values.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve: control `points[0]`, end `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve: controls `points[0]`, `points[1]`, end `points[2]`.
    case addCurveToPoint = 3
    /// A straight line back to the start of the current subpath, closing it; no points.
    case closeSubpath = 4
}

/// How the interior of a path is decided when filling or hit-testing.
public enum CGPathFillRule: Int, Sendable {
    /// Inside when the winding number is non-zero (the default everywhere in Core Graphics).
    case winding = 0
    /// Inside when a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// One element of a path as `CGPath.applyWithBlock` hands it out, laid out as Apple's C struct.
/// `points` is only valid inside the block; copy what you need. Swift code should prefer
/// `CGPath.forEach`, which yields the safe `CGPath.Element` value.
public struct CGPathElement {
    /// The element kind, which says how many `points` are valid (0 to 3).
    public var type: CGPathElementType
    /// The element's points, control points first and end point last.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` whose points are at `points` (one for a move or line, two for a
    /// quadratic curve, three for a cubic curve, none for a close).
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

extension CGPath {
    /// One path element as a Swift value (the cases mirror SwiftUI's `Path.Element`).
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point, with one control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point, with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start, closing it.
        case closeSubpath

        /// The Core Graphics element type.
        public var type: CGPathElementType {
            switch self {
            case .move: .moveToPoint
            case .line: .addLineToPoint
            case .quadCurve: .addQuadCurveToPoint
            case .curve: .addCurveToPoint
            case .closeSubpath: .closeSubpath
            }
        }

        /// The points in Core Graphics order: control points first, end point last.
        public var points: [CGPoint] {
            switch self {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [c, p]
            case .curve(let p, let c1, let c2): [c1, c2, p]
            case .closeSubpath: []
            }
        }

        /// The element with every point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .move(let p): .move(to: p.applying(t))
            case .line(let p): .line(to: p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
    }
}
