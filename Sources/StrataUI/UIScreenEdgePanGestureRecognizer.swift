import Foundation
import StrataCore

/// Edges of a rectangle (Apple: UIRectEdge).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen (Apple: UIScreenEdgePanGestureRecognizer): it
/// fails unless its first touch lands within 20 points of one of `edges` of the window (of the
/// view's window, or the view itself when it has none). The rest is a pan: translation and
/// velocity as `UIPanGestureRecognizer`'s — what interactive transitions are driven with.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from the edge a touch may start, in points.
    static let edgeWidth: CGFloat = 20

    /// The edges a pan may start from. Default none (set it, as iOS code does).
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count == touches.count, let touch = touches.first {
            let space: UIView? = view?.window ?? view
            let point = touch.location(in: space)
            let bounds = space?.bounds ?? .zero
            let w = Self.edgeWidth
            let atEdge = (edges.contains(.left) && point.x - bounds.minX <= w)
                || (edges.contains(.right) && bounds.maxX - point.x <= w)
                || (edges.contains(.top) && point.y - bounds.minY <= w)
                || (edges.contains(.bottom) && bounds.maxY - point.y <= w)
            if !atEdge {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}
