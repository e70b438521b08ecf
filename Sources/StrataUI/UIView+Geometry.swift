import Foundation
import StrataGraphics

/// Hit testing, coordinate conversion, layout and drawing.
extension UIView {

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? rootView).layer)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? rootView).layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? rootView).layer)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? rootView).layer)
    }

    private var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

}

/// The contexts `draw(_:)` runs in: `UIGraphicsGetCurrentContext()` reads the top.
enum UIGraphicsContextStack {
    static var contexts: [CGContext] { UIThreadState.current.graphicsContexts }
    static func push(_ ctx: CGContext) { UIThreadState.current.graphicsContexts.append(ctx) }
    static func pop() { _ = UIThreadState.current.graphicsContexts.popLast() }
}

/// The context of the drawing in progress (`draw(_:)`, an image context), or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.contexts.last }

/// Makes `context` the current one (Apple: UIGraphicsPushContext).
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

/// Restores the context before the last `UIGraphicsPushContext` (Apple: UIGraphicsPopContext).
public func UIGraphicsPopContext() { UIGraphicsContextStack.pop() }
