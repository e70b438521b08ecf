import Foundation
import Testing

@testable import StrataCore

/// An independent reference: the Bézier in Bernstein form (not the solver's polynomial
/// coefficients), x inverted by plain bisection run until the interval stops shrinking.
private func referenceValue(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
    func bernstein(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var lo = 0.0, hi = 1.0
    while true {
        let mid = (lo + hi) / 2
        if mid <= lo || mid >= hi { break }
        if bernstein(p1x, p2x, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(p1y, p2y, (lo + hi) / 2)
}

private func controlPoint(_ f: CAMediaTimingFunction, _ index: Int) -> (Float, Float) {
    var values: [Float] = [-9, -9]
    values.withUnsafeMutableBufferPointer { f.getControlPoint(at: index, values: $0.baseAddress!) }
    return (values[0], values[1])
}

@Suite struct MediaTimingFunctionTests {
    @Test func namedFunctionsHaveApplesControlPoints() {
        // Apple's CAMediaTimingFunctionName docs: easeInEaseOut (0.42, 0)(0.58, 1), default
        // (0.25, 0.1)(0.25, 1); easeIn/easeOut are the halves of easeInEaseOut.
        let expected: [(CAMediaTimingFunctionName, (Float, Float), (Float, Float))] = [
            (.linear, (0, 0), (1, 1)), (.easeIn, (0.42, 0), (1, 1)), (.easeOut, (0, 0), (0.58, 1)),
            (.easeInEaseOut, (0.42, 0), (0.58, 1)), (.default, (0.25, 0.1), (0.25, 1)),
        ]

        for (name, c1, c2) in expected {
            let f = CAMediaTimingFunction(name: name)
            #expect(controlPoint(f, 0) == (0, 0))
            #expect(controlPoint(f, 1) == c1)
            #expect(controlPoint(f, 2) == c2)
            #expect(controlPoint(f, 3) == (1, 1))
        }
    }

    @Test func getControlPointIgnoresIndicesOutsideZeroToThree() {
        // Apple requires 0…3; an out-of-range index must not write (or trap).
        let f = CAMediaTimingFunction(name: .easeIn)

        #expect(controlPoint(f, 4) == (-9, -9))
        #expect(controlPoint(f, -1) == (-9, -9))
    }

    @Test func referencePointsOfTheNamedCurves() {
        // easeInEaseOut is point-symmetric about (0.5, 0.5), so its midpoint is 0.5, up to
        // the Float rounding of Apple's control points (Float(0.42) + Float(0.58) ≠ 1 by
        // 3e-8). easeIn(0.5) is 0.31536 (≈ 0.3154), checked against the reference built
        // from the same Float control points.
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let c = Double(Float(0.42))

        #expect(abs(easeInOut.evaluate(0.5) - 0.5) < 1e-7)
        #expect(abs(easeIn.evaluate(0.5) - 0.31536) < 1e-5)
        #expect(abs(easeIn.evaluate(0.5) - referenceValue(c, 0, 1, 1, at: 0.5)) < 1e-12)
        #expect(abs(easeInOut.evaluate(0.3) - referenceValue(c, 0, Double(Float(0.58)), 1, at: 0.3)) < 1e-12)
    }

    @Test func matchesIndependentBisectionOnRandomCurves() {
        // The solver's answer (Newton, then bisection) against the reference at 2000 points;
        // y is allowed outside 0…1 so overshooting curves are covered too.
        var rng = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let p = (Float.random(in: 0...1, using: &rng), Float.random(in: -0.5...1.5, using: &rng),
                     Float.random(in: 0...1, using: &rng), Float.random(in: -0.5...1.5, using: &rng))
            let f = CAMediaTimingFunction(controlPoints: p.0, p.1, p.2, p.3)
            for _ in 0..<10 {
                let x = Double.random(in: 0...1, using: &rng)
                let expected = referenceValue(Double(p.0), Double(p.1), Double(p.2), Double(p.3), at: x)
                #expect(abs(f.evaluate(x) - expected) < 1e-10)
            }
        }
    }

    @Test func flatSpotFallsBackToBisection() {
        // Controls (1, 0) and (0, 1) make x'(t) = 0 at t = 0.5, where Newton divides by zero;
        // the curve is point-symmetric, so y(0.5) = 0.5, and neighbours must match the reference.
        let f = CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)

        #expect(abs(f.evaluate(0.5) - 0.5) < 1e-9)
        for x in [0.49, 0.4999, 0.5001, 0.51] {
            #expect(abs(f.evaluate(x) - referenceValue(1, 0, 0, 1, at: x)) < 1e-10)
        }
    }

    @Test func outputIsMonotoneForCurvesInsideTheUnitSquare() {
        // With both control y in 0…1, y(t) and x(t) are non-decreasing, so the output must
        // never step back as x grows; tight steps near x = 0.5 probe solver-tolerance noise.
        let names: [CAMediaTimingFunctionName] = [.easeIn, .easeOut, .easeInEaseOut, .default]
        let xs = (0...10_000).map { Double($0) / 10_000 } + (0...1000).map { 0.5 + Double($0) * 1e-9 }
        for name in names {
            let f = CAMediaTimingFunction(name: name)
            var previous = -Double.infinity
            var monotone = true
            for x in xs.sorted() {
                let y = f.evaluate(x)
                if y < previous - 1e-15 { monotone = false }
                previous = y
            }
            #expect(monotone, "\(name.rawValue) stepped backwards")
        }
    }

    @Test func linearIsExactAndInputsAreClamped() {
        // The linear fast path returns x untouched; NaN and out-of-range x clamp to 0…1
        // without trapping, and every curve maps 0 ↦ 0 and 1 ↦ 1 exactly.
        let linear = CAMediaTimingFunction(name: .linear)
        let ease = CAMediaTimingFunction(name: .default)

        #expect(linear.evaluate(0.123456789) == 0.123456789)
        #expect(linear.evaluate(.nan) == 0 && ease.evaluate(.nan) == 0)
        #expect(ease.evaluate(-3) == 0 && ease.evaluate(7) == 1)
        #expect(ease.evaluate(0) == 0 && ease.evaluate(1) == 1)
        #expect(CAMediaTimingFunction(controlPoints: 0.3, 0.3, 0.7, 0.7).evaluate(0.25) == 0.25)
    }

    @Test func controlXIsClampedAndNonFiniteFallsBackToLinear() {
        // x outside 0…1 would make the curve double back in time, so it is clamped (Apple
        // clamps too); y may overshoot. NaN/∞ take the linear curve's coordinate.
        let f = CAMediaTimingFunction(controlPoints: -1, 2, 3, -1)
        let broken = CAMediaTimingFunction(controlPoints: .nan, .infinity, .nan, -.infinity)

        #expect(controlPoint(f, 1) == (0, 2))
        #expect(controlPoint(f, 2) == (1, -1))
        #expect(controlPoint(broken, 1) == (0, 0) && controlPoint(broken, 2) == (1, 1))
        #expect(broken.evaluate(0.3) == 0.3)
    }

    @Test func equalityIsByControlPoints() {
        // Two instances with the same curve are equal and hash alike; a different curve is not.
        let a = CAMediaTimingFunction(name: .easeInEaseOut)
        let b = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)

        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != CAMediaTimingFunction(name: .easeIn))
        #expect(!a.isEqual("easeInEaseOut"))
    }

    @Test func unitBezierHonoursItsTolerance() {
        // A looser epsilon may stop early but must still land within that epsilon in x.
        let curve = UnitBezier(0.25, 0.1, 0.25, 1)

        let t = curve.solveT(x: 0.3, epsilon: 1e-3)

        #expect(abs(curve.sampleX(t) - 0.3) <= 1e-3)
        #expect(abs(curve.sampleX(curve.solveT(x: 0.3)) - 0.3) <= UnitBezier.defaultEpsilon)
    }
}
