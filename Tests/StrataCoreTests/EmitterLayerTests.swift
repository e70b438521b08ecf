import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// CAEmitterLayer and CAEmitterCell (Apple's defaults), and Strata's particles as a function of
/// time: births every 1 / birthRate seconds from the first commit, motion with constant
/// acceleration, the layer's multipliers, the seed.
@Suite struct EmitterLayerTests {
    let dot = try! CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))

    /// An emitter at (50, 50) with one cell, committed at time 0 on `clock`.
    func emitter(_ clock: MediaClock, configure: (CAEmitterCell) -> Void) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.emitterPosition = CGPoint(x: 50, y: 50)
        let cell = CAEmitterCell()
        cell.contents = dot
        configure(cell)
        layer.emitterCells = [cell]
        clock.advance(by: 0)
        return layer
    }

    @Test func coreAnimationsDefaults() {
        MediaClock.virtual().run {
            let layer = CAEmitterLayer()
            #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
            #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
            #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero && layer.seed == 0)
            #expect(layer.emitterCells == nil)
            let cell = CAEmitterCell()
            #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.velocity == 0 && cell.scale == 1 && cell.isEnabled)
            #expect(cell.color.map(RGBA.init) == .white && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func particlesAreBornEveryIntervalAndLiveTheirLifetime() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = emitter(clock) { $0.birthRate = 10; $0.lifetime = 1 }
            layer.updatePresentationTree(at: 0.55)
            #expect(layer.particles.count == 6, "born at 0, 0.1, … 0.5")
            layer.updatePresentationTree(at: 2)
            #expect(layer.particles.count == 10, "born at 1.1 … 2.0; the one born at 1.0 just died")
            // The layer's birthRate multiplies the cell's, for births from the change on.
            clock.advance(to: 2)
            CATransaction.setDisableActions(true)   // no implicit 0.25 s ramp
            layer.birthRate = 2
            clock.advance(by: 0)   // committed at 2 s
            layer.updatePresentationTree(at: 2)
            #expect(layer.particles.count == 10, "a new rate does not re-time the particles alive")
            layer.updatePresentationTree(at: 2.5)
            #expect(layer.particles.count == 15, "born at 1.6 … 2.0 (10 a second), then 2.05 … 2.5 (20 a second)")
            // birthRate 0 stops new particles; those alive live on (the usual way to stop snow).
            clock.advance(to: 3)
            CATransaction.setDisableActions(true)
            layer.birthRate = 0
            clock.advance(by: 0)
            layer.updatePresentationTree(at: 3.5)   // no frame in between: the commit time counts
            #expect(layer.particles.count == 10, "the particles born in 2.55 … 3.0 are still alive")
            layer.updatePresentationTree(at: 4.1)
            #expect(layer.particles.isEmpty, "and gone a second later; none were born after 3 s")
        }
    }

    @Test func particlesMoveWithTheirVelocityAndAcceleration() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = emitter(clock) { cell in
                cell.birthRate = 1
                cell.lifetime = 10
                cell.velocity = 100
                cell.yAcceleration = 20
                cell.spin = 2
                cell.scale = 3
            }
            layer.updatePresentationTree(at: 0.5)
            let p = try! #require(layer.particles.first)
            #expect(abs(p.center.x - 100) < 1e-9, "50 + 100 × 0.5")
            #expect(abs(p.center.y - 52.5) < 1e-9, "50 + ½ × 20 × 0.5²")
            #expect(abs(p.angle - 1) < 1e-9, "spin 2 rad/s for 0.5 s")
            #expect(p.size == CGSize(width: 6, height: 6), "the 2-pixel image at scale 3")
        }
    }

    @Test func theSeedDecidesTheRandomValues() {
        let clock = MediaClock.virtual()
        clock.run {
            func centers(seed: UInt32) -> [CGPoint] {
                let layer = emitter(clock) { cell in
                    cell.birthRate = 20
                    cell.lifetime = 2
                    cell.velocity = 50
                    cell.emissionRange = .pi
                }
                layer.seed = seed
                clock.advance(by: 0)
                layer.updatePresentationTree(at: clock.now + 1)
                return layer.particles.map(\.center)
            }
            #expect(centers(seed: 7) == centers(seed: 7), "the same seed, the same particles")
            #expect(centers(seed: 7) != centers(seed: 8))
        }
    }

    @Test func oldestLastDrawsTheNewestFirst() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = emitter(clock) { $0.birthRate = 4; $0.lifetime = 5; $0.velocity = 10 }
            layer.updatePresentationTree(at: 1)
            let oldestFirst = layer.particles.map(\.center.x)
            layer.renderMode = .oldestLast
            clock.advance(to: 1)
            layer.updatePresentationTree(at: 1)
            #expect(layer.particles.map(\.center.x) == oldestFirst.reversed())
            #expect(oldestFirst.first! > oldestFirst.last!, "the oldest has travelled farthest")
        }
    }

    @Test func sceneFilesMakeEmitters() throws {
        let folder = try SceneFixture.imageFolder()
        let json = SceneFixture.scene(layers: #"""
            [{"name": "snow", "type": "emitter", "bounds": [0, 0, 200, 100], "emitterPosition": [100, 0],
              "emitterSize": [200, 0], "emitterShape": "line", "seed": 3,
              "emitterCells": [{"name": "flake", "birthRate": 5, "lifetime": 4, "velocity": 30,
                                "emissionLongitude": 1.5708, "contents": "petal", "color": "#FFFFFF80"}]}]
            """#, extra: #""images": {"petal": "petal.png"}"#)
        let player = try SceneFixture.play(json, folder: folder)
        let snow = try #require(player.scene.layer(named: "snow") as? CAEmitterLayer)
        #expect(snow.emitterShape == .line && snow.seed == 3)
        #expect(snow.emitterCells?.first?.birthRate == 5 && snow.emitterCells?.first?.contents is CGImage)
        player.advance(to: 1)
        snow.updatePresentationTree(at: player.clock.now)
        #expect(snow.particles.count == 6, "born at 0, 0.2, … 1.0")
        #expect(snow.particles.allSatisfy { $0.center.y >= 0 } && snow.particles.contains { $0.center.y > 25 },
                "falling (longitude π/2 is down): the first, a second old, 30 points down")
        let error = SceneFixture.loadError(SceneFixture.scene(layers: #"[{"type": "emitter", "emitterCells": [{"birthrate": 1}]}]"#))
        #expect(error.contains("unknown emitter cell key 'birthrate'"), "\(error)")
    }
}

/// Absurd values in emitters and replicators are survived, not trapped on.
@Suite struct ParticleBadInputTests {
    @Test func hugeRatesLifetimesCountsAndSeedsDoNotCrash() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CAEmitterLayer()
            let cell = CAEmitterCell()
            cell.contents = try! CGImage(width: 1, height: 1, pixels: [255, 255, 255, 255])
            cell.birthRate = 1e30
            cell.lifetime = 1e30
            layer.emitterCells = [cell]
            layer.setValue(1e30, forKey: "seed")
            clock.advance(by: 0)
            layer.updatePresentationTree(at: 5)
            #expect(layer.particles.count <= 20_000, "capped, with a warning")
            #expect(layer.seed == UInt32.max)

            let replicator = CAReplicatorLayer()
            replicator.setValue(1e20, forKey: "instanceCount")
            #expect(replicator.instanceCount == 1_000_000_000)
        }
    }
}
