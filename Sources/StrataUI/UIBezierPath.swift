import Foundation
import StrataGraphics

/// A path of lines and curves with its stroke settings (Apple: UIBezierPath), over a
/// `CGMutablePath`; `fill()` and `stroke()` paint into `UIGraphicsGetCurrentContext()`.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    /// The path as Core Graphics has it (a copy; setting replaces it).
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    /// Stroke width. Default 1.
    open var lineWidth: CGFloat = 1
    /// Stroke end cap. Default butt.
    open var lineCapStyle: CGLineCap = .butt
    /// Stroke joins. Default miter.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Whether fills use the even-odd rule. Default false (non-zero winding).
    open var usesEvenOddFillRule = false
    /// The limit on the ratio of a mitred join's length to the line width. Default 10.
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated when drawn (a hint). Default 0.6.
    open var flatness: CGFloat = 0.6
    /// The stroke's dash lengths and phase (`setLineDash(_:count:phase:)`); empty: solid.
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    /// A rectangle with corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
    }
    /// An arc of a circle (angles in radians; clockwise in UIKit's y-down space).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Wraps a Core Graphics path.
    public convenience init(cgPath: CGPath) { self.init(); self.cgPath = cgPath }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a quadratic Bézier curve to `endPoint` with one control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Adds a cubic Bézier curve to `endPoint` with two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds an arc. UIKit's `clockwise` is in its y-down coordinates, where Core Graphics'
    /// `clockwise` flag (defined for y-up) means the opposite turn on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a line back to its start.
    open func close() { path.closeSubpath() }
    /// Appends the subpaths of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every point, leaving an empty path.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point of the path, control points excluded.
    open var bounds: CGRect { path.boundingBoxOfPath }
    /// The point the next element starts from.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Fills the path with the context's fill colour.
    open func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the context's stroke colour and this path's settings.
    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { ctx.setLineDash(phase: dashPhase, lengths: dashPattern) }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Whether the filled path contains `point`.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }
}

extension UIColor {
    /// Sets the current context's fill and stroke colours.
    public func set() { setFill(); setStroke() }
    /// Sets the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
