import Foundation
import StrataGraphics

/// One particle as drawn: its image, where it is, how big, turned how far, in what colour.
package struct EmitterParticle {
    package var image: CGImage
    /// The part of the image shown (unit square).
    package var contentsRect: CGRect
    /// Centre, in the emitter layer's coordinates.
    package var center: CGPoint
    /// Size in points, scale applied.
    package var size: CGSize
    /// Rotation in radians.
    package var angle: CGFloat
    /// The colour the image is multiplied by (straight alpha, clamped).
    package var color: RGBA
    /// Added to what is below rather than drawn over it (`renderMode = .additive`).
    package var isAdditive: Bool
}

/// CAEmitterLayer's particles at a time, computed afresh (see CAEmitterLayer): births at
/// regular intervals of 1 / birthRate, random values from a hash of the seed, the cell and the
/// particle's number, motion with constant acceleration.
enum EmitterSimulation {
    /// More particles than this in one emitter are not drawn (with a warning): a runaway birth
    /// rate must not stall every frame.
    static let maximumParticles = 20_000

    /// The emitter layer's values, read once a frame (its string-valued properties convert on
    /// every read, and every particle needs them).
    struct Emitter {
        let seed: UInt32
        let lifetime: Double, velocity: Double, scale: Double, spin: Double
        let position: CGPoint, size: CGSize
        let shape: CAEmitterLayerEmitterShape
        let outline: Bool
        let additive: Bool

        init(_ layer: CAEmitterLayer) {
            seed = layer.seed
            lifetime = Double(layer.lifetime)
            velocity = Double(layer.velocity)
            scale = Double(layer.scale)
            spin = Double(layer.spin)
            position = layer.emitterPosition
            size = layer.emitterSize
            shape = layer.emitterShape
            outline = layer.emitterMode == .outline
            additive = layer.renderMode == .additive
        }
    }

    /// `schedules[i]`: cell i's birth rate times the layer's over time (its integral counts
    /// the cell's births).
    static func particles(of layer: CAEmitterLayer, cells: [CAEmitterCell], elapsed: CFTimeInterval,
                          schedules: [EmitterBirthSchedule], into out: inout [EmitterParticle]) {
        out.removeAll(keepingCapacity: true)
        guard elapsed.isFinite, elapsed >= 0 else { return }
        let emitter = Emitter(layer)
        var budget = maximumParticles
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            guard let image = cell.contents as? CGImage else { continue }
            // Births counted by the cell's schedule (its rate times the layer's, integrated):
            // particle k is born when the integral reaches k.
            guard index < schedules.count else { continue }
            let schedule = schedules[index]
            let longest = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * emitter.lifetime
            let t = elapsed - cell.beginTime
            guard longest > 0, longest.isFinite, t >= 0 else { continue }
            let begin = schedule.integral(at: cell.beginTime)
            let emitted = schedule.integral(at: elapsed) - begin
            guard emitted.isFinite, emitted > 0 || schedule.rate(at: cell.beginTime) > 0 else { continue }
            var last = count((emitted + 1e-9).rounded(.down))
            if cell.duration > 0 {
                let end = schedule.integral(at: cell.beginTime + cell.duration) - begin
                last = min(last, count((end - 1e-9).rounded(.up)) - 1)
            }
            var first = max(0, count((schedule.integral(at: elapsed - longest) - begin - 1e-9).rounded(.up)))
            guard last >= first else { continue }
            if last - first >= budget {
                Diagnostics.warnOnce("a CAEmitterLayer has more than \(maximumParticles) particles alive; the oldest are not drawn")
                first = last - budget + 1
            }
            // Earlier cells may have spent the whole budget (first is then last + 1, where
            // `first...last` traps: the "Range requires lowerBound <= upperBound").
            guard let alive = ClosedRange(checkedFrom: first, through: last) else { continue }
            for k in alive {
                let born = schedule.time(atIntegral: begin + Double(k))
                guard let particle = particle(k, of: cell, index: index, image: image, emitter: emitter,
                                              age: elapsed - born) else { continue }
                out.append(particle)
                budget -= 1
            }
        }
        // Sub-cells: every particle of a cell with `emitterCells` emits them (EmitterSimulation+SubCells).
        for (index, cell) in cells.enumerated() where cell.isEnabled && cell.emitterCells?.isEmpty == false {
            guard index < schedules.count else { continue }
            appendSubParticles(of: cell, index: index, schedule: schedules[index], elapsed: elapsed,
                               emitter: emitter, layerRate: Double(layer.birthRate), budget: &budget, into: &out)
        }
        if layer.renderMode == .oldestLast { out.reverse() }
    }

    /// A particle number from a count that may be huge (absurd birth rates or lifetimes): kept
    /// in a range that integer arithmetic never overflows.
    static func count(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value, -1e15), 1e15)) : (value > 0 ? Int(1e15) : 0)
    }

    private static func particle(_ k: Int, of cell: CAEmitterCell, index: Int, image: CGImage, emitter: Emitter,
                                 age: Double) -> EmitterParticle? {
        particle(seed: particleSeed(emitter.seed, cell: index, particle: k), of: cell, image: image, emitter: emitter,
                 age: age, origin: nil)
    }

    /// One particle of `cell` at `age`, its random values drawn from `seed`; born at `origin`
    /// (a sub-cell's parent particle) or, when nil, on the emitter's shape.
    static func particle(seed: UInt64, of cell: CAEmitterCell, image: CGImage, emitter: Emitter,
                         age: Double, origin fixedOrigin: CGPoint?) -> EmitterParticle? {
        var random = SeededRandom(seed: seed)
        let life = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * emitter.lifetime
        guard age >= 0, age < life else { return nil }
        let drawnOrigin = emissionPoint(emitter, &random)
        let origin = fixedOrigin ?? drawnOrigin
        let direction = Double(cell.emissionLongitude) + Double(cell.emissionRange) * random.signed()
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * emitter.velocity
        let center = CGPoint(x: origin.x + cos(direction) * speed * age + 0.5 * Double(cell.xAcceleration) * age * age,
                             y: origin.y + sin(direction) * speed * age + 0.5 * Double(cell.yAcceleration) * age * age)
        let scale = max(0, (Double(cell.scale) + Double(cell.scaleRange) * random.signed() + Double(cell.scaleSpeed) * age)
                        * emitter.scale)
        let spin = (Double(cell.spin) + Double(cell.spinRange) * random.signed()) * emitter.spin
        let base = cell.color.map(RGBA.init) ?? .white
        func channel(_ value: Double, _ range: Float, _ speed: Float) -> Double {
            let v = value + Double(range) * random.signed() + Double(speed) * age
            return v.isNaN ? 0 : min(max(v, 0), 1)
        }
        let color = RGBA(red: channel(base.red, cell.redRange, cell.redSpeed),
                         green: channel(base.green, cell.greenRange, cell.greenSpeed),
                         blue: channel(base.blue, cell.blueRange, cell.blueSpeed),
                         alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed))
        let pointScale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? Double(cell.contentsScale) : 1
        let cr = cell.contentsRect
        let size = CGSize(width: Double(image.width) / pointScale * abs(cr.width) * scale,
                          height: Double(image.height) / pointScale * abs(cr.height) * scale)
        guard center.x.isFinite, center.y.isFinite, size.width.isFinite, size.height.isFinite, (spin * age).isFinite else { return nil }
        return EmitterParticle(image: image, contentsRect: cr, center: center, size: size, angle: spin * age,
                               color: color, isAdditive: emitter.additive)
    }

    /// The seed of one particle's random numbers: the emitter's seed, the cell and the
    /// particle's number mixed, so any particle can be computed on its own, at any time.
    static func particleSeed(_ seed: UInt32, cell: Int, particle: Int) -> UInt64 {
        UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// Where a particle is born on the emitter's shape (centred on emitterPosition).
    static func emissionPoint(_ emitter: Emitter, _ random: inout SeededRandom) -> CGPoint {
        let c = emitter.position
        let w = Double(emitter.size.width), h = Double(emitter.size.height)
        let outline = emitter.outline
        switch emitter.shape {
        case .line:
            return CGPoint(x: c.x + w / 2 * random.signed(), y: c.y)
        case .rectangle, .cuboid:
            guard outline, w + h > 0 else {
                return CGPoint(x: c.x + w / 2 * random.signed(), y: c.y + h / 2 * random.signed())
            }
            // A point along the perimeter, walked from the top-left corner.
            var d = random.unit() * 2 * (w + h)
            if d < w { return CGPoint(x: c.x - w / 2 + d, y: c.y - h / 2) }
            d -= w
            if d < h { return CGPoint(x: c.x + w / 2, y: c.y - h / 2 + d) }
            d -= h
            if d < w { return CGPoint(x: c.x + w / 2 - d, y: c.y + h / 2) }
            return CGPoint(x: c.x - w / 2, y: c.y + h / 2 - (d - w))
        case .circle, .sphere:
            let angle = random.unit() * 2 * .pi
            let r = w / 2 * (outline ? 1 : random.unit().squareRoot())
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        default:
            return c
        }
    }
}

