import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// The per-frame work limits of SCENE.md "Limits" (issue 13): past each, the rest is left out
/// with a one-time warning, and the frame stays bounded whatever the input.
@Suite("Per-frame work limits")
struct FrameWorkLimitTests {
    /// Nested replicators multiply (Apple: CAReplicatorLayer — "replicators nest"): 1000 copies
    /// of a replicator of 1000 would be a million layers a frame. The product stops at
    /// `maximumInstanceCount`: the outer one draws its 1000, the inner one 10 each.
    @Test func nestedReplicatorsStopAtTheInstanceLimitInAll() throws {
        let (image, stats) = try renderScene(width: 100, height: 100) { root in
            let outer = CAReplicatorLayer()
            outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            outer.instanceCount = 1000
            let inner = CAReplicatorLayer()
            inner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            inner.instanceCount = 1000
            inner.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .pureGreen))
            outer.addSublayer(inner)
            root.addSublayer(outer)
        }

        // The green copies, the outer one's 1000 copies of the inner replicator, the outer
        // replicator and the root.
        #expect(stats.layersDrawn <= CAReplicatorLayer.maximumInstanceCount + 1002, "drawn: \(stats.layersDrawn)")
        #expect(stats.layersDrawn >= CAReplicatorLayer.maximumInstanceCount, "every allowed copy is drawn")
        #expect(Diagnostics.hasWarned("nested CAReplicatorLayers ask for 1000 × 1000 copies; the first \(CAReplicatorLayer.maximumInstanceCount) in all are drawn"))
        expectPixel(image, 20, 20, .pureGreen, "the copies that are drawn still show")
    }

    /// A replicator with an instanceDelay keeps a copy of its subtree per instance: 10 000
    /// copies of 100 layers would be a million layers refreshed each frame. The copies stop at
    /// `maximumDelayedLayers` layers, and the compositor draws only instances that have one.
    @Test func delayedCopiesAreBoundedByTheLayersTheyHold() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 50, height: 50, scale: 1)
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            replicator.instanceCount = 10_000
            replicator.instanceDelay = 0.01
            let container = CALayer()
            for _ in 0..<99 { container.addSublayer(CALayer()) }
            replicator.addSublayer(container)
            root.addSublayer(replicator)
            clock.advance(to: 1)
            root.updatePresentationTree(at: clock.now)

            let expected = CAReplicatorLayer.maximumDelayedLayers / 100
            #expect(replicator.delayedInstances.count == expected)
            #expect(replicator.drawableInstanceCount(10_000) == expected + 1)
            #expect(Diagnostics.hasWarned("a CAReplicatorLayer's delayed copies would hold more than \(CAReplicatorLayer.maximumDelayedLayers) layers; the first \(expected + 1) instances are drawn"))
        }
    }

    /// Each mask, group opacity, blend mode, transition look and blurred shadow takes an
    /// intermediate surface; 400 masked layers ask for 800. The frame stops at
    /// `surfacesPerFrame`; the masked layers past it are left out, not drawn unmasked.
    @Test func intermediateSurfacesStopAtTheFrameLimit() throws {
        let (image, stats) = try renderScene(width: 40, height: 40) { root in
            for _ in 0..<400 {
                let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), .pureRed)
                layer.mask = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 40), .white)
                root.addSublayer(layer)
            }
        }

        #expect(stats.surfacesUsed <= WorkLimit.surfacesPerFrame)
        #expect(Diagnostics.hasWarned("a frame needs more than \(WorkLimit.surfacesPerFrame) intermediate surfaces (shadows, group opacity, masks, blend modes, transitions); the rest of those effects are left out"))
        expectPixel(image, 10, 20, .pureRed, "the masked layers within the limit are drawn, inside their masks")
        expectPixel(image, 30, 20, .clear, "none is drawn unmasked")
    }

    /// Blurred shadows read `surface pixels × taps` texels twice; a frame's reads stop at
    /// `WorkLimit.blurTaps`. A shadow that would pass it is read at sparser taps instead of
    /// being dropped, and a kernel never takes more than `maximumBlurTapsPerSide` taps a side.
    @Test func blurStrideKeepsEveryShadowWithinTheBudget() {
        let list = DrawList()
        #expect(list.blurStride(width: 100, height: 100, sigma: 4) == 1, "a small blur reads every texel")
        #expect(list.blurStride(width: 100, height: 100, sigma: 100) == 2, "a 128-texel reach, every other texel")
        let stride = list.blurStride(width: 2048, height: 2048, sigma: 40)!
        #expect(stride > 2)
        #expect(2 * DrawList.blurTaps(width: 2048, height: 2048, sigma: 40, stride: stride) <= WorkLimit.blurTaps,
                "both passes of a 4 Mpx shadow fit the frame's budget at stride \(stride)")
    }

    /// A large blurred shadow (σ = 60 px, read every other texel) still looks like the
    /// Gaussian: at its offset edge half the shadow's alpha, and falling off smoothly.
    @Test func sparseBlurStillFallsOffLikeTheGaussian() throws {
        let (image, _) = try renderScene(width: 400, height: 200, background: .white) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 150, y: -100, width: 400, height: 400)
            layer.contents = makeImage(4, 4) { _, _ in .pureBlue }   // contents: not the analytic path
            layer.shadowOpacity = 1
            layer.shadowRadius = 60
            layer.shadowOffset = .zero
            root.addSublayer(layer)
        }

        // Left of the layer's edge at x = 150 the shadow fades: Φ(−d/σ) of black over white.
        for (x, expected) in [(150 - 60, 0.84), (150 - 120, 0.977)] {
            let red = image.color(atX: x, y: 100)?.red ?? -1
            #expect(abs(red - expected) < 0.05, "x = \(x): \(red), the Gaussian's \(expected)")
        }
    }

    /// Particles count per frame across emitters and their replicated copies: ten copies of an
    /// emitter with 20 000 particles alive would be 200 000 quads. The frame draws at most
    /// `particlesPerFrame` (a quarter of the screen holds them here, well within the coverage).
    @Test func particlesStopAtTheFrameLimitAcrossCopies() throws {
        let (_, stats) = try renderScene(width: 200, height: 200, at: 2) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.instanceCount = 10
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            emitter.emitterPosition = CGPoint(x: 25, y: 25)
            emitter.emitterSize = CGSize(width: 50, height: 50)
            emitter.emitterShape = .rectangle
            let cell = CAEmitterCell()
            cell.contents = makeImage(1, 1) { _, _ in .white }
            cell.birthRate = 20_000
            cell.lifetime = 10
            emitter.emitterCells = [cell]
            replicator.addSublayer(emitter)
            root.addSublayer(replicator)
        }

        #expect(stats.quads <= WorkLimit.particlesPerFrame + 100, "quads: \(stats.quads)")
        #expect(stats.quads >= WorkLimit.particlesPerFrame / 2, "the particles within the limit are drawn: \(stats.quads)")
        #expect(Diagnostics.hasWarned("a frame has more than \(WorkLimit.particlesPerFrame) emitter particles; the rest are not drawn"))
    }
}
