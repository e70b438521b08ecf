import Foundation

/// The constraint maths behind snap and attachment behaviours: a point of body `b` held to
/// a point (of body `a`, or fixed), a distance held between them, an angle held.
///
/// A spring (frequency > 0) is a soft constraint, the implicit-Euler spring of Box2D's
/// joints (Erin Catto, "Soft Constraints", GDC 2011): stiffness k = m·ω², damping
/// c = 2·m·ζ·ω with ω = 2π·frequency and ζ the damping ratio, stable at any frequency. A
/// frequency of 0 is rigid: velocities are corrected here and positions projected back after
/// they move.
enum DynamicsJoint {
    /// The softness terms for one step: the impulse is −(Ċ + bias·C) / (K + gamma).
    struct Softness {
        var gamma: CGFloat
        var bias: CGFloat
        /// A rigid joint's velocity step: a very stiff, critically damped spring (60 Hz), so
        /// an error (an anchor that moved) turns into velocity — a dragged item keeps the
        /// anchor's speed and turns about the grabbed point — and the position step after
        /// takes up what is left.
        static func rigid(mass: CGFloat, h: CGFloat) -> Softness {
            Softness(frequency: 60, dampingRatio: 1, mass: mass, h: h)
        }
        static let none = Softness(gamma: 0, bias: 0)

        init(gamma: CGFloat, bias: CGFloat) { self.gamma = gamma; self.bias = bias }

        init(frequency: CGFloat, dampingRatio: CGFloat, mass: CGFloat, h: CGFloat) {
            guard frequency > 0, frequency.isFinite, mass > 0, mass.isFinite else { self = .none; return }
            let omega = 2 * .pi * frequency
            let zeta = dampingRatio.isFinite ? max(dampingRatio, 0) : 0
            let c = 2 * mass * zeta * omega, k = mass * omega * omega
            let g = h * (c + h * k)
            gamma = g > 0 ? 1 / g : 0
            bias = h * k * gamma
        }
    }

    static func world(_ body: DynamicsBody, _ local: DynamicsVector) -> DynamicsVector { local.rotated(by: body.angle) }

    private static func relativeVelocity(_ a: DynamicsBody?, _ ra: DynamicsVector, _ b: DynamicsBody, _ rb: DynamicsVector) -> DynamicsVector {
        b.velocity(at: rb) - (a?.velocity(at: ra) ?? .zero)
    }

    private static func apply(_ j: DynamicsVector, _ a: DynamicsBody?, _ ra: DynamicsVector, _ b: DynamicsBody, _ rb: DynamicsVector) {
        guard j.isFinite else { return }
        b.applyImpulse(j, at: rb)
        a?.applyImpulse(-j, at: ra)
    }

    /// The translational mass the spring acts on: the reduced mass of the two bodies.
    static func mass(_ a: DynamicsBody?, _ b: DynamicsBody) -> CGFloat {
        let w = b.inverseMass + (a?.inverseMass ?? 0)
        return w > 0 ? 1 / w : 0
    }

    /// Holds b's point (offset `rb`, world-turned) on a's point (offset `ra`) or, without a, on
    /// `anchor`: a 2 × 2 block solve (Box2D's mouse and revolute joints).
    static func solvePoint(_ a: DynamicsBody?, _ ra: DynamicsVector, anchor: DynamicsVector,
                           _ b: DynamicsBody, _ rb: DynamicsVector, _ soft: Softness) {
        let ia = a?.inverseInertia ?? 0, ma = a?.inverseMass ?? 0
        let ib = b.inverseInertia, mb = b.inverseMass
        let k11 = ma + mb + ia * ra.y * ra.y + ib * rb.y * rb.y + soft.gamma
        let k12 = -ia * ra.x * ra.y - ib * rb.x * rb.y
        let k22 = ma + mb + ia * ra.x * ra.x + ib * rb.x * rb.x + soft.gamma
        let det = k11 * k22 - k12 * k12
        guard det > 1e-12, det.isFinite else { return }
        let pa = a.map { $0.position + ra } ?? anchor
        let c = (b.position + rb) - pa
        let rhs = -(relativeVelocity(a, ra, b, rb) + c * soft.bias)
        let j = DynamicsVector(x: (k22 * rhs.x - k12 * rhs.y) / det, y: (k11 * rhs.y - k12 * rhs.x) / det)
        apply(j, a, ra, b, rb)
    }

