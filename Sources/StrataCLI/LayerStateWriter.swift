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
        if let filter = layer.compositingFilter {
            // Only when set: SCENE.md's common keys stay as they were for every other layer.
            writer.key("compositingFilter"); writer.string(filter as? String ?? "\(filter)")
        }
        writeDrawnLayerKeys(layer, to: &writer)
        writer.endObject()
    }

    /// The animatable keys of shape, text, gradient, replicator and emitter layers, after the
    /// common ones (an emitter also reports how many particles it shows).
    static func writeDrawnLayerKeys(_ layer: CALayer, to writer: inout JSONLineWriter) {
        func color(_ key: String, _ value: CGColor?) {
            writer.key(key)
            if let value { writer.numbers(rgba(value)) } else { writer.null() }
        }
        switch layer {
        case let shape as CAShapeLayer:
            color("fillColor", shape.fillColor)
            color("strokeColor", shape.strokeColor)
            writer.key("lineWidth"); writer.number(Double(shape.lineWidth))
            writer.key("strokeStart"); writer.number(Double(shape.strokeStart))
            writer.key("strokeEnd"); writer.number(Double(shape.strokeEnd))
        case let text as CATextLayer:
            writer.key("string")
            switch text.string {
            case let string as String: writer.string(string)
            case let string as NSAttributedString: writer.string(string.string)
            default: writer.null()
            }
            writer.key("fontSize"); writer.number(Double(text.fontSize))
            color("foregroundColor", text.foregroundColor)
        case let gradient as CAGradientLayer:
            writer.key("colors")
            if let colors = gradient.colors as? [CGColor] {
                writer.beginArray(); for c in colors { writer.numbers(rgba(c)) }; writer.endArray()
            } else { writer.null() }
            writer.key("locations")
            if let locations = gradient.locations { writer.numbers(locations.map(\.doubleValue)) } else { writer.null() }
            writer.key("startPoint"); writer.numbers([Double(gradient.startPoint.x), Double(gradient.startPoint.y)])
            writer.key("endPoint"); writer.numbers([Double(gradient.endPoint.x), Double(gradient.endPoint.y)])
        case let replicator as CAReplicatorLayer:
            writer.key("instanceCount"); writer.number(Double(replicator.instanceCount))
            writer.key("instanceDelay"); writer.number(replicator.instanceDelay)
            writer.key("instanceTransform"); writer.numbers(matrix(replicator.instanceTransform))
            color("instanceColor", replicator.instanceColor)
            writer.key("instanceColorOffsets")
            writer.numbers([replicator.instanceRedOffset, replicator.instanceGreenOffset, replicator.instanceBlueOffset,
                            replicator.instanceAlphaOffset].map(Double.init))
        case let emitter as CAEmitterLayer:
            writer.key("emitterPosition"); writer.numbers([Double(emitter.emitterPosition.x), Double(emitter.emitterPosition.y)])
            writer.key("emitterSize"); writer.numbers([Double(emitter.emitterSize.width), Double(emitter.emitterSize.height)])
            writer.key("birthRate"); writer.number(Double(emitter.birthRate))
            writer.key("particles"); writer.number(Double((emitter.model() as CAEmitterLayer).particles.count))
        case let backdrop as CABackdropLayer:
            writer.key("blurRadius"); writer.number(Double(backdrop.blurRadius))
            writer.key("saturation"); writer.number(Double(backdrop.saturation))
        default:
            break
        }
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
