import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// CAEmitterLayer drawn: each particle its cell's image, centred where the engine put it,
/// turned and scaled, multiplied by its colour; `.additive` adds.
@Suite("Emitter layers")
struct EmitterRenderTests {
    /// An emitter at (30, 20) whose one cell shows a 10×10 white square.
    private func emitter(_ configure: (CAEmitterLayer, CAEmitterCell) -> Void) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.emitterPosition = CGPoint(x: 30, y: 20)
        let cell = CAEmitterCell()
        cell.contents = makeImage(10, 10) { _, _ in .white }
        cell.birthRate = 1
        cell.lifetime = 10
        configure(layer, cell)
        layer.emitterCells = [cell]
        return layer
    }

    @Test func aParticleShowsItsImageInItsColourWhereItIs() throws {
        // Born at 0, moving right at 40 points a second: at 0.5 s its centre is at (50, 20).
        let (image, stats) = try renderScene(width: 100, height: 40, at: 0.5, name: "emitter-one", background: .black) { root in
            root.addSublayer(emitter { _, cell in
                cell.velocity = 40
                cell.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            })
        }
        #expect(stats.quads >= 1)
        expectPixel(image, 50, 20, RGBA(red: 1, green: 0.5, blue: 0), "the particle's centre, white × its colour")
        expectPixel(image, 53, 23, RGBA(red: 1, green: 0.5, blue: 0), "inside its 10-point square")
        expectPixel(image, 30, 20, .black, "where it was born: it has moved on")
        expectPixel(image, 58, 20, .black, "past its right edge (55)")
    }

    @Test func subCellParticlesAreDrawnWhereTheirParentEmittedThem() throws {
        // Apple: CAEmitterCell emitterCells — "each particle emitted by the cell will act as an
        // emitter for each cell in the array". A rocket with no image moves right at 40 pt/s;
        // 0.25 s into its life it emits one motionless red spark, at (40, 20).
        let (image, _) = try renderScene(width: 100, height: 40, at: 0.5, name: "emitter-subcell", background: .black) { root in
            root.addSublayer(emitter { _, rocket in
                rocket.contents = nil
                rocket.velocity = 40
                let spark = CAEmitterCell()
                spark.contents = makeImage(6, 6) { _, _ in .white }
                spark.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                spark.birthRate = 100
                spark.beginTime = 0.25
                spark.duration = 0.01
                spark.lifetime = 5
                rocket.emitterCells = [spark]
            })
        }
        expectPixel(image, 40, 20, RGBA(red: 1, green: 0, blue: 0), "the spark, where the rocket was at 0.25 s")
        expectPixel(image, 50, 20, .black, "the rocket itself has no image")
        expectPixel(image, 30, 20, .black, "not where the rocket was born")
    }

    @Test func spinAndScaleTurnAndGrowTheImage() throws {
        // A quarter turn is invisible on a square: use scale 2 and a 45° turn at 0.5 s.
        let (image, _) = try renderScene(width: 100, height: 40, at: 0.5, name: "emitter-spin", background: .black) { root in
            root.addSublayer(emitter { _, cell in
                cell.scale = 2
                cell.spin = .pi / 2
            })
        }
        // A 20-point square turned 45° about (30, 20): its corners reach 14.1 points out along
        // the axes, its sides only 10 out along the diagonals.
        expectPixel(image, 41, 20, .white, "11 points right: inside the turned square's corner (it reaches 14.1)")
        expectPixel(image, 39, 11, .black, "9 points right and up, beyond the turned side (a corner of the unturned square)")
    }

    @Test func additiveParticlesAddUp() throws {
        // Two particles (born at 0 and 0.5 s, not moving) on one spot, each (0.25, 0.25, 0.25).
        let (image, _) = try renderScene(width: 100, height: 40, at: 0.6, name: "emitter-additive", background: .black) { root in
            root.addSublayer(emitter { layer, cell in
                layer.renderMode = .additive
                cell.birthRate = 2
                cell.color = CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)
            })
        }
        expectPixel(image, 30, 20, RGBA(red: 0.5, green: 0.5, blue: 0.5), "0.25 + 0.25")
    }
}
