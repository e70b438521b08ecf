import Foundation
import StrataGraphics

/// One kind of particle a CAEmitterLayer emits (Apple: CAEmitterCell): how many a second, how
/// long they live, how they move, turn, grow and change colour, and the image they show. Every
/// `…Range` spreads its value uniformly over value ± range per particle; every `…Speed` changes
/// it per second of the particle's life. Each particle emits the cell's sub-cells
/// (`emitterCells`, EmitterSimulation+SubCells.swift). `style` and the cell's own media timing
/// other than `beginTime` and `duration` are not simulated.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The cell's name (key paths address cells by it). Default nil.
    open var name: String?
    /// Whether the cell emits. Default true.
    open var isEnabled = true
    /// Particles a second (times the layer's birthRate). Default 0.
    open var birthRate: Float = 0
    /// Seconds a particle lives (times the layer's lifetime), ± `lifetimeRange`. Default 0.
    open var lifetime: Float = 0
    /// How far each particle's lifetime may differ from `lifetime`, in seconds either way. Default 0.
    open var lifetimeRange: Float = 0
    /// The direction particles leave in, radians in the layer's plane from +x toward +y (down on
    /// iOS), ± `emissionRange`. `emissionLatitude` (out of the plane) is kept, not simulated.
    open var emissionLongitude: CGFloat = 0
    /// The angle of emission out of the xy-plane, in radians (3D emission). Default 0.
    open var emissionLatitude: CGFloat = 0
    /// The half-angle of the cone particles are emitted within, around the emission direction, in
    /// radians. Default 0 (a single direction).
    open var emissionRange: CGFloat = 0
    /// Points a second (times the layer's velocity), ± `velocityRange`. Default 0.
    open var velocity: CGFloat = 0
    /// How far each particle's initial speed may differ from `velocity`, in points per second.
    /// Default 0.
    open var velocityRange: CGFloat = 0
    /// Points a second², in the layer's coordinates. Default 0.
    open var xAcceleration: CGFloat = 0
    /// The acceleration along y, in points per second squared (positive: down, like gravity in
    /// y-down space). Default 0.
    open var yAcceleration: CGFloat = 0
    /// The acceleration along z, in points per second squared. Default 0.
    open var zAcceleration: CGFloat = 0
    /// The image's scale (times the layer's scale), ± `scaleRange`, changing by `scaleSpeed` a
    /// second. Default 1, 0, 0.
    open var scale: CGFloat = 1
    /// How far each particle's initial scale may differ from `scale`. Default 0.
    open var scaleRange: CGFloat = 0
    /// How fast the scale changes over a particle's life, per second. Default 0.
    open var scaleSpeed: CGFloat = 0
    /// Radians a second (times the layer's spin), ± `spinRange`. Default 0.
    open var spin: CGFloat = 0
    /// How far each particle's spin may differ from `spin`, in radians per second. Default 0.
    open var spinRange: CGFloat = 0
    /// The colour the image is multiplied by. Default opaque white.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// How far each particle's colour components may differ from `color`'s, either way (0…1). Default 0.
    open var redRange: Float = 0, greenRange: Float = 0, blueRange: Float = 0, alphaRange: Float = 0
    /// How fast each colour component changes over a particle's life, per second. Default 0.
    open var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
    /// The particle's image (a CGImage); nil draws nothing. Default nil.
    open var contents: Any?
    /// The part of the image shown, in its unit square. Default the whole image.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point. Default 1.
    open var contentsScale: CGFloat = 1
    /// Cells each particle of this cell emits, from where it is, timed in its life. Default nil.
    open var emitterCells: [CAEmitterCell]?
    /// Seconds after the emitter starts that this cell starts emitting. Default 0.
    open var beginTime: CFTimeInterval = 0
    /// Seconds the cell emits for; 0 (the default) forever.
    open var duration: CFTimeInterval = 0
    /// The filter used when the image is drawn smaller (a `CALayerContentsFilter` raw value).
    /// Stored: particles are drawn with linear filtering. Default "linear".
    open var minificationFilter = CALayerContentsFilter.linear.rawValue
    /// The filter used when the image is drawn larger. Stored. Default "linear".
    open var magnificationFilter = CALayerContentsFilter.linear.rawValue
    /// The level-of-detail bias of minification. Stored. Default 0.
    open var minificationFilterBias: Float = 0
    /// Default values for keys not otherwise set (Apple: CAEmitterCell style). Default nil.
    open var style: [AnyHashable: Any]?
    // CAMediaTiming's other properties, kept for source compatibility: a cell's particles
    // follow its beginTime and duration only.
    /// Kept, not simulated. Default 1.
    open var speed: Float = 1
    /// Kept, not simulated. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// Kept, not simulated. Default 0.
    open var repeatCount: Float = 0
    /// Kept, not simulated. Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Kept, not simulated. Default false.
    open var autoreverses = false
    /// Kept, not simulated. Default removed.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Values set with `setValue(_:forKey:)` under keys the class does not define.
    var storedValues: [String: Any] = [:]

    public override init() { super.init() }

    /// Creates a cell from an archive. Strata reads nothing from the coder: the cell starts
    /// with Core Animation's defaults. Required, as on Apple platforms (NSCoding), so a
    /// subclass's `required init?(coder: NSCoder)` compiles as written.
    public required init?(coder: NSCoder) { super.init() }

    /// What `emitterCell()` creates the receiver's class with: Swift without Objective-C calls
    /// only `required` initialisers on a class object. Inherited by a subclass that declares no
    /// initialiser, or overrides `init()` and `init?(coder:)`.
    public required convenience init(emitterCellOf _: Void) { self.init() }

    /// An emitter cell with Core Animation's defaults (Apple: `CAEmitterCell()`, `emitterCell()`).
    public class func emitterCell() -> Self { self.init(emitterCellOf: ()) }
}
