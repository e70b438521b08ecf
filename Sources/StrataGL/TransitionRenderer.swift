import CGL

/// The GL side of CATransition effects drawn per pixel (`shaders/transition.glsl`): fade,
/// page curl, suck, ripple and the camera iris. The sliding and rotating types need no program
/// of their own: they are layer quads showing the looks' textures (`FrameBuilder+Transition`).
extension Compositor {
    /// Texture units of the two looks. Unit 1 is the layer program's mask; keeping off it
    /// leaves the layer program's bindings alone.
    static let oldLookUnit: GLint = 0
    static let newLookUnit: GLint = 2

    /// Sets the program's constant uniforms once, when the compositor is made.
    static func configureTransitionProgram(_ program: ShaderProgram) {
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_old"), oldLookUnit)
        glUniform1i(program.uniform("u_new"), newLookUnit)
    }

    /// Draws one transition quad (scissor and stencil already set by the caller); leaves the
    /// transition program bound, texture unit 0 active and no sampler object on units 0 and 2.
    func drawTransition(_ draw: TransitionDraw, stride: Int) {
        let program = transitionProgram
        glUseProgram(program.id)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUniform1i(program.uniform("u_kind"), draw.kind)
        glUniform1f(program.uniform("u_progress"), draw.progress)
        glUniform4f(program.uniform("u_canvas"), draw.canvas.x, draw.canvas.y, draw.canvas.z, draw.canvas.w)
        glUniform4f(program.uniform("u_oldUV"), draw.oldUV.x, draw.oldUV.y, draw.oldUV.z, draw.oldUV.w)
        glUniform4f(program.uniform("u_newUV"), draw.newUV.x, draw.newUV.y, draw.newUV.z, draw.newUV.w)
        glUniform2f(program.uniform("u_corner"), draw.corner.x, draw.corner.y)
        glUniform2f(program.uniform("u_direction"), draw.direction.x, draw.direction.y)
        glUniform1f(program.uniform("u_opacity"), draw.opacity)
        // The textures' own sampling state: intermediate surfaces fade to transparent past
        // their edge, images clamp to theirs; the shader reads level 0.
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(Self.newLookUnit)))
        glBindTexture(GLenum(GL_TEXTURE_2D), draw.newTexture)
        glBindSampler(GLuint(Self.newLookUnit), 0)
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(Self.oldLookUnit)))
        glBindTexture(GLenum(GL_TEXTURE_2D), draw.oldTexture)
        glBindSampler(GLuint(Self.oldLookUnit), 0)
        QuadInstance.bindAttributes(offset: draw.instance * stride)
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, 1)
    }
}
