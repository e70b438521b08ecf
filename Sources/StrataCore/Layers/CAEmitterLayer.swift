import Foundation
import StrataGraphics

/// A particle system (Apple: CAEmitterLayer): each of its `emitterCells` emits particles from
/// the emitter's shape, and the layer draws them above its contents, below its sublayers.
///
/// Strata's particles are a function of time: particle k of a cell is born when the cell has
/// emitted k particles at its birthRate (times the layer's, as it was at each moment) since
/// the layer was first committed (plus the cell's `beginTime`), and everything random about it
/// comes from `seed`, the cell and k. So a frame at any time — rendered headless, scrubbed, or
/// in a test — shows the same particles. The layer's `birthRate`, `lifetime`, `velocity`,
/// `scale` and `spin` multiply the cells' values; a change of the layer's birthRate applies to
/// births from then on, the others to every particle alive.
open class CAEmitterLayer: CALayer {
    static let emitterPositionProperty = CustomLayerProperty(key: "emitterPosition", kind: .point, slot: 0, default: .point(.zero))
    static let emitterZPositionProperty = CustomLayerProperty(key: "emitterZPosition", kind: .number, slot: 1, default: .number(0))
    static let emitterSizeProperty = CustomLayerProperty(key: "emitterSize", kind: .size, slot: 2, default: .size(.zero))
    static let emitterDepthProperty = CustomLayerProperty(key: "emitterDepth", kind: .number, slot: 3, default: .number(0))
    static let emitterShapeProperty = CustomLayerProperty(key: "emitterShape", kind: .string, slot: 4, default: staticString("point"),
                                                          isAnimatable: false, allowedStrings: CAEmitterLayerEmitterShape.all.map(\.rawValue))
    static let emitterModeProperty = CustomLayerProperty(key: "emitterMode", kind: .string, slot: 5, default: staticString("volume"),
                                                         isAnimatable: false, allowedStrings: CAEmitterLayerEmitterMode.all.map(\.rawValue))
    static let renderModeProperty = CustomLayerProperty(key: "renderMode", kind: .string, slot: 6, default: staticString("unordered"),
                                                        isAnimatable: false, allowedStrings: CAEmitterLayerRenderMode.all.map(\.rawValue))
    static let birthRateProperty = CustomLayerProperty(key: "birthRate", kind: .number, slot: 7, default: .number(1))
    static let lifetimeProperty = CustomLayerProperty(key: "lifetime", kind: .number, slot: 8, default: .number(1))
    static let velocityProperty = CustomLayerProperty(key: "velocity", kind: .number, slot: 9, default: .number(1))
    static let scaleProperty = CustomLayerProperty(key: "scale", kind: .number, slot: 10, default: .number(1))
    static let spinProperty = CustomLayerProperty(key: "spin", kind: .number, slot: 11, default: .number(1))
    static let seedProperty = CustomLayerProperty(key: "seed", kind: .number, slot: 12, default: .number(0), isAnimatable: false)
    static let preservesDepthProperty = CustomLayerProperty(key: "preservesDepth", kind: .bool, slot: 13, default: .bool(false),
                                                            isAnimatable: false)
    static let allProperties = [emitterPositionProperty, emitterZPositionProperty, emitterSizeProperty, emitterDepthProperty,
                                emitterShapeProperty, emitterModeProperty, renderModeProperty, birthRateProperty,
                                lifetimeProperty, velocityProperty, scaleProperty, spinProperty, seedProperty,
                                preservesDepthProperty]
    static let propertiesByKey = byKey(allProperties)
    override class var customProperties: [String: CustomLayerProperty] { propertiesByKey }

    /// The particle kinds. Default nil.
    open var emitterCells: [CAEmitterCell]? { didSet { attributesVersion &+= 1 } }
    /// The media time of the layer's first commit: emission starts there.
    final var emissionStart: CFTimeInterval?
    /// The particles alive at the last frame, in drawing order, in the layer's coordinates.
    package final var particles: [EmitterParticle] = []
    /// How the layer's birthRate has changed since emission started, so a change affects
    /// births from then on only (`emitter.birthRate = 0` stops new particles; those alive live on).
    final var birthSchedule = EmitterBirthSchedule()
    /// Each cell's births over time: its birthRate times the layer's, as steps, so changing a
    /// cell's rate (directly or through `emitterCells.<name>.birthRate`) affects births from
    /// then on and the particles alive live on.
    final var cellSchedules: [ObjectIdentifier: EmitterBirthSchedule] = [:]

    override class var usesRefreshHook: Bool { true }

    override func copyAttributes(from other: CALayer) {
        super.copyAttributes(from: other)
        if let emitter = other as? CAEmitterLayer { emitterCells = emitter.emitterCells }
    }

    /// Emission starts at the first commit; a committed birthRate takes effect at its commit
    /// (not at the next frame, which a headless renderer may ask for much later).
    override func didCommit(at now: CFTimeInterval, first: Bool) {
        if first || emissionStart == nil { emissionStart = now }
        guard let start = emissionStart else { return }
        let elapsed = localTime(atGlobal: now) - localTime(atGlobal: start)
        birthSchedule.note(rate: Double(birthRate), at: elapsed)
        noteCellRates(at: elapsed, layerRate: Double(birthRate))
    }

