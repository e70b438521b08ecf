import CGL
import Foundation
import StrataGL

/// The physical limit: the same N textured, rotated, translucent quads drawn by the smallest
/// GL loop we can write — positions computed in a tight loop, one buffer upload, one instanced
/// draw — into the same framebuffer. Runs on the GL thread.
final class BareLoop {
    private var program: GLuint = 0
    private var vao: GLuint = 0
    private var buffer: GLuint = 0
    private var texture: GLuint = 0
    private var instances: [SIMD4<Float>] = []
    let count: Int
    let size: Float

    private static let vertexSource = """
        #version 330 core
        layout(location = 0) in vec4 i_sprite;   // centre x, y (pixels), angle, unused
        uniform vec2 u_viewport;
        uniform float u_size;
        noperspective out vec2 v_uv;   // affine: no per-pixel perspective division
        void main() {
            vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
            vec2 local = (corner - 0.5) * u_size;
            float c = cos(i_sprite.z), s = sin(i_sprite.z);
            vec2 p = i_sprite.xy + vec2(local.x * c - local.y * s, local.x * s + local.y * c);
            gl_Position = vec4(p / u_viewport * 2.0 - 1.0, 0.0, 1.0);
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

    init(count: Int, size: Int, pixels: [UInt8]) throws {
        self.count = count
        self.size = Float(size)
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
        guard ok != 0 else { throw GLError("the bare loop's shader did not link") }
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
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(size), GLsizei(size), 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        instances = [SIMD4<Float>](repeating: .zero, count: count)
    }

    /// One frame at time `t` into `framebuffer` (`width`×`height`); returns its seconds.
    /// `wait`: glFinish before returning (synchronous); else glFlush, as Strata's pipelined
    /// frames do (the caller waits once at the end of a block of frames).
    func frame(t: Double, framebuffer: GLuint, width: Int, height: Int, wait: Bool) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let w = Double(width), h = Double(height), s = Double(size)
        let columns = max(1, Int((w - s) / (s * 0.5))), rows = max(1, Int((h - s) / (s * 0.5)))
        for i in 0..<count {
            let phase = (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
            let x = s / 2 + Double(i % columns) * s * 0.5, y = s / 2 + Double((i / columns) % rows) * s * 0.5
            let cycle = (t + phase * 4).truncatingRemainder(dividingBy: 4)
            let u = cycle < 2 ? cycle / 2 : 2 - cycle / 2
            let eased = u * u * (3 - 2 * u)   // close to easeInEaseOut, same cost class
            let angle = (t + phase * 3).truncatingRemainder(dividingBy: 3) / 3 * 2 * .pi
            instances[i] = SIMD4(Float(x + eased * s), Float(y), Float(angle), 0)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glClearColor(0.1, 0.1, 0.1, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(program)
        glUniform2f(glGetUniformLocation(program, "u_viewport"), GLfloat(width), GLfloat(height))
        glUniform1f(glGetUniformLocation(program, "u_size"), size)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        instances.withUnsafeBytes {
            glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(count))
        if wait { glFinish() } else { glFlush() }
        glBindVertexArray(0)
        glUseProgram(0)
        return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
    }
}
