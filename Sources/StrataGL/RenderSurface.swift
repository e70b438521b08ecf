import CGL

/// An intermediate render target: an RGBA8 texture with a framebuffer and a depth-stencil
/// renderbuffer (the stencil holds clip shapes drawn inside it). Owned by a `TexturePool`.
final class RenderSurface {
    let texture: GLuint
    let framebuffer: GLuint
    let depthStencil: GLuint
    let width: Int
    let height: Int
    /// The frame that last used it, for eviction.
    var lastUsedFrame: UInt64 = 0

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        var t: GLuint = 0, f: GLuint = 0, r: GLuint = 0
        glGenTextures(1, &t)
        glBindTexture(GLenum(GL_TEXTURE_2D), t)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                     GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        // Outside the surface is transparent: blurs and composites sample nothing there.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_BORDER)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_BORDER)
        var border: [GLfloat] = [0, 0, 0, 0]
        glTexParameterfv(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_BORDER_COLOR), &border)
        glGenRenderbuffers(1, &r)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), r)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), GLsizei(width), GLsizei(height))
        glGenFramebuffers(1, &f)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), f)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), t, 0)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), r)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        texture = t; framebuffer = f; depthStencil = r
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError("a \(width)×\(height) render target is incomplete (status 0x\(String(status, radix: 16)))")
        }
    }

    deinit {
        var f = framebuffer, t = texture, r = depthStencil
        glDeleteFramebuffers(1, &f)
        glDeleteTextures(1, &t)
        glDeleteRenderbuffers(1, &r)
    }
}
