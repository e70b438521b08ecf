import Foundation

/// Pushes its items with a force, continuously or once (Apple: UIPushBehavior). A magnitude of
/// 1 accelerates a 100 × 100 point item of density 1 at 100 points/s² (continuous), or gives
/// it 100 points/s at once (instantaneous); heavier items move less.
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force keeps acting or acts once.
    public enum Mode: Int, Sendable {
        /// A force applied every step while `active`.
        case continuous
        /// An impulse applied once at the next step, after which `active` turns false.
        case instantaneous
    }

    /// UIKit newtons per unit of magnitude: the force that accelerates UIKit's unit of mass
    /// (a 100 × 100 point item of density 1) at 100 points/s².
    static let newtonsPerMagnitude: CGFloat = 100

    /// Continuous or instantaneous; fixed at creation.
    public let mode: Mode
    /// The items pushed.
    open private(set) var items: [UIDynamicItem]
    /// Whether the push acts. Default true; an instantaneous push turns it false once applied,
    /// and setting it true again pushes again.
    open var active = true { didSet { changed() } }
    /// The force vector; default (0, 0), no force. Non-finite vectors are refused.
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet {
            if !pushDirection.dx.isFinite || !pushDirection.dy.isFinite {
                warn("UIPushBehavior: a non-finite pushDirection is ignored")
                pushDirection = oldValue
            }
            changed()
        }
    }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// The force's angle in radians; setting it keeps the magnitude.
    open var angle: CGFloat {
        get { pushDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's magnitude (a negative one pushes the other way); setting it keeps the angle.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// A push of `mode` on `items`, with no force until you set one.
    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// Sets the force from an angle (radians) and a magnitude; non-finite values are ignored.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return warn("UIPushBehavior: a non-finite angle or magnitude is ignored") }
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Adds an item to push (once).
    open func addItem(_ item: UIDynamicItem) {
        insertItem(item, into: &items)
    }

    /// Stops pushing an item.
    open func removeItem(_ item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = nil
        deleteItem(item, from: &items)
    }

    /// Where on `item` the force acts, from its centre (unrotated); default zero. An
    /// off-centre push turns the item too.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }

    /// Sets where on `item` the force acts; non-finite offsets are ignored.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        guard o.horizontal.isFinite, o.vertical.isFinite else { return warn("UIPushBehavior: a non-finite offset is ignored") }
        offsets[ObjectIdentifier(item)] = o
        changed()
    }

    override var dynamicItems: [UIDynamicItem] { items }
    override var keepsRunning: Bool { mode == .instantaneous && active && magnitude > 0 }

    override func applyForces(_ world: DynamicsWorld, _ h: CGFloat) {
        guard active else { return }
        let f = DynamicsVector(pushDirection) * Self.newtonsPerMagnitude
        for item in items {
            guard let body = world.body(for: item) else { continue }
            let o = targetOffsetFromCenter(for: item)
            let r = DynamicsVector(x: o.horizontal, y: o.vertical).rotated(by: body.angle)
            switch mode {
            case .continuous:
                body.force += f
                body.torque += r.cross(f)
            case .instantaneous:
                body.applyImpulse(f, at: r)
            }
        }
        // Apple: an instantaneous push acts once, then turns itself off.
        if mode == .instantaneous { active = false }
    }
}
