import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 001 (Zarra & Long, "Core Animation", chapter 4 "Keyframe Animation"): E15–E21 of
/// /work/notes/seeds-digest.md. The book targets the Mac (NSValue(point:) as in the listings).
@Suite struct Seed001ExamplesTests {
    /// Presentation positions of a fresh layer at model (50,120) running `make()`.
    static func positions(_ make: () -> CAAnimation, at times: [Double]) -> [CGPoint] {
        let clock = MediaClock.virtual()
        return clock.run {
            let (_, layer) = SeedScene.petal(clock, at: CGPoint(x: 50, y: 120))
            layer.add(make(), forKey: "position")
            return times.map { clock.advance(to: $0); return layer.presentation()!.position }
        }
    }

    /// E15 (seed 001 L26–46, Listing 4-1): four arches, 3 s, autoreversing. Apple,
    /// CAKeyframeAnimation.path: each curve element is one keyframe segment with equal time
    /// (0.75 s each, Bézier parameter linear in time); autoreverses plays it back in 3 s more.
    /// Arch tops are B(0.5) = 120 + 0.75·155 = 236.25, not 275.
    @Test func e15PathOfFourArchesAutoreverses() {
        let times = [0.1875, 0.375, 0.5625, 0.75, 1.125, 1.5, 2.25, 2.999, 3.375, 4.5, 6.1]

        let got = Self.positions({
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 50, y: 120))
            for x in [150.0, 250, 350, 450] {
                path.addCurve(to: CGPoint(x: x, y: 120), control1: CGPoint(x: x - 100, y: 275), control2: CGPoint(x: x, y: 275))
            }
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = path
            a.duration = 3.0
            a.autoreverses = true
            return a
        }, at: times)

        func arch(_ t: Double) -> CGPoint {   // forward position at t ∈ [0, 3]
            let k = min(Int(t / 0.75), 3), x0 = 50 + 100 * Double(k)
            return Reference.bezier(CGPoint(x: x0, y: 120), CGPoint(x: x0, y: 275), CGPoint(x: x0 + 100, y: 275),
                                    CGPoint(x: x0 + 100, y: 120), (t - 0.75 * Double(k)) / 0.75)
        }
        for (i, t) in times.enumerated() {
            let expected = t > 6 ? CGPoint(x: 50, y: 120) : arch(t <= 3 ? t : 6 - t)
            SeedCheck.point(got[i], expected, tolerance: 1e-9, "t=\(t)")
        }
        SeedCheck.point(got[1], CGPoint(x: 100, y: 236.25), tolerance: 1e-9, "first arch top")
        SeedCheck.point(got[8], CGPoint(x: 400, y: 236.25), tolerance: 1e-9, "last arch top, reversing")
    }

    static let zigzag: [CGPoint] = [(50, 120), (50, 275), (150, 275), (150, 120), (150, 275), (250, 275), (250, 120),
                                    (250, 275), (350, 275), (350, 120), (350, 275), (450, 275), (450, 120)]
        .map { CGPoint(x: $0.0, y: $0.1) }

    /// E16 (seed 001 L47–87, Listing 4-2): 13 values, 3 s, autoreversing: 12 segments of 0.25 s
    /// (Apple, keyTimes: nil spaces the keyframes evenly), mirrored on the way back.
    @Test func e16ValuesZigZagInEqualSegments() {
        let times = [0.125, 0.25, 0.375, 0.5, 0.75, 1.5, 2.875, 3.125, 5.875]

        let got = Self.positions({
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = Self.zigzag.map { NSValue(point: $0) }
            a.duration = 3.0
            a.autoreverses = true
            return a
        }, at: times)

        let expected = [CGPoint(x: 50, y: 197.5), CGPoint(x: 50, y: 275), CGPoint(x: 100, y: 275), CGPoint(x: 150, y: 275),
                        CGPoint(x: 150, y: 120), CGPoint(x: 250, y: 120), CGPoint(x: 450, y: 197.5),
                        CGPoint(x: 450, y: 197.5), CGPoint(x: 50, y: 197.5)]
        for (i, t) in times.enumerated() {
            SeedCheck.point(got[i], expected[i], tolerance: 1e-9, "t=\(t)")
        }
    }

    /// E17 (seed 001 L119–137, Listing 4-3): keyTimes 0, 0.25, 0.5, 0.75, 1 for five keyframes
    /// equal the default "duration / (frames − 1)" spacing (2.5 s each over 10 s).
    @Test func e17ExplicitEvenKeyTimesMatchTheDefault() {
        let five = Array(Self.zigzag.prefix(5))
        let times = [1.25, 2.5, 3.75, 5, 6.25, 8.75]
        func make(_ keyTimes: [NSNumber]?) -> () -> CAAnimation {
            {
                let a = CAKeyframeAnimation(keyPath: "position")
                a.values = five.map { NSValue(point: $0) }
                a.duration = 10
                a.calculationMode = .linear
                a.keyTimes = keyTimes
                return a
            }
        }

        let explicit = Self.positions(make([0.0, 0.25, 0.50, 0.75, 1.0]), at: times)
        let implicit = Self.positions(make(nil), at: times)

        for (i, t) in times.enumerated() {
            let k = Int(t / 2.5), u = t / 2.5 - Double(k)
            let expected = Reference.lerp(five[k], five[min(k + 1, 4)], u)
            SeedCheck.point(explicit[i], expected, tolerance: 1e-9, "explicit keyTimes, t=\(t)")
            SeedCheck.point(implicit[i], expected, tolerance: 1e-9, "default keyTimes, t=\(t)")
        }
    }

    static let starVertices = [CGPoint(x: 240, y: 280), CGPoint(x: 181, y: 99), CGPoint(x: 335, y: 210),
                               CGPoint(x: 144, y: 210), CGPoint(x: 298, y: 99)]

    final class StarDelegate: NSObject, CAAnimationDelegate {
        var stops: [(CFTimeInterval, Bool)] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append((CACurrentMediaTime(), flag)) }
    }

    /// E18 (seed 001 L139–245, Listing 4-4): a dot along a closed five-point star in 10 s; "6
    /// keyframes including start and end ⇒ 10/(6−1) = 2 s" per leg, so the dot is on a vertex
    /// every 2 s, when the listing's timers extend the drawn star. Apple, CAKeyframeAnimation.path:
    /// closeSubpath counts as a line back to the start (the fifth leg).
    @Test func e18StarDotReachesAVertexEveryTwoSeconds() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, dotLayer) = SeedScene.petal(clock, at: CGPoint(x: 10, y: 10))
            let delegate = StarDelegate()
            let path = CGMutablePath()
            path.move(to: Self.starVertices[0])
            for v in Self.starVertices.dropFirst() { path.addLine(to: v) }
            path.closeSubpath()
            let a = CAKeyframeAnimation(keyPath: "position")
            a.duration = 10.0
            a.delegate = delegate
            a.path = path

            dotLayer.add(a, forKey: "position")

            let loop = Self.starVertices + [Self.starVertices[0]]
            for leg in 0..<5 {
                clock.advance(to: Double(2 * leg))
                SeedCheck.point(dotLayer.presentation()!.position, loop[leg], tolerance: 1e-9, "vertex at \(2 * leg) s")
                clock.advance(to: Double(2 * leg + 1))
                SeedCheck.point(dotLayer.presentation()!.position, Reference.lerp(loop[leg], loop[leg + 1], 0.5),
                                tolerance: 1e-9, "mid-leg at \(2 * leg + 1) s")
            }
            SeedCheck.point(dotLayer.presentation()!.position, CGPoint(x: 269, y: 189.5), tolerance: 1e-9, "digest t=9")
            clock.advance(to: 9.999)
            SeedCheck.point(dotLayer.presentation()!.position, Reference.lerp(loop[4], loop[5], 0.9995), tolerance: 1e-6, "closing leg")
            clock.advance(to: 10)
            #expect(delegate.stops.count == 1 && delegate.stops.first?.0 == 10 && delegate.stops.first?.1 == true)
            #expect(dotLayer.presentation()!.position == CGPoint(x: 10, y: 10), "removed: back at the model")
        }
    }

    /// E19's animation (seed 001 L257–318, Listing 4-7/4-8), `random()` replaced by a fixed
    /// draw so the begin offset (rand · 1e-10 s) is known.
    static func shakeAnimation(duration: CFTimeInterval, rand: Float) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        a.duration = duration
        a.repeatCount = 10000
        a.beginTime = CACurrentMediaTime() + Double(rand) * 0.0000000001
        a.values = [-2.0, 2, -2].map { NSNumber(value: Float(SeedScene.degreesToRadians($0))) }
        return a
    }

    /// E19: −2°, +2°, −2° in 0.5 s (two 0.25 s segments), repeated 10000 times. Apple,
    /// CAMediaTiming.repeatCount: the cycle repeats that many times (active 5000 s).
    /// rand = 1e9 gives a 0.1 s begin offset. Values are Floats of ±2° (1e-7 rad).
    @Test(arguments: [0.5, 0.15])
    func e19IconWigglesBetweenMinusAndPlusTwoDegrees(duration: Double) {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, icon) = SeedScene.petal(clock)
            let two = SeedScene.degreesToRadians(2)

            icon.add(Self.shakeAnimation(duration: duration, rand: 1e9), forKey: "rotate")

            let checks: [(Double, Double)] = [(0, -two), (0.25, 0), (0.5, two), (0.75, 0), (1, -two)]
            for cycle in [0.0, 1, 7, 9_999] {
                for (f, angle) in checks where !(cycle == 9_999 && f == 1) {
                    let t = 0.1 + (cycle + f) * duration
                    clock.advance(to: t)
                    SeedCheck.zRotation(icon.presentation()!.transform, angle, tolerance: 1e-6, "cycle \(cycle) + \(f)")
                }
            }
            clock.advance(to: 0.1 + 10_000 * duration + 0.01)
            #expect(icon.animation(forKey: "rotate") == nil)
            SeedCheck.zRotation(icon.presentation()!.transform, 0, tolerance: 0)
        }
    }

    /// E21 (seed 001 L432–466, Listing 4-11): "Core Animation has no start/stop": adding starts
    /// the wiggle, removing stops it; isRunning is `animation(forKey:) != nil`. Apple,
    /// CALayer.removeAnimation(forKey:): the animation is removed at once, so the presentation
    /// is the model (rotation 0) immediately.
    @Test func e21ToggleShakeAddsAndRemovesTheAnimationAndTheCloseBox() {
        final class IconLayer: CALayer {
            let closeLayer = CALayer()
            var isRunning: Bool { animation(forKey: "rotate") != nil }
            func toggleShake() { if isRunning { stopShake() } else { startShake() } }
            func startShake() {
                addSublayer(closeLayer)
                closeLayer.setNeedsDisplay()
                add(Seed001ExamplesTests.shakeAnimation(duration: 0.15, rand: 0), forKey: "rotate")
            }
            func stopShake() {
                closeLayer.removeFromSuperlayer()
                removeAnimation(forKey: "rotate")
            }
        }
        let clock = MediaClock.virtual()
        clock.run {
            let icon = IconLayer()
            icon.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            clock.advance(by: 0)
            let wasRunning = icon.isRunning

            icon.toggleShake()
            clock.advance(to: 0.075)
            let running = icon.isRunning, superlayer = icon.closeLayer.superlayer
            let midWiggle = icon.presentation()!.transform
            icon.toggleShake()

            #expect(!wasRunning)
            #expect(running && superlayer === icon)
            SeedCheck.zRotation(midWiggle, SeedScene.degreesToRadians(2), "peak at 0.075 s")
            #expect(!icon.isRunning)
            #expect(icon.closeLayer.superlayer == nil)
            SeedCheck.zRotation(icon.presentation()!.transform, 0, tolerance: 0, "back to the model at once")
        }
    }
}
