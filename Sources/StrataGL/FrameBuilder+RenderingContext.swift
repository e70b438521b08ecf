import Foundation
import StrataCore

/// CATransformLayer: its sublayers (and those of transform layers inside it) are not
/// flattened into its plane; they share one 3D space, drawn back to front by `DepthSorter`,
/// each with its own subtree flattened into its own plane as usual (CATransformLayer
/// reference: "sublayers … are not flattened", and it draws nothing itself).
extension FrameBuilder {
    func drawRenderingContext(_ model: CALayer, _ p: CALayer, matrix m: CATransform3D, opacity: Float) throws {
        // `m` is the transform layer's map to pixels: toSuperlayer · flatten · superlayer's map.
        // Depth is compared in its superlayer's space before flattening.
        let parent = model.superlayer.map { $0.presentationSnapshot ?? $0 }
        let toSuperlayer = LayerGeometry.matrixToSuperlayer(p, superlayer: parent)
        guard let inverse = Self.invert(LayerGeometry.flattened(toSuperlayer)) else { return }
        // superlayer's map to pixels, recovered so each plane's map is toContext · flatten · it.
        let superMap = inverse.concatenating(m)
        var planes: [DepthSorter.Plane] = []
        collectPlanes(model, p, toContext: toSuperlayer, opacity: 1, into: &planes)
        DepthSorter.sort(&planes)
        for plane in planes {
            let pm = LayerGeometry.flattened(plane.toContext).concatenating(superMap)
            try drawLayer(plane.model, plane.presentation, matrix: pm, opacity: opacity * plane.opacity)
        }
    }

    private func collectPlanes(_ model: CALayer, _ p: CALayer, toContext: CATransform3D, opacity: Float,
                               into planes: inout [DepthSorter.Plane]) {
        for child in model.sublayers ?? [] {
            let cp = child.presentationSnapshot ?? child
            if cp.isHidden || !Self.isValid(cp) { continue }
            let toContext = LayerGeometry.matrixToSuperlayer(cp, superlayer: p).concatenating(toContext)
            if child is CATransformLayer {
                collectPlanes(child, cp, toContext: toContext, opacity: opacity * Self.clampedOpacity(cp.opacity), into: &planes)
            } else {
                planes.append(DepthSorter.Plane(model: child, presentation: cp, toContext: toContext, opacity: opacity))
            }
        }
    }

    /// The inverse of a flattened map (its z row and column are zero, so invert the 3×3
    /// homography part and keep z at zero), or nil when singular.
    static func invert(_ m: CATransform3D) -> CATransform3D? {
        guard let h = LayerGeometry.homography(m).inverse else { return nil }
        var r = CATransform3DIdentity
        r.m11 = h.r0.x; r.m12 = h.r0.y; r.m14 = h.r0.z
        r.m21 = h.r1.x; r.m22 = h.r1.y; r.m24 = h.r1.z
        r.m41 = h.r2.x; r.m42 = h.r2.y; r.m44 = h.r2.z
        r.m33 = 0
        return r
    }
}
