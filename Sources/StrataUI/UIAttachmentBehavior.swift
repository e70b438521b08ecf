import Foundation

/// Joins an item to an anchor point or to another item (Apple: UIAttachmentBehavior): by
/// default a rigid rod of the initial distance between the attachment points; with a
/// `frequency` a spring with `damping` as its damping ratio. The class methods make Apple's
/// other joints: pin, fixed, limit and sliding.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to (Apple: UIAttachmentBehavior.AttachmentType).
    public enum AttachmentType: Int, Sendable {
        /// To another item.
        case items
        /// To a point in the reference view.
        case anchor
    }

    enum Joint { case distance, limit, pin, fixed, sliding }

    /// The one or two items joined.
    open private(set) var items: [UIDynamicItem]
    /// Item to item, or item to an anchor point.
    public let attachedBehaviorType: AttachmentType
    /// The anchor point in the reference view (for `.anchor`; for item joins from the class
    /// methods, the joint's point). Setting it moves the anchor and resumes the animator, as a
    /// pan gesture dragging an item by an attachment does. Non-finite points are ignored.
    open var anchorPoint: CGPoint {
        didSet {
            if !anchorPoint.x.isFinite || !anchorPoint.y.isFinite {
                warn("UIAttachmentBehavior: a non-finite anchorPoint is ignored")
                anchorPoint = oldValue
            }
            changed()
        }
    }
    /// The distance held between the attachment points; by default their distance when the
    /// behaviour is made. Negative or non-finite values are ignored.
    open var length: CGFloat {
        didSet {
            if !length.isFinite || length < 0 { warn("UIAttachmentBehavior: a negative or non-finite length is ignored"); length = oldValue }
            changed()
        }
    }
    /// The spring's damping ratio (with a non-zero `frequency`). Default 0.
    open var damping: CGFloat = 0 { didSet { damping = damping.isFinite ? max(damping, 0) : 0; changed() } }
    /// The spring's frequency in hertz; 0 (default) makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { frequency = frequency.isFinite ? max(frequency, 0) : 0; changed() } }
    /// Resistance to turning about the joint. Stored; Strata's joints do not resist turning.
    open var frictionTorque: CGFloat = 0
    /// How far a sliding attachment may travel along its axis from the anchor, in points.
    /// Default `.infinite` (no limit). NaN ends read as no limit.
    open var attachmentRange: UIFloatRange = .infinite { didSet { changed() } }

    let offsets: [UIOffset]
    let joint: Joint
    private var fixedAngle: CGFloat = 0
    /// A sliding joint's axis (unit) at creation, and the angle of the item it turns with.
    private var axis = DynamicsVector(x: 1, y: 0)
    private var axisAngle: CGFloat = 0

    init(items: [UIDynamicItem], offsets: [UIOffset], anchor: CGPoint?, joint: Joint) {
        self.items = items
        self.offsets = offsets.map { $0.horizontal.isFinite && $0.vertical.isFinite ? $0 : .zero }
        self.joint = joint
        attachedBehaviorType = items.count > 1 ? .items : .anchor
        let a = anchor.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
        anchorPoint = a ?? .zero
        length = 0
        super.init()
        if joint == .distance || joint == .limit {
            let p1 = initialPoint(0), p2 = items.count > 1 ? initialPoint(1) : DynamicsVector(anchorPoint)
            length = (p1 - p2).length
        }
        if items.count > 1 { fixedAngle = Self.angle(items[1]) - Self.angle(items[0]) }
    }

    /// Attaches the item's centre to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches a point of the item (offset from its centre, in its unrotated frame) to `point`.
    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(items: [item], offsets: [offset], anchor: point, joint: .distance)
    }

    /// Attaches two items' centres.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of each item.
    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(items: [item1, item2], offsets: [offset1, offset2], anchor: nil, joint: .distance)
    }

    /// Two items joined at `point` (reference coordinates), free to turn about it.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [offset(of: point, in: item1), offset(of: point, in: item2)],
                             anchor: point, joint: .pin)
    }

    /// Two items welded at `point`: they move and turn as one.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [offset(of: point, in: item1), offset(of: point, in: item2)],
                             anchor: point, joint: .fixed)
    }

    /// Two items' points held at most their current distance apart (a rope).
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [offset1, offset2], anchor: nil, joint: .limit)
    }

    /// An item that slides along `axis` through `point` without turning (a zero or non-finite
    /// axis slides horizontally).
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let b = UIAttachmentBehavior(items: [item], offsets: [offset(of: point, in: item)], anchor: point, joint: .sliding)
        b.setAxis(axis, turningWith: nil)
        return b
    }

    /// Two items that slide against each other along `axis` (turning with `item2`) through
    /// `point`, without turning against each other.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let b = UIAttachmentBehavior(items: [item1, item2], offsets: [offset(of: point, in: item1), offset(of: point, in: item2)],
                                     anchor: point, joint: .sliding)
        b.setAxis(axis, turningWith: item2)
        return b
    }

    private func setAxis(_ v: CGVector, turningWith item: UIDynamicItem?) {
        let u = DynamicsVector(v).normalized
        axis = u == .zero ? DynamicsVector(x: 1, y: 0) : u
        axisAngle = item.map(Self.angle) ?? 0
        if items.count == 1 { fixedAngle = -Self.angle(items[0]) }
    }

    private static func angle(_ item: UIDynamicItem) -> CGFloat {
        let t = item.transform, a = atan2(t.b, t.a)
        return a.isFinite ? a : 0
    }

    /// `point`'s offset from the item's centre in its unrotated frame.
    private static func offset(of point: CGPoint, in item: UIDynamicItem) -> UIOffset {
        let d = DynamicsVector(x: point.x - item.center.x, y: point.y - item.center.y).rotated(by: -angle(item))
        return d.isFinite ? UIOffset(horizontal: d.x, vertical: d.y) : .zero
    }

    private func initialPoint(_ i: Int) -> DynamicsVector {
        let o = offsets[i], item = items[i]
        return DynamicsVector(item.center) + DynamicsVector(x: o.horizontal, y: o.vertical).rotated(by: Self.angle(item))
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The bodies and world-turned offsets: b is the first item, a the second (or nil).
    private func parts(_ world: DynamicsWorld) -> (a: DynamicsBody?, ra: DynamicsVector, b: DynamicsBody, rb: DynamicsVector)? {
        guard let b = world.body(for: items[0]) else { return nil }
        let rb = DynamicsJoint.world(b, DynamicsVector(x: offsets[0].horizontal, y: offsets[0].vertical))
        guard items.count > 1 else { return (nil, .zero, b, rb) }
        guard let a = world.body(for: items[1]) else { return nil }
        return (a, DynamicsJoint.world(a, DynamicsVector(x: offsets[1].horizontal, y: offsets[1].vertical)), b, rb)
    }

    override func solveVelocities(_ world: DynamicsWorld, _ h: CGFloat) {
        guard let p = parts(world) else { return }
        let anchor = DynamicsVector(anchorPoint)
        let mass = DynamicsJoint.mass(p.a, p.b)
        let stiff = DynamicsJoint.Softness.rigid(mass: mass, h: h)
        let soft = frequency == 0 || joint != .distance
            ? stiff : DynamicsJoint.Softness(frequency: frequency, dampingRatio: damping, mass: mass, h: h)
        switch joint {
        case .distance where length > 0:
            DynamicsJoint.solveDistance(p.a, p.ra, anchor: anchor, p.b, p.rb, length: length, onlyStretched: false, soft)
        case .distance, .pin:
            DynamicsJoint.solvePoint(p.a, p.ra, anchor: anchor, p.b, p.rb, soft)
        case .limit:
            DynamicsJoint.solveDistance(p.a, p.ra, anchor: anchor, p.b, p.rb, length: length, onlyStretched: true, stiff)
        case .sliding:
            solveSliding(p, h: h, stiff: stiff)
        case .fixed:
            DynamicsJoint.solvePoint(p.a, p.ra, anchor: anchor, p.b, p.rb, stiff)
            let inertia = 1 / max(p.b.inverseInertia + (p.a?.inverseInertia ?? 0), 1e-12)
            DynamicsJoint.solveAngle(p.a, p.b, target: -fixedAngle, .rigid(mass: inertia, h: h))
        }
    }

    override func correctPositions(_ world: DynamicsWorld) {
        guard frequency == 0 || joint != .distance, let p = parts(world) else { return }
        let anchor = DynamicsVector(anchorPoint)
        switch joint {
        case .distance: DynamicsJoint.project(p.a, p.ra, anchor: anchor, p.b, p.rb, length: length > 0 ? length : nil)
        case .pin: DynamicsJoint.project(p.a, p.ra, anchor: anchor, p.b, p.rb, length: nil)
        case .limit: DynamicsJoint.project(p.a, p.ra, anchor: anchor, p.b, p.rb, length: length, onlyStretched: true)
        case .sliding:
            let line = slide(p)
            DynamicsJoint.projectAxis(p.a, p.b, n: line.normal, error: line.off)
            if let over = line.over { DynamicsJoint.projectAxis(p.a, p.b, n: line.axis, error: over) }
            DynamicsJoint.projectAngle(p.a, p.b, target: -fixedAngle)
        case .fixed:
            DynamicsJoint.project(p.a, p.ra, anchor: anchor, p.b, p.rb, length: nil)
            DynamicsJoint.projectAngle(p.a, p.b, target: -fixedAngle)
        }
    }

    // MARK: sliding

    typealias Parts = (a: DynamicsBody?, ra: DynamicsVector, b: DynamicsBody, rb: DynamicsVector)

    /// Where a sliding joint stands: its axis now, the normal to it, the distance off the line
    /// and how far past the range's ends it has travelled (nil within the range).
    private func slide(_ p: Parts) -> (axis: DynamicsVector, normal: DynamicsVector, off: CGFloat, over: CGFloat?) {
        let u = p.a.map { axis.rotated(by: $0.angle - axisAngle) } ?? axis
        let n = u.perpendicular
        let pa = p.a.map { $0.position + p.ra } ?? DynamicsVector(anchorPoint)
        let d = (p.b.position + p.rb) - pa
        let travel = d.dot(u)
        let low = attachmentRange.minimum.isNaN ? -.infinity : attachmentRange.minimum
        let high = attachmentRange.maximum.isNaN ? .infinity : attachmentRange.maximum
        let over: CGFloat? = travel < low ? travel - low : travel > high ? travel - high : nil
        return (u, n, d.dot(n), over)
    }

    private func solveSliding(_ p: Parts, h: CGFloat, stiff: DynamicsJoint.Softness) {
        let line = slide(p)
        DynamicsJoint.solveAxis(p.a, p.ra, p.b, p.rb, n: line.normal, error: line.off, stiff)
        if let over = line.over {
            // Past an end: the impulse only pushes back towards the range.
            DynamicsJoint.solveAxis(p.a, p.ra, p.b, p.rb, n: line.axis, error: over, sign: over < 0 ? 1 : -1, stiff)
        }
        let inertia = 1 / max(p.b.inverseInertia + (p.a?.inverseInertia ?? 0), 1e-12)
        DynamicsJoint.solveAngle(p.a, p.b, target: -fixedAngle, .rigid(mass: inertia, h: h))
    }
}
