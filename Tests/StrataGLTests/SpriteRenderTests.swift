import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Images shown at about one texel per pixel are drawn by `sprite.glsl` from a copy padded
/// with one transparent texel, so bilinear filtering gives their anti-aliased edges; they must
/// look as the coverage shader (`quad.glsl`) draws them, and everything else must keep it.
@Suite("Sprites: images at their size, edges from the padded copy")
struct SpriteRenderTests {
    /// A 24×24 image with a gradient, opaque, so edges and interior are both visible.
    static let image = makeImage(24, 24) { x, y in RGBA(red: Double(x) / 23, green: Double(y) / 23, blue: 0.6) }

    /// Renders `build`'s tree with and without the sprite program; returns both images and
    /// the sprite frame's figures.
    private func renderBoth(width: Int = 120, height: Int = 120, scale: CGFloat = 1, name: String,
                            _ build: (CALayer) -> Void) throws -> (sprites: CGImage, coverage: CGImage, stats: FrameStats) {
        let clock = MediaClock.virtual()
        return try clock.run {
            let root = screenRoot(width: width, height: height, scale: scale)
            build(root)
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, scale: scale)
            let sprites = try renderer.renderFrame(root, at: clock.now)
            let stats = renderer.lastFrameStats
            try renderer.setUsesSprites(false)
            let coverage = try renderer.renderFrame(root, at: clock.now)
            savePNG(sprites, name + "-sprite")
            savePNG(coverage, name + "-coverage")
            return (sprites, coverage, stats)
        }
    }

    /// The largest difference of any premultiplied channel between two images (0…1).
    private func largestDifference(_ a: CGImage, _ b: CGImage) -> Double {
        zip(a.pixelData, b.pixelData).reduce(0) { max($0, abs(Double($1.0) - Double($1.1)) / 255) }
    }

    private func imageLayer(at position: CGPoint, angle: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
        layer.position = position
        layer.contents = Self.image
        layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        return layer
    }

    @Test func rotatedImagesAtTheirSizeLookAsTheCoverageShaderDrawsThem() throws {
        let (sprites, coverage, stats) = try renderBoth(name: "sprites-rotated") { root in
            for (i, angle) in [0.0, 0.3, 0.785, 2.0].enumerated() {
                let layer = imageLayer(at: CGPoint(x: 30 + Double(i % 2) * 60, y: 30 + Double(i / 2) * 60), angle: angle)
                layer.opacity = 0.8
                root.addSublayer(layer)
            }
        }
        #expect(stats.spriteQuads == 4 && stats.drawCalls == 1, "four images at one texel per pixel: one sprite batch")
        // Inside, both sample the same texels; at the edges the filtered border and the
        // analytic coverage are two estimates of the same area (measured on llvmpipe: 0.006).
        let worst = largestDifference(sprites, coverage)
        #expect(worst <= 0.02, "largest channel difference \(worst)")
        expectPixel(sprites, 30, 30, RGBA(red: 0.5, green: 0.5, blue: 0.6, alpha: 0.8), tolerance: 0.03,
                    "the unrotated image's centre: its gradient's middle at opacity 0.8")
        expectPixel(sprites, 30, 5, .clear, "above the unrotated image nothing is drawn")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/allowsedgeantialiasing:
    // "If no value is found, the default value is false" — a layer's edges are hard: a pixel is
    // drawn whole when its centre is inside, and not at all otherwise.
    /// Sprite batches are uploaded as their compact form after the frame's whole instances
    /// (Compositor.execute): sprites in several batches, between quads of other programs and a
    /// blend-mode composite that reads whole instances, must land where the coverage shader
    /// draws them.
    @Test func spriteBatchesAmongOtherDrawsDrawTheirOwnQuads() throws {
        let (sprites, coverage, stats) = try renderBoth(width: 160, height: 120, name: "sprites-among-others") { root in
            let panel = CALayer()
            panel.frame = CGRect(x: 4, y: 4, width: 70, height: 50)
            panel.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
            panel.cornerRadius = 9
            root.addSublayer(panel)
            for i in 0..<3 { root.addSublayer(imageLayer(at: CGPoint(x: 20 + Double(i) * 26, y: 30), angle: 0.2 * Double(i))) }
            let bar = CALayer()
            bar.frame = CGRect(x: 0, y: 60, width: 160, height: 6)
            bar.backgroundColor = CGColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 1)
            bar.borderWidth = 1
            root.addSublayer(bar)
            for i in 0..<4 { root.addSublayer(imageLayer(at: CGPoint(x: 20 + Double(i) * 34, y: 90), angle: -0.3 * Double(i))) }
            let blended = CALayer()
            blended.frame = CGRect(x: 100, y: 10, width: 40, height: 40)
            blended.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            blended.compositingFilter = "multiplyBlendMode"
            root.addSublayer(blended)
            root.addSublayer(imageLayer(at: CGPoint(x: 120, y: 30), angle: 0.5))
        }
        #expect(stats.spriteQuads == 8, "eight images at one texel per pixel take the sprite program")
        #expect(stats.batches >= 3, "in several batches, between the panel, the bar and the composite")
        let worst = largestDifference(sprites, coverage)
        #expect(worst <= 0.02, "largest channel difference \(worst)")
        expectPixel(sprites, 20, 90, RGBA(red: 0.5, green: 0.5, blue: 0.6, alpha: 1), tolerance: 0.03,
                    "the first image of the second row, at its centre")
    }

    @Test func edgesAreHardByDefault() throws {
        let (sprites, coverage, stats) = try renderBoth(name: "sprites-hard-edges") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10.3, y: 20.3, width: 24, height: 24)
            layer.contents = makeImage(24, 24) { _, _ in .pureRed }
            #expect(layer.allowsEdgeAntialiasing == false)
            #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
            root.addSublayer(layer)
        }
        #expect(stats.spriteQuads == 1, "a hard-edged image at its size is still a sprite")
        expectPixel(sprites, 10, 30, .pureRed, "pixel 10's centre (10.5) is inside the left edge (10.3): drawn whole")
        expectPixel(sprites, 9, 30, .clear, "pixel 9's centre is outside: nothing")
        expectPixel(sprites, 10, 20, .pureRed, "the top-left corner pixel: whole")
        expectPixel(sprites, 34, 44, .clear, "past the right and bottom edges (34.3): nothing")
        #expect(largestDifference(sprites, coverage) <= 0.02, "the coverage shader draws the same hard edges")
    }

    // https://developer.apple.com/documentation/quartzcore/careplicatorlayer/instancecolor:
    // "The color used to multiply the source object" — an image copied by a replicator is
    // tinted, so it cannot take the sprite program (which multiplies by opacity alone).
    @Test func replicatedImagesAreTintedByTheInstanceColour() throws {
        let (sprites, _, stats) = try renderBoth(name: "sprites-tinted") { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
            replicator.instanceCount = 2
            replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 24, height: 24)
            layer.contents = makeImage(24, 24) { _, _ in .white }
            replicator.addSublayer(layer)
            root.addSublayer(replicator)
        }
        #expect(stats.spriteQuads == 0, "tinted copies take the general program")
        expectPixel(sprites, 20, 20, .pureRed, "the first copy: white × the red instanceColor")
        expectPixel(sprites, 60, 20, .pureRed, "the second copy too (no colour offsets)")
    }

    @Test func axisAlignedEdgesHaveTheHalfPixelRamp() throws {
        // An image whose edges fall on pixel centres: the edge pixels are half covered.
        let (sprites, coverage, _) = try renderBoth(name: "sprites-half-pixel") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10.5, y: 20.5, width: 24, height: 24)
            layer.contents = makeImage(24, 24) { _, _ in .pureRed }
            // Edges are anti-aliased only when the layer allows it (default false).
            layer.allowsEdgeAntialiasing = true
            root.addSublayer(layer)
        }
        expectPixel(sprites, 10, 30, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), tolerance: 0.03,
                    "the left edge runs through pixel 10's centre: half of it is covered")
        expectPixel(sprites, 10, 20, RGBA(red: 1, green: 0, blue: 0, alpha: 0.25), tolerance: 0.03,
                    "the top-left corner pixel: a quarter")
        expectPixel(sprites, 20, 30, .pureRed, "inside: the image")
        #expect(largestDifference(sprites, coverage) <= 0.02, "the same ramp as the coverage shader")
    }

    @Test func mirroredAndCentredImagesToo() throws {
        let (sprites, coverage, stats) = try renderBoth(name: "sprites-mirrored") { root in
            // Mirrored: a negative x scale (the map's orientation flips), plain and rotated.
            let mirrored = imageLayer(at: CGPoint(x: 30, y: 30), angle: 0)
            mirrored.transform = CATransform3DMakeScale(-1, 1, 1)
            root.addSublayer(mirrored)
            let turned = imageLayer(at: CGPoint(x: 90, y: 30), angle: 0)
            turned.transform = CATransform3DRotate(CATransform3DMakeScale(-1, 1, 1), 0.3, 0, 0, 1)
            root.addSublayer(turned)
            // Centred at its natural size in a larger layer, at a fractional position.
            let centred = CALayer()
            centred.frame = CGRect(x: 60.3, y: 60.6, width: 50, height: 40)
            centred.contents = Self.image
            centred.contentsGravity = .center
            root.addSublayer(centred)
        }
        #expect(stats.spriteQuads == 3)
        #expect(largestDifference(sprites, coverage) <= 0.02)
        // The mirrored layer spans x 18…42: pixel 20 shows texel column 21 (red 21/23), and
        // row 30 (centre 30.5) lies between texel rows 12 and 13 (green 12.5/23).
        expectPixel(sprites, 20, 30, RGBA(red: 21.0 / 23, green: 12.5 / 23, blue: 0.6), tolerance: 0.03,
                    "mirrored: the image's red right side is on the left")
    }

    @Test func everythingElseKeepsTheCoverageShader() throws {
        let (_, _, stats) = try renderBoth(name: "sprites-excluded") { root in
            // Magnified 2×: bilinear filtering would blur the edge over two pixels.
            let big = imageLayer(at: CGPoint(x: 30, y: 30), angle: 0)
            big.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
            root.addSublayer(big)
            // Part of the image (a sprite sheet cell): its edges are inside the image.
            let cell = imageLayer(at: CGPoint(x: 90, y: 30), angle: 0)
            cell.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
            cell.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            root.addSublayer(cell)
            // Clipped to rounded corners.
            let rounded = imageLayer(at: CGPoint(x: 30, y: 90), angle: 0)
            rounded.cornerRadius = 6
            rounded.masksToBounds = true
            root.addSublayer(rounded)
            // In perspective.
            let tilted = imageLayer(at: CGPoint(x: 90, y: 90), angle: 0)
            var t = CATransform3DIdentity
            t.m34 = -1 / 200
            tilted.transform = CATransform3DRotate(t, 0.5, 0, 1, 0)
            root.addSublayer(tilted)
        }
        #expect(stats.spriteQuads == 0, "magnified, partial, rounded and perspective images need per-pixel coverage")
    }

    @Test func anImageAfterItsOwnBackgroundStaysInTheQuadBatch() throws {
        let (_, _, stats) = try renderBoth(name: "sprites-background") { root in
            for i in 0..<4 {
                let layer = imageLayer(at: CGPoint(x: 15 + Double(i) * 28, y: 30), angle: 0)
                layer.backgroundColor = RGBA.pureBlue.cgColor
                root.addSublayer(layer)
            }
        }
        #expect(stats.quads == 8 && stats.spriteQuads == 0 && stats.drawCalls == 1,
                "backgrounds and images of four layers stay one batch rather than alternate programs")
    }

    @Test func theRetinaCaseIsOneTexelPerPixelToo() throws {
        // A 24×24 image at contentsScale 2 on a 12-point layer, rendered at scale 2.
        let (sprites, coverage, stats) = try renderBoth(width: 120, height: 120, scale: 2, name: "sprites-retina") { root in
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            layer.position = CGPoint(x: 30, y: 30)
            layer.contents = Self.image
            layer.contentsScale = 2
            layer.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
            root.addSublayer(layer)
        }
        #expect(stats.spriteQuads == 1)
        #expect(largestDifference(sprites, coverage) <= 0.02)
    }

    @Test func thePaddedCopyIsOneCachedTexture() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 100, height: 100)
            for i in 0..<3 { root.addSublayer(imageLayer(at: CGPoint(x: 20 + Double(i) * 30, y: 50), angle: 0.2)) }
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
            _ = try renderer.renderFrame(root, at: clock.now)
            let first = renderer.lastFrameStats
            _ = try renderer.renderFrame(root, at: clock.now)
            let second = renderer.lastFrameStats
            root.sublayers = nil
            _ = try renderer.renderFrame(root, at: clock.now)
            let third = renderer.lastFrameStats
            #expect(first.spriteQuads == 3 && first.texturesLive == 1 && first.textureUploads == 1,
                    "three layers showing one image at its size share its padded copy")
            #expect(second.textureUploads == 0, "the next frame uploads nothing")
            #expect(third.texturesLive == 0, "no layer shows it: the copy is deleted")
        }
    }
}
