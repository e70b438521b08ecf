import Foundation
import StrataGraphics

/// What the readers of one scene share: the file name for messages, the folder images are found
/// in, the loaded images and the named layers (events and eval address layers by name).
final class SceneContext {
    /// The scene file as the user named it, for error messages.
    let file: String
    /// The folder `images` paths are relative to; nil for scenes built in code.
    let baseURL: URL?
    /// Images by scene name, in file order (eval reports `contents` by this name).
    private(set) var images: [(name: String, image: CGImage)] = []
    /// Named layers in tree order, with the JSON path that named them (for duplicate errors).
    private(set) var namedLayers: [(name: String, layer: CALayer, path: String)] = []

    /// Objects the scene's layers refer to without retaining them (layout delegates).
    private var keptObjects: [AnyObject] = []

    func keep(_ object: AnyObject) { keptObjects.append(object) }

    init(file: String, baseURL: URL?) {
        self.file = file
        self.baseURL = baseURL
    }

    func addImage(_ image: CGImage, named name: String) {
        images.append((name, image))
    }

    func image(named name: String) -> CGImage? {
        images.first { $0.name == name }?.image
    }

    /// The scene name of an image, found by identity: contents hold the very object loaded.
    func imageName(of contents: Any?) -> String? {
        guard let contents else { return nil }
        let object = contents as AnyObject
        return images.first { ($0.image as AnyObject) === object }?.name
    }

    func names(_ layer: CALayer, as name: String, at path: String) throws {
        if let first = namedLayers.first(where: { $0.name == name }) {
            throw SceneError(file: file, path: path, problem: "duplicate layer name '\(name)' (first used at \(first.path))")
        }
        namedLayers.append((name, layer, path))
    }

    func layer(named name: String) -> CALayer? {
        namedLayers.first { $0.name == name }?.layer
    }

    /// Registers every named layer of a tree built in code (demos), in tree order; a repeated
    /// name keeps the first layer, as eval would show only one.
    func indexTree(_ root: CALayer) {
        func visit(_ layer: CALayer, _ path: String) {
            if let name = layer.name, self.layer(named: name) == nil {
                namedLayers.append((name, layer, path))
            }
            for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
                visit(sublayer, JSONPath.index(path + ".sublayers", index))
            }
            if let mask = layer.mask { visit(mask, path + ".mask") }
        }
        visit(root, JSONPath.root)
    }
}
