import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// The sprite-leaf path (FrameBuilder+SpriteLeaf) is a shortcut, not a second renderer: for
/// every layer it takes, it must record exactly the instance, program and batch the general
/// walk records, and it must leave every other layer to the general walk. Each scene here is
/// recorded both ways and the draw lists compared byte for byte.
@Suite("Sprite leaves: the shortcut records what the general walk records")
struct SpriteLeafTests {
    static let image = makeImage(24, 24) { x, y in RGBA(red: Double(x) / 23, green: Double(y) / 23, blue: 0.6) }

    /// Records `build`'s tree at `t` seconds with and without the sprite-leaf path; expects the
    /// same draw list and returns how many layers the path took.
    @discardableResult
    private func expectSameDrawList(width: Int = 200, height: Int = 160, at t: Double = 0.37,
                                    _ build: (CALayer) -> Void) throws -> Int {
        let clock = MediaClock.virtual()
        return try clock.run {
            let root = screenRoot(width: width, height: height)
            build(root)
            clock.advance(by: 0)
            clock.advance(by: t)
            // One renderer, caches warmed by a first frame (a shadow blurred by one frame is
            // reused by the next), then the frame both ways.
            let renderer = try OffscreenRenderer(pixelWidth: width, pixelHeight: height)
            _ = try renderer.renderFrame(root, at: clock.now)
            let fast = try renderer.renderFrame(root, at: clock.now)
            let leaves = try renderer.lastDrawList()
            try renderer.setUsesSpriteLeaves(false)
            let general = try renderer.renderFrame(root, at: clock.now)
            let walked = try renderer.lastDrawList()
            #expect(walked.spriteLeaves == 0)
            #expect(leaves.commands == walked.commands)
            #expect(leaves.instances.count == walked.instances.count)
            let differing = zip(leaves.instances, walked.instances).filter { $0.0 != $0.1 }.count
            #expect(differing == 0, "\(differing) of \(walked.instances.count) instances differ")
            #expect(fast.pixelData == general.pixelData, "the two frames differ in pixels")
            return leaves.spriteLeaves
        }
    }

    private func sprite(_ x: Double, _ y: Double, angle: Double = 0, image: CGImage = Self.image) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        layer.position = CGPoint(x: x, y: y)
        layer.contents = image
        layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        return layer
    }

    @Test func animatedSpritesTakeThePathAndRecordTheSameQuads() throws {
        let taken = try expectSameDrawList { root in
            for i in 0..<24 {
                let layer = sprite(20 + Double(i % 6) * 30, 20 + Double(i / 6) * 30, angle: Double(i) * 0.3)
                layer.opacity = 0.8
                root.addSublayer(layer)
                let move = CABasicAnimation(keyPath: "position.x")
                move.byValue = 12.0
                move.duration = 2
                move.autoreverses = true
                move.repeatCount = .infinity
                move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                layer.add(move, forKey: "move")
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = 2 * Double.pi
                spin.duration = 3
                spin.repeatCount = .infinity
                layer.add(spin, forKey: "spin")
            }
        }
        #expect(taken == 24, "every animated image at its size is a sprite leaf (took \(taken))")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/allowsedgeantialiasing:
    // a layer that allows edge anti-aliasing draws from the padded copy, with a margin.
    @Test func antialiasedSpritesTakeThePathWithTheirMargin() throws {
        let taken = try expectSameDrawList { root in
            for i in 0..<6 {
                let layer = sprite(25 + Double(i) * 28, 60, angle: 0.2 * Double(i))
                layer.allowsEdgeAntialiasing = true
                root.addSublayer(layer)
            }
        }
        #expect(taken == 6)
    }

    /// Everything the path must leave to the general walk, mixed with sprites it takes, in one
    /// tree: the batches between them must come out as the general walk makes them.
    @Test func layersThatAreNotPlainImagesAreLeftToTheGeneralWalk() throws {
        final class Subclass: CALayer {}
        let taken = try expectSameDrawList(width: 320, height: 240) { root in
            root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            root.addSublayer(sprite(20, 20))
            let solid = CALayer()
            solid.frame = CGRect(x: 40, y: 5, width: 20, height: 20)
            solid.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(solid)
            root.addSublayer(sprite(80, 20))                     // after a solid quad: joins its batch
            let bordered = sprite(110, 20); bordered.borderWidth = 2
            let clipped = sprite(140, 20, angle: 0.4); clipped.masksToBounds = true; clipped.cornerRadius = 5
            let shadowed = sprite(170, 20); shadowed.shadowOpacity = 0.5
            let hidden = sprite(200, 20); hidden.isHidden = true
            let transparent = sprite(230, 20); transparent.opacity = 0
            let scaled = sprite(260, 20); scaled.transform = CATransform3DMakeScale(1.6, 1.6, 1)
            let nearest = sprite(290, 20); nearest.magnificationFilter = .nearest
            let centred = sprite(20, 60); centred.contentsGravity = .center
            let cropped = sprite(50, 60); cropped.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            let subclassed = Subclass(); subclassed.frame = CGRect(x: 70, y: 50, width: 24, height: 24)
            subclassed.contents = Self.image
            let parent = sprite(110, 60); parent.addSublayer(sprite(4, 4))
            let oneSided = sprite(140, 60, angle: 0.2); oneSided.isDoubleSided = false
            let bad = sprite(170, 60); bad.position = CGPoint(x: Double.nan, y: 60)
            for layer in [bordered, clipped, shadowed, hidden, transparent, scaled, nearest, centred, cropped, subclassed,
                          parent, oneSided, bad] {
                root.addSublayer(layer)
            }
            // Around sublayers: a rounded clip (analytic), a flipped geometry, a perspective
            // parent, a tinted replicator — the general walk decides there.
            let rounded = CALayer(); rounded.frame = CGRect(x: 10, y: 100, width: 60, height: 60)
            rounded.masksToBounds = true; rounded.cornerRadius = 12
            rounded.addSublayer(sprite(20, 20, angle: 0.3))
            let flipped = CALayer(); flipped.frame = CGRect(x: 80, y: 100, width: 60, height: 60)
            flipped.isGeometryFlipped = true
            flipped.addSublayer(sprite(20, 20))
            let deep = CALayer(); deep.frame = CGRect(x: 150, y: 100, width: 60, height: 60)
            var perspective = CATransform3DIdentity; perspective.m34 = -1 / 300
            deep.sublayerTransform = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
            deep.addSublayer(sprite(30, 30))
            let replicator = CAReplicatorLayer(); replicator.frame = CGRect(x: 220, y: 100, width: 90, height: 60)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(28, 0, 0)
            replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 0.5, alpha: 1)
            replicator.addSublayer(sprite(14, 30))
            for layer in [rounded, flipped, deep, replicator] { root.addSublayer(layer) }
            root.addSublayer(sprite(300, 200, angle: 1))
        }
        // Only the first sprite (after the root's backdrop fill): the one after the solid quad
        // and the one ending the tree (after the replicator's tinted copies, drawn by the quad
        // program) extend the open quad batch, as `isSprite` decides.
        #expect(taken == 1, "took \(taken)")
    }
}
