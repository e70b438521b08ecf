import Foundation
import StrataGraphics

/// Reads EVENT entries (SCENE.md) against a loaded tree: layers are found by name and values are
/// typed by the named layer's key paths, so a bad event fails at load time, not mid-run.
struct SceneEventReader {
    let context: SceneContext
    var values: SceneValueReader { SceneValueReader(context: context) }

    static let keys = ["at", "set", "add", "remove", "disableActions", "click", "press", "release", "key",
                       "move", "drag", "duration", "scroll", "by", "touch", "id"]

    /// The events of a list, in file order; a press with a release yields two events.
    func events(_ list: JSONNode) throws -> [SceneEvent] {
        try list.array().flatMap { try event($0) }
    }

    func event(_ node: JSONNode) throws -> [SceneEvent] {
        let fields = SceneFields(try node.members(allowed: Self.keys, what: "event"), owner: node)
        guard let atNode = fields["at"] else { throw node.error("missing 'at' (the event's time in seconds)") }
        var event = SceneEvent(time: try atNode.nonNegativeNumber())
        if let flag = fields["disableActions"] { event.disableActions = try flag.bool() }
        if let node = fields["set"] { event.changes += try oneOrMany(node).flatMap { try set($0) } }
        if let node = fields["remove"] { event.changes += try oneOrMany(node).map { try remove($0) } }
        if let node = fields["add"] { event.changes += try oneOrMany(node).map { try add($0) } }
        if let node = fields["click"] {
            let point = try node.point()
            event.inputs += [.pointerDown(point), .pointerUp(point)]
        }
        var release: SceneEvent?
        if let node = fields["press"] {
            let point = try node.point()
            event.inputs.append(.pointerDown(point))
            if let releaseNode = fields["release"] {
                let time = try releaseNode.number()
                guard time >= event.time else {
                    throw releaseNode.error("release time \(JSONNode.format(time)) is before the press at \(JSONNode.format(event.time))")
                }
                release = SceneEvent(time: time, inputs: [.pointerUp(point)])
            } else {
                event.inputs.append(.pointerUp(point))
            }
        } else if let releaseNode = fields["release"] {
            throw releaseNode.error("'release' needs a 'press' in the same event")
        }
        if let node = fields["key"] {
            let name = try node.string()
            guard !name.isEmpty else { throw node.error("the key name must not be empty") }
            event.inputs.append(.key(name))
        }
        if let node = fields["move"] { event.inputs.append(.pointerMoved(try node.point())) }
        if let node = fields["scroll"] {
            guard let by = fields["by"] else { throw node.error("'scroll' needs 'by': [dx, dy] in points") }
            let delta = try by.numbers(2, shape: "[dx, dy]")
            event.inputs.append(.scroll(try node.point(), dx: delta[0], dy: delta[1]))
        } else if let by = fields["by"] {
            throw by.error("'by' needs a 'scroll' in the same event")
        }
        let gestures = try self.gestures(fields, at: event.time)
        if event.changes.isEmpty && event.inputs.isEmpty && gestures.isEmpty {
            throw node.error("an event needs one of: set, add, remove, click, press, key, move, drag, scroll, touch")
        }
        let main = event.changes.isEmpty && event.inputs.isEmpty ? [] : [event]
        return main + gestures + (release.map { [$0] } ?? [])
    }

    /// `drag` (the left button) and `touch` (finger `id`, default 1) along a path of points over
    /// `duration` seconds (default 0.25): one event per 60 Hz sample.
    private func gestures(_ fields: SceneFields, at time: Double) throws -> [SceneEvent] {
        let duration = try fields["duration"]?.nonNegativeNumber() ?? 0.25
        var timed: [(time: CFTimeInterval, input: SceneInput)] = []
        if let node = fields["drag"] {
            timed += SceneInput.drag(along: try path(node), at: time, duration: duration)
        }
        if let node = fields["touch"] {
            let id = try fields["id"].map { Int(try $0.number(in: -1_000_000...1_000_000)) } ?? 1
            timed += SceneInput.swipe(id: id, along: try path(node), at: time, duration: duration)
        } else if let node = fields["id"] {
            throw node.error("'id' needs a 'touch' in the same event")
        }
        if fields["drag"] == nil, fields["touch"] == nil, let node = fields["duration"] {
            throw node.error("'duration' needs a 'drag' or a 'touch' in the same event")
        }
        return timed.map { SceneEvent(time: $0.time, inputs: [$0.input]) }
    }

    /// A path: `[x, y]` (one point) or `[[x, y], [x, y], …]`.
    private func path(_ node: JSONNode) throws -> [CGPoint] {
        let items = try node.array()
        if let first = items.first, case .array = first.value { return try items.map { try $0.point() } }
        return [try node.point()]
    }

    private func oneOrMany(_ node: JSONNode) throws -> [JSONNode] {
        if case .array = node.value { return try node.array() }
        return [node]
    }

    private func target(_ fields: SceneFields) throws -> CALayer {
        guard let node = fields["layer"] else { throw fields.owner.error("missing 'layer' (the name of the layer to change)") }
        let name = try node.string()
        guard let layer = context.layer(named: name) else {
            var problem = "no layer named '\(name)'"
            if let near = JSONNode.nearest(to: name, in: context.namedLayers.map(\.name)) { problem += " (did you mean '\(near)'?)" }
            throw node.error(problem)
        }
        return layer
    }

    /// `{"layer": NAME, KEYPATH: VALUE, …}`: one change per key path, in file order.
    private func set(_ node: JSONNode) throws -> [SceneChange] {
        let fields = SceneFields(try node.anyMembers(), owner: node)
        let layer = try target(fields)
        var changes: [SceneChange] = []
        for (keyPath, valueNode) in fields.members where keyPath != "layer" {
            guard let kind = SceneGraphics.settableKind(of: layer, keyPath: keyPath) else {
                throw valueNode.error("unknown key path '\(keyPath)'")
            }
            let property = SceneGraphics.propertyKey(forSceneKey: keyPath, of: layer)
            let value = try values.settableValue(valueNode, kind: kind)
            do { try SceneGraphics.check(value, forKeyPath: property, on: layer) } catch let e as StrataError {
                throw valueNode.error(e.message)
            }
            changes.append(.set(layer, keyPath: property, value: value))
        }
        if changes.isEmpty { throw node.error("'set' needs at least one property besides 'layer'") }
        return changes
    }

    private func add(_ node: JSONNode) throws -> SceneChange {
        let fields = SceneFields(try node.members(allowed: ["layer", "animation"], what: "add"), owner: node)
        let layer = try target(fields)
        guard let animationNode = fields["animation"] else { throw node.error("missing 'animation'") }
        let (animation, key) = try SceneAnimationReader(values: values, layer: layer).animation(animationNode)
        return .add(layer, animation: animation, key: key)
    }

    private func remove(_ node: JSONNode) throws -> SceneChange {
        let fields = SceneFields(try node.members(allowed: ["layer", "key"], what: "remove"), owner: node)
        return .remove(try target(fields), key: try fields["key"]?.string())
    }
}
