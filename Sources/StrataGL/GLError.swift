import CGL

/// An error from the compositor or its GL context; `description` names the problem.
public struct GLError: Error, CustomStringConvertible, Equatable {
    /// What failed, in one sentence (the GL call or the missing feature).
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// The names of GL error codes, for messages.
    static func name(_ code: GLenum) -> String {
        switch Int32(code) {
        case GL_INVALID_ENUM: return "GL_INVALID_ENUM"
        case GL_INVALID_VALUE: return "GL_INVALID_VALUE"
        case GL_INVALID_OPERATION: return "GL_INVALID_OPERATION"
        case GL_INVALID_FRAMEBUFFER_OPERATION: return "GL_INVALID_FRAMEBUFFER_OPERATION"
        case GL_OUT_OF_MEMORY: return "GL_OUT_OF_MEMORY"
        default: return "GL error 0x\(String(code, radix: 16))"
        }
    }

    /// Drains GL's error flags; returns the first one's name, or nil when there were none.
    static func drain() -> String? {
        var first: String?
        for _ in 0..<16 {
            let code = glGetError()
            if code == GLenum(GL_NO_ERROR) { break }
            if first == nil { first = name(code) }
        }
        return first
    }
}
