import CGL
import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// An opaque background over the whole target (a window's root layer) becomes the target's
/// clear colour rather than a shaded, blended quad over every pixel (`DrawList.foldLeadingFill`),
/// and images after it still take the sprite program. The picture must not change.
@Suite("Backdrop fill folded into the clear")
struct BackdropFoldTests {
    private static let image = makeImage(16, 16) { x, y in
        RGBA(red: Double(x) / 15, green: Double(y) / 15, blue: 0.7, alpha: x == 0 || y == 15 ? 0.5 : 1)
    }

    /// Renders `root` twice on the GL thread, with and without the fold; the pixels and stats.
    private func renderBoth(_ root: CALayer, width: Int, height: Int) throws -> (folded: [UInt8], drawn: [UInt8], stats: FrameStats) {
        root.updatePresentationTree(at: 0)
        return try GLThread.shared.run {
            _ = try HeadlessContext.shared()
            let a = try Compositor(), b = try Compositor()
            b.foldsBackdrop = false
            let fa = RetainedFramebuffer(), fb = RetainedFramebuffer()
            try fa.prepare(width: width, height: height)
            try fb.prepare(width: width, height: height)
            defer { fa.release(); fb.release() }
            func read(_ framebuffer: GLuint) -> [UInt8] {
                var pixels = [UInt8](repeating: 0, count: width * height * 4)
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
                pixels.withUnsafeMutableBytes { glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress) }
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                return pixels
            }
            let stats = try a.render(root, pixelWidth: width, pixelHeight: height, framebuffer: fa.framebuffer, clearColor: .pureRed)
            try b.render(root, pixelWidth: width, pixelHeight: height, framebuffer: fb.framebuffer, clearColor: .pureRed)
            return (read(fa.framebuffer), read(fb.framebuffer), stats)
        }
    }

    /// `stacked`: the viewer's case, a black window layer under a scene root with its own
    /// background, both over the whole window.
    @Test(arguments: [false, true])
    func anOpaqueWindowBackgroundBecomesTheClearAndImagesStaySprites(stacked: Bool) throws {
        let window = screenRoot(width: 100, height: 60)
        var root = window
        if stacked {
            window.backgroundColor = RGBA(red: 0, green: 0, blue: 0).cgColor
            root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 60), .pureGreen)
            window.addSublayer(root)
        }
        root.backgroundColor = RGBA(red: 0x20 / 255, green: 0x30 / 255, blue: 0x40 / 255).cgColor
        for i in 0..<5 {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
            layer.position = CGPoint(x: 12 + Double(i) * 18, y: 30)
            layer.contents = Self.image
            layer.opacity = 0.8
            root.addSublayer(layer)
        }
        let (folded, drawn, stats) = try renderBoth(window, width: 100, height: 60)
        #expect(stats.quads == 5 && stats.spriteQuads == 5, "the backdrop is not drawn as a quad; the images are sprites (\(stats))")
        let differing = folded.indices.filter { folded[$0] != drawn[$0] }
        #expect(differing.isEmpty, "\(differing.count) bytes differ from the backdrop drawn as a quad")
        #expect(Array(folded[0..<4]) == [0x20, 0x30, 0x40, 0xFF], "the corner shows the background, not the clear colour")
    }

    @Test func aTranslucentOrPartialBackgroundIsStillDrawn() throws {
        for (alpha, width) in [(0.5, 100.0), (1.0, 99.0)] {
            let root = screenRoot(width: 100, height: 60)
            let backdrop = solidLayer(CGRect(x: 0, y: 0, width: width, height: 60), RGBA(red: 0.2, green: 0.3, blue: 0.4, alpha: alpha))
            root.addSublayer(backdrop)
            let (folded, drawn, stats) = try renderBoth(root, width: 100, height: 60)
            #expect(stats.quads == 1, "alpha \(alpha), width \(width): the backdrop is drawn")
            #expect(folded == drawn)
        }
    }
}