    /// Notes each cell's rate (times `layerRate`) at elapsed time `t`.
    func noteCellRates(at t: CFTimeInterval, layerRate: Double) {
        guard let cells = emitterCells else { cellSchedules.removeAll(); return }
        if cellSchedules.count > cells.count {
            let alive = Set(cells.map(ObjectIdentifier.init))
            cellSchedules = cellSchedules.filter { alive.contains($0.key) }
        }
        for cell in cells {
            let product = layerRate * Double(cell.birthRate)
            // A product too large for a Double is still a (runaway) rate, not none.
            cellSchedules[ObjectIdentifier(cell), default: EmitterBirthSchedule()]
                .note(rate: product.isNaN ? 0 : min(product, .greatestFiniteMagnitude), at: t)
        }
    }

    /// A cell's rate changed through key-value coding: it applies from now.
    func cellsChanged() {
        attributesVersion &+= 1
        guard let start = emissionStart else { return }
        let now = MediaClock.current.now
        let p = presentationSnapshot as? CAEmitterLayer ?? self
        noteCellRates(at: localTime(atGlobal: now) - localTime(atGlobal: start), layerRate: Double(p.birthRate))
    }

    override func didRefreshPresentation(localTime t: CFTimeInterval) {
        guard let start = emissionStart, let cells = emitterCells, !cells.isEmpty else {
            if !particles.isEmpty { particles.removeAll() }
            return
        }
        let p = presentationSnapshot as? CAEmitterLayer ?? self
        let elapsed = t - localTime(atGlobal: start)
        birthSchedule.note(rate: Double(p.birthRate), at: elapsed)
        noteCellRates(at: elapsed, layerRate: Double(p.birthRate))
        let schedules = cells.map { cellSchedules[ObjectIdentifier($0)] ?? EmitterBirthSchedule() }
        EmitterSimulation.particles(of: p, cells: cells, elapsed: elapsed, schedules: schedules, into: &particles)
    }

    /// The centre of the emission shape, in the layer's coordinates. Default (0, 0). Animatable.
    open var emitterPosition: CGPoint {
        get { extraPoint(Self.emitterPositionProperty) }
        set { setExtra(Self.emitterPositionProperty, .point(newValue)) }
    }
    /// Kept (particles move in the layer's plane). Default 0. Animatable.
    open var emitterZPosition: CGFloat {
        get { extraNumber(Self.emitterZPositionProperty) }
        set { setExtra(Self.emitterZPositionProperty, number: newValue) }
    }
    /// The emission shape's size (a line's length is its width, a circle's diameter). Default
    /// zero. Animatable.
    open var emitterSize: CGSize {
        get { extraSize(Self.emitterSizeProperty) }
        set { setExtra(Self.emitterSizeProperty, .size(newValue)) }
    }
    /// Kept (no depth is simulated). Default 0. Animatable.
    open var emitterDepth: CGFloat {
        get { extraNumber(Self.emitterDepthProperty) }
        set { setExtra(Self.emitterDepthProperty, number: newValue) }
    }
    /// The emission shape. Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { CAEmitterLayerEmitterShape(rawValue: extraString(Self.emitterShapeProperty) ?? "point") }
        set { setExtra(Self.emitterShapeProperty, string: newValue.rawValue) }
    }
    /// Which part of the shape emits: `.outline` its edge, the others its inside. Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { CAEmitterLayerEmitterMode(rawValue: extraString(Self.emitterModeProperty) ?? "volume") }
        set { setExtra(Self.emitterModeProperty, string: newValue.rawValue) }
    }
    /// Drawing order (`.oldestLast` puts the oldest on top) or `.additive` blending. Default
    /// `.unordered` (oldest first).
    open var renderMode: CAEmitterLayerRenderMode {
        get { CAEmitterLayerRenderMode(rawValue: extraString(Self.renderModeProperty) ?? "unordered") }
        set { setExtra(Self.renderModeProperty, string: newValue.rawValue) }
    }
    /// Multiplies every cell's birthRate. Default 1. Animatable.
    open var birthRate: Float {
        get { extraFloat(Self.birthRateProperty) }
        set { setExtra(Self.birthRateProperty, float: newValue) }
    }
    /// Multiplies every cell's lifetime. Default 1. Animatable.
    open var lifetime: Float {
        get { extraFloat(Self.lifetimeProperty) }
        set { setExtra(Self.lifetimeProperty, float: newValue) }
    }
    /// Multiplies every cell's velocity. Default 1. Animatable.
    open var velocity: Float {
        get { extraFloat(Self.velocityProperty) }
        set { setExtra(Self.velocityProperty, float: newValue) }
    }
    /// Multiplies every cell's scale. Default 1. Animatable.
    open var scale: Float {
        get { extraFloat(Self.scaleProperty) }
        set { setExtra(Self.scaleProperty, float: newValue) }
    }
    /// Multiplies every cell's spin. Default 1. Animatable.
    open var spin: Float {
        get { extraFloat(Self.spinProperty) }
        set { setExtra(Self.spinProperty, float: newValue) }
    }
    /// The random seed: the same seed gives the same particles. Default 0.
    open var seed: UInt32 {
        get {
            let n = extraNumber(Self.seedProperty)
            return n.isFinite ? UInt32(Swift.min(Swift.max(n, 0), Double(UInt32.max))) : 0
        }
        set { setExtra(Self.seedProperty, number: CGFloat(newValue)) }
    }
    /// Kept; particles are drawn in the layer's plane. Default false.
    open var preservesDepth: Bool {
        get { extraBool(Self.preservesDepthProperty) }
        set { setExtra(Self.preservesDepthProperty, .bool(newValue)) }
    }
}
