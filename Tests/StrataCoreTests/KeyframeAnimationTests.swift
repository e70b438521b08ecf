import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// CAKeyframeAnimation (Apple: CAKeyframeAnimation reference: `values`, `path`, `keyTimes`,
/// `timingFunctions`, `calculationMode`, `rotationMode`).
@Suite struct KeyframeAnimationTests {
    func run(_ a: CAKeyframeAnimation, at times: [Double], read: (CALayer) -> Double,
             position: CGPoint = .zero) -> [Double] {
        let clock = MediaClock.virtual()
        return clock.run {
            let layer = committedLayer(clock, position: position)
            layer.add(a, forKey: "k")
            return times.map { clock.advance(to: $0); return read(layer.presentation()!) }
        }
    }

    func xAnimation(_ values: [Double], duration: Double = 1) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = values
        a.duration = duration
        return a
    }

    @Test func linearValuesAreEvenlySpacedWithoutKeyTimes() {
        // n values → n − 1 equal segments.
        let a = xAnimation([0, 10, 30])

        let xs = run(a, at: [0.25, 0.5, 0.75], read: { Double($0.position.x) })

        #expect(xs == [5, 10, 20])
    }

    @Test func keyTimesPlaceTheKeyframes() {
        // Seed 002 keyframe petal: keyTimes 0, 0.5, 0.75, 1 over 4 s.
        let a = xAnimation([0, 100, 200, 400], duration: 4)
        a.keyTimes = [0, 0.5, 0.75, 1]

        let xs = run(a, at: [1, 2, 2.5, 3, 3.5], read: { Double($0.position.x) })

        #expect(xs == [50, 100, 150, 200, 300])
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() {
        let a = xAnimation([1, 2, 3], duration: 3)
        a.calculationMode = .discrete
        a.keyTimes = [0, 0.25, 0.5, 1]

        let xs = run(a, at: [0.5, 0.8, 1.6, 2.9], read: { Double($0.position.x) })

        #expect(xs == [1, 2, 3, 3])
    }

    @Test func pacedMovesAtConstantSpeedIgnoringKeyTimes() {
        // Distances 10 then 30: a quarter of the time covers the first segment.
        let a = xAnimation([0, 10, 40], duration: 4)
        a.calculationMode = .paced
        a.keyTimes = [0, 0.9, 1]

        let xs = run(a, at: [1, 2, 3], read: { Double($0.position.x) })

        #expect(xs.map { ($0 * 1e9).rounded() / 1e9 } == [10, 20, 30])
    }

    @Test func perSegmentTimingFunctionsApplyInsideTheirSegment() {
        let a = xAnimation([0, 100, 200], duration: 2)
        a.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let easeInAtHalf = CAMediaTimingFunction(name: .easeIn).evaluate(0.5)

        let xs = run(a, at: [0.5, 1.5], read: { Double($0.position.x) })

        #expect(close(xs[0], 100 * easeInAtHalf, 1e-9))
        #expect(close(xs[1], 150))
    }

    @Test func cubicPassesThroughEveryKeyframeAndIsSmooth() {
        // Kochanek–Bartels with t = c = b = 0 is Catmull–Rom: it interpolates the keyframes and
        // overshoots neither neighbour in a monotone sequence's middle.
        let a = xAnimation([0, 10, 40, 50], duration: 3)
        a.calculationMode = .cubic

        let xs = run(a, at: [1, 1.5, 2], read: { Double($0.position.x) })

        #expect(close(xs[0], 10, 1e-9))
        #expect(close(xs[2], 40, 1e-9))
        // Catmull–Rom midpoint of 10→40 with neighbours 0 and 50: (−0 + 9·10 + 9·40 − 50)/16 = 25.
        #expect(close(xs[1], 25, 1e-9))
    }

    @Test func tensionOneMakesTheCubicLinear() {
        let a = xAnimation([0, 10, 40, 50], duration: 3)
        a.calculationMode = .cubic
        a.tensionValues = [1, 1, 1, 1]

        let xs = run(a, at: [1.25], read: { Double($0.position.x) })

        // Zero tangents: a Hermite ease between 10 and 40; at u = 0.25: 10 + 30·(3u² − 2u³).
        #expect(close(xs[0], 10 + 30 * (3 * 0.0625 - 2 * 0.015625), 1e-9))
    }

    @Test func pathWinsOverValuesAndFollowsTheCurve() {
        // A straight path (0,0)→(100,0): halfway in time is halfway along.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.values = [CGPoint(x: 500, y: 500), CGPoint(x: 600, y: 600)]
        a.duration = 2

        let xs = run(a, at: [1], read: { Double($0.position.x) })

        #expect(close(xs[0], 50))
    }

    @Test func pacedPathMovesAtConstantSpeedAroundACircle() {
        // Seed 004 orbit: ellipseIn(-150,-150,300,300), paced, 4 s: a quarter turn per second,
        // so the distance from the centre stays 150 and the angle advances uniformly.
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = CGPath(ellipseIn: CGRect(x: -150, y: -150, width: 300, height: 300), transform: nil)
        a.calculationMode = .paced
        a.duration = 4
        a.isAdditive = true

        let pts = [0.5, 1.0, 1.5, 2.0].map { t -> CGPoint in
            let clock = MediaClock.virtual()
            return clock.run {
                let layer = committedLayer(clock, position: CGPoint(x: 300, y: 300))
                layer.add(a, forKey: "orbit")
                clock.advance(to: t)
                return layer.presentation()!.position
            }
        }

        let angles = pts.map { atan2(Double($0.y - 300), Double($0.x - 300)) }
        for p in pts { #expect(close(hypot(Double(p.x - 300), Double(p.y - 300)), 150, 0.05)) }
        for (a0, a1) in zip(angles, angles.dropFirst()) {
            var step = a1 - a0
            if step < -Double.pi { step += 2 * .pi }
            if step > Double.pi { step -= 2 * .pi }
            #expect(close(abs(step), Double.pi / 4, 2e-3))
        }
    }

    @Test func rotateAutoTurnsTheLayerAlongThePathTangent() {
        // Moving straight down (+y): the tangent angle is π/2.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 0, y: 100))
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 1
        a.rotationMode = .rotateAuto
        let b = a.copy() as! CAKeyframeAnimation
        b.rotationMode = .rotateAutoReverse

        let auto = run(a, at: [0.5], read: { Double(atan2($0.transform.m12, $0.transform.m11)) })
        let reverse = run(b, at: [0.5], read: { Double(atan2($0.transform.m12, $0.transform.m11)) })

        #expect(close(auto[0], .pi / 2, 1e-9))
        #expect(close(reverse[0], -.pi / 2, 1e-9))
    }

    @Test func additiveValuesAddToTheModelValue() {
        // Seed 004 form shake: values 0, 10, −10, 10, 0 added to x = 160.
        let a = xAnimation([0, 10, -10, 10, 0], duration: 0.4)
        a.keyTimes = [0, NSNumber(value: 1 / 6.0), NSNumber(value: 3 / 6.0), NSNumber(value: 5 / 6.0), 1]
        a.isAdditive = true

        let xs = run(a, at: [0.4 / 6], read: { Double($0.position.x) }, position: CGPoint(x: 160, y: 0))

        #expect(close(xs[0], 170, 1e-9))
    }

    @Test func cumulativeRepeatsBuildOnTheLastValue() {
        // "the value at the end of the previous repeat cycle, plus the value of the current
        // repeat cycle" (CAPropertyAnimation.isCumulative).
        let a = xAnimation([0, 10], duration: 1)
        a.repeatCount = 3
        a.isCumulative = true

        let xs = run(a, at: [0.5, 1.5, 2.5], read: { Double($0.position.x) })

        #expect(xs == [5, 15, 25])
    }

    @Test func invalidKeyTimesAreIgnoredAsAppleDocuments() {
        // "If the values in the keyTimes array are invalid or inappropriate for the current
        // calculationMode, they are ignored": evenly spaced keyframes are used instead.
        let a = xAnimation([0, 10, 30])
        a.keyTimes = [0, 0.9, 0.1]

        let xs = run(a, at: [0.5], read: { Double($0.position.x) })

        #expect(xs == [10])
    }
}