    /// Holds the distance between the two points at `length` (or, with `onlyStretched`, at
    /// most `length`: a rope).
    static func solveDistance(_ a: DynamicsBody?, _ ra: DynamicsVector, anchor: DynamicsVector,
                              _ b: DynamicsBody, _ rb: DynamicsVector, length: CGFloat, onlyStretched: Bool, _ soft: Softness) {
        let pa = a.map { $0.position + ra } ?? anchor
        let d = (b.position + rb) - pa
        let distance = d.length
        guard distance > 1e-6 else { return }
        let u = d / distance
        let c = distance - length
        if onlyStretched, c < 0 { return }
        var k = b.inverseMass + b.inverseInertia * pow(rb.cross(u), 2) + soft.gamma
        if let a { k += a.inverseMass + a.inverseInertia * pow(ra.cross(u), 2) }
        guard k > 1e-12 else { return }
        let cdot = relativeVelocity(a, ra, b, rb).dot(u)
        var lambda = -(cdot + soft.bias * c) / k
        if onlyStretched { lambda = min(lambda, 0) }
        apply(u * lambda, a, ra, b, rb)
    }

    /// Holds the separation of the two points along `n` at zero, given its current value `c`
    /// (a sliding joint's line); `sign` +1 or −1 lets the impulse act one way only (a range
    /// limit).
    static func solveAxis(_ a: DynamicsBody?, _ ra: DynamicsVector, _ b: DynamicsBody, _ rb: DynamicsVector,
                          n: DynamicsVector, error c: CGFloat, sign: CGFloat? = nil, _ soft: Softness) {
        var k = b.inverseMass + b.inverseInertia * pow(rb.cross(n), 2) + soft.gamma
        if let a { k += a.inverseMass + a.inverseInertia * pow(ra.cross(n), 2) }
        guard k > 1e-12, c.isFinite else { return }
        let cdot = relativeVelocity(a, ra, b, rb).dot(n)
        var lambda = -(cdot + soft.bias * c) / k
        if let sign { lambda = sign > 0 ? max(lambda, 0) : min(lambda, 0) }
        apply(n * lambda, a, ra, b, rb)
    }

    /// Moves the bodies along `n` (by inverse mass) to take away a separation `c`.
    static func projectAxis(_ a: DynamicsBody?, _ b: DynamicsBody, n: DynamicsVector, error c: CGFloat) {
        let wa = a?.inverseMass ?? 0, wb = b.inverseMass, total = wa + wb
        guard total > 0, c.isFinite else { return }
        b.position -= n * (c * wb / total)
        a?.position += n * (c * wa / total)
    }

    /// Turns b towards `target` radians (relative to a's angle when a is given).
    static func solveAngle(_ a: DynamicsBody?, _ b: DynamicsBody, target: CGFloat, _ soft: Softness) {
        let k = b.inverseInertia + (a?.inverseInertia ?? 0) + soft.gamma
        guard k > 1e-12, b.inverseInertia + (a?.inverseInertia ?? 0) > 0 else { return }
        let c = b.angle - (a?.angle ?? 0) - target
        let cdot = b.angularVelocity - (a?.angularVelocity ?? 0)
        let lambda = -(cdot + soft.bias * c) / k
        guard lambda.isFinite else { return }
        b.angularVelocity += b.inverseInertia * lambda
        if let a { a.angularVelocity -= a.inverseInertia * lambda }
    }

    /// Moves the bodies (by inverse mass) so b's point sits `length` from a's point again: the
    /// position step of a rigid joint. `length` nil means on the point.
    static func project(_ a: DynamicsBody?, _ ra: DynamicsVector, anchor: DynamicsVector,
                        _ b: DynamicsBody, _ rb: DynamicsVector, length: CGFloat?, onlyStretched: Bool = false) {
        let pa = a.map { $0.position + ra } ?? anchor
        let d = (b.position + rb) - pa
        let error: DynamicsVector
        if let length {
            let distance = d.length
            guard distance > 1e-6 else { return }
            if onlyStretched, distance <= length { return }
            error = d * ((distance - length) / distance)
        } else {
            error = d
        }
        let wa = a?.inverseMass ?? 0, wb = b.inverseMass, total = wa + wb
        guard total > 0, error.isFinite else { return }
        b.position -= error * (wb / total)
        a?.position += error * (wa / total)
    }

    /// Turns the bodies (by inverse inertia) so b's angle is `target` (relative to a's).
    static func projectAngle(_ a: DynamicsBody?, _ b: DynamicsBody, target: CGFloat) {
        let wa = a?.inverseInertia ?? 0, wb = b.inverseInertia, total = wa + wb
        let error = b.angle - (a?.angle ?? 0) - target
        guard total > 0, error.isFinite else { return }
        b.angle -= error * wb / total
        a?.angle += error * wa / total
    }
}
