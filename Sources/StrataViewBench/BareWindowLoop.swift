import CGL
import Foundation

/// The physical limit in the window: the same N textured, rotated, translucent 64×64 quads
/// (`PeerSprites`' motion) drawn by the smallest GL loop we can write — positions computed in
/// a tight loop, one buffer upload, one instanced draw — into the window's back buffer, then
/// swapped by the caller. Use with the window's GL context current.
final class BareWindowLoop {
    private var program: GLuint = 0
    private var vao: GLuint = 0
    private var buffer: GLuint = 0
    private var texture: GLuint = 0
    private var instances: [SIMD4<Float>]
    private let viewportUniform: GLint
    private let sizeUniform: GLint

    private static let vertexSource = """
        #version 330 core
        layout(location = 0) in vec4 i_sprite;   // centre x, y (pixels from the top left), angle
        uniform vec2 u_viewport;
        uniform float u_size;
        noperspective out vec2 v_uv;
        void main() {
            vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
            vec2 local = (corner - 0.5) * u_size;
            float c = cos(i_sprite.z), s = sin(i_sprite.z);
            vec2 p = i_sprite.xy + vec2(local.x * c - local.y * s, local.x * s + local.y * c);
            vec2 ndc = p / u_viewport * 2.0 - 1.0;
            gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
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

    init(count: Int, pixels: [UInt8], size: Int) throws {
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
        guard ok != 0 else { throw BenchError("the bare loop's shader did not link") }
        viewportUniform = glGetUniformLocation(program, "u_viewport")
        sizeUniform = glGetUniformLocation(program, "u_size")
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

    /// Draws the frame at time `t` into the window's framebuffer 0 (`width`×`height` pixels).
    func draw(t: Double, width: Int, height: Int) {
        for i in 0..<instances.count {
            let (x0, y) = PeerSprites.origin(i)
            let cycle = (t + PeerSprites.phase(i)).truncatingRemainder(dividingBy: 4)
            let u = cycle < 2 ? cycle / 2 : 2 - cycle / 2
            let eased = u < 0.5 ? 2 * u * u : 1 - 2 * (1 - u) * (1 - u)   // easeInOutQuad
            let angle = t.truncatingRemainder(dividingBy: 3) / 3 * 2 * .pi
            instances[i] = SIMD4(Float(x0 + 32 + 400 * eased), Float(y + 32), Float(angle), 0)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glClearColor(0x20 / 255, 0x20 / 255, 0x20 / 255, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(program)
        glUniform2f(viewportUniform, GLfloat(width), GLfloat(height))
        glUniform1f(sizeUniform, 64)
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

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
