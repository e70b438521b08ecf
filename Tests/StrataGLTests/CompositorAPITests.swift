import CGL
import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

@Suite("Compositor API: window framebuffers, shader lookup, debug switch")
struct CompositorAPITests {
    /// A window's framebuffer 0 stores the bottom row first; the compositor must draw it
    /// upside down relative to an offscreen target — scissor clips included.
    @Test func bottomUpFramebufferIsDrawnTheWayGLShowsIt() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.anchorPoint = .zero
            let clip = CALayer()
            clip.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
            clip.masksToBounds = true
            clip.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 40), .pureRed))
            root.addSublayer(clip)
            clock.advance(to: 0)
            root.updatePresentationTree(at: 0)

            let rows: [[UInt8]] = try GLThread.shared.run {
                _ = try HeadlessContext.shared()
                let compositor = try Compositor()
                let surface = try RenderSurface(width: 64, height: 64)
                var result: [[UInt8]] = []
                for topDown in [true, false] {
                    try compositor.render(root, pixelWidth: 40, pixelHeight: 40, framebuffer: surface.framebuffer, topDown: topDown)
                    var pixels = [UInt8](repeating: 0, count: 40 * 40 * 4)
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), surface.framebuffer)
                    pixels.withUnsafeMutableBytes { glReadPixels(0, 0, 40, 40, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress) }
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                    result.append(pixels)
                }
                return result
            }
            func alpha(_ pixels: [UInt8], x: Int, storedRow: Int) -> UInt8 { pixels[(storedRow * 40 + x) * 4 + 3] }

            #expect(alpha(rows[0], x: 5, storedRow: 5) == 255, "top-down: stored row 5 is picture row 5, inside the 10-point clip")
            #expect(alpha(rows[0], x: 5, storedRow: 30) == 0, "top-down: picture row 30 is clipped away")
            #expect(alpha(rows[1], x: 5, storedRow: 34) == 255, "bottom-up: picture row 5 is stored row 34")
            #expect(alpha(rows[1], x: 5, storedRow: 5) == 0, "bottom-up: stored row 5 is picture row 34, clipped by the scissor")
            #expect(alpha(rows[1], x: 25, storedRow: 34) == 0, "right of the red child")
        }
    }

    @Test func shaderFolderFromTheEnvironment() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let library = try ShaderLibrary(environment: ["STRATA_SHADERS_DIR": root.appendingPathComponent("shaders").path])
        #expect(library.directory?.lastPathComponent == "shaders")
        let found = try ShaderLibrary(environment: [:])
        #expect(FileManager.default.fileExists(atPath: found.directory?.appendingPathComponent("blur.glsl").path ?? ""),
                "without the variable the folder is found from the executable or the source tree")
    }

    @Test func debugSwitchValues() {
        #expect(DebugRendering.fromEnvironment([:]).mode == .off)
        #expect(DebugRendering.fromEnvironment(["STRATA_DEBUG_RENDER": "0"]).mode == .off)
        #expect(DebugRendering.fromEnvironment(["STRATA_DEBUG_RENDER": "1"]).mode == .stats)
        #expect(DebugRendering.fromEnvironment(["STRATA_DEBUG_RENDER": "overdraw"]).mode == .overdraw)
    }
}

@Suite("Debug rendering")
struct DebugRenderingTests {
    /// Solid quads (quad.glsl) and images at their size (sprite.glsl, its own overdraw
    /// compilation) alike add 1/8 per quad.
    @Test(arguments: [false, true])
    func overdrawMapCountsQuadsPerPixel(sprites: Bool) throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.anchorPoint = .zero
            let image = makeImage(20, 20) { _, _ in .pureRed }
            for i in 0..<3 {
                let frame = CGRect(x: i * 10, y: 0, width: 20, height: 20)
                if sprites {
                    let layer = CALayer()
                    layer.frame = frame
                    layer.contents = image
                    root.addSublayer(layer)
                } else {
                    root.addSublayer(solidLayer(frame, .pureRed))
                }
            }
            clock.advance(to: 0)
            root.updatePresentationTree(at: 0)

            let (alphas, spriteQuads): ([UInt8], Int) = try GLThread.shared.run {
                _ = try HeadlessContext.shared()
                let compositor = try Compositor()
                compositor.debug = DebugRendering(mode: .overdraw)
                let surface = try RenderSurface(width: 64, height: 64)
                let stats = try compositor.render(root, pixelWidth: 40, pixelHeight: 40, framebuffer: surface.framebuffer, topDown: true)
                var pixels = [UInt8](repeating: 0, count: 40 * 40 * 4)
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), surface.framebuffer)
                pixels.withUnsafeMutableBytes { glReadPixels(0, 0, 40, 40, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress) }
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                return ([5, 15, 25, 35].map { pixels[(5 * 40 + $0) * 4 + 3] }, stats.spriteQuads)
            }
            #expect(spriteQuads == (sprites ? 3 : 0))

            // Each quad adds 1/8: x 5 is under one layer, 15 under two, 25 under two, 35 under one.
            #expect(alphas.map { (Double($0) / 255 * 8).rounded() } == [1, 2, 2, 1], "overdraw map alphas \(alphas)")
        }
    }
}

@Suite("Pipelined frames")
struct PipelinedFrameTests {
    /// `submit` queues a frame without waiting; frames stay in order, so after several the
    /// framebuffer holds the last, and reading back gives what a synchronous render gives.
    @Test func submittedFramesDrawInOrder() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            root.anchorPoint = .zero
            let box = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 20), .pureRed)
            root.addSublayer(box)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 5
            slide.toValue = 35
            slide.duration = 1
            box.add(slide, forKey: "slide")
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 40, pixelHeight: 20)
            var drawCalls = 0
            for _ in 0..<4 {
                clock.advance(by: 0.25)
                root.updatePresentationTree(at: clock.now)
                drawCalls += try renderer.submit(root).drawCalls
            }
            #expect(renderer.finish() >= 0)
            #expect(drawCalls == 4, "one draw per submitted frame")
            // t = 1: the animation is over, the box is back at its model position (x 0…10).
            let image = try renderer.render(root)
            expectPixel(image, 5, 10, .pureRed, "the last frame: the box at its model position")
            expectPixel(image, 30, 10, .clear, "no trace of the earlier frames (each clears first)")
        }
    }
}

@Suite("Calling from the main actor")
struct MainActorTests {
    /// The CLI's commands may run on the main actor: the renderer's own hops to the GL thread
    /// must not inherit that isolation (Swift 6 would trap on the GL thread).
    @MainActor @Test func offscreenRendererWorksFromTheMainActor() throws {
        let (image, _) = try renderScene(width: 20, height: 20) { root in
            root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .pureGreen))
        }
        expectPixel(image, 10, 10, .pureGreen, "rendered through the GL thread from a main-actor test")
    }
}
