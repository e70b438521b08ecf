import CGL
import Foundation

/// A framebuffer object (RGBA8 colour, 24-bit depth and 8-bit stencil renderbuffers) that
/// keeps its pixels between frames: the offscreen renderer's target, and a window's backing —
/// the compositor draws into it incrementally (only what changed, see `FrameDamage`) and
/// `copy(to:)` blits the whole picture to the window's framebuffer before the swap. A window's
/// own back buffer cannot be drawn into incrementally: after a swap its contents are undefined.
///
/// Use on the GL context's thread. For a window, draw bottom-up (`topDown: false`), so the
/// blit is a straight copy.
public final class RetainedFramebuffer {
    /// The GL framebuffer object holding the retained picture (0 until first sized).
    public private(set) var framebuffer: GLuint = 0
    private var color: GLuint = 0
    private var depthStencil: GLuint = 0
    /// The framebuffer's width in pixels (0 until first sized).
    public private(set) var width = 0
    /// The framebuffer's height in pixels (0 until first sized).
    public private(set) var height = 0

    /// A retained framebuffer with no GL objects yet; they are made at the first frame, on the
    /// GL context's thread.
    public init() {}

    deinit { release() }

    /// Makes sure the framebuffer is `width`×`height` pixels (reallocating it on a resize:
    /// its picture is then undefined, and the compositor, seeing another size, draws whole).
    /// Throws when the framebuffer cannot be made complete.
    public func prepare(width: Int, height: Int) throws {
        guard width != self.width || height != self.height || framebuffer == 0 else { return }
        release()
        glGenRenderbuffers(1, &color)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
        glGenRenderbuffers(1, &depthStencil)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depthStencil)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), GLsizei(width), GLsizei(height))
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), 0)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), color)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), depthStencil)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            release()
            throw GLError("a \(width)×\(height) framebuffer object is incomplete (status 0x\(String(status, radix: 16)))")
        }
        self.width = width
        self.height = height
    }

    /// Copies the whole picture to `target` (0: the window) and leaves `target` bound.
    public func copy(to target: GLuint) {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
    }

    /// Deletes the GL objects (also done by deinit; call it where the context is current).
    public func release() {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer) }
        if color != 0 { glDeleteRenderbuffers(1, &color) }
        if depthStencil != 0 { glDeleteRenderbuffers(1, &depthStencil) }
        framebuffer = 0; color = 0; depthStencil = 0
        width = 0; height = 0
    }
}
