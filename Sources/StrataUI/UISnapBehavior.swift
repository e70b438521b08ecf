import Foundation

/// Springs an item to a point, where it settles after a damped oscillation (Apple:
/// UISnapBehavior). The item also turns back upright.
///
/// Apple does not give the spring's stiffness; Strata's snap oscillates at 2 Hz (mass
/// independent), with `damping` as the damping ratio (at least 0.05, so a snap with damping 0
/// still concludes).
open class UISnapBehavior: UIDynamicBehavior {
    /// The snap spring's natural frequency in hertz (a Strata choice; see above).
    static let frequency: CGFloat = 2

    let item: UIDynamicItem
    /// Where the item's centre settles, in the reference view's coordinates. Non-finite points
    /// are ignored with a message.
    open var snapPoint: CGPoint {
        didSet {
            if !snapPoint.x.isFinite || !snapPoint.y.isFinite {
                warn("UISnapBehavior: a non-finite snapPoint is ignored")
                snapPoint = oldValue
            }
            changed()
        }
    }
    /// How much the snap oscillates as it concludes: 0 the most, 1 the least. Default 0.5;
    /// clamped to 0…1, non-finite values read as 0.5.
    open var damping: CGFloat = 0.5 {
        didSet { damping = damping.isFinite ? min(max(damping, 0), 1) : 0.5; changed() }
    }

    /// A snap of `item` to `point`.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func solveVelocities(_ world: DynamicsWorld, _ h: CGFloat) {
        guard let body = world.body(for: item), !body.isStatic else { return }
        let zeta = max(damping, 0.05)
        let soft = DynamicsJoint.Softness(frequency: Self.frequency, dampingRatio: zeta, mass: body.mass, h: h)
        DynamicsJoint.solvePoint(nil, .zero, anchor: DynamicsVector(snapPoint), body, .zero, soft)
        if body.inverseInertia > 0 {
            let angular = DynamicsJoint.Softness(frequency: Self.frequency, dampingRatio: zeta, mass: 1 / body.inverseInertia, h: h)
            // Upright again: the nearest whole turn, so a spun item does not unwind every turn.
            DynamicsJoint.solveAngle(nil, body, target: (body.angle / (2 * .pi)).rounded() * 2 * .pi, angular)
        }
    }
}