/// The layer's birthRate over time since emission started, as steps: its integral counts
/// births (in cell-rate units), and its inverse says when the k-th was born.
struct EmitterBirthSchedule {
    private struct Step { var time: Double; var integral: Double; var rate: Double }
    private var steps: [Step] = []

    /// Notes the rate in force at elapsed time `t` (a new step when it changed). A time before
    /// the last step (a renderer going back) drops the steps after it.
    mutating func note(rate: Double, at t: Double) {
        let rate = rate.isFinite ? max(0, rate) : 0
        guard t.isFinite else { return }
        while let last = steps.last, last.time > t { steps.removeLast() }
        guard let last = steps.last else {
            steps = [Step(time: 0, integral: 0, rate: rate)]
            return
        }
        guard rate != last.rate else { return }
        steps.append(Step(time: t, integral: last.integral + (t - last.time) * last.rate, rate: rate))
        // A layer whose rate changes every frame (an animation) keeps a bounded history.
        if steps.count > 4096 { steps.removeFirst(steps.count - 4096) }
    }

    /// ∫₀ᵗ rate: the births per unit of cell rate up to `t` (0 before emission started).
    func integral(at t: Double) -> Double {
        guard t > 0, let step = steps.last(where: { $0.time <= t }) ?? steps.first else { return 0 }
        return step.integral + (t - step.time) * step.rate
    }

    /// The rate in force at `t`.
    func rate(at t: Double) -> Double {
        (steps.last(where: { $0.time <= t }) ?? steps.first)?.rate ?? 0
    }

    /// The earliest time at which the integral reaches `value`.
    func time(atIntegral value: Double) -> Double {
        guard let first = steps.first else { return 0 }
        let chosen = steps.last { $0.integral <= value } ?? first
        guard chosen.rate > 0 else { return chosen.time }
        return chosen.time + (value - chosen.integral) / chosen.rate
    }
}
