import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Animations of `contents` cross-fade, as in Core Animation (an image layer's contents change
/// dissolves — implicitly, or through a CABasicAnimation on "contents" — instead of switching).
@Suite("Contents cross-fade")
struct ContentsCrossfadeRenderTests {
    let red = makeImage(8, 8) { _, _ in .pureRed }
    let blue = makeImage(8, 8) { _, _ in .pureBlue }

    private func fading(from: CGImage?, to: CGImage?, at t: CFTimeInterval) throws -> CGImage {
        try renderScene(width: 40, height: 40, at: t, background: .white) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            layer.contents = to
            root.addSublayer(layer)
            let fade = CABasicAnimation(keyPath: "contents")
            fade.fromValue = from
            fade.toValue = to
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(fade, forKey: "fade")
        }.0
    }

    @Test func twoImagesMixByTheAnimationsProgress() throws {
        let image = try fading(from: red, to: blue, at: 0.25)
        expectPixel(image, 20, 20, RGBA(red: 0.75, green: 0, blue: 0.25), "a quarter of the way from red to blue, over white unseen")
        expectPixel(image, 5, 5, .white, "outside the layer")
        expectPixel(try fading(from: red, to: blue, at: 1.5), 20, 20, .pureBlue, "after the animation: the new image")
    }

    @Test func anImageFadesInFromNothing() throws {
        // An implicit change from no contents (a missing fromValue would mean "the current value").
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 40, height: 40)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            root.addSublayer(layer)
            clock.advance(by: 0)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.contents = blue
            CATransaction.commit()
            let renderer = try OffscreenRenderer(pixelWidth: 40, pixelHeight: 40)
            let image = try renderer.renderFrame(root, at: 0.25, background: .white)
            expectPixel(image, 20, 20, RGBA(red: 0.75, green: 0.75, blue: 1), "blue at a quarter over the white background")
        }
    }

    @Test func theContentsGetterAnswersWithTheNearerImage() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.contents = red
            clock.advance(by: 0)
            // An implicit change (actions on): CA's 0.25 s animation, now a cross-fade (linear
            // here, so half the time is half the blend).
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.contents = blue
            CATransaction.commit()
            clock.advance(by: 0)
            clock.advance(to: 0.05)
            #expect(layer.presentation()?.contents as AnyObject? === red, "a fifth of the time: still nearer red")
            clock.advance(to: 0.2)
            #expect(layer.presentation()?.contents as AnyObject? === blue)
            let renderer = try OffscreenRenderer(pixelWidth: 8, pixelHeight: 8)
            let root = screenRoot(width: 8, height: 8)
            root.addSublayer(layer)
            layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            clock.advance(by: 0)
            let image = try renderer.renderFrame(root, at: 0.125)
            expectPixel(image, 4, 4, RGBA(red: 0.5, green: 0, blue: 0.5), "half way through the implicit 0.25 s cross-fade")
        }
    }
}
