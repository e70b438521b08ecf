import CGL
import StrataCore

/// One layer group composited onto its target by a `compositingFilter` blend mode: its
/// rendering (an intermediate surface) combined with what lies beneath, either by
/// `shaders/blend.glsl` reading a copy of the backdrop (`backdrop`) or, where GL's fixed
/// blend function computes the mode exactly, by that function (`fixedFunction`).
struct BlendDraw: Equatable {
    /// The surface-sized quad in the frame's instance buffer (pixel-aligned, the parent's clips).
    var instance: Int
    var mode: CompositingBlendMode
    /// The group's rendering (premultiplied, rows from the top of the region).
    var source: GLuint
    /// The copy of the target under the region (`DrawCommand.copyBackdrop`), 0 when the fixed
    /// blend function does the work.
    var backdrop: GLuint
    /// Source texture coordinates → backdrop texture coordinates (the two surfaces may differ
    /// in size: both hold the region from their top-left corner).
    var backdropScale: SIMD2<Float>
    /// GL source and destination factors when the fixed blend function computes the mode.
    var fixedFunction: BlendFactors?
    var clip: ClipState
}

/// GL blend factors (glBlendFuncSeparate's four arguments).
struct BlendFactors: Equatable {
    var sourceColor: Int32
    var destinationColor: Int32
    var sourceAlpha: Int32
    var destinationAlpha: Int32

    /// The same factors for colour and alpha.
    init(source: Int32, destination: Int32) {
        self.init(sourceColor: source, destinationColor: destination, sourceAlpha: source, destinationAlpha: destination)
    }

    init(sourceColor: Int32, destinationColor: Int32, sourceAlpha: Int32, destinationAlpha: Int32) {
        self.sourceColor = sourceColor
        self.destinationColor = destinationColor
        self.sourceAlpha = sourceAlpha
        self.destinationAlpha = destinationAlpha
    }

    /// The factors that compute `mode` exactly on premultiplied colours, for a source that
    /// covers its pixels fully (no anti-aliased analytic clip scaling it): the Porter–Duff
    /// operators are co = cs·Fa + cb·Fb with Fa, Fb in {0, 1, αs, αb, 1 − αs, 1 − αb} (W3C
    /// Compositing and Blending Level 1, §9.1); plus-lighter is cs + cb, clamped by the 8-bit
    /// target. Screen and multiply come from the general formula of §5.6 written out on
    /// premultiplied colours: screen is cs + cb − cs·cb = cs·1 + cb·(1 − cs); multiply is
    /// cs·(1 − αb) + cb·(1 − αs + cs), whose destination factor `blend.glsl` outputs as its
    /// second (dual-source) colour, GL_SRC1_COLOR; their alpha is source-over's. Nil for the
    /// modes that need the backdrop's unpremultiplied colour.
    static func exact(for mode: CompositingBlendMode) -> BlendFactors? {
        switch mode {
        case .clear: BlendFactors(source: GL_ZERO, destination: GL_ZERO)
        case .copy: BlendFactors(source: GL_ONE, destination: GL_ZERO)
        case .sourceOver: BlendFactors(source: GL_ONE, destination: GL_ONE_MINUS_SRC_ALPHA)
        case .destinationOver: BlendFactors(source: GL_ONE_MINUS_DST_ALPHA, destination: GL_ONE)
        case .sourceIn: BlendFactors(source: GL_DST_ALPHA, destination: GL_ZERO)
        case .destinationIn: BlendFactors(source: GL_ZERO, destination: GL_SRC_ALPHA)
        case .sourceOut: BlendFactors(source: GL_ONE_MINUS_DST_ALPHA, destination: GL_ZERO)
        case .destinationOut: BlendFactors(source: GL_ZERO, destination: GL_ONE_MINUS_SRC_ALPHA)
        case .sourceAtop: BlendFactors(source: GL_DST_ALPHA, destination: GL_ONE_MINUS_SRC_ALPHA)
        case .destinationAtop: BlendFactors(source: GL_ONE_MINUS_DST_ALPHA, destination: GL_SRC_ALPHA)
        case .xor: BlendFactors(source: GL_ONE_MINUS_DST_ALPHA, destination: GL_ONE_MINUS_SRC_ALPHA)
        case .plusLighter: BlendFactors(source: GL_ONE, destination: GL_ONE)
        case .screen: BlendFactors(sourceColor: GL_ONE, destinationColor: GL_ONE_MINUS_SRC_COLOR,
                                   sourceAlpha: GL_ONE, destinationAlpha: GL_ONE_MINUS_SRC_ALPHA)
        case .multiply: BlendFactors(sourceColor: GL_ONE_MINUS_DST_ALPHA, destinationColor: GL_SRC1_COLOR,
                                     sourceAlpha: GL_ONE, destinationAlpha: GL_ONE_MINUS_SRC_ALPHA)
        default: nil
        }
    }
}

/// A copy of part of a render target into a surface, for a blend mode that reads the colour
/// beneath a layer.
struct BackdropCopy: Equatable {
    /// The target drawn so far (the frame's framebuffer or an enclosing group's surface).
    var source: TargetBinding
    /// The part to copy, in the target's pixels from its top-left corner.
    var rect: PixelRect
    /// The framebuffer of the surface receiving it at its top-left corner, rows from the top.
    var destinationFramebuffer: GLuint
    /// The size it takes there: the rectangle's own (a copy), or smaller (a backdrop
    /// shrunk by halves before its blur, filtered linearly: each halving averages 2×2 pixels).
    var destinationWidth: Int
    var destinationHeight: Int

    init(source: TargetBinding, rect: PixelRect, destinationFramebuffer: GLuint) {
        self.init(source: source, rect: rect, destinationFramebuffer: destinationFramebuffer,
                  destinationWidth: rect.width, destinationHeight: rect.height)
    }

    init(source: TargetBinding, rect: PixelRect, destinationFramebuffer: GLuint, destinationWidth: Int, destinationHeight: Int) {
        self.source = source
        self.rect = rect
        self.destinationFramebuffer = destinationFramebuffer
        self.destinationWidth = destinationWidth
        self.destinationHeight = destinationHeight
    }
}
