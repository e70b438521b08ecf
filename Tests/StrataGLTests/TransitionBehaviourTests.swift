import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Transitions on real trees (issue 5): sublayers added and removed under a transition, a
/// transition interrupted by another (it starts from what is on screen), removal by key, a
/// transition inside a masked and clipped parent.
@Suite("CATransition behaviour")
struct TransitionBehaviourTests {
    static let grey = RGBA(red: 0.5, green: 0.5, blue: 0.5)

    func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = .fromRight) -> CATransition {
        let t = CATransition()
        t.type = type; t.subtype = subtype; t.duration = 1
        return t
    }

    /// A grey 128×96 layer at (16, 16) in a 160×128 root.
    func scene() -> (root: CALayer, layer: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 128)
        root.anchorPoint = .zero
        let layer = CALayer()
        layer.frame = CGRect(x: 16, y: 16, width: 128, height: 96)
        layer.backgroundColor = Self.grey.cgColor
        root.addSublayer(layer)
        return (root, layer)
    }

    @Test func sublayersRemovedAndAddedMoveWithTheirLooks() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let clock = MediaClock.virtual()
        let image = try clock.run {
            let (root, layer) = scene()
            let red = solidLayer(CGRect(x: 72, y: 8, width: 48, height: 80), .pureRed)
            layer.addSublayer(red)
            clock.advance(by: 1)

            CATransaction.setDisableActions(true)
            red.removeFromSuperlayer()
            layer.addSublayer(solidLayer(CGRect(x: 8, y: 8, width: 48, height: 80), .pureBlue))
            layer.add(transition(.push), forKey: "swap")
            clock.advance(by: 0.5)
            return try renderer.renderFrame(root, at: clock.now)
        }
        savePNG(image, "behaviour-sublayers")

        // push fromRight at 0.5: the old look (red on the right of the layer) has moved left
        // by 64 pt, the new one (blue on the left) comes in 64 pt right of its place.
        expectPixel(image, 16 + 32, 64, .pureRed, "the removed red sublayer, old look, now at layer x 8…56")
        expectPixel(image, 16 + 96, 64, .pureBlue, "the added blue sublayer, new look, now at layer x 72…120")
        expectPixel(image, 16 + 4, 64, Self.grey, "the old look's grey background between")
    }

    @Test func anInterruptingTransitionStartsFromWhatIsOnScreen() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let clock = MediaClock.virtual()
        let image = try clock.run {
            let (root, layer) = scene()
            layer.backgroundColor = RGBA.pureRed.cgColor
            clock.advance(by: 1)

            CATransaction.setDisableActions(true)
            layer.backgroundColor = RGBA.pureBlue.cgColor
            layer.add(transition(.fade), forKey: kCATransition)
            clock.advance(by: 0.5)                 // the fade is half way: purple on screen

            CATransaction.setDisableActions(true)
            layer.backgroundColor = RGBA.pureGreen.cgColor
            layer.add(transition(.push), forKey: kCATransition)
            clock.advance(by: 0.5)                 // the push is half way
            return try renderer.renderFrame(root, at: clock.now)
        }
        savePNG(image, "behaviour-interrupted")

        // The push's old look is the fade frozen at 0.5: half red, half blue.
        expectPixel(image, 16 + 32, 64, RGBA(red: 0.5, green: 0, blue: 0.5), tolerance: 0.03,
                    "left half: the interrupted fade as it was on screen (red and blue cross-dissolved)")
        expectPixel(image, 16 + 96, 64, .pureGreen, "right half: the new look pushing in")
    }

    @Test func removingTheTransitionByKeyShowsTheNewLook() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let clock = MediaClock.virtual()
        try clock.run {
            let (root, layer) = scene()
            layer.backgroundColor = RGBA.pureRed.cgColor
            clock.advance(by: 1)
            CATransaction.setDisableActions(true)
            layer.backgroundColor = RGBA.pureBlue.cgColor
            layer.add(transition(.init(rawValue: "cube")), forKey: "turn")
            clock.advance(by: 0.5)
            let during = try renderer.renderFrame(root, at: clock.now)

            // Core Animation keeps every transition under kCATransition, whatever key it was
            // added with (CALayer.add(_:forKey:)).
            layer.removeAnimation(forKey: kCATransition)
            clock.advance(by: 0)
            let after = try renderer.renderFrame(root, at: clock.now)

            expectPixel(during, 16 + 30, 64, .pureRed, tolerance: 0.05, "during the cube the old red face shows on the left")
            expectPixel(after, 16 + 30, 64, .pureBlue, "removed by key: the layer draws its new look at once")
            expectPixel(after, 16 + 1, 16 + 1, .pureBlue, "the whole layer, corners too")
            #expect(renderer.lastFrameStats.surfacesUsed == 0, "no transition textures once it is removed")
        }
    }

    @Test func aTransitionUsesTwoTexturesAndFollowsItsParentsClip() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let clock = MediaClock.virtual()
        let image = try clock.run {
            let (root, layer) = scene()
            // The parent clips to a 64 pt wide window over the layer's left half.
            let window = CALayer()
            window.frame = CGRect(x: 16, y: 16, width: 64, height: 96)
            window.masksToBounds = true
            layer.removeFromSuperlayer()
            layer.frame = CGRect(x: 0, y: 0, width: 128, height: 96)
            window.addSublayer(layer)
            root.addSublayer(window)
            layer.backgroundColor = RGBA.pureRed.cgColor
            clock.advance(by: 1)
            CATransaction.setDisableActions(true)
            layer.backgroundColor = RGBA.pureBlue.cgColor
            layer.add(transition(.fade), forKey: nil)
            clock.advance(by: 0.5)
            return try renderer.renderFrame(root, at: clock.now)
        }

        expectPixel(image, 40, 64, RGBA(red: 0.5, green: 0, blue: 0.5), tolerance: 0.03, "inside the clip: the fade half way")
        expectPixel(image, 100, 64, .clear, "outside the parent's clip nothing of the transition shows")
        #expect(renderer.lastFrameStats.surfacesUsed == 2, "two texture passes: the old look and the new")
    }

    @Test(arguments: ["cube", "pageCurl", "rippleEffect"])
    func anImageLayerIsSampledDirectlyAndLooksTheSameAsThroughTextures(_ type: String) throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let direct = try TransitionFixture.render(.init(rawValue: type), .fromRight, progress: 0.4, renderer: renderer,
                                                  name: "direct-\(type)")
        let directSurfaces = renderer.lastFrameStats.surfacesUsed
        // A background under the opaque image changes no pixel but makes each look more than
        // an image: both are drawn into intermediate textures.
        let black = RGBA(red: 0, green: 0, blue: 0).cgColor
        let throughTextures = try TransitionFixture.render(.init(rawValue: type), .fromRight, progress: 0.4, renderer: renderer,
                                                           name: "textured-\(type)",
                                                           before: { $0.backgroundColor = black }) { photo in
            photo.contents = TransitionFixture.image(TransitionFixture.newColors, width: 128, height: 96, grid: false)
        }

        #expect(directSurfaces == 0, "two plain image looks need no texture pass")
        #expect(renderer.lastFrameStats.surfacesUsed == 2, "looks with a background are drawn into two textures")
        // The same picture up to filtering along edges: the image's own texture is mipmapped
        // and clamps to its edge colour, an intermediate one is not and fades to transparent
        // past the look (the anti-aliased fringe of a face differs by a few levels). Under 4%
        // of the pixels (the faces' outlines and the quadrants' seam) differ visibly.
        let differing = TransitionFixture.difference(direct, throughTextures, threshold: 0.1)
        #expect(differing < 0.04, "\(type): the same picture either way (\(differing) of the pixels differ)")
    }

    @Test func aTransitionUnderARotatedClipIsCutByIt() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let clock = MediaClock.virtual()
        let image = try clock.run {
            let (root, layer) = scene()
            // A plain sibling first (drawn by the lean quad program), then a window turned 45°
            // clipping to its bounds: an analytic clip the transition's shader must apply.
            root.insertSublayer(solidLayer(CGRect(x: 0, y: 0, width: 8, height: 8), .pureGreen), at: 0)
            let window = CALayer()
            window.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            window.position = CGPoint(x: 80, y: 64)
            window.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            window.masksToBounds = true
            layer.removeFromSuperlayer()
            layer.frame = CGRect(x: -50, y: -50, width: 160, height: 160)
            window.addSublayer(layer)
            root.addSublayer(window)
            layer.backgroundColor = RGBA.pureRed.cgColor
            clock.advance(by: 1)
            CATransaction.setDisableActions(true)
            layer.backgroundColor = RGBA.pureBlue.cgColor
            layer.add(transition(.fade), forKey: nil)
            clock.advance(by: 0.5)
            return try renderer.renderFrame(root, at: clock.now)
        }
        savePNG(image, "behaviour-rotated-clip")

        // The window is a diamond centred at (80, 64) reaching 42 px along the axes.
        expectPixel(image, 80, 64, RGBA(red: 0.5, green: 0, blue: 0.5), tolerance: 0.03, "the diamond's centre: the fade half way")
        expectPixel(image, 80 + 36, 64, RGBA(red: 0.5, green: 0, blue: 0.5), tolerance: 0.03, "inside its right corner")
        expectPixel(image, 80 + 30, 64 - 30, .clear, "outside the diamond's edge (inside its bounding box): clipped")
        expectPixel(image, 2, 2, .pureGreen, "the sibling drawn before")
    }
}
