import Foundation
import StrataGraphics

/// Sub-cells: "If the array is non-nil, each particle emitted by the cell will act as an
/// emitter for each cell in the array" (Apple: CAEmitterCell `emitterCells`) — fireworks (a
/// rocket's particles emit a burst, whose particles emit sparks) and trails. A sub-cell's
/// particles are born at its parent particle's position, from `beginTime` (seconds into the
/// parent's life) for `duration` (0: the rest of the parent's life), at `birthRate` times the
/// layer's; they move, turn and fade by their own cell's values, not their parent's. Computed
/// afresh each frame as the top-level particles are, nested up to four levels.
extension EmitterSimulation {
    /// A particle that emits sub-cells: when it was born and how it moves.
    struct Parent {
        var born: Double
        var origin: CGPoint
        var velocity: CGVector
        var acceleration: CGVector
        var life: Double
        var id: UInt64

        func position(at age: Double) -> CGPoint {
            CGPoint(x: origin.x + velocity.dx * age + 0.5 * acceleration.dx * age * age,
                    y: origin.y + velocity.dy * age + 0.5 * acceleration.dy * age * age)
        }
    }

    static let maximumSubCellDepth = 4

    /// The sub-particles of the particles of top-level `cell` (cell `index` of the layer).
    static func appendSubParticles(of cell: CAEmitterCell, index: Int, schedule: EmitterBirthSchedule, elapsed: Double,
                                   emitter: Emitter, layerRate: Double, budget: inout Int, into out: inout [EmitterParticle]) {
        guard let subs = enabledSubCells(of: cell), budget > 0 else { return }
        let parentLongest = longest(cell, emitter)
        let window = parentLongest + reach(of: subs, emitter, depth: 1)
        guard parentLongest > 0, window.isFinite, elapsed - cell.beginTime >= 0 else { return }
        let begin = schedule.integral(at: cell.beginTime)
        var last = count((schedule.integral(at: elapsed) - begin + 1e-9).rounded(.down))
        if cell.duration > 0 {
            let end = schedule.integral(at: cell.beginTime + cell.duration) - begin
            last = min(last, count((end - 1e-9).rounded(.up)) - 1)
        }
        let first = max(0, count((schedule.integral(at: elapsed - window) - begin - 1e-9).rounded(.up)),
                        last - maximumParticles + 1)
        guard let range = ClosedRange(checkedFrom: first, through: last) else { return }
        var parents: [Parent] = []
        for k in range {
            let born = schedule.time(atIntegral: begin + Double(k))
            let seed = particleSeed(emitter.seed, cell: index, particle: k)
            if let parent = motion(seed: seed, of: cell, emitter: emitter, born: born, origin: nil) { parents.append(parent) }
        }
        emitChildren(of: parents, cells: subs, elapsed: elapsed, emitter: emitter, layerRate: layerRate,
                     depth: 1, budget: &budget, into: &out)
    }

