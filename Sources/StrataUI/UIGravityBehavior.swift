import Foundation

/// Accelerates its items in one direction, whatever their mass (Apple: UIGravityBehavior).
/// A magnitude of 1 is UIKit gravity: 1000 points/s².
open class UIGravityBehavior: UIDynamicBehavior {
    /// UIKit gravity, in points/s², for a magnitude of 1.
    public static let standardAcceleration: CGFloat = 1000

    /// The items gravity pulls.
    open private(set) var items: [UIDynamicItem]
    /// The gravity vector; (0, 1) (downward at 1000 points/s²) by default. A non-finite
    /// vector is refused with a message.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            if !gravityDirection.dx.isFinite || !gravityDirection.dy.isFinite {
                warn("UIGravityBehavior: a non-finite gravityDirection is ignored")
                gravityDirection = oldValue
            }
            changed()
        }
    }

    /// The gravity vector's angle in radians (π/2 is down). Setting it keeps the magnitude.
    open var angle: CGFloat {
        get { gravityDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The gravity vector's length (1 is 1000 points/s²). Setting it keeps the angle; 0 makes
    /// the vector (0, 0) and resets the angle to 0, as Apple documents.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// A gravity behaviour for `items`.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    /// Sets the vector from an angle (radians) and a magnitude. Non-finite values are ignored
    /// with a message.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return warn("UIGravityBehavior: a non-finite angle or magnitude is ignored") }
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Adds an item to pull (once).
    open func addItem(_ item: UIDynamicItem) {
        insertItem(item, into: &items)
    }

    /// Stops pulling an item.
    open func removeItem(_ item: UIDynamicItem) {
        deleteItem(item, from: &items)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func applyForces(_ world: DynamicsWorld, _ h: CGFloat) {
        let g = DynamicsVector(gravityDirection) * Self.standardAcceleration
        for item in items { world.body(for: item)?.acceleration += g }
    }
}
