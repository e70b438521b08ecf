import CGL
import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// `Compositor.renderWindow`: a frame where most of the window changes is drawn straight into
/// the window's back buffer, a small change is redrawn in the retained backing and blitted;
/// either way the window shows what a whole redraw shows. The "window" here is a framebuffer
/// object scribbled over before every frame, as a back buffer's contents are undefined after a
/// swap (SDL_GL_SwapWindow): a path that relied on last frame's pixels there would show it.
@Suite("window frames: direct or retained, per frame")
struct WindowFramePathTests {
    @Test func largeChangesGoDirectSmallOnesRetainedAndAllMatchAWholeRedraw() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let (w, h) = (160, 100)
            let root = screenRoot(width: w, height: h)
            root.backgroundColor = RGBA(red: 0.12, green: 0.12, blue: 0.15).cgColor
            // Sprites spread over the whole window (their union is nearly all of it), and a dot.
            var sprites: [CALayer] = []
            for i in 0..<12 {
                let layer = solidLayer(CGRect(x: Double(i % 4) * 38 + 4, y: Double(i / 4) * 30 + 6, width: 14, height: 14),
                                       RGBA(red: Double(i) / 12, green: 0.6, blue: 1 - Double(i) / 12, alpha: 0.8))
                layer.cornerRadius = 3
                root.addSublayer(layer)
                sprites.append(layer)
            }
            let dot = solidLayer(CGRect(x: 70, y: 40, width: 6, height: 6), .pureRed)
            root.addSublayer(dot)
            clock.advance(by: 0)
            typealias Frame = (window: [UInt8], whole: [UInt8], path: WindowFramePath, redrawn: Int)
            let frames: [Frame] = try GLThread.shared.run {
                _ = try HeadlessContext.shared()
                let compositor = try Compositor(), reference = try Compositor()
                let window = RetainedFramebuffer(), backing = RetainedFramebuffer(), whole = RetainedFramebuffer()
                try window.prepare(width: w, height: h)
                try whole.prepare(width: w, height: h)
                defer { window.release(); backing.release(); whole.release() }
                func read(_ framebuffer: GLuint) -> [UInt8] {
                    var pixels = [UInt8](repeating: 0, count: w * h * 4)
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
                    pixels.withUnsafeMutableBytes { glReadPixels(0, 0, GLsizei(w), GLsizei(h), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress) }
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                    return pixels
                }
                var out: [Frame] = []
                // 0: first frame (nothing known yet: through the backing); 1, 2: the dot moves; 3: every sprite moves; 4: the dot; 5: nothing.
                for (frame, t) in [0.0, 0.1, 0.2, 0.3, 0.4, 0.4].enumerated() {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    if frame == 1 || frame == 2 || frame == 4 { dot.position.x = 73 + 40 * t }
                    if frame == 3 { for layer in sprites { layer.position.x += 9 } }
                    CATransaction.commit()
                    clock.advance(to: t)
                    root.updatePresentationTree(at: clock.now)
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), window.framebuffer)
                    glClearColor(1, 0, 1, 1)
                    glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
                    let stats = try compositor.renderWindow(root, pixelWidth: w, pixelHeight: h, backing: backing,
                                                            window: window.framebuffer, clearColor: .black)
                    try reference.render(root, pixelWidth: w, pixelHeight: h, framebuffer: whole.framebuffer, topDown: false,
                                         clearColor: .black)
                    out.append((read(window.framebuffer), read(whole.framebuffer), stats.windowPath, stats.redrawnPixels))
                }
                return out
            }
            let expected: [WindowFramePath] = [.retainedWhole, .retained, .retained, .direct, .retainedWhole, .retained]
            for (i, frame) in frames.enumerated() {
                #expect(frame.path == expected[i], "frame \(i) took the \(frame.path) path, expected \(expected[i])")
                let differing = frame.window.indices.filter { frame.window[$0] != frame.whole[$0] }
                #expect(differing.isEmpty, "frame \(i) (\(frame.path)): \(differing.count) bytes differ from a whole redraw")
            }
            #expect(frames[2].redrawn > 0 && frames[2].redrawn < w * h / 10, "a moved dot redraws a little (\(frames[2].redrawn) pixels)")
            #expect(frames[5].redrawn == 0, "an unchanged frame redraws nothing")
        }
    }

    /// Without a backing (the GL could not make one, or damage tracking is off), every frame
    /// is drawn whole into the window.
    @Test func withoutABackingEveryFrameIsDirect() throws {
        let root = screenRoot(width: 40, height: 30)
        root.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 4, height: 4), .pureGreen))
        root.updatePresentationTree(at: 0)
        let paths: [WindowFramePath] = try GLThread.shared.run {
            _ = try HeadlessContext.shared()
            let compositor = try Compositor()
            let window = RetainedFramebuffer()
            try window.prepare(width: 40, height: 30)
            defer { window.release() }
            return try (0..<2).map { _ in
                try compositor.renderWindow(root, pixelWidth: 40, pixelHeight: 30, backing: nil, window: window.framebuffer).windowPath
            }
        }
        #expect(paths == [.direct, .direct])
    }
}
