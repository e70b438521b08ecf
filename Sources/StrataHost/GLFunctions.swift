import CSDL2
import Foundation
import StrataGraphics

/// The few GL entry points the host itself calls (clearing, scissoring, reading pixels back),
/// looked up with `SDL_GL_GetProcAddress` in the current context, so the host needs no GL
/// headers or module of its own. The compositor draws everything else.
struct GLFunctions {
    typealias Viewport = @convention(c) (Int32, Int32, Int32, Int32) -> Void
    typealias ClearColor = @convention(c) (Float, Float, Float, Float) -> Void
    typealias Bitfield = @convention(c) (UInt32) -> Void
    typealias BindFramebuffer = @convention(c) (UInt32, UInt32) -> Void
    typealias PixelStore = @convention(c) (UInt32, Int32) -> Void
    typealias ReadPixels = @convention(c) (Int32, Int32, Int32, Int32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    typealias Finish = @convention(c) () -> Void

    // GL constants (glcorearb.h).
    static let colorBufferBit: UInt32 = 0x4000
    static let scissorTest: UInt32 = 0x0C11
    static let rgba: UInt32 = 0x1908
    static let unsignedByte: UInt32 = 0x1401
    static let framebuffer: UInt32 = 0x8D40
    static let readFramebuffer: UInt32 = 0x8CA8
    static let back: UInt32 = 0x0405
    static let colorAttachment0: UInt32 = 0x8CE0
    static let packAlignment: UInt32 = 0x0D05
    static let renderer: UInt32 = 0x1F01
    static let version: UInt32 = 0x1F02

    let viewport: Viewport
    let scissor: Viewport
    let clearColor: ClearColor
    let clear: Bitfield
    let enable: Bitfield
    let disable: Bitfield
    let bindFramebuffer: BindFramebuffer
    let readBuffer: Bitfield
    let pixelStore: PixelStore
    let readPixels: ReadPixels
    let getString: GetString
    let finish: Finish

    /// Looks the functions up; a GL context must be current.
    init() throws {
        viewport = try Self.load("glViewport")
        scissor = try Self.load("glScissor")
        clearColor = try Self.load("glClearColor")
        clear = try Self.load("glClear")
        enable = try Self.load("glEnable")
        disable = try Self.load("glDisable")
        bindFramebuffer = try Self.load("glBindFramebuffer")
        readBuffer = try Self.load("glReadBuffer")
        pixelStore = try Self.load("glPixelStorei")
        readPixels = try Self.load("glReadPixels")
        getString = try Self.load("glGetString")
        finish = try Self.load("glFinish")
    }

    private static func load<F>(_ name: String) throws -> F {
        guard let pointer = SDL_GL_GetProcAddress(name) else {
            throw HostError("the GL context has no \(name)")
        }
        return unsafeBitCast(pointer, to: F.self)
    }

    /// A GL string (GL_VERSION, GL_RENDERER).
    func string(_ name: UInt32) -> String {
        getString(name).map { String(cString: $0) } ?? "?"
    }

    /// Reads `width`×`height` pixels of framebuffer `framebuffer` (0: the window's back buffer)
    /// into an opaque CGImage, rows top to bottom (GL's rows run bottom to top).
    func readImage(framebuffer: UInt32, width: Int, height: Int) throws -> CGImage {
        bindFramebuffer(Self.readFramebuffer, framebuffer)
        readBuffer(framebuffer == 0 ? Self.back : Self.colorAttachment0)
        pixelStore(Self.packAlignment, 1)
        var bottomUp = [UInt8](repeating: 0, count: width * height * 4)
        bottomUp.withUnsafeMutableBytes {
            readPixels(0, 0, Int32(width), Int32(height), Self.rgba, Self.unsignedByte, $0.baseAddress)
        }
        let row = width * 4
        var topDown = [UInt8](repeating: 0, count: bottomUp.count)
        for y in 0..<height {
            let source = (height - 1 - y) * row
            topDown.replaceSubrange(y * row..<(y + 1) * row, with: bottomUp[source..<source + row])
        }
        // The window has no alpha channel worth keeping: the image is opaque.
        return try CGImage(width: width, height: height, pixels: topDown, alphaInfo: .noneSkipLast)
    }
}
