import CGL
import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Incremental redraws (FrameDamage) with `compositingFilter` layers: a blended layer's
/// pixels depend on what is beneath it, so a change beneath must redraw them, blended again
/// over the new backdrop; every frame must equal a whole redraw.
@Suite("compositingFilter with damage tracking")
struct CompositingFilterDamageTests {
    @Test(arguments: ["multiplyBlendMode", "differenceBlendMode", "destinationOut", "screenBlendMode", "luminosityBlendMode"])
    func everyFrameMatchesAWholeRedraw(mode: String) throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 120, height: 80)
            root.backgroundColor = RGBA(red: 0.9, green: 0.9, blue: 0.8).cgColor
            // Beneath the blended layer: a bar sliding under it, a colour changing under it.
            let slider = solidLayer(CGRect(x: 0, y: 10, width: 20, height: 60), RGBA(red: 0.1, green: 0.3, blue: 0.9))
            root.addSublayer(slider)
            let tinted = solidLayer(CGRect(x: 60, y: 30, width: 20, height: 20), .pureGreen)
            root.addSublayer(tinted)
            // The blended group: a rounded layer with a sublayer that moves inside it.
            let blended = solidLayer(CGRect(x: 30, y: 20, width: 60, height: 40), RGBA(red: 1, green: 0.5, blue: 0.2, alpha: 0.9))
            blended.cornerRadius = 6
            blended.compositingFilter = mode
            let inner = solidLayer(CGRect(x: 5, y: 5, width: 15, height: 15), RGBA(red: 0.2, green: 0.8, blue: 0.6))
            blended.addSublayer(inner)
            root.addSublayer(blended)
            // Above it and far from it: a dot that moves.
            let dot = solidLayer(CGRect(x: 100, y: 65, width: 8, height: 8), .pureRed)
            root.addSublayer(dot)
            clock.advance(by: 0)

            let incremental = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 80)
            let whole = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 80)
            whole.redrawsOnlyChanges = false
            var redrawn: [Int] = []
            for (frame, t) in [0.0, 0.1, 0.1, 0.3, 0.5, 0.6, 0.8].enumerated() {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                // Beneath the blended layer (not at 0.5 and 0.6): the bar slides, the colour changes.
                if t < 0.5 || t > 0.7 {
                    slider.position.x = 10 + 100 * t
                    tinted.backgroundColor = RGBA(red: t, green: 1 - t, blue: 0).cgColor
                }
                if t == 0.5 || t == 0.8 { inner.position = CGPoint(x: 12 + 40 * t, y: 20) }   // inside the group
                if t == 0.6 { dot.position.y = 30 }                    // elsewhere only
                CATransaction.commit()
                clock.advance(to: t)
                let a = try incremental.renderFrame(root, at: clock.now, background: .black)
                redrawn.append(incremental.lastFrameStats.redrawnPixels)
                let b = try whole.render(root, background: .black)
                let differing = a.pixelData.indices.filter { a.pixelData[$0] != b.pixelData[$0] }
                if let first = differing.first {
                    savePNG(a, "blend-damage-\(mode)-\(frame)-partial")
                    savePNG(b, "blend-damage-\(mode)-\(frame)-whole")
                    Issue.record("\(mode), frame \(frame) (t = \(t)): \(differing.count) bytes differ from the whole redraw, the first at pixel (\(first / 4 % 120), \(first / 4 / 120))")
                }
            }
            #expect(redrawn[0] == 120 * 80, "the first frame is drawn whole")
            #expect(redrawn[2] == 0, "a repeated frame redraws nothing")
            for i in [1, 3, 4, 5, 6] {
                #expect(redrawn[i] > 0 && redrawn[i] < 120 * 80, "frame \(i): part of the picture (\(redrawn[i]) pixels)")
            }
        }
    }
}

/// The viewer's path: a window's picture is drawn bottom-up into a `RetainedFramebuffer`,
/// incrementally, then blitted to the window. Blended layers there (a flipped backdrop copy
/// under a damage scissor) must give the picture a whole top-down redraw gives.
@Suite("compositingFilter in a retained bottom-up framebuffer")
struct CompositingFilterWindowPathTests {
    @Test func incrementalBottomUpFramesMatchWholeRedraws() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let (w, h) = (90, 60)
            let root = screenRoot(width: w, height: h)
            root.backgroundColor = RGBA(red: 0.8, green: 0.85, blue: 0.9).cgColor
            root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 90, height: 20), RGBA(red: 0.9, green: 0.2, blue: 0.1)))
            let slider = solidLayer(CGRect(x: 0, y: 25, width: 15, height: 30), RGBA(red: 0.1, green: 0.2, blue: 0.9))
            root.addSublayer(slider)
            let blended = solidLayer(CGRect(x: 20, y: 10, width: 50, height: 40), RGBA(red: 0.3, green: 0.9, blue: 0.5, alpha: 0.85))
            blended.compositingFilter = "overlayBlendMode"
            blended.cornerRadius = 5
            root.addSublayer(blended)
            clock.advance(by: 0)
            let frames: [([UInt8], [UInt8], Int)] = try GLThread.shared.run {
                _ = try HeadlessContext.shared()
                let incremental = try Compositor(), whole = try Compositor()
                let window = RetainedFramebuffer(), reference = RetainedFramebuffer()
                try window.prepare(width: w, height: h)
                try reference.prepare(width: w, height: h)
                defer { window.release(); reference.release() }
                func read(_ framebuffer: GLuint, flip: Bool) -> [UInt8] {
                    var pixels = [UInt8](repeating: 0, count: w * h * 4)
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
                    pixels.withUnsafeMutableBytes { glReadPixels(0, 0, GLsizei(w), GLsizei(h), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress) }
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                    guard flip else { return pixels }
                    var flipped: [UInt8] = []
                    let rowBytes = w * 4
                    for row in 0..<h {
                        let start: Int = (h - 1 - row) * rowBytes
                        flipped.append(contentsOf: pixels[start..<(start + rowBytes)])
                    }
                    return flipped
                }
                var out: [([UInt8], [UInt8], Int)] = []
                for t in [0.0, 0.2, 0.2, 0.5, 0.9] {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    slider.position.x = 7.5 + 80 * t
                    CATransaction.commit()
                    clock.advance(to: t)
                    root.updatePresentationTree(at: clock.now)
                    let stats = try incremental.render(root, pixelWidth: w, pixelHeight: h, framebuffer: window.framebuffer, topDown: false,
                                                       clearColor: .black, incremental: true)
                    try whole.render(root, pixelWidth: w, pixelHeight: h, framebuffer: reference.framebuffer, topDown: true, clearColor: .black)
                    out.append((read(window.framebuffer, flip: true), read(reference.framebuffer, flip: false), stats.redrawnPixels))
                }
                return out
            }
            for (i, (a, b, redrawn)) in frames.enumerated() {
                // Drawn bottom-up and top-down, a colour channel exactly halfway between two
                // byte values may round either way: at most 1 apart.
                let differing = a.indices.filter { abs(Int(a[$0]) - Int(b[$0])) > 1 }
                #expect(differing.isEmpty, "frame \(i): \(differing.count) bytes differ by more than 1, the first at pixel \(differing.first.map { ($0 / 4 % w, $0 / 4 / w) } as Any)")
                if i == 2 { #expect(redrawn == 0, "a repeated frame redraws nothing") }
                if i >= 3 { #expect(redrawn > 0 && redrawn < w * h, "frame \(i): only around the slider (\(redrawn) pixels)") }
            }
        }
    }
}
