import Foundation

/// The physical properties of its items — bounciness, friction, density, resistance,
/// rotation — and a way to give them velocity (Apple: UIDynamicItemBehavior). When several
/// item behaviours name one item, the one added last sets its properties.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items described.
    open private(set) var items: [UIDynamicItem]
    /// How much of the closing speed a collision gives back: 0 (default) no bounce, 1 a fully
    /// elastic bounce. Clamped to 0…1; a non-finite value reads as 0.
    open var elasticity: CGFloat = 0 { didSet { elasticity = Self.clean(elasticity, 0, upTo: 1); changed() } }
    /// The Coulomb friction coefficient between touching items (and boundaries): 0 (default)
    /// frictionless, 1 strong. Negative or non-finite values read as 0.
    open var friction: CGFloat = 0 { didSet { friction = Self.clean(friction, 0); changed() } }
    /// Mass per area: 1 (default) makes a 100 × 100 point item UIKit's unit of mass. Negative or
    /// non-finite values read as 1.
    open var density: CGFloat = 1 { didSet { density = Self.clean(density, 1); changed() } }
    /// Linear velocity damping: 0 (default) none; larger values slow items faster
    /// (v ← v / (1 + c·dt) each step). Negative or non-finite finite values read as 0;
    /// infinity stops items dead.
    open var resistance: CGFloat = 0 { didSet { resistance = resistance == .infinity ? .infinity : Self.clean(resistance, 0); changed() } }
    /// Angular velocity damping, as `resistance` for turning. Default 0.
    open var angularResistance: CGFloat = 0 {
        didSet { angularResistance = angularResistance == .infinity ? .infinity : Self.clean(angularResistance, 0); changed() }
    }
    /// Whether items may turn. Default true.
    open var allowsRotation = true { didSet { changed() } }
    /// Whether items are fixed in place (they still collide, as immovable obstacles). Default
    /// false.
    open var isAnchored = false { didSet { changed() } }
    /// The electric charge electric and magnetic fields act on. Default 0. Non-finite values
    /// read as 0.
    open var charge: CGFloat = 0 { didSet { if !charge.isFinite { charge = 0 }; changed() } }

    private var pendingLinear: [ObjectIdentifier: DynamicsVector] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// A behaviour describing `items`.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        insertItem(item, into: &items)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        deleteItem(item, from: &items)
    }

    /// Adds `velocity` (points/s) to the item's, at the next step. A non-finite velocity, or
    /// an item this behaviour does not describe, is ignored with a message.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else { return warn("addLinearVelocity: a non-finite velocity is ignored") }
        guard items.contains(where: { $0 === item }) else { return warn("addLinearVelocity: the item is not in this behaviour") }
        if let body = dynamicAnimator.flatMap({ a -> DynamicsBody? in a.syncIfNeeded(); return a.world.body(for: item) }) {
            body.velocity += DynamicsVector(velocity)
        } else {
            pendingLinear[ObjectIdentifier(item), default: .zero] += DynamicsVector(velocity)
        }
        changed()
    }

    /// The item's velocity in points/s (zero for an item not moving in an animator).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        let id = ObjectIdentifier(item)
        if let body = dynamicAnimator?.world.body(for: item) { return body.velocity.point }
        return (pendingLinear[id] ?? .zero).point
    }

    /// Adds `velocity` (radians/s) to the item's turning, at once.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else { return warn("addAngularVelocity: a non-finite velocity is ignored") }
        guard items.contains(where: { $0 === item }) else { return warn("addAngularVelocity: the item is not in this behaviour") }
        if let body = dynamicAnimator.flatMap({ a -> DynamicsBody? in a.syncIfNeeded(); return a.world.body(for: item) }) {
            body.angularVelocity += velocity
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
        changed()
    }

    /// The item's turning speed in radians/s.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.world.body(for: item) { return body.angularVelocity }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func configure(_ world: DynamicsWorld) {
        let m = DynamicsBody.Material(elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                                      angularResistance: angularResistance, allowsRotation: allowsRotation, isAnchored: isAnchored,
                                      charge: charge)
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.material = m
            let id = ObjectIdentifier(item)
            if let v = pendingLinear.removeValue(forKey: id) { body.velocity += v }
            if let w = pendingAngular.removeValue(forKey: id) { body.angularVelocity += w }
        }
    }

    private static func clean(_ v: CGFloat, _ fallback: CGFloat, upTo top: CGFloat = .greatestFiniteMagnitude) -> CGFloat {
        v.isFinite && v >= 0 ? min(v, top) : fallback
    }
}
