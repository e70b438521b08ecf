import CGL
import StrataGraphics

/// A frame's recorded work: every quad instance (uploaded in one buffer) and the ordered
/// commands that draw them. Consecutive quads that share texture, mask and clip state join
/// one batch — one instanced draw call (Qt Quick's batching by material, texture and clip).
final class DrawList {
    @exclusivity(unchecked) private(set) var instances: [QuadInstance] = []
    /// The commands as recorded; the open batch's last extensions may not be written back yet
    /// (`commands` writes them).
    @exclusivity(unchecked) private var recorded: [DrawCommand] = []
    /// The ordered commands.
    var commands: [DrawCommand] {
        writeBackOpenBatch()
        return recorded
    }
    /// The last command's batch while that command is a draw (nil otherwise): `appendDraw`
    /// reads and extends it here, writing it back into `recorded` only when another command
    /// follows or the list is read (copying the command enum out and back, with its outlined
    /// copy and destroy, was a tenth of a sprite's recording).
    @exclusivity(unchecked) private var openBatch: Batch?
    /// Whether `openBatch` has grown since it was last written into `recorded`.
    @exclusivity(unchecked) private var openBatchIsAhead = false

    /// Writes the open batch's count into its command.
    private func writeBackOpenBatch() {
        guard openBatchIsAhead, let batch = openBatch else { return }
        recorded[recorded.count - 1] = .draw(batch)
        openBatchIsAhead = false
    }

