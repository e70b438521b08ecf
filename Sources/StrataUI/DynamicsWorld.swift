import Foundation

/// The rigid-body simulation behind a UIDynamicAnimator: one body per item its behaviours
/// name, advanced by semi-implicit Euler at a fixed step so results do not depend on the
/// frame rate.
///
/// Each step of `h` seconds: behaviours set materials and add forces; velocities take the
/// forces (and resistance); springs and joints correct velocities; positions move; contacts
/// are found, resolved with impulses and their remaining overlap projected away; rigid
/// joints are projected back onto their length.
final class DynamicsWorld {
    /// The fixed internal step: 1/120 s, two per 60 Hz frame.
    static let step: CGFloat = 1.0 / 120
    /// Contact solver passes per step.
    static let iterations = 8
    /// Below these speeds (points/s, radians/s) a body counts as still.
    static let restSpeed: CGFloat = 2
    static let restAngularSpeed: CGFloat = 0.05
    /// How long everything must stay still before the world is at rest.
    static let restDuration: CGFloat = 0.1

    private(set) var bodies: [ObjectIdentifier: DynamicsBody] = [:]
    /// Bodies in the order their items joined, so results are repeatable.
    private(set) var order: [ObjectIdentifier] = []
    private var stillTime: CGFloat = 0

    func body(for item: UIDynamicItem) -> DynamicsBody? { bodies[ObjectIdentifier(item)] }

    var orderedBodies: [DynamicsBody] { order.compactMap { bodies[$0] } }

    /// Makes the bodies those of `items`: new items join with their current state, items no
    /// behaviour names any more leave (and lose their velocity). `accept` vets new items.
    func sync(items: [UIDynamicItem], accept: (UIDynamicItem) -> Bool) -> (added: [ObjectIdentifier], removed: [ObjectIdentifier]) {
        var wanted: [ObjectIdentifier: UIDynamicItem] = [:]
        var wantedOrder: [ObjectIdentifier] = []
        for item in items {
            let id = ObjectIdentifier(item)
            if wanted[id] == nil { wanted[id] = item; wantedOrder.append(id) }
        }
        let removed = order.filter { wanted[$0] == nil }
        for id in removed { bodies[id] = nil }
        order.removeAll { wanted[$0] == nil }
        var added: [ObjectIdentifier] = []
        for id in wantedOrder where bodies[id] == nil {
            guard let item = wanted[id], accept(item) else { continue }
            bodies[id] = DynamicsBody(item: item)
            order.append(id)
            added.append(id)
            stillTime = 0
        }
        return (added, removed)
    }

    /// Advances every body by one step of `h` seconds under `behaviors`.
    func step(_ behaviors: [UIDynamicBehavior], _ h: CGFloat) {
        let bodies = orderedBodies
        for b in bodies {
            b.material = DynamicsBody.Material()
            b.force = .zero
            b.torque = 0
            b.acceleration = .zero
        }
        for behavior in behaviors { behavior.configure(self) }
        for behavior in behaviors { behavior.applyForces(self, h) }
        for b in bodies where !b.isStatic {
            let dv = (b.acceleration + b.force * b.inverseMass) * h
            if dv.isFinite { b.velocity += dv }
            let dw = b.torque * b.inverseInertia * h
            if dw.isFinite { b.angularVelocity += dw }
            // Resistance as Box2D's damping: v ← v / (1 + h·c), stable for any c ≥ 0.
            let r = b.material.resistance, ar = b.material.angularResistance
            if r > 0 { b.velocity = r.isFinite ? b.velocity / (1 + h * r) : .zero }
            if ar > 0 { b.angularVelocity = ar.isFinite ? b.angularVelocity / (1 + h * ar) : 0 }
            if !b.material.allowsRotation { b.angularVelocity = 0 }
        }
        for behavior in behaviors { behavior.solveVelocities(self, h) }
        for b in bodies {
            if b.isStatic { b.velocity = .zero; b.angularVelocity = 0; continue }
            if !b.velocity.isFinite { b.velocity = .zero }
            if !b.angularVelocity.isFinite { b.angularVelocity = 0 }
            b.position += b.velocity * h
            b.angle += b.angularVelocity * h
        }
        var contacts = behaviors.flatMap { $0.findContacts(self) }
        for i in contacts.indices { contacts[i].prepare() }
        for _ in 0..<Self.iterations {
            for i in contacts.indices { contacts[i].solveVelocity() }
        }
        for contact in contacts { contact.correctPositions() }
        for behavior in behaviors { behavior.correctPositions(self) }
        let still = bodies.allSatisfy {
            $0.isStatic || ($0.velocity.length < Self.restSpeed && abs($0.angularVelocity) < Self.restAngularSpeed)
        }
        stillTime = still ? stillTime + h : 0
    }

    /// Whether every body has stayed still for `restDuration`.
    var isAtRest: Bool { stillTime >= Self.restDuration - 1e-9 }

    /// Starts the rest clock over (something changed).
    func disturb() { stillTime = 0 }

    /// Re-reads an item's state (`updateItem(usingCurrentState:)`).
    func reread(_ item: UIDynamicItem) {
        guard let b = body(for: item) else { return }
        b.readState()
        stillTime = 0
    }
}
