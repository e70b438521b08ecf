import Foundation
@testable import StrataGL
import StrataGraphics
import Testing

/// `FrameDamage.damage(of:limit:)`: past `limit` pixels the answer is "all of it" (nil) at
/// once — a window frame that damages more than `Compositor.directDrawThreshold` of the window
/// is drawn whole anyway — and within it the damage is what it was without a limit.
@Suite("frame damage: the comparison stops past the limit")
struct FrameDamageLimitTests {
    /// A `size`×`size` pixel square at (`x`, `y`) in a 128×128 target (an identity layer map;
    /// 2/128 is exact in binary, so the corners land on whole pixels).
    private func square(x: Float, y: Float, size: Float = 10) -> QuadInstance {
        QuadInstance(row0: SIMD4(2.0 / 128, 0, 0, 0), row1: SIMD4(0, 2.0 / 128, 0, 0), row3: SIMD4(-1, -1, 0, 1),
                     rect: SIMD4(x, y, x + size, y + size), uv: SIMD4(0, 0, 1, 1), shape: SIMD4(x, y, x + size, y + size),
                     params: SIMD4(0, 0, 0, 0), color: SIMD4(1, 0, 0, 1), clipRect: SIMD4(-1e30, -1e30, 1e30, 1e30),
                     clipParams: .zero, clip0: SIMD4(1, 0, 0, 0), clip1: SIMD4(0, 1, 0, 0), clip2: SIMD4(0, 0, 1, 0))
    }

    private func list(_ quads: [QuadInstance], _ binding: TargetBinding) -> DrawList {
        let list = DrawList()
        list.bind(binding)
        for quad in quads { list.appendDraw(quad, program: .quad, texture: nil, sampler: .own, mask: 0, clip: ClipState()) }
        return list
    }

    @Test func pastTheLimitTheWholeTargetIsDamagedWithinItTheSameRectangle() {
        let binding = TargetBinding(framebuffer: 0, width: 128, height: 128, topDown: true, clear: false)
        var tracker = FrameDamage()
        tracker.record(list([square(x: 10, y: 10), square(x: 80, y: 80)], binding), binding: binding, clearColor: .black)
        // The first square moves 50 pixels; the second stays.
        let next = list([square(x: 60, y: 60), square(x: 80, y: 80)], binding)

        let unlimited = tracker.damage(of: next, binding: binding, clearColor: .black)

        // Old place 10…20 and new place 60…70, each grown by the two-pixel allowance: 8…72.
        #expect(unlimited == PixelRect(x: 8, y: 8, width: 64, height: 64))
        let area = 64 * 64
        #expect(tracker.damage(of: next, binding: binding, clearColor: .black, limit: area) == unlimited)
        #expect(tracker.damage(of: next, binding: binding, clearColor: .black, limit: area - 1) == nil)
        // One place's 14×14 pixels fit this limit; with the other they do not.
        #expect(tracker.damage(of: next, binding: binding, clearColor: .black, limit: 14 * 14) == nil)
    }

    @Test func anUnchangedFrameIsUndamagedWhateverTheLimit() {
        let binding = TargetBinding(framebuffer: 0, width: 128, height: 128, topDown: true, clear: false)
        var tracker = FrameDamage()
        let quads = [square(x: 10, y: 10), square(x: 40, y: 40)]
        tracker.record(list(quads, binding), binding: binding, clearColor: .black)

        let damage = tracker.damage(of: list(quads, binding), binding: binding, clearColor: .black, limit: 0)

        #expect(damage == PixelRect(x: 0, y: 0, width: 0, height: 0))
    }
}
