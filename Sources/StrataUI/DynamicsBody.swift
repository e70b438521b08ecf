import Foundation
import StrataCore

/// One dynamic item's rigid body in a DynamicsWorld: where it is, how it moves, what it is
/// made of and its convex outline.
final class DynamicsBody {
    /// The material of a body (UIDynamicItemBehavior's properties), with Apple's defaults.
    struct Material: Equatable {
        var elasticity: CGFloat = 0
        var friction: CGFloat = 0
        var density: CGFloat = 1
        var resistance: CGFloat = 0
        var angularResistance: CGFloat = 0
        var allowsRotation = true
        var isAnchored = false
        var charge: CGFloat = 0
    }

    /// The mass of a 100 × 100 point item of density 1: UIKit's unit of mass, so that a push
    /// of magnitude 1 (a force of 100 in these units) accelerates it at 100 points/s².
    static let unitArea: CGFloat = 100 * 100
    /// The number of sides of the polygon an ellipse collides as.
    static let ellipseSides = 24

    let item: UIDynamicItem
    var position: DynamicsVector
    var velocity = DynamicsVector.zero
    var angle: CGFloat
    var angularVelocity: CGFloat = 0
    private(set) var size: CGSize
    /// The convex outline about the centre, unrotated, wound counter-clockwise (y up).
    private(set) var outline: [DynamicsVector] = []
    private(set) var area: CGFloat = 0
    private(set) var momentFactor: CGFloat = 0
    var material = Material() { didSet { if material != oldValue { updateMass() } } }
    private(set) var inverseMass: CGFloat = 0
    private(set) var inverseInertia: CGFloat = 0
    /// Forces (in UIKit newtons) and accelerations gathered for the current step.
    var force = DynamicsVector.zero
    var torque: CGFloat = 0
    var acceleration = DynamicsVector.zero

    init(item: UIDynamicItem) {
        self.item = item
        position = .zero
        angle = 0
        size = .zero
        readState()
    }

    var mass: CGFloat { inverseMass > 0 ? 1 / inverseMass : .infinity }
    var isStatic: Bool { inverseMass == 0 }

    /// Takes the item's current centre, rotation, size and outline (on joining, and on
    /// `updateItem(usingCurrentState:)`). Non-finite values read as zero.
    func readState() {
        let c = item.center
        position = DynamicsVector(x: c.x.isFinite ? c.x : 0, y: c.y.isFinite ? c.y : 0)
        let t = item.transform
        let a = atan2(t.b, t.a)
        angle = a.isFinite ? a : 0
        let s = item.bounds.size
        size = CGSize(width: s.width.isFinite ? abs(s.width) : 0, height: s.height.isFinite ? abs(s.height) : 0)
        outline = Self.outline(for: item, size: size)
        area = Self.area(of: outline)
        // The moment of inertia per unit mass about the centre: a box's (w² + h²)/12, an
        // ellipse's (a² + b²)/4 with semi-axes a, b.
        let w = size.width, h = size.height
        momentFactor = item.collisionBoundsType == .ellipse ? (w * w + h * h) / 16 : (w * w + h * h) / 12
        updateMass()
    }

    private func updateMass() {
        let density = material.density.isFinite ? max(material.density, 0) : 1
        let m = area * density / Self.unitArea
        // A zero-area or massless item is still pushed by gravity and springs (Strata gives it
        // the mass of one square point) but is never anchored by accident.
        let mass = m > 0 ? m : 1 / Self.unitArea
        inverseMass = material.isAnchored ? 0 : 1 / mass
        let inertia = mass * max(momentFactor, 1)
        inverseInertia = material.isAnchored || !material.allowsRotation ? 0 : 1 / inertia
    }

    /// The outline in the reference view's coordinates.
    var worldOutline: [DynamicsVector] {
        let c = cos(angle), s = sin(angle)
        return outline.map { DynamicsVector(x: position.x + c * $0.x - s * $0.y, y: position.y + s * $0.x + c * $0.y) }
    }

    /// The velocity of the body's point at offset `r` from its centre.
    func velocity(at r: DynamicsVector) -> DynamicsVector { velocity + DynamicsVector.cross(angularVelocity, r) }

    func applyImpulse(_ j: DynamicsVector, at r: DynamicsVector) {
        velocity += j * inverseMass
        angularVelocity += inverseInertia * r.cross(j)
    }

    /// Writes the body's centre and rotation to its item, skipping anything not finite.
    func writeState() {
        guard position.isFinite, angle.isFinite else { return }
        item.center = position.point
        item.transform = CGAffineTransform(rotationAngle: angle)
    }

    // MARK: outlines

    private static func outline(for item: UIDynamicItem, size: CGSize) -> [DynamicsVector] {
        let hw = size.width / 2, hh = size.height / 2
        let box = [DynamicsVector(x: -hw, y: -hh), DynamicsVector(x: hw, y: -hh),
                   DynamicsVector(x: hw, y: hh), DynamicsVector(x: -hw, y: hh)]
        switch item.collisionBoundsType {
        case .rectangle:
            return box
        case .ellipse:
            return (0..<ellipseSides).map { i in
                let t = CGFloat(i) / CGFloat(ellipseSides) * 2 * .pi
                return DynamicsVector(x: hw * cos(t), y: hh * sin(t))
            }
        case .path:
            var points: [DynamicsVector] = []
            item.collisionBoundingPath.cgPath.flattened(threshold: 0.5).applyWithBlock { element in
                let e = element.pointee
                let n: Int
                switch e.type {
                case .moveToPoint, .addLineToPoint: n = 1
                case .addQuadCurveToPoint: n = 2
                case .addCurveToPoint: n = 3
                case .closeSubpath: n = 0
                }
                if n > 0 { points.append(DynamicsVector(e.points[n - 1])) }
            }
            let hull = convexHull(points.filter(\.isFinite))
            if hull.count >= 3, area(of: hull) > 1e-6 { return hull }
            Diagnostics.warnOnce("UIDynamicItem: a collisionBoundingPath with no area collides as the bounds rectangle")
            return box
        }
    }

    static func area(of polygon: [DynamicsVector]) -> CGFloat {
        guard polygon.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        for i in polygon.indices { sum += polygon[i].cross(polygon[(i + 1) % polygon.count]) }
        return abs(sum) / 2
    }

    /// The convex hull, counter-clockwise in y-up terms (Andrew's monotone chain).
    static func convexHull(_ points: [DynamicsVector]) -> [DynamicsVector] {
        let p = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard p.count >= 3 else { return p }
        func turn(_ o: DynamicsVector, _ a: DynamicsVector, _ b: DynamicsVector) -> CGFloat { (a - o).cross(b - o) }
        var lower: [DynamicsVector] = [], upper: [DynamicsVector] = []
        for q in p {
            while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], q) <= 0 { lower.removeLast() }
            lower.append(q)
        }
        for q in p.reversed() {
            while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], q) <= 0 { upper.removeLast() }
            upper.append(q)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
