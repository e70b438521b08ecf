import CGL
import Foundation
import StrataBenchSupport

/// The physical limit in the window: the same N textured, rotated, translucent 64×64 quads
/// (`PeerSprites`' motion) drawn by the shared bare loop (`BareSpriteLoop`: positions computed
/// in a tight loop, one buffer upload, one instanced draw) into the window's back buffer, then
/// swapped by the caller. Use with the window's GL context current.
final class BareWindowLoop {
    private let loop: BareSpriteLoop

    init(count: Int, pixels: [UInt8], size: Int) throws {
        loop = try BareSpriteLoop(count: count, size: size, pixels: pixels)
    }

    /// Draws the frame at time `t` into the window's framebuffer 0 (`width`×`height` pixels).
    func draw(t: Double, width: Int, height: Int) {
        let angle = t.truncatingRemainder(dividingBy: 3) / 3 * 2 * .pi
        loop.instances.withUnsafeMutableBufferPointer { instances in
            for i in instances.indices {
                let (x0, y) = PeerSprites.origin(i)
                let cycle = (t + PeerSprites.phase(i)).truncatingRemainder(dividingBy: 4)
                let u = cycle < 2 ? cycle / 2 : 2 - cycle / 2
                let eased = u < 0.5 ? 2 * u * u : 1 - 2 * (1 - u) * (1 - u)   // easeInOutQuad
                instances[i] = SIMD4(Float(x0 + 32 + 400 * eased), Float(y + 32), Float(angle), 0)
            }
        }
        loop.draw(framebuffer: 0, width: width, height: height, yDown: true, clear: SIMD3(repeating: 0x20 / 255))
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
