import Foundation
import Strata

/// Writes one layer's state in SCENE.md's `eval` shape and key order.
enum LayerStateWriter {
    /// `layer` is a presentation layer; `quad` maps its bounds corners (top-left, top-right,
    /// bottom-right, bottom-left) into `root` (the root's presentation layer) through every
    /// transform, sublayerTransform and perspective divide.
    static func write(_ layer: CALayer, root: CALayer, scene: Scene, to writer: inout JSONLineWriter) {
        writer.beginObject()
        writer.key("position"); writer.numbers([layer.position.x, layer.position.y].map(Double.init))
        let b = layer.bounds
        writer.key("bounds"); writer.numbers([b.origin.x, b.origin.y, b.size.width, b.size.height].map(Double.init))
        writer.key("anchorPoint"); writer.numbers([layer.anchorPoint.x, layer.anchorPoint.y].map(Double.init))
        writer.key("zPosition"); writer.number(Double(layer.zPosition))
        writer.key("transform"); writer.numbers(matrix(layer.transform))
        writer.key("sublayerTransform"); writer.numbers(matrix(layer.sublayerTransform))
        writer.key("opacity"); writer.number(layer.opacity)
        writer.key("hidden"); writer.bool(layer.isHidden)
        writer.key("backgroundColor")
        if let color = layer.backgroundColor { writer.numbers(rgba(color)) } else { writer.null() }
        writer.key("cornerRadius"); writer.number(Double(layer.cornerRadius))
        writer.key("borderWidth"); writer.number(Double(layer.borderWidth))
        writer.key("contents")
        if let name = scene.imageName(of: layer.contents) { writer.string(name) } else { writer.null() }
        let c = layer.contentsRect
        writer.key("contentsRect"); writer.numbers([c.origin.x, c.origin.y, c.size.width, c.size.height].map(Double.init))
        writer.key("quad")
        writer.beginArray()
        for corner in [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)] {
            let point = layer === root ? corner : layer.convert(corner, to: root)
            writer.numbers([Double(point.x), Double(point.y)])
        }
        writer.endArray()
        writer.endObject()
    }

    /// m11, m12, …, m44: CATransform3D's fields in declaration order.
    static func matrix(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
    }

    /// [r, g, b, a]; a grey colour's single component stands for r, g and b.
    static func rgba(_ color: CGColor) -> [Double] {
        let components = (color.components ?? []).map(Double.init)
        switch components.count {
        case 4...: return Array(components.prefix(4))
        case 2: return [components[0], components[0], components[0], components[1]]
        default: return [0, 0, 0, Double(color.alpha)]
        }
    }
}
