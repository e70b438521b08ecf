import Foundation
import StrataCore

/// Keeps its items from overlapping each other and its boundaries (Apple: UICollisionBehavior).
/// Boundaries are the reference view's bounds (`translatesReferenceBoundsIntoBoundary`) and
/// lines or path outlines you add by identifier. Collisions exchange impulses with the items'
/// elasticity (the larger of two items') and friction (the geometric mean of two items'; an
/// item's own against a boundary).
open class UICollisionBehavior: UIDynamicBehavior {
    /// What items collide with (Apple: UICollisionBehavior.Mode).
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// Items collide with boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both.
        public static let everything = Mode(rawValue: UInt.max)
    }

    /// The items that collide.
    open private(set) var items: [UIDynamicItem]
    /// What the items collide with. Default `.everything`.
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference view's bounds (inset by the insets given to
    /// `setTranslatesReferenceBoundsIntoBoundary(with:)`) keep the items in. Default false.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    /// Told when contacts begin and end.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath, segments: [(DynamicsVector, DynamicsVector)])] = []
    private var touching: [ContactKey: CGPoint] = [:]
    private var events: [(began: Bool, key: ContactKey, point: CGPoint)] = []

    private enum ContactKey: Hashable {
        case items(ObjectIdentifier, ObjectIdentifier)
        case boundary(ObjectIdentifier, Int?)
    }

    /// A collision behaviour for `items`.
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

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a boundary along `bezierPath`'s outline (curves flattened), in the reference
    /// view's coordinates. A path with no length is ignored with a message. An existing
    /// boundary with an equal identifier is replaced.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let segments = Self.segments(of: bezierPath.cgPath)
        guard !segments.isEmpty else { return warn("addBoundary: the path has no length; no boundary added") }
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath.copy() as? UIBezierPath ?? bezierPath, segments))
        changed()
    }

    /// Adds a straight boundary from `p0` to `p1`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p0: CGPoint, to p1: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p0)
        path.addLine(to: p1)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary with `identifier`, or nil.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with `identifier`, if any.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let before = boundaries.count
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        if boundaries.count != before { changed() }
    }

    /// Removes every boundary added by identifier (not the reference bounds).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }

    /// The identifiers of the boundaries added, or nil when there are none.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    private static func segments(of path: CGPath) -> [(DynamicsVector, DynamicsVector)] {
        var out: [(DynamicsVector, DynamicsVector)] = []
        var start: DynamicsVector?, last: DynamicsVector?
        func add(_ p: DynamicsVector) {
            if let l = last, (p - l).length > 1e-9, p.isFinite, l.isFinite { out.append((l, p)) }
            last = p
        }
        path.flattened(threshold: 0.5).applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint: start = DynamicsVector(e.points[0]); last = start
            case .addLineToPoint: add(DynamicsVector(e.points[0]))
            case .addQuadCurveToPoint: add(DynamicsVector(e.points[1]))
            case .addCurveToPoint: add(DynamicsVector(e.points[2]))
            case .closeSubpath: if let s = start { add(s) }
            }
        }
        return out
    }

    // MARK: solver

    override var dynamicItems: [UIDynamicItem] { items }

    override func findContacts(_ world: DynamicsWorld) -> [DynamicsContact] {
        let bodies = items.compactMap { world.body(for: $0) }
        var contacts: [DynamicsContact] = []
        var found: [ContactKey: CGPoint] = [:]
        func add(_ a: DynamicsBody?, _ b: DynamicsBody, _ n: DynamicsVector, _ pts: [(DynamicsVector, CGFloat)], _ key: ContactKey) {
            guard !pts.isEmpty, n.isFinite, n != .zero else { return }
            var c = DynamicsContact(a: a, b: b, normal: n, points: pts.map { DynamicsContact.Point(position: $0.0, depth: $0.1) })
            if let a {
                c.elasticity = max(a.material.elasticity, b.material.elasticity)
                c.friction = (a.material.friction * b.material.friction).squareRoot()
            } else {
                c.elasticity = b.material.elasticity
                c.friction = b.material.friction
            }
            contacts.append(c)
            if found[key] == nil { found[key] = pts[0].0.point }
        }
        let outlines = bodies.map(\.worldOutline)
        if collisionMode.contains(.items) {
            for i in bodies.indices {
                for j in bodies.indices where j > i {
                    let a = bodies[i], b = bodies[j]
                    guard !(a.isStatic && b.isStatic), Self.near(outlines[i], outlines[j]),
                          let hit = DynamicsContact.polygons(outlines[i], outlines[j]) else { continue }
                    add(a, b, hit.normal, hit.points, .items(ObjectIdentifier(a.item), ObjectIdentifier(b.item)))
                }
            }
        }
        if collisionMode.contains(.boundaries) {
            for (i, b) in bodies.enumerated() where !b.isStatic {
                let id = ObjectIdentifier(b.item)
                if translatesReferenceBoundsIntoBoundary, let r = referenceRect {
                    let edges: [(DynamicsVector, DynamicsVector)] = [
                        (DynamicsVector(x: r.minX, y: 0), DynamicsVector(x: 1, y: 0)),
                        (DynamicsVector(x: r.maxX, y: 0), DynamicsVector(x: -1, y: 0)),
                        (DynamicsVector(x: 0, y: r.minY), DynamicsVector(x: 0, y: 1)),
                        (DynamicsVector(x: 0, y: r.maxY), DynamicsVector(x: 0, y: -1))]
                    for (origin, n) in edges {
                        add(nil, b, n, DynamicsContact.halfPlane(origin: origin, inward: n, outlines[i]), .boundary(id, nil))
                    }
                }
                for (k, boundary) in boundaries.enumerated() {
                    for (p0, p1) in boundary.segments {
                        guard Self.near(outlines[i], [p0, p1]), let hit = DynamicsContact.polygons([p0, p1], outlines[i]) else { continue }
                        add(nil, b, hit.normal, hit.points, .boundary(id, k))
                    }
                }
            }
        }
        for (key, p) in found where touching[key] == nil { events.append((true, key, p)) }
        for (key, p) in touching where found[key] == nil { events.append((false, key, p)) }
        touching = found
        return contacts
    }

    /// Whether two outlines' bounding boxes meet (a cheap test before the exact one).
    private static func near(_ a: [DynamicsVector], _ b: [DynamicsVector]) -> Bool {
        guard let ax0 = a.map(\.x).min(), let ax1 = a.map(\.x).max(), let ay0 = a.map(\.y).min(), let ay1 = a.map(\.y).max(),
              let bx0 = b.map(\.x).min(), let bx1 = b.map(\.x).max(), let by0 = b.map(\.y).min(), let by1 = b.map(\.y).max()
        else { return false }
        return ax0 <= bx1 + 1 && bx0 <= ax1 + 1 && ay0 <= by1 + 1 && by0 <= ay1 + 1
    }

    private var referenceRect: CGRect? {
        guard let bounds = dynamicAnimator?.referenceBounds else { return nil }
        let r = bounds.inset(by: referenceInsets)
        guard !r.isNull, r.width >= 0, r.height >= 0, r.minX.isFinite, r.maxY.isFinite else { return nil }
        return r
    }

    override func didStep(_ world: DynamicsWorld) {
        let pending = events
        events.removeAll()
        guard let delegate = collisionDelegate else { return }
        for e in pending {
            switch e.key {
            case let .items(a, b):
                guard let i1 = items.first(where: { ObjectIdentifier($0) == a }),
                      let i2 = items.first(where: { ObjectIdentifier($0) == b }) else { continue }
                if e.began { delegate.collisionBehavior(self, beganContactFor: i1, with: i2, at: e.point) }
                else { delegate.collisionBehavior(self, endedContactFor: i1, with: i2) }
            case let .boundary(a, k):
                guard let item = items.first(where: { ObjectIdentifier($0) == a }) else { continue }
                let identifier = k.flatMap { $0 < boundaries.count ? boundaries[$0].identifier : nil }
                if e.began { delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: e.point) }
                else { delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier) }
            }
        }
    }

    override func leftAnimator() {
        touching.removeAll()
        events.removeAll()
    }
}
