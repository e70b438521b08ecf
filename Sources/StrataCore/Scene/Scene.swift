import Foundation
import StrataGraphics

/// A loaded scene: a root layer and its tree, the scene's images, named layers and events.
///
/// Load a scene file with `Scene.load(contentsOf:)`, or wrap a tree built in code (a demo) with
/// `Scene(rootLayer:)`. Build scenes with the scene clock bound and inside one transaction
/// (`ScenePlayer` does both) so animations listed in the file begin at time 0.
public final class Scene {
    /// The root layer; its bounds are the scene's `size`, its sublayers the file's `layers`.
    public let rootLayer: CALayer
    /// The file's events, in file order (a long press contributes its release as a second event).
    public internal(set) var events: [SceneEvent]
    let context: SceneContext

    init(rootLayer: CALayer, events: [SceneEvent], context: SceneContext) {
        self.rootLayer = rootLayer
        self.events = events
        self.context = context
    }

    /// Wraps a tree built in code; layers are found by their `name`. `label` names the scene in
    /// error messages about events added later (e.g. "demo petal").
    /// `images` name the images the tree uses, so `eval` reports `contents` by those names.
    public convenience init(rootLayer: CALayer, label: String = "scene", images: [(name: String, image: CGImage)] = []) {
        let context = SceneContext(file: label, baseURL: nil)
        context.indexTree(rootLayer)
        for (name, image) in images { context.addImage(image, named: name) }
        self.init(rootLayer: rootLayer, events: [], context: context)
    }

    /// Loads a scene file; `displayName` is how errors name it (default: the path as given).
    public static func load(contentsOf url: URL, displayName: String? = nil) throws -> Scene {
        let name = displayName ?? url.relativePath
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw SceneError(file: name, path: nil, problem: exists ? "cannot read the file" : "no such file")
        }
        return try load(data: data, fileName: name, baseURL: url.deletingLastPathComponent())
    }

    /// Loads a scene from JSON text; images are looked up relative to `baseURL`.
    public static func load(data: Data, fileName: String, baseURL: URL?) throws -> Scene {
        let document = JSONNode(document: try JSONParser.parse(data, file: fileName), file: fileName)
        return try SceneFileReader(context: SceneContext(file: fileName, baseURL: baseURL)).scene(document)
    }

    /// The scene's size (the root layer's bounds size).
    public var size: CGSize { rootLayer.bounds.size }

    /// The layer with this name, if any.
    public func layer(named name: String) -> CALayer? {
        context.layer(named: name)
    }

    /// Every named layer, in tree order (a layer, then its sublayers, then its mask).
    public var namedLayers: [(name: String, layer: CALayer)] {
        context.namedLayers.map { ($0.name, $0.layer) }
    }

    /// The scene name of an image used as `contents` (nil for none or an image not from `images`).
    public func imageName(of contents: Any?) -> String? {
        context.imageName(of: contents)
    }

    /// Reads extra events (`--events FILE.json`): a list of EVENT, or `{"events": [EVENT, …]}`.
    public func readEvents(data: Data, fileName: String) throws -> [SceneEvent] {
        let document = JSONNode(document: try JSONParser.parse(data, file: fileName), file: fileName)
        let reader = SceneEventReader(context: context)
        if case .object = document.value {
            let fields = SceneFields(try document.members(allowed: ["events"], what: "events file"), owner: document)
            guard let list = fields["events"] else { throw document.error("missing 'events'") }
            return try reader.events(list)
        }
        return try reader.events(document)
    }

    /// Reads one event given as JSON (the CLI's `--click` and `--key` shorthands build these).
    public func readEvent(_ value: JSONValue, label: String) throws -> [SceneEvent] {
        try SceneEventReader(context: context).event(JSONNode(document: value, file: label))
    }
}