    /// The particles `cells` emit from `parents`, then theirs, to `maximumSubCellDepth`.
    private static func emitChildren(of parents: [Parent], cells: [CAEmitterCell], elapsed: Double, emitter: Emitter,
                                     layerRate: Double, depth: Int, budget: inout Int, into out: inout [EmitterParticle]) {
        guard depth <= maximumSubCellDepth, !parents.isEmpty else { return }
        for (subIndex, cell) in cells.enumerated() {
            let rate = Double(cell.birthRate) * layerRate
            guard rate > 0, rate.isFinite else { continue }
            let grandchildren = depth < maximumSubCellDepth ? enabledSubCells(of: cell) : nil
            // How long after its birth a particle of this cell still matters: its own life, or
            // the lives of what it emits.
            let matters = longest(cell, emitter) + (grandchildren.map { reach(of: $0, emitter, depth: depth + 1) } ?? 0)
            guard matters > 0, matters.isFinite else { continue }
            let image = cell.contents as? CGImage
            var children: [Parent] = []
            for parent in parents {
                let start = max(0, cell.beginTime.isFinite ? cell.beginTime : 0)
                let end = min(parent.life, cell.duration > 0 ? start + cell.duration : parent.life)
                let latest = min(end, elapsed - parent.born)
                guard end > start, latest >= start else { continue }
                var lastBirth = count(((latest - start) * rate + 1e-9).rounded(.down))
                if start + Double(lastBirth) / rate >= end { lastBirth -= 1 }
                let firstBirth = max(0, count(((elapsed - parent.born - matters - start) * rate - 1e-9).rounded(.up)),
                                     lastBirth - budget + 1)
                guard let births = ClosedRange(checkedFrom: firstBirth, through: lastBirth) else { continue }
                for j in births {
                    let offset = start + Double(j) / rate
                    let born = parent.born + offset
                    let origin = parent.position(at: offset)
                    let seed = childSeed(parent.id, cell: subIndex, birth: j)
                    if let image, let particle = particle(seed: seed, of: cell, image: image, emitter: emitter,
                                                          age: elapsed - born, origin: origin) {
                        out.append(particle)
                        budget -= 1
                        if budget <= 0 {
                            Diagnostics.warnOnce("a CAEmitterLayer has more than \(maximumParticles) particles alive; the rest are not drawn")
                            return
                        }
                    }
                    if grandchildren != nil, let child = motion(seed: seed, of: cell, emitter: emitter, born: born, origin: origin) {
                        children.append(child)
                    }
                }
            }
            if let grandchildren {
                emitChildren(of: children, cells: grandchildren, elapsed: elapsed, emitter: emitter, layerRate: layerRate,
                             depth: depth + 1, budget: &budget, into: &out)
            }
        }
    }

    /// How a particle drawn from `seed` moves: the random values `particle(seed:…)` draws
    /// first, in the same order, so the parent emits from where it is drawn.
    private static func motion(seed: UInt64, of cell: CAEmitterCell, emitter: Emitter, born: Double,
                               origin fixedOrigin: CGPoint?) -> Parent? {
        var random = SeededRandom(seed: seed)
        let life = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * emitter.lifetime
        let drawnOrigin = emissionPoint(emitter, &random)
        let direction = Double(cell.emissionLongitude) + Double(cell.emissionRange) * random.signed()
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * emitter.velocity
        guard life > 0, life.isFinite, speed.isFinite, direction.isFinite else { return nil }
        return Parent(born: born, origin: fixedOrigin ?? drawnOrigin,
                      velocity: CGVector(dx: cos(direction) * speed, dy: sin(direction) * speed),
                      acceleration: CGVector(dx: Double(cell.xAcceleration), dy: Double(cell.yAcceleration)),
                      life: life, id: seed)
    }

    private static func childSeed(_ parent: UInt64, cell: Int, birth: Int) -> UInt64 {
        (parent ^ UInt64(truncatingIfNeeded: cell + 1) &* 0xD6E8_FEB8_6659_FD93) &* 0x9E37_79B9_7F4A_7C15
            ^ UInt64(truncatingIfNeeded: birth) &* 0x94D0_49BB_1331_11EB
    }

    private static func enabledSubCells(of cell: CAEmitterCell) -> [CAEmitterCell]? {
        guard let cells = cell.emitterCells?.filter(\.isEnabled), !cells.isEmpty else { return nil }
        return cells
    }

    /// The longest a particle of `cell` lives.
    private static func longest(_ cell: CAEmitterCell, _ emitter: Emitter) -> Double {
        (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * emitter.lifetime
    }

    /// How long after its parent's birth a particle of `cells` (or what it emits) still
    /// matters, at most: emitted up to the parent's death, it then lives its own life.
    private static func reach(of cells: [CAEmitterCell], _ emitter: Emitter, depth: Int) -> Double {
        guard depth <= maximumSubCellDepth else { return 0 }
        return cells.map { cell in
            longest(cell, emitter) + (enabledSubCells(of: cell).map { reach(of: $0, emitter, depth: depth + 1) } ?? 0)
        }.max() ?? 0
    }
}
