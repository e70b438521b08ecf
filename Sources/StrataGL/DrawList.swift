import CGL

/// A frame's recorded work: every quad instance (uploaded in one buffer) and the ordered
/// commands that draw them. Consecutive quads that share texture, mask and clip state join
/// one batch — one instanced draw call (Qt Quick's batching by material, texture and clip).
final class DrawList {
    private(set) var instances: [QuadInstance] = []
    private(set) var commands: [DrawCommand] = []
    /// Surfaces this frame draws into, in use until the frame has executed.
    var surfaces: [RenderSurface] = []

    /// Empties the list, keeping its storage for the next frame.
    func reset() {
        instances.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        surfaces.removeAll(keepingCapacity: true)
    }

    func bind(_ binding: TargetBinding) { commands.append(.bind(binding)) }

    /// Appends a quad; `texture` nil means the quad samples no texture and fits any batch.
    func appendDraw(_ instance: QuadInstance, texture: GLuint?, mask: GLuint, clip: ClipState) {
        let index = instances.count
        instances.append(instance)
        if case .draw(let first, let count, let t, let m, let c)? = commands.last,
           first + count == index, m == mask, c == clip, texture == nil || t == 0 || t == texture {
            commands[commands.count - 1] = .draw(first: first, count: count + 1, texture: texture ?? t, mask: m, clip: c)
            return
        }
        commands.append(.draw(first: index, count: 1, texture: texture ?? 0, mask: mask, clip: clip))
    }

    func appendStencil(_ instance: QuadInstance, level: Int32, increment: Bool, scissor: PixelRect?) {
        let index = instances.count
        instances.append(instance)
        commands.append(.stencil(instance: index, level: level, increment: increment, scissor: scissor))
    }

    func blur(_ source: RenderSurface, into destination: RenderSurface, width: Int, height: Int, horizontal: Bool, sigma: Float) {
        commands.append(.blur(source: source, destination: destination, width: width, height: height, horizontal: horizontal, sigma: sigma))
    }
}
