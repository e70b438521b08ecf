import CGL

/// The scissor and stencil state a draw runs under (the `ClipStack`'s GL side).
struct ClipState: Equatable {
    /// The scissor rectangle in the target's pixels (x, y from the top-left, width, height),
    /// or nil for none.
    var scissor: PixelRect?
    /// Draws pass where the stencil equals this; 0 disables the stencil test.
    var stencilLevel: Int32 = 0
}

/// An integer rectangle of pixels.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int
    var isEmpty: Bool { width <= 0 || height <= 0 }
    func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// A run of quads drawn by one instanced call: same program, texture, sampler, mask and clip.
struct Batch: Equatable {
    var first: Int
    var count: Int
    var program: QuadInstance.Program
    /// 0 when no quad of the batch samples a texture.
    var texture: GLuint
    var sampler: QuadInstance.Sampler
    var mask: GLuint
    var clip: ClipState
}

/// Where draws go: the frame's framebuffer or an intermediate surface.
struct TargetBinding: Equatable {
    var framebuffer: GLuint
    var width: Int
    var height: Int
    /// Row 0 of the framebuffer is the top of the picture (offscreen targets and surfaces,
    /// read back without a flip) rather than the bottom (a window's framebuffer 0).
    var topDown: Bool
    /// Clear to transparent when bound for the first time.
    var clear: Bool
}

/// One step of a frame, recorded while walking the tree and replayed in order after one
/// upload of every instance.
enum DrawCommand {
    /// Binds a render target (and clears it when asked).
    case bind(TargetBinding)
    /// Draws `count` instances from `first` in one instanced call.
    case draw(Batch)
    /// Writes one clip shape into the stencil buffer: pixels equal to `level` inside the shape
    /// are incremented (push) or, equal to `level + 1`, decremented (pop).
    case stencil(instance: Int, level: Int32, increment: Bool, scissor: PixelRect?)
    /// One Gaussian blur pass from `source` into `destination` over `width`×`height` pixels,
    /// reading every `stride`-th texel of the kernel (`DrawList.blurStride`); `saturation`
    /// scales the result's colourfulness (1: unchanged); `clamps` reads the edge texel for
    /// taps past `width`×`height` (a backdrop, which goes on past its copy) instead of what
    /// lies there (a shadow's transparent padding).
    case blur(source: RenderSurface, destination: RenderSurface, width: Int, height: Int, horizontal: Bool, sigma: Float,
              stride: Int, saturation: Float = 1, clamps: Bool = false)
    /// One CATransition effect drawn by `shaders/transition.glsl` from its two looks' textures.
    case transition(TransitionDraw)
    /// Copies part of the current target into a surface (the backdrop of a blend mode).
    case copyBackdrop(BackdropCopy)
    /// A layer group composited by its `compositingFilter` blend mode (FrameBuilder+Blend).
    case blend(BlendDraw)
}
