import Foundation
import StrataGraphics

/// Reads a whole scene file (SCENE.md "File"): format, size, background, images, layers, events.
struct SceneFileReader {
    static let format = "strata-scene/1"
    static let keys = ["format", "size", "background", "images", "layers", "events"]

    let context: SceneContext

    func scene(_ document: JSONNode) throws -> Scene {
        let fields = SceneFields(try document.members(allowed: Self.keys, what: "scene"), owner: document)
        guard let formatNode = fields["format"] else {
            throw document.error("missing 'format' (expected \"\(Self.format)\")")
        }
        let format = try formatNode.string()
        guard format == Self.format else { throw formatNode.error("unknown format '\(format)' (expected \"\(Self.format)\")") }
        guard let sizeNode = fields["size"] else { throw document.error("missing 'size' ([width, height] in points)") }
        let size = try sizeNode.size()
        guard size.width > 0, size.height > 0 else { throw sizeNode.error("width and height must be greater than 0") }

        if let images = fields["images"] { try loadImages(images) }
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        // Position at the centre so root-layer points equal the superlayer-space points hitTest takes.
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        if let background = fields["background"] {
            root.backgroundColor = try SceneValueReader(context: context).optionalColor(background)
        }
        if let layers = fields["layers"] {
            let reader = SceneLayerReader(context: context)
            for layer in try layers.array() { root.addSublayer(try reader.layer(layer)) }
        }
        let events = try fields["events"].map { try SceneEventReader(context: context).events($0) } ?? []
        return Scene(rootLayer: root, events: events, context: context)
    }

    private func loadImages(_ node: JSONNode) throws {
        for (name, pathNode) in try node.anyMembers() {
            let path = try pathNode.string()
            guard !path.isEmpty else { throw pathNode.error("the image path must not be empty") }
            let url = path.hasPrefix("/") || context.baseURL == nil
                ? URL(fileURLWithPath: path) : context.baseURL?.appendingPathComponent(path) ?? URL(fileURLWithPath: path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw pathNode.error("image file '\(path)' not found")
            }
            do {
                context.addImage(try SceneGraphics.loadImage(at: url), named: name)
            } catch {
                let reason = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
                throw pathNode.error("cannot load image '\(path)': \(reason)")
            }
        }
    }
}
