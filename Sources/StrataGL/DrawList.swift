import CGL

/// A frame's recorded work: every quad instance (uploaded in one buffer) and the ordered
/// commands that draw them. Consecutive quads that share texture, mask and clip state join
/// one batch — one instanced draw call (Qt Quick's batching by material, texture and clip).
final class DrawList {
    @exclusivity(unchecked) private(set) var instances: [QuadInstance] = []
    @exclusivity(unchecked) private(set) var commands: [DrawCommand] = []
    /// Surfaces this frame draws into, in use until the frame has executed.
    var surfaces: [RenderSurface] = []
    /// Whether any command writes the stencil buffer (a nested non-rectangular clip). Only
    /// then do targets clear their stencil: clearing it costs llvmpipe a pass over
    /// 4 bytes a pixel, and a frame that never tests it does not care what it holds.
    private(set) var usesStencil = false
    /// The blur passes' texture reads this frame (pixels × kernel taps): shadows stop once it
    /// passes `WorkLimit.blurTaps`.
    private(set) var blurTaps = 0.0

    /// Empties the list, keeping its storage for the next frame.
    func reset() {
        instances.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        surfaces.removeAll(keepingCapacity: true)
        usesStencil = false
        blurTaps = 0
    }

    func bind(_ binding: TargetBinding) { commands.append(.bind(binding)) }

    /// Appends a quad; `texture` nil means the quad samples no texture and fits any batch of
    /// its program.
    func appendDraw(_ instance: QuadInstance, program: QuadInstance.Program, texture: GLuint?,
                    sampler: QuadInstance.Sampler, mask: GLuint, clip: ClipState) {
        let index = instances.count
        instances.append(instance)
        if case .draw(var batch)? = commands.last, batch.first + batch.count == index, batch.program == program,
           batch.mask == mask, batch.clip == clip {
            if texture == nil {
                batch.count += 1
                commands[commands.count - 1] = .draw(batch)
                return
            }
            if batch.texture == 0 || (batch.texture == texture && batch.sampler == sampler) {
                batch.count += 1
                batch.texture = texture!
                batch.sampler = sampler
                commands[commands.count - 1] = .draw(batch)
                return
            }
        }
        commands.append(.draw(Batch(first: index, count: 1, program: program, texture: texture ?? 0,
                                    sampler: sampler, mask: mask, clip: clip)))
    }

    /// Whether a quad of `program` with `texture` (asked only when it matters; nil: none yet)
    /// would extend the batch being recorded rather than start a new one (`appendDraw`'s test).
    func extendsOpenBatch(program: QuadInstance.Program, texture: () -> GLuint?, sampler: QuadInstance.Sampler,
                          mask: GLuint, clip: ClipState) -> Bool {
        guard case .draw(let batch)? = commands.last, batch.first + batch.count == instances.count,
              batch.program == program, batch.mask == mask, batch.clip == clip else { return false }
        return batch.texture == 0 || (batch.sampler == sampler && batch.texture == texture())
    }

    func appendStencil(_ instance: QuadInstance, level: Int32, increment: Bool, scissor: PixelRect?) {
        let index = instances.count
        instances.append(instance)
        usesStencil = true
        commands.append(.stencil(instance: index, level: level, increment: increment, scissor: scissor))
    }

    /// Appends the canvas quad of a transition effect and its draw (`TransitionDraw.instance` is set here).
    func appendTransition(_ instance: QuadInstance, _ draw: TransitionDraw) {
        var draw = draw
        draw.instance = instances.count
        instances.append(instance)
        commands.append(.transition(draw))
    }

    func blur(_ source: RenderSurface, into destination: RenderSurface, width: Int, height: Int, horizontal: Bool, sigma: Float) {
        commands.append(.blur(source: source, destination: destination, width: width, height: height, horizontal: horizontal, sigma: sigma))
        blurTaps += Double(width * height) * Double(2 * min(3 * sigma.rounded(.up), 128) + 1)
    }
}
