import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// The burst idiom of particle code (a "like" explosion, a firework): the cell's rate turned
/// up and down again through the layer's `emitterCells.<name>.birthRate` key path, and
/// key-value coding on the cells themselves. Apple: CAEmitterCell name
/// (https://developer.apple.com/documentation/quartzcore/caemittercell/name) — "a keypath such
/// as emitterCells.myCellName.redRange would animate the redRange property of the cell … with
/// the name myCellName".
@Suite struct EmitterCellKeyPathTests {
    let dot = try! CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))

    func burstEmitter(_ clock: MediaClock) -> (CAEmitterLayer, CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.emitterPosition = CGPoint(x: 50, y: 50)
        let cell = CAEmitterCell()
        cell.name = "explosion"
        cell.contents = dot
        cell.birthRate = 0
        cell.lifetime = 2
        cell.velocity = 40
        cell.emissionRange = .pi * 2
        layer.emitterCells = [cell]
        clock.advance(by: 0)
        return (layer, cell)
    }

    @Test("setValue(_:forKeyPath: \"emitterCells.explosion.birthRate\") reaches the cell; a burst's particles live out their lifetime after the rate drops to 0")
    func burst() {
        let clock = MediaClock.virtual()
        clock.run {
            let (layer, cell) = burstEmitter(clock)
            clock.advance(to: 1)
            _ = layer.updatePresentationTree(at: 1)
            #expect(layer.particles.isEmpty, "rate 0: nothing yet")

            layer.setValue(100, forKeyPath: "emitterCells.explosion.birthRate")
            #expect(cell.birthRate == 100)
            #expect((layer.value(forKeyPath: "emitterCells.explosion.birthRate") as? NSNumber)?.floatValue == 100)
            clock.advance(to: 1.1)
            _ = layer.updatePresentationTree(at: 1.1)
            layer.setValue(0, forKeyPath: "emitterCells.explosion.birthRate")
            let burst = layer.particles.count
            #expect(burst >= 10 && burst <= 11, "0.1 s at 100 a second: \(burst)")

            clock.advance(to: 2.5)
            _ = layer.updatePresentationTree(at: 2.5)
            #expect(layer.particles.count == burst, "no births after the rate fell; the burst's particles live on")
            clock.advance(to: 3.2)
            _ = layer.updatePresentationTree(at: 3.2)
            #expect(layer.particles.isEmpty, "two seconds after the burst ended, all have died")
        }
    }

    @Test("a cell's rate changed directly applies from the next frame on, like the layer's")
    func directChange() {
        let clock = MediaClock.virtual()
        clock.run {
            let (layer, cell) = burstEmitter(clock)
            cell.birthRate = 10
            _ = layer.updatePresentationTree(at: 0)
            _ = layer.updatePresentationTree(at: 0.55)
            #expect(layer.particles.count == 6, "born at 0, 0.1, … 0.5")
            // A cell does not know its layer: the layer sees the new rate at its next frame.
            cell.birthRate = 0
            _ = layer.updatePresentationTree(at: 0.58)
            _ = layer.updatePresentationTree(at: 1.5)
            #expect(layer.particles.count == 6, "those alive stay; none are born")
        }
    }

    @Test("key-value coding on cells: known properties convert, other keys are stored, sub-cells are reached by name (Apple: CAEmitterCell)")
    func cellKeyValueCoding() {
        let cell = CAEmitterCell()
        cell.setValue(12, forKey: "birthRate")
        cell.setValue(0.5, forKey: "velocity")
        cell.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "color")
        cell.setValue("plane", forKey: "particleType")
        #expect(cell.birthRate == 12 && cell.velocity == 0.5)
        #expect(cell.color.map(RGBA.init) == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(cell.value(forKey: "particleType") as? String == "plane")
        #expect((cell.value(forKey: "birthRate") as? NSNumber)?.doubleValue == 12)
        cell.setValue("fast", forKey: "birthRate")                 // refused: not a number
        #expect(cell.birthRate == 12)
        let spark = CAEmitterCell()
        spark.name = "spark"
        cell.emitterCells = [spark]
        cell.setValue(3, forKeyPath: "emitterCells.spark.lifetime")
        #expect(spark.lifetime == 3)
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear")
        cell.magnificationFilter = CALayerContentsFilter.nearest.rawValue
        #expect(cell.value(forKey: "magnificationFilter") as? String == "nearest")
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell]
        cell.name = "fire"
        layer.setValue(4, forKeyPath: "emitterCells.fire.emitterCells.spark.lifetime")
        #expect(spark.lifetime == 4)
        layer.setValue(9, forKeyPath: "emitterCells.nobody.birthRate")  // no such cell: nothing
        #expect(cell.birthRate == 12)
    }
}
