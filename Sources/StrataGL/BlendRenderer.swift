import CGL

/// The GL side of `compositingFilter` blend modes (FrameBuilder+Blend): copying the backdrop
/// and drawing a group's surface onto the target through `shaders/blend.glsl`.
extension Compositor {
    /// Texture unit of the backdrop copy (unit 0 holds the group, unit 1 is the layer
    /// program's mask, unit 2 the transition's second look).
    static let backdropUnit: GLint = 3

    /// Links the program's two outputs to the blend's two source colours (`fragColor` the
    /// colour, `fragFactor` GL_SRC1_COLOR: multiply's destination factor) and sets its constant
    /// uniforms, once, when the compositor is made.
    static func configureBlendProgram(_ program: ShaderProgram) throws {
        glBindFragDataLocationIndexed(program.id, 0, 0, "fragColor")
        glBindFragDataLocationIndexed(program.id, 0, 1, "fragFactor")
        glLinkProgram(program.id)
        var ok: GLint = 0
        glGetProgramiv(program.id, GLenum(GL_LINK_STATUS), &ok)
        guard ok != 0 else { throw GLError("shader blend.glsl: relinking with two colour outputs (dual-source blending) failed") }
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_texture"), 0)
        glUniform1i(program.uniform("u_backdrop"), backdropUnit)
    }

    /// Copies `copy.rect` of `copy.source` into the destination surface, row 0 at the top of
    /// the region: a target drawn bottom-up (a window) is flipped by the blit. The caller
    /// rebinds its target afterwards and has switched the scissor test off.
    func copyBackdrop(_ copy: BackdropCopy) {
        let r = copy.rect
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), copy.source.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), copy.destinationFramebuffer)
        let x0 = GLint(r.x), x1 = GLint(r.x + r.width)
        let w = GLint(copy.destinationWidth), h = GLint(copy.destinationHeight)
        let filter = GLenum(w == GLint(r.width) && h == GLint(r.height) ? GL_NEAREST : GL_LINEAR)
        if copy.source.topDown {
            glBlitFramebuffer(x0, GLint(r.y), x1, GLint(r.y + r.height), 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), filter)
        } else {
            let y0 = GLint(copy.source.height - r.y - r.height)
            glBlitFramebuffer(x0, y0, x1, y0 + GLint(r.height), 0, h, w, 0, GLbitfield(GL_COLOR_BUFFER_BIT), filter)
        }
    }

    /// Draws one blend composite (scissor and stencil already set by the caller); leaves the
    /// blend program bound, texture unit 0 active and no sampler object on units 0 and 3.
    func drawBlend(_ draw: BlendDraw, stride: Int) {
        let program = blendProgram
        glUseProgram(program.id)
        if let factors = draw.fixedFunction {
            glEnable(GLenum(GL_BLEND))
            glBlendFuncSeparate(GLenum(factors.sourceColor), GLenum(factors.destinationColor),
                                GLenum(factors.sourceAlpha), GLenum(factors.destinationAlpha))
            glUniform1i(program.uniform("u_mode"), 0)
        } else {
            // The shader computes the whole result from the source and the backdrop's copy.
            glDisable(GLenum(GL_BLEND))
            glUniform1i(program.uniform("u_mode"), draw.mode.rawValue)
            glUniform2f(program.uniform("u_backdropScale"), draw.backdropScale.x, draw.backdropScale.y)
            glActiveTexture(GLenum(GL_TEXTURE0 + Self.backdropUnit))
            glBindTexture(GLenum(GL_TEXTURE_2D), draw.backdrop)
            glBindSampler(GLuint(Self.backdropUnit), 0)
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), draw.source)
        glBindSampler(0, 0)
        QuadInstance.bindAttributes(offset: draw.instance * stride)
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, 1)
    }
}
