import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

@Suite("GPU resources and batching")
struct ResourceTests {
    @Test func anImageIsUploadedOnceSharedAndReleased() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let image = makeImage(8, 8) { _, _ in .pureRed }
            let other = makeImage(8, 8) { _, _ in .pureBlue }
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            var sprites: [CALayer] = []
            for i in 0..<10 {
                let sprite = CALayer()
                sprite.frame = CGRect(x: i * 6, y: 0, width: 6, height: 6)
                sprite.contents = image
                root.addSublayer(sprite)
                sprites.append(sprite)
            }
            sprites[0].contents = other
            clock.advance(to: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 64, pixelHeight: 64)

            _ = try renderer.renderFrame(root, at: 0)
            let first = renderer.lastFrameStats
            _ = try renderer.renderFrame(root, at: 0)
            let second = renderer.lastFrameStats
            sprites[0].contents = image
            clock.advance(to: 1)
            _ = try renderer.renderFrame(root, at: 1)
            let third = renderer.lastFrameStats
            for s in sprites { s.removeFromSuperlayer() }
            clock.advance(to: 2)
            _ = try renderer.renderFrame(root, at: 2)
            let fourth = renderer.lastFrameStats

            #expect(first.texturesLive == 2 && first.textureUploads == 2, "ten layers show two images: two textures, each uploaded once")
            #expect(second.textureUploads == 0 && second.texturesLive == 2, "the next frame uploads nothing")
            #expect(third.texturesLive == 1, "once no layer shows the blue image its texture is deleted")
            #expect(fourth.texturesLive == 0, "with no layers, no textures")
        }
    }

    @Test func spritesOfOneImageBatchIntoOneDrawCall() throws {
        let image = makeImage(16, 16) { x, y in RGBA(red: Double(x) / 15, green: Double(y) / 15, blue: 0.5) }
        let (_, stats) = try renderScene(width: 320, height: 320, name: "batching") { root in
            for i in 0..<400 {
                let sprite = CALayer()
                sprite.frame = CGRect(x: (i % 20) * 16, y: (i / 20) * 16, width: 12, height: 12)
                sprite.contents = image
                sprite.opacity = 0.8
                sprite.cornerRadius = 3
                sprite.transform = CATransform3DMakeRotation(CGFloat(i) * 0.1, 0, 0, 1)
                root.addSublayer(sprite)
            }
        }

        #expect(stats.quads == 400)
        #expect(stats.drawCalls == 1, "400 rotated translucent sprites of one image are one instanced draw call")
    }

    @Test func backgroundsAndContentsShareBatches() throws {
        let image = makeImage(4, 4) { _, _ in .pureRed }
        let (_, stats) = try renderScene(width: 100, height: 100) { root in
            for i in 0..<10 {
                let layer = solidLayer(CGRect(x: i * 10, y: 0, width: 8, height: 8), .pureBlue)
                layer.contents = image
                root.addSublayer(layer)
            }
        }

        #expect(stats.quads == 20 && stats.drawCalls == 1, "solid quads fit any texture's batch: backgrounds and contents of 10 layers in one call")
    }

    @Test func surfacesComeFromThePool() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            let group = CALayer()
            group.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            group.opacity = 0.5
            group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), .pureRed))
            group.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 60, height: 60), .pureBlue))
            root.addSublayer(group)
            clock.advance(to: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
            for t in 0..<5 { _ = try renderer.renderFrame(root, at: Double(t)) }

            let created = try GLThread.shared.run { renderer.poolCreatedCount }
            #expect(renderer.lastFrameStats.surfacesUsed == 1)
            #expect(created == 1, "five frames with one group reuse one pooled surface")
        }
    }
}
