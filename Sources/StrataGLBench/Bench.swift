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

    static func run(sprites: [Int], size: Int, frames: Int) throws {
        let renderer = try OffscreenRenderer(pixelWidth: 1280, pixelHeight: 720)
        for n in sprites {
            let clock = MediaClock.virtual()
            try clock.run {
                let workload = try SpritesWorkload(count: n, size: size, width: 1280, height: 720, clock: clock)
                var evaluate: [Double] = [], build: [Double] = [], submit: [Double] = [], finish: [Double] = [], total: [Double] = []
                var bare: [Double] = []
                var drawCalls = 0
                let loop = try GLThread.shared.run { try BareLoop(count: n, size: size, pixels: workload.image.pixelData) }
                // Strata's frame and the bare loop's alternate, so both see the same machine load.
                for frame in 0..<(frames + 10) {
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    clock.advance(by: 1.0 / 60)
                    workload.root.updatePresentationTree(at: clock.now)
                    let t1 = DispatchTime.now().uptimeNanoseconds
                    // The background is the clear colour, as the bare loop's.
                    let stats = try renderer.draw(workload.root, background: RGBA(red: 0.1, green: 0.1, blue: 0.1))
                    let t2 = DispatchTime.now().uptimeNanoseconds
                    let bareTime = try GLThread.shared.run {
                        loop.frame(t: Double(frame) / 60, framebuffer: renderer.framebuffer, width: 1280, height: 720)
                    }
                    guard frame >= 10 else { continue }   // warm-up
                    evaluate.append(Double(t1 - t0) * 1e-9)
                    build.append(stats.buildTime)
                    submit.append(stats.submitTime)
                    finish.append(stats.finishTime)
                    total.append(Double(t2 - t0) * 1e-9)
                    bare.append(bareTime)
                    drawCalls = stats.drawCalls
                }
                let strataFrame = median(total), bareFrame = median(bare)
                print("sprites-\(n): \(String(format: "%.1f", 1 / strataFrame)) fps (\(ms(strataFrame)) ms/frame, \(drawCalls) draw calls)"
                    + " — evaluate \(ms(median(evaluate))), build \(ms(median(build))), submit \(ms(median(submit))), glFinish \(ms(median(finish))) ms")
                print("  bare GL loop: \(String(format: "%.1f", 1 / bareFrame)) fps (\(ms(bareFrame)) ms/frame); Strata reaches "
                    + String(format: "%.0f%%", 100 * bareFrame / strataFrame) + " of it")
            }
        }
    }
}
