import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Helpers shared by the Seed0xxExamplesTests files: the seeds' scaffolding (a root view's layer
/// and the petal), placeholder images, and tolerant comparisons.
///
/// Expected values in those tests never come from the engine: they are the digest's numbers
/// (/work/notes/seeds-digest.md) or closed-form formulas written here (Bézier points, polyline
/// pacing, rotation matrices), which are the definitions Apple's documentation refers to.
enum SeedScene {
    /// The seeds' screen: a 320×568 root layer, like `self.view.layer` on an iPhone 5.
    static let screen = CGRect(x: 0, y: 0, width: 320, height: 568)

    /// A root layer and, inside it, the seeds' petal: bounds (0,0,10,20) at `position`.
    /// Committed (`advance(by: 0)`), so later changes run implicit actions as in Core Animation.
    /// Call inside `clock.run { }`.
    static func petal(_ clock: MediaClock, at position: CGPoint = CGPoint(x: 50, y: 150),
                      anchorPoint: CGPoint? = nil, bounds: CGRect = CGRect(x: 0, y: 0, width: 10, height: 20))
        -> (root: CALayer, layer: CALayer) {
        let root = CALayer()
        root.bounds = screen
        root.position = CGPoint(x: screen.midX, y: screen.midY)
        let layer = CALayer()
        layer.bounds = bounds
        if let anchorPoint { layer.anchorPoint = anchorPoint }
        layer.position = position
        layer.contents = image(named: "petal.png")
        root.addSublayer(layer)
        clock.advance(by: 0)
        return (root, layer)
    }

    /// A distinct 1×1 placeholder for an image file of the seeds (the pixels do not matter).
    static func image(named name: String) -> CGImage {
        let v = UInt8(truncatingIfNeeded: name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) })
        return try! CGImage(width: 1, height: 1, pixels: [v, v, v, 255])
    }

    static func degreesToRadians(_ d: Double) -> Double { d * .pi / 180 }
}

/// Independent reference formulas.
enum Reference {
    /// The cubic Bézier B(u) = (1−u)³p0 + 3(1−u)²u·c1 + 3(1−u)u²·c2 + u³p1.
    static func bezier(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ u: Double) -> CGPoint {
        let v = 1 - u
        let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
        return CGPoint(x: a * Double(p0.x) + b * Double(c1.x) + c * Double(c2.x) + d * Double(p1.x),
                       y: a * Double(p0.y) + b * Double(c1.y) + c * Double(c2.y) + d * Double(p1.y))
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ u: Double) -> CGPoint {
        CGPoint(x: Double(a.x) + (Double(b.x) - Double(a.x)) * u, y: Double(a.y) + (Double(b.y) - Double(a.y)) * u)
    }

    /// The point at fraction `f` of the total length of the polyline through `points`
    /// (what "paced" means: constant speed along the lines).
    static func pacedPoint(_ points: [CGPoint], _ f: Double) -> CGPoint {
        let lengths = zip(points, points.dropFirst()).map { hypot(Double($1.x - $0.x), Double($1.y - $0.y)) }
        var remaining = f * lengths.reduce(0, +)
        for (i, l) in lengths.enumerated() {
            if remaining <= l || i == lengths.count - 1 { return lerp(points[i], points[i + 1], l > 0 ? remaining / l : 0) }
            remaining -= l
        }
        return points[points.count - 1]
    }

    /// The damped spring of CASpringAnimation (mass m, stiffness k, damping c, initial velocity
    /// v0 toward the target in distances per second), as progress 0 → 1 (> 1 when overshooting):
    /// the textbook under-damped solution x(t) = e^{−ζω₀t}(cos ω_d t + ((ζω₀ − v0)/ω_d) sin ω_d t),
    /// progress = 1 − x.
    static func underdampedSpringProgress(mass m: Double, stiffness k: Double, damping c: Double,
                                          initialVelocity v0: Double, at t: Double) -> Double {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        precondition(zeta < 1, "under-damped only")
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * w0 * t) * (cos(wd * t) + ((zeta * w0 - v0) / wd) * sin(wd * t))
        return 1 - x
    }
}

/// Tolerant expectations that report at the caller's line.
enum SeedCheck {
    static func number(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-6,
                       _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual else { Issue.record("\(what): no value", sourceLocation: sourceLocation); return }
        #expect(abs(actual - expected) <= tolerance, "\(what) \(actual) ≠ \(expected) ± \(tolerance)",
                sourceLocation: sourceLocation)
    }

    static func point(_ actual: CGPoint?, _ expected: CGPoint, tolerance: Double = 1e-6,
                      _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual else { Issue.record("\(what): no point", sourceLocation: sourceLocation); return }
        let ok = abs(Double(actual.x - expected.x)) <= tolerance && abs(Double(actual.y - expected.y)) <= tolerance
        #expect(ok, "\(what) \(actual) ≠ \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
    }

    static func rect(_ actual: CGRect?, _ expected: CGRect, tolerance: Double = 1e-6,
                     _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual else { Issue.record("\(what): no rect", sourceLocation: sourceLocation); return }
        let d = [actual.minX - expected.minX, actual.minY - expected.minY,
                 actual.width - expected.width, actual.height - expected.height].map { abs(Double($0)) }
        #expect(d.allSatisfy { $0 <= tolerance }, "\(what) \(actual) ≠ \(expected) ± \(tolerance)",
                sourceLocation: sourceLocation)
    }

    /// A z-rotation by `angle`: CATransform3DMakeRotation(a, 0, 0, 1) has m11 = cos a,
    /// m12 = sin a, m21 = −sin a, m22 = cos a (CATransform3D reference; digest Part 4 §14).
    /// Comparing the matrix, not a decomposed angle, avoids the ±π wrap of 3π/2 and beyond.
    static func zRotation(_ actual: CATransform3D?, _ angle: Double, tolerance: Double = 1e-6,
                          _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        guard let t = actual else { Issue.record("\(what): no transform", sourceLocation: sourceLocation); return }
        let got = [t.m11, t.m12, t.m21, t.m22].map(Double.init)
        let want = [cos(angle), sin(angle), -sin(angle), cos(angle)]
        let ok = zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }
        #expect(ok, "\(what) rotation matrix \(got) ≠ rotation(\(angle)) \(want) ± \(tolerance)",
                sourceLocation: sourceLocation)
    }
}
