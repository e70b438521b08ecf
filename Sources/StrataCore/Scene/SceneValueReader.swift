import Foundation
import StrataGraphics

/// Reads the value forms of SCENE.md ("Values"): COLOR, TRANSFORM, PATH, images by name, timing
/// functions, and any animatable value typed by its key path's `CAValueKind`.
struct SceneValueReader {
    let context: SceneContext

    /// The value for a key path of the given kind, as the engine accepts it in `fromValue`,
    /// `values` or `setValue(_:forKeyPath:)`.
    func value(_ node: JSONNode, kind: CAValueKind) throws -> Any {
        switch kind {
        case .number: return try node.number()
        case .point: return try node.point()
        case .size: return try node.size()
        case .rect: return try node.rect()
        case .color: return try color(node)
        case .transform: return try transform(node)
        case .bool: return try node.bool()
        case .image: return try image(node)
        case .path: return try path(node)
        case .string: return try node.string()
        case .gravity: return try node.named(CALayerContentsGravity.all, what: "contentsGravity")
        case .colorList: return try node.array().map { try color($0) }
        case .numberList: return try node.array().map { try $0.number() }
        }
    }

    /// `value(_:kind:)`, or `NSNull()` for a JSON null where the property may be nil (a colour,
    /// path, image, string or list: "strokeColor": null means no stroke).
    func settableValue(_ node: JSONNode, kind: CAValueKind) throws -> Any {
        let nullable: Set<CAValueKind> = [.color, .path, .image, .string, .colorList, .numberList]
        return node.isNull && nullable.contains(kind) ? NSNull() : try value(node, kind: kind)
    }

    // MARK: COLOR

    /// `"#RRGGBB"`, `"#RRGGBBAA"` or `[r, g, b, a]` with components in 0…1.
    func color(_ node: JSONNode) throws -> CGColor {
        switch node.value {
        case .string(let text):
            let hex = Array(text.utf8)
            guard hex.first == UInt8(ascii: "#"), hex.count == 7 || hex.count == 9 else {
                throw node.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"")
            }
            var channels: [Double] = []
            for start in stride(from: 1, to: hex.count, by: 2) {
                guard let high = JSONParser.hexValue(hex[start]), let low = JSONParser.hexValue(hex[start + 1]) else {
                    throw node.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"")
                }
                channels.append(Double(high * 16 + low) / 255)
            }
            if channels.count == 3 { channels.append(1) }
            return SceneGraphics.color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
        case .array:
            let rgba = try node.numbers(4, shape: "[r, g, b, a]")
            for (index, component) in rgba.enumerated() where !(0...1).contains(component) {
                throw JSONNode(value: .number(component), path: JSONPath.index(node.path, index), file: node.file)
                    .error("colour component \(JSONNode.format(component)) is out of range 0…1")
            }
            return SceneGraphics.color(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
        default:
            throw node.mismatch("a colour (\"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a])")
        }
    }

    /// A colour, or null for none (backgroundColor's default).
    func optionalColor(_ node: JSONNode) throws -> CGColor? {
        node.isNull ? nil : try color(node)
    }

    // MARK: TRANSFORM

    /// `{"m": [16 numbers]}` (m11…m44) or an operation list read like nested CATransform3D calls
    /// from the inside out: each operation `op` does `t = CATransform3DOp(t, …)`, i.e. it is
    /// concatenated before what the list built so far (CSS transform lists read the same way).
    func transform(_ node: JSONNode) throws -> CATransform3D {
        switch node.value {
        case .object:
            let members = try node.members(allowed: ["m"], what: "transform")
            guard let m = members.first?.node else { throw node.error("a matrix transform needs \"m\": [16 numbers]") }
            let v = try m.numbers(16, shape: "[m11, m12, …, m44]").map { CGFloat($0) }
            return CATransform3D(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                                 m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
        case .array:
            var t = CATransform3DIdentity
            for operation in try node.array() { t = try apply(operation, to: t) }
            return t
        default:
            throw node.mismatch("a transform ({\"m\": [16 numbers]} or a list of operations)")
        }
    }

    private static let operations = ["translate", "rotate", "scale", "perspective"]

    private func apply(_ node: JSONNode, to t: CATransform3D) throws -> CATransform3D {
        let members = try node.members(allowed: Self.operations, what: "transform operation")
        guard members.count == 1, let (name, argument) = members.first else {
            throw node.error("a transform operation is an object with exactly one of: \(Self.operations.joined(separator: ", "))")
        }
        switch name {
        case "translate":
            let v = try argument.numbers(3, shape: "[x, y, z]")
            return CATransform3DTranslate(t, CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]))
        case "rotate":
            let v = try argument.numbers(4, shape: "[angle, x, y, z]")
            guard v[1] != 0 || v[2] != 0 || v[3] != 0 else { throw argument.error("the rotation axis must not be zero") }
            return CATransform3DRotate(t, CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]), CGFloat(v[3]))
        case "scale":
            let v = try argument.numbers(3, shape: "[x, y, z]")
            return CATransform3DScale(t, CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]))
        default:
            let distance = try argument.number()
            guard distance != 0 else { throw argument.error("the perspective distance must not be zero") }
            var perspective = CATransform3DIdentity
            perspective.m34 = CGFloat(-1 / distance)
            return CATransform3DConcat(perspective, t)
        }
    }

    // MARK: PATH, images, timing

    /// SVG path data, `{"ellipseIn": [x, y, w, h]}` or `{"rect": [x, y, w, h]}`.
    func path(_ node: JSONNode) throws -> CGPath {
        switch node.value {
        case .string(let data):
            do { return try SceneGraphics.path(svgData: data) } catch {
                throw node.error("invalid SVG path data: \(error)")
            }
        case .object:
            let members = try node.members(allowed: ["ellipseIn", "rect"], what: "path")
            guard members.count == 1, let (form, rect) = members.first else {
                throw node.error("a path object has exactly one of: ellipseIn, rect")
            }
            let bounds = try rect.nonNegativeRect()
            return form == "rect" ? SceneGraphics.path(rect: bounds) : SceneGraphics.path(ellipseIn: bounds)
        default:
            throw node.mismatch("a path (SVG path data, {\"ellipseIn\": [x, y, w, h]} or {\"rect\": [x, y, w, h]})")
        }
    }

    /// An image by its name in the scene's `images`.
    func image(_ node: JSONNode) throws -> CGImage {
        let name = try node.string()
        guard let image = context.image(named: name) else {
            let known = context.images.map(\.name)
            throw node.error("unknown image '\(name)'" + (known.isEmpty ? " (the scene has no images)" : " (images: \(known.joined(separator: ", ")))"))
        }
        return image
    }

    /// A named timing function or cubic Bézier control points `[c1x, c1y, c2x, c2y]`.
    func timingFunction(_ node: JSONNode) throws -> CAMediaTimingFunction {
        if case .array = node.value {
            let c = try node.numbers(4, shape: "[c1x, c1y, c2x, c2y]")
            // Time must stay a function: x control points in 0…1 (CAMediaTimingFunction's rule).
            guard (0...1).contains(c[0]), (0...1).contains(c[2]) else {
                throw node.error("control point x values must be in 0…1")
            }
            return CAMediaTimingFunction(controlPoints: Float(c[0]), Float(c[1]), Float(c[2]), Float(c[3]))
        }
        guard case .string = node.value else { throw node.mismatch("a timing function name or [c1x, c1y, c2x, c2y]") }
        return CAMediaTimingFunction(name: try node.named(CAMediaTimingFunctionName.all, what: "timing function"))
    }
}