    /// Appends a command after the open batch (which it closes).
    private func appendCommand(_ command: DrawCommand) {
        writeBackOpenBatch()
        recorded.append(command)
        openBatch = nil
    }
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
        recorded.removeAll(keepingCapacity: true)
        openBatch = nil
        openBatchIsAhead = false
        surfaces.removeAll(keepingCapacity: true)
        usesStencil = false
        blurTaps = 0
    }

    func bind(_ binding: TargetBinding) { appendCommand(.bind(binding)) }

    /// Drops every command and instance recorded after the first `commands` and `instances`.
    func truncate(commands count: Int, instances instanceCount: Int) {
        writeBackOpenBatch()
        recorded.removeSubrange(count...)
        openBatch = nil
        instances.removeSubrange(instanceCount...)
    }

    /// Appends a quad; `texture` nil means the quad samples no texture and fits any batch of
    /// its program.
    func appendDraw(_ instance: QuadInstance, program: QuadInstance.Program, texture: GLuint?,
                    sampler: QuadInstance.Sampler, mask: GLuint, clip: ClipState) {
        let index = instances.count
        instances.append(instance)
        if var batch = openBatch, batch.first + batch.count == index, batch.program == program,
           batch.mask == mask, batch.clip == clip,
           texture == nil || batch.texture == 0 || (batch.texture == texture && batch.sampler == sampler) {
            batch.count += 1
            if let texture {
                batch.texture = texture
                batch.sampler = sampler
            }
            openBatch = batch
            openBatchIsAhead = true
            return
        }
        let batch = Batch(first: index, count: 1, program: program, texture: texture ?? 0, sampler: sampler, mask: mask,
                          clip: clip)
        appendCommand(.draw(batch))
        openBatch = batch
    }

    /// Whether a quad of `program` with `texture` (asked only when it matters; nil: none yet)
    /// would extend the batch being recorded rather than start a new one (`appendDraw`'s test).
    func extendsOpenBatch(program: QuadInstance.Program, texture: () -> GLuint?, sampler: QuadInstance.Sampler,
                          mask: GLuint, clip: ClipState) -> Bool {
        guard let batch = openBatch, batch.first + batch.count == instances.count,
              batch.program == program, batch.mask == mask, batch.clip == clip else { return false }
        return batch.texture == 0 || (batch.sampler == sampler && batch.texture == texture())
    }

    /// Whether the open batch is the frame's first draw and holds only backdrop fills (opaque
    /// quads over the whole target: a window's and a scene's background colours, folded into
    /// the clear by `foldLeadingFill`). Images may start their own sprite batch after it: one
    /// batch break, against the general program's cost on every sprite that follows.
    var openBatchIsLeadingFill: Bool {
        writeBackOpenBatch()
        guard recorded.count == 2, case .bind = recorded[0], case .draw(let batch) = recorded[1], batch.first == 0,
              batch.count == instances.count, batch.count <= 4, Self.isPlainBatch(batch) else { return false }
        return instances.allSatisfy(Self.isCoveringFill)
    }

    /// When the frame opens with opaque solid quads over the whole target (a window's or
    /// root layer's background), takes them out of the first batch and returns the last one's
    /// colour, to be the target's clear colour instead: llvmpipe clears a framebuffer several
    /// times faster than it shades and blends a quad over every pixel, and the picture is the
    /// same (such a quad covers every pixel centre fully and replaces what was there). Nil
    /// when the frame does not open so.
    func foldLeadingFill() -> RGBA? {
        writeBackOpenBatch()
        guard recorded.count >= 2, case .bind = recorded[0], case .draw(var batch) = recorded[1],
              Self.isPlainBatch(batch) else { return nil }
        var color: RGBA?
        while batch.count > 0, Self.isCoveringFill(instances[batch.first]) {
            let c = instances[batch.first].color
            color = RGBA(red: Double(c.x), green: Double(c.y), blue: Double(c.z), alpha: 1)
            batch.first += 1
            batch.count -= 1
        }
        guard color != nil else { return nil }
        if batch.count == 0 { recorded.remove(at: 1) } else { recorded[1] = .draw(batch) }
        openBatch = nil
        return color
    }

    private static func isPlainBatch(_ batch: Batch) -> Bool {
        batch.program == .quad && batch.mask == 0 && batch.clip == ClipState()
    }

    /// An opaque solid quad, axis-aligned and affine, whose corners in normalised device
    /// coordinates reach past ±1 on both axes: it covers every pixel centre of the target,
    /// whatever its orientation.
    private static func isCoveringFill(_ quad: QuadInstance) -> Bool {
        guard quad.params.z < 0.5, quad.color.w >= 1, quad.row0.y == 0, quad.row0.w == 0, quad.row1.x == 0,
              quad.row1.w == 0, quad.row3.w == 1 else { return false }
        let x0 = quad.row0.x * quad.rect.x + quad.row3.x, x1 = quad.row0.x * quad.rect.z + quad.row3.x
        let y0 = quad.row1.y * quad.rect.y + quad.row3.y, y1 = quad.row1.y * quad.rect.w + quad.row3.y
        return min(x0, x1) <= -1 && max(x0, x1) >= 1 && min(y0, y1) <= -1 && max(y0, y1) >= 1
    }

    func appendStencil(_ instance: QuadInstance, level: Int32, increment: Bool, scissor: PixelRect?) {
        let index = instances.count
        instances.append(instance)
        usesStencil = true
        appendCommand(.stencil(instance: index, level: level, increment: increment, scissor: scissor))
    }

    /// Appends the canvas quad of a transition effect and its draw (`TransitionDraw.instance` is set here).
    func appendTransition(_ instance: QuadInstance, _ draw: TransitionDraw) {
        var draw = draw
        draw.instance = instances.count
        instances.append(instance)
        appendCommand(.transition(draw))
    }

    /// Appends the quad of a blend-mode composite and its draw (`BlendDraw.instance` is set here).
    func appendBlend(_ instance: QuadInstance, _ draw: BlendDraw) {
        var draw = draw
        draw.instance = instances.count
        instances.append(instance)
        appendCommand(.blend(draw))
    }

    func copyBackdrop(_ copy: BackdropCopy) { appendCommand(.copyBackdrop(copy)) }

    func blur(_ source: RenderSurface, into destination: RenderSurface, width: Int, height: Int, horizontal: Bool, sigma: Float,
              stride: Int, saturation: Float = 1, clamps: Bool = false) {
        appendCommand(.blur(source: source, destination: destination, width: width, height: height, horizontal: horizontal,
                            sigma: sigma, stride: stride, saturation: saturation, clamps: clamps))
        blurTaps += Self.blurTaps(width: width, height: height, sigma: sigma, stride: stride)
    }

    /// Texture reads of one blur pass: pixels × (2 × reach / stride + 1).
    static func blurTaps(width: Int, height: Int, sigma: Float, stride: Int) -> Double {
        Double(width) * Double(height) * (2 * (Double(Self.blurReach(sigma)) / Double(max(stride, 1))).rounded(.up) + 1)
    }

    /// The kernel's reach in texels: 3σ, at most `FrameBuilder.maximumBlurReach`.
    static func blurReach(_ sigma: Float) -> Int {
        Int(saturating: min(Float(FrameBuilder.maximumBlurReach), 3 * sigma), rounding: .up, in: 0...Int(FrameBuilder.maximumBlurReach))
    }

    /// The stride of a blur's kernel taps: 1 (every texel) up to `maximumBlurTapsPerSide` taps
    /// each side; sparser for a wider kernel, and sparser still so that both passes fit in what
    /// is left of the frame's `WorkLimit.blurTaps` (nil: nothing is left). A Gaussian read every
    /// k texels for σ ≥ 2k differs from the full sum by a few percent at a hard edge; browsers
    /// likewise blur large radii at reduced resolution.
    func blurStride(width: Int, height: Int, sigma: Float) -> Int? {
        let reach = Self.blurReach(sigma)
        var stride = max(1, (reach + Self.maximumBlurTapsPerSide - 1) / Self.maximumBlurTapsPerSide)
        let left = WorkLimit.blurTaps - blurTaps
        guard left > 0 else { return nil }
        while stride < max(reach, 1), 2 * Self.blurTaps(width: width, height: height, sigma: sigma, stride: stride) > left {
            stride *= 2
        }
        return min(stride, max(reach, 1))
    }

    /// Kernel taps each side of a blurred pixel at most (a 128-texel reach read every 2 texels).
    static let maximumBlurTapsPerSide = 64
}
