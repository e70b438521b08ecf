import Foundation
import Strata

/// What `strata eval` computes, callable in-process: the JSON lines for the requested times.
public enum SceneEvaluator {
    /// One JSON line per entry of `times`, in the order given. Times are visited in increasing
    /// order (the clock only moves forward), which gives the same states as separate runs
    /// because a scene is deterministic. `layers` limits the output to those names (default:
    /// every named layer, in tree order); an unknown name is an error.
    public static func evaluate(_ player: ScenePlayer, at times: [Double], layers: [String] = []) throws -> [String] {
        let named = player.scene.namedLayers
        for name in layers where !named.contains(where: { $0.name == name }) {
            let known = named.map(\.name)
            throw CLIError("--layer: no layer named '\(name)'" + (known.isEmpty ? " (the scene names no layers)" : " (named layers: \(known.joined(separator: ", ")))"))
        }
        let selected = layers.isEmpty ? named : layers.compactMap { name in named.first { $0.name == name } }
        var lines: [Double: String] = [:]
        for time in Set(times).sorted() {
            player.advance(to: time)
            lines[time] = player.inspect { line(at: time, scene: player.scene, layers: selected) }
        }
        return times.map { lines[$0] ?? "" }
    }

    private static func line(at time: Double, scene: Scene, layers: [(name: String, layer: CALayer)]) -> String {
        let root = scene.rootLayer.presentation() ?? scene.rootLayer
        var writer = JSONLineWriter()
        writer.beginObject()
        writer.key("t"); writer.number(time)
        writer.key("layers"); writer.beginObject()
        for (name, layer) in layers {
            writer.key(name)
            LayerStateWriter.write(layer.presentation() ?? layer, root: root, scene: scene, to: &writer)
        }
        writer.endObject()
        writer.endObject()
        return writer.text
    }
}
