import Foundation
import StrataGraphics

/// Builds a layer tree from LAYER entries (SCENE.md). Keys are applied with CALayer's own
/// setters, so defaults and derived values (frame through anchorPoint) are Core Animation's.
struct SceneLayerReader {
    let context: SceneContext
    var values: SceneValueReader { SceneValueReader(context: context) }

    static let types = ["layer", "shape", "text", "gradient", "replicator", "transform", "emitter", "backdrop"]
    static let keys = [
        "name", "type", "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "frame", "transform",
        "sublayerTransform", "opacity", "hidden", "doubleSided", "masksToBounds", "cornerRadius", "borderWidth",
        "backgroundColor", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contents",
        "contentsRect", "contentsGravity", "mask", "speed", "timeOffset", "beginTime", "sublayers", "animations",
        "minificationFilter", "magnificationFilter", "maskedCorners", "compositingFilter", "layout",
        "allowsEdgeAntialiasing", "edgeAntialiasingMask", "contentsCenter", "contentsScale", "shouldRasterize",
        "rasterizationScale",
    ]
    /// Keys read before or after the others, in `layer(_:)`.
    private static let structuralKeys: Set<String> = ["name", "type", "anchorPoint", "frame", "sublayers", "mask", "animations", "layout"]

    /// One layer and its subtree; its animations are added (at the current transaction's time).
    func layer(_ node: JSONNode) throws -> CALayer {
        let fields = SceneFields(try node.anyMembers(), owner: node)
        let layer = try makeLayer(fields["type"])
        if let nameNode = fields["name"] {
            let name = try nameNode.string()
            try context.names(layer, as: name, at: nameNode.path)
            layer.name = name
        }
        // anchorPoint first, then frame: CALayer derives position from frame through anchorPoint.
        if let anchor = fields["anchorPoint"] { layer.anchorPoint = try anchor.point() }
        if let frame = fields["frame"] {
            if fields["bounds"] != nil || fields["position"] != nil {
                throw frame.error("use either 'frame' or 'bounds' and 'position', not both")
            }
            layer.frame = try frame.nonNegativeRect()
        }
        for (key, value) in fields.members where !Self.structuralKeys.contains(key) {
            try apply(key, value, to: layer)
        }
        if let list = fields["sublayers"] {
            for sublayer in try list.array() { layer.addSublayer(try self.layer(sublayer)) }
        }
        if let mask = fields["mask"] { layer.mask = try self.layer(mask) }
        if let node = fields["layout"] {
            // The layer's delegate lays it out; the scene keeps it (delegates are not retained).
            let layout = try SceneStackLayout.read(node)
            context.keep(layout)
            layer.delegate = layout
            layer.setNeedsLayout()
        }
        if let list = fields["animations"] {
            let reader = SceneAnimationReader(values: values, layer: layer)
            for entry in try list.array() {
                let (animation, key) = try reader.animation(entry)
                layer.add(animation, forKey: key)
            }
        }
        return layer
    }

    private func makeLayer(_ typeNode: JSONNode?) throws -> CALayer {
        guard let typeNode else { return CALayer() }
        switch try typeNode.choice(Self.types, what: "layer type") {
        case "layer": return CALayer()
        case "transform": return CATransformLayer()
        case "shape": return CAShapeLayer()
        case "text": return CATextLayer()
        case "gradient": return CAGradientLayer()
        case "replicator": return CAReplicatorLayer()
        case "emitter": return CAEmitterLayer()
        case "backdrop": return CABackdropLayer()
        case let type: throw typeNode.error("layer type '\(type)' is not supported yet")
        }
    }

    /// A four-bit option set (CACornerMask, CAEdgeAntialiasingMask) from a list of its names
    /// or the mask as a number 0…15.
    private static func fourBitMask<Mask: OptionSet>(_ node: JSONNode, names: [(name: String, value: Mask)], key: String,
                                                     what: String) throws -> Mask where Mask.RawValue: FixedWidthInteger, Mask.Element == Mask {
        if let n = try? node.number() {
            guard n >= 0, n <= 15, n == n.rounded() else { throw node.error("\(key) must be 0…15 or a list of \(what) names") }
            return Mask(rawValue: Mask.RawValue(n))
        }
        var mask: Mask = []
        for entry in try node.array() {
            let name = try entry.choice(names.map(\.name), what: what)
            mask.insert(names.first { $0.name == name }!.value)
        }
        return mask
    }

