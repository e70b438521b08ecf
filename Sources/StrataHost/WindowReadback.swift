import CGL
import Foundation
import StrataGraphics

/// Reads a window's pixels back (`--screenshot`, tests).
enum WindowReadback {
    /// Reads `width`×`height` pixels of the current context's back buffer into an opaque
    /// CGImage, rows top to bottom (GL's rows run bottom to top).
    static func backBuffer(width: Int, height: Int) throws -> CGImage {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        glReadBuffer(GLenum(GL_BACK))
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        var bottomUp = [UInt8](repeating: 0, count: width * height * 4)
        bottomUp.withUnsafeMutableBytes {
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        let row = width * 4
        var topDown = [UInt8](repeating: 0, count: bottomUp.count)
        for y in 0..<height {
            let source = (height - 1 - y) * row
            topDown.replaceSubrange(y * row..<(y + 1) * row, with: bottomUp[source..<source + row])
        }
        // The window's alpha channel means nothing on screen: the image is opaque.
        return try CGImage(width: width, height: height, pixels: topDown, alphaInfo: .noneSkipLast)
    }

    /// "llvmpipe (LLVM 15.0.6, 256 bits), GL 4.5 (Core Profile) Mesa 22.3.6".
    static var rendererDescription: String {
        func string(_ name: Int32) -> String { glGetString(GLenum(name)).map { String(cString: $0) } ?? "?" }
        return "\(string(GL_RENDERER)), GL \(string(GL_VERSION))"
    }
}
