import CGL
import Foundation

/// A linked GL program built from one shader file holding both stages between
/// `#ifdef VERTEX` / `#ifdef FRAGMENT`.
final class ShaderProgram {
    let id: GLuint
    private var locations: [String: GLint] = [:]

    init(source: String, fileName: String) throws {
        let vertex = try Self.compile(GLenum(GL_VERTEX_SHADER), "#version 330 core\n#define VERTEX 1\n" + source, fileName, stage: "vertex")
        defer { glDeleteShader(vertex) }
        let fragment = try Self.compile(GLenum(GL_FRAGMENT_SHADER), "#version 330 core\n#define FRAGMENT 1\n" + source, fileName, stage: "fragment")
        defer { glDeleteShader(fragment) }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        glLinkProgram(program)
        var ok: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
        guard ok != 0 else {
            let log = Self.log { glGetProgramiv(program, GLenum(GL_INFO_LOG_LENGTH), $0) } fetch: { glGetProgramInfoLog(program, $0, nil, $1) }
            glDeleteProgram(program)
            throw GLError("shader \(fileName): link failed: \(log)")
        }
        id = program
    }

    deinit { glDeleteProgram(id) }

    /// A uniform's location, looked up once.
    func uniform(_ name: String) -> GLint {
        if let cached = locations[name] { return cached }
        let location = glGetUniformLocation(id, name)
        locations[name] = location
        return location
    }

    private static func compile(_ type: GLenum, _ source: String, _ fileName: String, stage: String) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { pointer in
            var p: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &p, nil)
        }
        glCompileShader(shader)
        var ok: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        guard ok != 0 else {
            let log = Self.log { glGetShaderiv(shader, GLenum(GL_INFO_LOG_LENGTH), $0) } fetch: { glGetShaderInfoLog(shader, $0, nil, $1) }
            glDeleteShader(shader)
            throw GLError("shader \(fileName): \(stage) stage failed to compile: \(log)")
        }
        return shader
    }

    private static func log(length: (UnsafeMutablePointer<GLint>) -> Void,
                            fetch: (GLsizei, UnsafeMutablePointer<GLchar>) -> Void) -> String {
        var count: GLint = 0
        length(&count)
        guard count > 1 else { return "(no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(count))
        fetch(GLsizei(count), &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
