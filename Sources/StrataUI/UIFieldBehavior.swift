import Foundation

/// A force field acting on its items within a region about a position (Apple:
/// UIFieldBehavior, iOS 9). Make one with a class method (`linearGravityField(direction:)`,
/// `radialGravityField(position:)`, `springField()`, `dragField()`, `velocityField(direction:)`,
/// `vortexField()`, `noiseField(smoothness:animationSpeed:)`,
/// `turbulenceField(smoothness:animationSpeed:)`, `electricField()`, `magneticField()`,
/// `field(evaluationBlock:)`), then add items.
///
/// Apple does not state every field's units; Strata's (see docs/STRATAUI-PORTING.md): gravity
/// fields use UIKit gravity (strength 1 = 1000 points/s²), `falloff` divides by
/// (distance / 100 points)^falloff beyond `minimumRadius`, a spring field of strength 1
/// oscillates at 1 Hz, a drag field of strength 1 removes velocity at 1/s, a velocity field
/// sets velocity to `direction` × strength points/s, electric and magnetic fields act on
/// `UIDynamicItemBehavior.charge`, and an evaluation block returns a force in UIKit newtons
/// (the push behaviour's: 100 per unit of magnitude).
open class UIFieldBehavior: UIDynamicBehavior {
    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, noise, turbulence, electric, magnetic
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    let kind: Kind
    /// The items in the field.
    open private(set) var items: [UIDynamicItem] = []
    /// The field's origin in the reference view. Default (0, 0). Non-finite points are ignored.
    open var position: CGPoint = .zero { didSet { if !Self.finite(position) { position = oldValue }; changed() } }
    /// Where the field acts, relative to `position`. Default everywhere.
    open var region: UIRegion = .infinite { didSet { changed() } }
    /// The field's scale. Default 1. Non-finite values are ignored.
    open var strength: CGFloat = 1 { didSet { if !strength.isFinite { strength = oldValue }; changed() } }
    /// How fast the field weakens with distance beyond `minimumRadius`. Default 0 (uniform).
    open var falloff: CGFloat = 0 { didSet { if !falloff.isFinite { falloff = oldValue }; changed() } }
    /// The distance within which the field does not fall off. Default 0.
    open var minimumRadius: CGFloat = 0 { didSet { minimumRadius = minimumRadius.isFinite ? max(minimumRadius, 0) : 0; changed() } }
    /// The direction of a linear gravity or velocity field. Non-finite vectors are ignored.
    open var direction = CGVector(dx: 0, dy: 0) {
        didSet { if !direction.dx.isFinite || !direction.dy.isFinite { direction = oldValue }; changed() }
    }
    /// How smooth a noise or turbulence field is, 0 (rough) to 1 (smooth).
    open var smoothness: CGFloat = 0 { didSet { smoothness = smoothness.isFinite ? min(max(smoothness, 0), 1) : 0; changed() } }
    /// How fast a noise or turbulence field changes, per second.
    open var animationSpeed: CGFloat = 0 { didSet { if !animationSpeed.isFinite { animationSpeed = 0 }; changed() } }
    private var time: CGFloat = 0

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    private static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    /// A uniform gravity-like field along `direction`.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .linearGravity); f.direction = direction; return f
    }
    /// Gravity towards `position` (away for a negative strength).
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .radialGravity); f.position = position; return f
    }
    /// A spring pulling items to `position`.
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }
    /// Slows items in proportion to their speed.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
    /// Moves items at `direction` × strength points/s.
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .velocity); f.direction = direction; return f
    }
    /// Turns items around `position` (counter-clockwise on screen for a positive strength).
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }
    /// Random, smoothly varying forces.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .noise); f.smoothness = smoothness; f.animationSpeed = speed; return f
    }
    /// Random forces in proportion to the items' speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .turbulence); f.smoothness = smoothness; f.animationSpeed = speed; return f
    }
    /// Pushes charged items away from `position` (positive charge, positive strength).
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }
    /// Turns moving charged items sideways.
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }
    /// A field whose force you compute: the block gets the field, the item's position (relative
    /// to the field's), velocity, mass and charge and the step's time, and returns a force.
    open class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
        -> UIFieldBehavior { UIFieldBehavior(kind: .custom(block)) }

    /// Adds an item to the field (once).
    open func addItem(_ item: UIDynamicItem) {
        insertItem(item, into: &items)
    }

    /// Removes an item from the field.
    open func removeItem(_ item: UIDynamicItem) {
        deleteItem(item, from: &items)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func applyForces(_ world: DynamicsWorld, _ h: CGFloat) {
        time += h
        let origin = DynamicsVector(position)
        for item in items {
            guard let body = world.body(for: item), !body.isStatic else { continue }
            let d = body.position - origin
            guard d.isFinite, region.contains(d.point) else { continue }
            let r = d.length
            let scale = r > minimumRadius && falloff != 0 ? pow(max(r, 1e-3) / 100, -falloff) : 1
            let g = UIGravityBehavior.standardAcceleration
            var a = DynamicsVector.zero, f = DynamicsVector.zero
            switch kind {
            case .linearGravity: a = DynamicsVector(direction) * (strength * g)
            case .radialGravity: a = -d.normalized * (strength * g * scale)
            case .spring: a = -d * (strength * 4 * .pi * .pi)
            case .drag: a = -body.velocity * (strength * scale)
            case .velocity: body.velocity = DynamicsVector(direction) * (strength * scale)
            case .vortex: a = d.normalized.perpendicular * (-strength * g * scale)
            case .noise: a = noise(at: body.position) * (strength * g * scale)
            case .turbulence: a = noise(at: body.position) * (strength * body.velocity.length * scale)
            case .electric:
                f = d.normalized * (body.material.charge * strength * UIPushBehavior.newtonsPerMagnitude * scale)
            case .magnetic:
                let v = body.velocity
                f = DynamicsVector(x: v.y, y: -v.x) * (body.material.charge * strength * scale)
            case .custom(let block):
                let out = block(self, d.point, body.velocity.vector, body.mass, body.material.charge, TimeInterval(h))
                f = DynamicsVector(out) * UIPushBehavior.newtonsPerMagnitude
            }
            if a.isFinite { body.acceleration += a }
            if f.isFinite { body.force += f }
        }
    }

    /// A smooth pseudo-random unit-ish vector field, varying over (1 − smoothness) per 10…200
    /// points and `animationSpeed` per second (value noise on a lattice, bilinear).
    private func noise(at p: DynamicsVector) -> DynamicsVector {
        let cell = 10 + 190 * smoothness
        let x = p.x / cell, y = p.y / cell, t = time * animationSpeed
        func hash(_ i: Int, _ j: Int, _ k: Int, _ salt: Int) -> CGFloat {
            var h = UInt64(bitPattern: Int64(i &* 73856093 ^ j &* 19349663 ^ k &* 83492791 ^ salt &* 2654435761))
            h = (h ^ (h >> 33)) &* 0xff51afd7ed558ccd
            h ^= h >> 33
            return CGFloat(h % 10_000) / 5_000 - 1
        }
        func smooth(_ salt: Int) -> CGFloat {
            guard x.isFinite, y.isFinite, t.isFinite, abs(x) < 1e9, abs(y) < 1e9, abs(t) < 1e9 else { return 0 }
            let i = Int(saturating: x.rounded(.down)), j = Int(saturating: y.rounded(.down)), k = Int(saturating: t.rounded(.down))
            let fx = x - CGFloat(i), fy = y - CGFloat(j)
            let a = hash(i, j, k, salt), b = hash(i + 1, j, k, salt), c = hash(i, j + 1, k, salt), d = hash(i + 1, j + 1, k, salt)
            return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
        }
        return DynamicsVector(x: smooth(1), y: smooth(2))
    }
}
