import Foundation

/// The element callback of `CGPath.apply(info:function:)` (Apple: CGPathApplierFunction).
/// Apple's is a C function pointer; Strata's CGPathElement is a Swift struct that C cannot
/// see, so this is a Swift function type — closures and functions passed to it compile alike.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `function` with `info` for each element, in order (Apple: `apply(info:function:)`),
    /// the form older drawing code uses; `applyWithBlock` is the closure form.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// The path with every curve replaced by line segments that stay within `threshold` of it
    /// (Apple: `flattened(threshold:)`, iOS 16). A non-positive or non-finite threshold uses
    /// 0.5.
    public func flattened(threshold: CGFloat) -> CGPath {
        let tolerance = threshold.isFinite && threshold > 0 ? threshold : 0.5
        let out = CGMutablePath()
        for polyline in polylines(tolerance: tolerance) {
            guard let first = polyline.points.first else { continue }
            out.move(to: first)
            for point in polyline.points.dropFirst() { out.addLine(to: point) }
            if polyline.isClosed { out.closeSubpath() }
        }
        return out
    }
}
