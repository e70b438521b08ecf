import CGL
import Foundation
import StrataCore
import StrataGL
import StrataGraphics

/// The measurement, outside main.swift: top-level code is main-actor isolated, and a closure
/// formed there traps when it runs on the GL thread (Swift 6's dynamic isolation check).
enum Bench {
    static func ms(_ s: Double) -> String { String(format: "%.2f", s * 1000) }
    static func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? 0 : s[s.count / 2] }
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func seconds(_ from: UInt64, _ to: UInt64) -> Double { Double(to - from) * 1e-9 }

    /// Frames run in blocks of `block`, Strata's and the bare loop's alternating, so both see
    /// the same machine load. Pipelined (the default): each frame is submitted without waiting
    /// for the GPU, so the next frame's evaluation and draw-list recording overlap llvmpipe's
    /// rasteriser threads drawing this one, and a block ends with one glFinish; a frame's cost
    /// is the block's wall time over its frames (the bare loop runs the same way). `sync`:
    /// glFinish after every frame, for both.
    static func run(sprites: [Int], size: Int, frames: Int, block: Int, sync: Bool) throws {
        let renderer = try OffscreenRenderer(pixelWidth: 1280, pixelHeight: 720)
        // Whole frames, like the bare loop (which draws into the same framebuffer): every
        // sprite moves anyway, so redrawing only changes would save nothing here.
        renderer.redrawsOnlyChanges = false
        let background = RGBA(red: 0.1, green: 0.1, blue: 0.1)   // the bare loop's clear colour
        for n in sprites {
            let clock = MediaClock.virtual()
            try clock.run {
                let workload = try SpritesWorkload(count: n, size: size, width: 1280, height: 720, clock: clock)
                let loop = try GLThread.shared.run { try BareLoop(count: n, size: size, pixels: workload.image.pixelData) }
                var evaluate: [Double] = [], build: [Double] = [], submit: [Double] = [], wait: [Double] = []
                var strata: [Double] = [], bare: [Double] = []
                var drawCalls = 0
                var frame = 0
                let blocks = max(1, frames / block)
                for b in 0...blocks {   // block 0 warms up
                    let s0 = now()
                    var waited = 0.0
                    for _ in 0..<block {
                        let t0 = now()
                        clock.advance(by: 1.0 / 60)
                        workload.root.updatePresentationTree(at: clock.now)
                        let t1 = now()
                        let stats = sync ? try renderer.draw(workload.root, background: background)
                                         : try renderer.submit(workload.root, background: background)
                        waited += stats.finishTime
                        if b > 0 {
                            evaluate.append(seconds(t0, t1))
                            build.append(stats.buildTime)
                            submit.append(stats.submitTime)
                        }
                        drawCalls = stats.drawCalls
                    }
                    waited += renderer.finish()
                    let s1 = now()
                    for _ in 0..<block {
                        let t = Double(frame) / 60
                        frame += 1
                        _ = try GLThread.shared.run {
                            loop.frame(t: t, framebuffer: renderer.framebuffer, width: 1280, height: 720, wait: sync)
                        }
                    }
                    renderer.finish()
                    let s2 = now()
                    guard b > 0 else { continue }
                    strata.append(seconds(s0, s1) / Double(block))
                    bare.append(seconds(s1, s2) / Double(block))
                    wait.append(waited / Double(block))
                }
                let strataFrame = median(strata), bareFrame = median(bare)
                print("sprites-\(n): \(String(format: "%.1f", 1 / strataFrame)) fps (\(ms(strataFrame)) ms/frame, \(drawCalls) draw calls)"
                    + " — evaluate \(ms(median(evaluate))), build \(ms(median(build))), submit \(ms(median(submit))), "
                    + "glFinish \(ms(median(wait))) ms")
                print("  bare GL loop: \(String(format: "%.1f", 1 / bareFrame)) fps (\(ms(bareFrame)) ms/frame); Strata reaches "
                    + String(format: "%.0f%%", 100 * bareFrame / strataFrame) + " of it")
            }
        }
    }

    /// `--damage`: N sprites of which only the first moves, each frame drawn and waited for,
    /// with the renderer redrawing only what changed and then redrawing whole frames.
    static func runDamage(sprites: [Int], size: Int, frames: Int) throws {
        let renderer = try OffscreenRenderer(pixelWidth: 1280, pixelHeight: 720)
        for n in sprites {
            let clock = MediaClock.virtual()
            try clock.run {
                let workload = try SpritesWorkload(count: n, size: size, width: 1280, height: 720, clock: clock)
                for layer in (workload.root.sublayers ?? []).dropFirst() { layer.removeAllAnimations() }
                var line = "sprites-\(n), one moving:"
                for incremental in [true, false] {
                    renderer.redrawsOnlyChanges = incremental
                    renderer.invalidateContents()
                    var times: [Double] = [], redrawn = 0
                    for frame in 0...frames {
                        clock.advance(by: 1.0 / 60)
                        workload.root.updatePresentationTree(at: clock.now)
                        let t0 = now()
                        let stats = try renderer.draw(workload.root, background: .black)
                        if frame > 0 { times.append(seconds(t0, now())); redrawn = stats.redrawnPixels }
                    }
                    line += " \(incremental ? "changes only" : "whole frames") \(ms(median(times))) ms"
                        + " (\(redrawn) pixels redrawn)" + (incremental ? ";" : "")
                }
                print(line)
            }
        }
    }
}