    private func apply(_ key: String, _ node: JSONNode, to layer: CALayer) throws {
        switch key {
        case "bounds": layer.bounds = try node.nonNegativeRect()
        case "position": layer.position = try node.point()
        case "anchorPointZ": layer.anchorPointZ = CGFloat(try node.number())
        case "zPosition": layer.zPosition = CGFloat(try node.number())
        case "transform": layer.transform = try values.transform(node)
        case "sublayerTransform": layer.sublayerTransform = try values.transform(node)
        case "opacity": layer.opacity = Float(try node.number(in: 0...1))
        case "hidden": layer.isHidden = try node.bool()
        case "doubleSided": layer.isDoubleSided = try node.bool()
        case "masksToBounds": layer.masksToBounds = try node.bool()
        case "cornerRadius": layer.cornerRadius = CGFloat(try node.nonNegativeNumber())
        case "borderWidth": layer.borderWidth = CGFloat(try node.nonNegativeNumber())
        case "backgroundColor": layer.backgroundColor = try values.optionalColor(node)
        case "borderColor": layer.borderColor = try values.optionalColor(node)
        case "shadowColor": layer.shadowColor = try values.optionalColor(node)
        case "shadowOpacity": layer.shadowOpacity = Float(try node.number(in: 0...1))
        case "shadowOffset": layer.shadowOffset = try node.size()
        case "shadowRadius": layer.shadowRadius = CGFloat(try node.nonNegativeNumber())
        case "contents": layer.contents = node.isNull ? nil : try values.image(node)
        case "contentsRect": layer.contentsRect = try node.rect()
        case "contentsCenter": layer.contentsCenter = try node.rect()
        case "contentsScale":
            let scale = try node.number()
            guard scale > 0, scale.isFinite else { throw node.error("contentsScale must be positive") }
            layer.contentsScale = CGFloat(scale)
        case "shouldRasterize": layer.shouldRasterize = try node.bool()
        case "rasterizationScale":
            let scale = try node.number()
            guard scale > 0, scale.isFinite else { throw node.error("rasterizationScale must be positive") }
            layer.rasterizationScale = CGFloat(scale)
        case "contentsGravity":
            layer.contentsGravity = try node.named(CALayerContentsGravity.all, what: "contentsGravity")
        case "minificationFilter": layer.minificationFilter = try node.named(CALayerContentsFilter.all, what: "minificationFilter")
        case "magnificationFilter": layer.magnificationFilter = try node.named(CALayerContentsFilter.all, what: "magnificationFilter")
        case "maskedCorners":
            layer.maskedCorners = try Self.fourBitMask(node, names: CACornerMask.names.map { ($0.name, $0.corner) }, key: key, what: "corner")
        case "allowsEdgeAntialiasing": layer.allowsEdgeAntialiasing = try node.bool()
        case "edgeAntialiasingMask":
            layer.edgeAntialiasingMask = try Self.fourBitMask(node, names: CAEdgeAntialiasingMask.names, key: key, what: "edge")
        case "compositingFilter":
            // A filter name as iOS code passes it; unlike the API (which warns and draws
            // normally), a scene file with a name Strata does not draw is refused at load.
            if node.isNull { layer.compositingFilter = nil; break }
            let name = try node.string()
            guard CompositingBlendMode.named(name) != nil else {
                throw node.error("unknown compositingFilter '\(name)': a blend mode such as \"multiplyBlendMode\" or a compositing operator such as \"sourceIn\" (SCENE.md lists them)")
            }
            layer.compositingFilter = name
        case "speed": layer.speed = try node.float()
        case "timeOffset": layer.timeOffset = try node.number()
        case "beginTime": layer.beginTime = try node.number()
        case "emitterCells" where layer is CAEmitterLayer:
            (layer as! CAEmitterLayer).emitterCells = try SceneEmitterCellReader(values: values).cells(node)
        default:
            // Type-specific keys (a shape layer's fillColor, …) follow the class's own property
            // names; the engine says which of them exist through valueKind(forKeyPath:).
            // CAGradientLayer's `type` is spelled `gradientType`, as `type` names the layer class.
            let keyPath = SceneGraphics.propertyKey(forSceneKey: key, of: layer)
            guard !key.contains("."), let kind = SceneGraphics.valueKind(of: layer, keyPath: keyPath) else {
                throw node.unknownKey(key, what: "layer", known: Self.keys + SceneGraphics.sceneKeys(of: layer))
            }
            do { try layer.trySetValue(try values.settableValue(node, kind: kind), forKeyPath: keyPath) } catch let e as StrataError {
                throw node.error(e.message)
            }
        }
    }
}
