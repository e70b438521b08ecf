import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Sub-cells, as fireworks and trail effects use them. Apple: CAEmitterCell emitterCells — "An
/// array containing the sub-cells of this cell … If the array is non-nil, each particle
/// emitted by the cell will act as an emitter for each cell in the array"
/// (https://developer.apple.com/documentation/quartzcore/caemittercell/emittercells).
/// A sub-cell's beginTime and duration are CAMediaTiming values in its parent particle's time
/// (https://developer.apple.com/documentation/quartzcore/camediatiming).
@Suite struct EmitterSubCellTests {
    let rocketImage = try! CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
    let sparkImage = try! CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))

    /// A rocket a second from (100, 200) straight up at 100 pt/s for 1 s; each emits five
    /// motionless sparks 0.50 … 0.54 s into its life, which live 2 s.
    func fireworks(_ clock: MediaClock, nested: Bool = false) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.emitterPosition = CGPoint(x: 100, y: 200)
        let rocket = CAEmitterCell()
        rocket.contents = rocketImage
        rocket.birthRate = 1
        rocket.lifetime = 1
        rocket.velocity = 100
        rocket.emissionLongitude = -.pi / 2
        let spark = CAEmitterCell()
        spark.contents = sparkImage
        spark.birthRate = 100
        spark.lifetime = 2
        if nested {
            // rocket → one burst at 0.5 s (no image) → five sparks in its first 0.05 s.
            let burst = CAEmitterCell()
            burst.birthRate = 100
            burst.beginTime = 0.5
            burst.duration = 0.01
            burst.lifetime = 0.3
            spark.duration = 0.05
            burst.emitterCells = [spark]
            rocket.emitterCells = [burst]
        } else {
            spark.beginTime = 0.5
            spark.duration = 0.05
            rocket.emitterCells = [spark]
        }
        layer.emitterCells = [rocket]
        clock.advance(by: 0)
        return layer
    }

    func sparks(_ layer: CAEmitterLayer) -> [CGPoint] {
        layer.particles.filter { $0.image === sparkImage }.map(\.center).sorted { $0.y > $1.y }
    }

    @Test("each particle emits its sub-cells from where it is, in its own time; the sub-particles outlive it")
    func sparksFromRockets() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = fireworks(clock)
            layer.updatePresentationTree(at: 0.4)
            #expect(layer.particles.count == 1 && sparks(layer).isEmpty, "the rocket, before its sparks' beginTime")

            layer.updatePresentationTree(at: 0.8)
            let early = sparks(layer)
            #expect(early.count == 5, "born 0.50, 0.51 … 0.54 s into the rocket's life: \(early)")
            for (spark, y) in zip(early, [150.0, 149, 148, 147, 146]) {
                #expect(abs(spark.x - 100) < 1e-9 && abs(spark.y - y) < 1e-6, "where the rocket was: \(spark)")
            }
            let rocket = layer.particles.first { $0.image === rocketImage }
            #expect(abs((rocket?.center.y ?? 0) - 120) < 1e-9)

            layer.updatePresentationTree(at: 1.2)
            #expect(sparks(layer).count == 5 && layer.particles.count == 6,
                    "the first rocket is gone, its sparks live on; the second has none yet")

            layer.updatePresentationTree(at: 2.6)
            #expect(sparks(layer).count == 10, "the first rocket's sparks died at 2.50 … 2.54 s; the second's and third's live")
        }
    }

    @Test("sub-cells nest: a burst particle emitted by the rocket emits the sparks")
    func nestedSubCells() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = fireworks(clock, nested: true)
            layer.updatePresentationTree(at: 0.8)
            let found = sparks(layer)
            #expect(found.count == 5, "\(found)")
            #expect(found.allSatisfy { abs($0.x - 100) < 1e-9 && abs($0.y - 150) < 1e-6 },
                    "the burst is born where the rocket is at 0.5 s and does not move")
            #expect(layer.particles.count == 6, "the burst has no image: the rocket and five sparks are drawn")
        }
    }
}
