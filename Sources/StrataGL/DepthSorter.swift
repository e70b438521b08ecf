import Foundation
import StrataCore

/// Orders the layers of one 3D rendering context (a CATransformLayer's sublayers, and those
/// of transform layers inside it) back to front (WebKit texmap's
/// `TextureMapperLayer3DRenderingContext` sorts polygons the same way before it splits them).
///
/// Each plane is keyed on its centre's depth in the context's space, after the perspective
/// of the context's superlayer: z / w of the homogeneous point, which grows toward the eye
/// for Core Animation's `m34 = -1/d` (eye at +z). This is exact for convex closed objects
/// with culled or opaque faces, such as a cube; planes that intersect are not split (each
/// is drawn whole), as in the first-order sort described in "Real-Time Rendering", §5.5.
enum DepthSorter {
    struct Plane {
        let model: CALayer
        let presentation: CALayer
        /// Plane → context space (its superlayer's, before flattening).
        let toContext: CATransform3D
        /// The inherited opacity of the transform layers above it.
        let opacity: Float
        var depth: Double = 0
    }

    /// Sorts `planes` back to front; ties keep their tree order (stable).
    static func sort(_ planes: inout [Plane]) {
        for i in planes.indices {
            let b = planes[i].presentation.bounds
            let c = LayerGeometry.project(b.midX, b.midY, planes[i].toContext)
            // A centre at or behind the eye sorts farthest (GL clips what cannot be seen).
            planes[i].depth = c.w > 1e-9 ? c.z / c.w : -.infinity
        }
        let order = planes.indices.sorted { a, b in
            planes[a].depth != planes[b].depth ? planes[a].depth < planes[b].depth : a < b
        }
        planes = order.map { planes[$0] }
    }
}
