import Foundation

/// A touching pair found in one step, and the impulses that keep it apart: body `a` (or a
/// fixed boundary when `a` is nil) against body `b`, along `normal` (from a to b).
///
/// Detection is the separating-axis test on convex outlines with the incident edge clipped
/// to the reference face (Box2D's b2CollidePolygons, after Erin Catto, "Contact
/// Manifolds", GDC 2007); response is sequential impulses with restitution and Coulomb
/// friction, then a positional projection for what is left of the overlap.
struct DynamicsContact {
    struct Point {
        var position: DynamicsVector
        var depth: CGFloat
        var normalImpulse: CGFloat = 0
        var tangentImpulse: CGFloat = 0
        var bounce: CGFloat = 0
    }

    var a: DynamicsBody?
    var b: DynamicsBody
    var normal: DynamicsVector
    var points: [Point]
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0

    /// Penetration allowed to stay, so resting contacts stay touching from step to step.
    static let slop: CGFloat = 0.25
    /// Closing speeds below this (points/s) do not bounce: a resting item settles.
    static let bounceThreshold: CGFloat = 40

    // MARK: detection

    /// The contact of two convex outlines (counter-clockwise, y up), if they overlap.
    static func polygons(_ pa: [DynamicsVector], _ pb: [DynamicsVector]) -> (normal: DynamicsVector, points: [(DynamicsVector, CGFloat)])? {
        guard let sa = maxSeparation(pa, pb), sa.separation <= 0,
              let sb = maxSeparation(pb, pa), sb.separation <= 0 else { return nil }
        // The reference face is the one of least penetration (a small bias keeps the choice
        // stable from step to step).
        let flip = sb.separation > sa.separation + 0.1
        let ref = flip ? pb : pa, inc = flip ? pa : pb, edge = flip ? sb.edge : sa.edge
        let v1 = ref[edge], v2 = ref[(edge + 1) % ref.count]
        let tangent = (v2 - v1).normalized
        let n = DynamicsVector(x: tangent.y, y: -tangent.x)
        // The incident edge: the one whose normal is most against n.
        var best = 0, bestDot = CGFloat.infinity
        for i in inc.indices {
            let e = inc[(i + 1) % inc.count] - inc[i]
            let en = DynamicsVector(x: e.y, y: -e.x).normalized
            if en == .zero { continue }
            let d = en.dot(n)
            if d < bestDot { bestDot = d; best = i }
        }
        var clip = [inc[best], inc[(best + 1) % inc.count]]
        clip = clipSegment(clip, -tangent, -tangent.dot(v1))
        clip = clipSegment(clip, tangent, tangent.dot(v2))
        var points: [(DynamicsVector, CGFloat)] = []
        for p in clip {
            let separation = (p - v1).dot(n)
            // Kept on the reference face, where the outlines touch.
            if separation <= 0 { points.append((p - n * separation, -separation)) }
        }
        guard !points.isEmpty else { return nil }
        return (flip ? -n : n, points)
    }

    /// The edge of `p` along whose outward normal `q` is farthest out, and that distance.
    private static func maxSeparation(_ p: [DynamicsVector], _ q: [DynamicsVector]) -> (edge: Int, separation: CGFloat)? {
        var result: (Int, CGFloat)?
        for i in p.indices {
            let e = p[(i + 1) % p.count] - p[i]
            let n = DynamicsVector(x: e.y, y: -e.x).normalized
            if n == .zero { continue }
            let s = q.map { ($0 - p[i]).dot(n) }.min() ?? .infinity
            if result == nil || s > result!.1 { result = (i, s) }
        }
        return result
    }

    /// The part of a segment on the side of the line `n·x ≤ offset`.
    private static func clipSegment(_ s: [DynamicsVector], _ n: DynamicsVector, _ offset: CGFloat) -> [DynamicsVector] {
        guard s.count == 2 else { return s }
        let d0 = n.dot(s[0]) - offset, d1 = n.dot(s[1]) - offset
        var out: [DynamicsVector] = []
        if d0 <= 0 { out.append(s[0]) }
        if d1 <= 0 { out.append(s[1]) }
        if d0 * d1 < 0 { out.append(s[0] + (s[1] - s[0]) * (d0 / (d0 - d1))) }
        return out
    }

    /// The contact of an outline with the inner side of a line (a reference-bounds edge):
    /// every vertex past the line, with `normal` pointing back inside.
    static func halfPlane(origin: DynamicsVector, inward n: DynamicsVector, _ outline: [DynamicsVector]) -> [(DynamicsVector, CGFloat)] {
        outline.compactMap { p in
            let d = (p - origin).dot(n)
            return d < 0 ? (p - n * d, -d) : nil
        }
    }

    // MARK: response

    /// Readies the contact for solving: each point's bounce speed from the closing speed
    /// before any impulse.
    mutating func prepare() {
        for i in points.indices {
            let vn = relativeVelocity(at: points[i].position).dot(normal)
            points[i].bounce = vn < -Self.bounceThreshold ? -elasticity * vn : 0
        }
    }

    private func relativeVelocity(at p: DynamicsVector) -> DynamicsVector {
        let vb = b.velocity(at: p - b.position)
        let va = a.map { $0.velocity(at: p - $0.position) } ?? .zero
        return vb - va
    }

    /// One pass of normal and friction impulses.
    mutating func solveVelocity() {
        let tangent = normal.perpendicular
        for i in points.indices {
            let p = points[i].position
            let rb = p - b.position, ra = a.map { p - $0.position } ?? .zero
            // Friction first, bounded by the normal impulse so far.
            let kt = effectiveMass(ra, rb, tangent)
            if kt > 0, friction > 0 {
                let vt = relativeVelocity(at: p).dot(tangent)
                let maxFriction = friction * points[i].normalImpulse
                let old = points[i].tangentImpulse
                points[i].tangentImpulse = min(max(old - vt / kt, -maxFriction), maxFriction)
                apply(tangent * (points[i].tangentImpulse - old), ra, rb)
            }
            let kn = effectiveMass(ra, rb, normal)
            guard kn > 0 else { continue }
            let vn = relativeVelocity(at: p).dot(normal)
            let old = points[i].normalImpulse
            points[i].normalImpulse = max(old + (points[i].bounce - vn) / kn, 0)
            apply(normal * (points[i].normalImpulse - old), ra, rb)
        }
    }

    private func effectiveMass(_ ra: DynamicsVector, _ rb: DynamicsVector, _ n: DynamicsVector) -> CGFloat {
        var k = b.inverseMass + b.inverseInertia * pow(rb.cross(n), 2)
        if let a { k += a.inverseMass + a.inverseInertia * pow(ra.cross(n), 2) }
        return k
    }

    private func apply(_ j: DynamicsVector, _ ra: DynamicsVector, _ rb: DynamicsVector) {
        guard j.isFinite else { return }
        b.applyImpulse(j, at: rb)
        a?.applyImpulse(-j, at: ra)
    }

    /// Moves the bodies apart by most of the overlap beyond the slop, shared by inverse mass.
    func correctPositions() {
        guard let depth = points.map(\.depth).max(), depth > Self.slop else { return }
        let wa = a?.inverseMass ?? 0, wb = b.inverseMass, total = wa + wb
        guard total > 0 else { return }
        // Against a fixed boundary the whole excess goes; between two moving bodies most of
        // it, so stacks settle without jitter.
        let share: CGFloat = wa == 0 || wb == 0 ? 1 : 0.8
        let shift = normal * ((depth - Self.slop) * share / total)
        b.position += shift * wb
        if let a { a.position -= shift * wa }
    }
}
