import CGL

/// The physical limit both benchmarks compare Strata with: N textured, rotated, translucent
/// square quads drawn by the smallest GL loop we can write — the caller computes positions in
/// a tight loop into `instances`, then `draw` makes one buffer upload and one instanced draw
/// into a framebuffer. StrataGLBench runs it offscreen, StrataViewBench into the window's back
/// buffer. Use with a GL context current.
public final class BareSpriteLoop {
    private var program: GLuint = 0
    private var vao: GLuint = 0
    private var buffer: GLuint = 0
    private var texture: GLuint = 0
    private let viewportUniform: GLint
    private let sizeUniform: GLint
    private let flipUniform: GLint
    /// Per sprite: centre x, y (pixels from the framebuffer's first row), angle (radians),
    /// unused. The caller fills it before each `draw`.
    public var instances: [SIMD4<Float>]
    /// The sprites' side, in pixels.
    public let size: Int

    private static let vertexSource = """
        #version 330 core
        layout(location = 0) in vec4 i_sprite;   // centre x, y (pixels), angle, unused
        uniform vec2 u_viewport;
        uniform float u_size;
        uniform float u_flip;                    // -1: y grows down the window
        noperspective out vec2 v_uv;             // affine: no per-pixel perspective division
        void main() {
            vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
            vec2 local = (corner - 0.5) * u_size;
            float c = cos(i_sprite.z), s = sin(i_sprite.z);
            vec2 p = i_sprite.xy + vec2(local.x * c - local.y * s, local.x * s + local.y * c);
            vec2 ndc = p / u_viewport * 2.0 - 1.0;
            gl_Position = vec4(ndc.x, ndc.y * u_flip, 0.0, 1.0);
            v_uv = corner;
        }
        """
    private static let fragmentSource = """
        #version 330 core
        uniform sampler2D u_texture;
        noperspective in vec2 v_uv;
        out vec4 fragColor;
        void main() { fragColor = texture(u_texture, v_uv) * 0.8; }
        """

    /// A loop of `count` sprites of `size`×`size` pixels showing `pixels` (premultiplied RGBA).
    public init(count: Int, size: Int, pixels: [UInt8]) throws {
        guard count >= 0, size > 0, pixels.count == size * size * 4 else {
            throw BareLoopError("the bare loop needs a size×size RGBA image and a count of 0 or more")
        }
        self.size = size
        func compile(_ type: Int32, _ source: String) -> GLuint {
            let shader = glCreateShader(GLenum(type))
            source.withCString { p in var ptr: UnsafePointer<GLchar>? = p; glShaderSource(shader, 1, &ptr, nil) }
            glCompileShader(shader)
            return shader
        }
        program = glCreateProgram()
        glAttachShader(program, compile(GL_VERTEX_SHADER, Self.vertexSource))
        glAttachShader(program, compile(GL_FRAGMENT_SHADER, Self.fragmentSource))
        glLinkProgram(program)
        var ok: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
        guard ok != 0 else { throw BareLoopError("the bare loop's shader did not link") }
        viewportUniform = glGetUniformLocation(program, "u_viewport")
        sizeUniform = glGetUniformLocation(program, "u_size")
        flipUniform = glGetUniformLocation(program, "u_flip")
        glGenVertexArrays(1, &vao)
        glGenBuffers(1, &buffer)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 16, nil)
        glVertexAttribDivisor(0, 1)
        glBindVertexArray(0)
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        pixels.withUnsafeBytes {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(size), GLsizei(size), 0, GLenum(GL_RGBA),
                         GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        instances = [SIMD4<Float>](repeating: .zero, count: count)
    }

    /// Clears `framebuffer` (`width`×`height` pixels) to `clear` and draws `instances` into it:
    /// one upload, one instanced draw. `yDown`: y counts from the top (a window's back buffer
    /// shown as the harness's peers place sprites); else from the framebuffer's first row.
    public func draw(framebuffer: GLuint, width: Int, height: Int, yDown: Bool, clear: SIMD3<Float>) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glClearColor(clear.x, clear.y, clear.z, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(program)
        glUniform2f(viewportUniform, GLfloat(width), GLfloat(height))
        glUniform1f(sizeUniform, GLfloat(size))
        glUniform1f(flipUniform, yDown ? -1 : 1)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindSampler(0, 0)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        instances.withUnsafeBytes {
            glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(instances.count))
        glBindVertexArray(0)
        glUseProgram(0)
    }
}

/// The bare loop could not be set up.
public struct BareLoopError: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}
