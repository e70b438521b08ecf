import CGL
import Foundation
import StrataBenchSupport

/// StrataGLBench's workload for the shared bare loop (`BareSpriteLoop`): the sprites'
/// positions and angles as `SpritesWorkload` animates them, into the offscreen framebuffer.
/// Runs on the GL thread.
final class BareLoop {
    private let loop: BareSpriteLoop
    let count: Int

    init(count: Int, size: Int, pixels: [UInt8]) throws {
        self.count = count
        loop = try BareSpriteLoop(count: count, size: size, pixels: pixels)
    }

    /// One frame at time `t` into `framebuffer` (`width`×`height`); returns its seconds.
    /// `wait`: glFinish before returning (synchronous); else glFlush, as Strata's pipelined
    /// frames do (the caller waits once at the end of a block of frames).
    func frame(t: Double, framebuffer: GLuint, width: Int, height: Int, wait: Bool) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let w = Double(width), h = Double(height), s = Double(loop.size)
        let columns = max(1, Int((w - s) / (s * 0.5))), rows = max(1, Int((h - s) / (s * 0.5)))
        loop.instances.withUnsafeMutableBufferPointer { instances in
            for i in 0..<count {
                let phase = (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
                let x = s / 2 + Double(i % columns) * s * 0.5, y = s / 2 + Double((i / columns) % rows) * s * 0.5
                let cycle = (t + phase * 4).truncatingRemainder(dividingBy: 4)
                let u = cycle < 2 ? cycle / 2 : 2 - cycle / 2
                let eased = u * u * (3 - 2 * u)   // close to easeInEaseOut, same cost class
                let angle = (t + phase * 3).truncatingRemainder(dividingBy: 3) / 3 * 2 * .pi
                instances[i] = SIMD4(Float(x + eased * s), Float(y), Float(angle), 0)
            }
        }
        loop.draw(framebuffer: framebuffer, width: width, height: height, yDown: false, clear: SIMD3(0.1, 0.1, 0.1))
        if wait { glFinish() } else { glFlush() }
        return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
    }
}
