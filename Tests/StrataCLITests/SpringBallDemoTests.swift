import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The spring ball (seed 000 L982–1019; digest E12).
@Suite struct SpringBallDemoTests {
    /// E12's under-damped progress with ζ = 0.1, ω₀ = √k (m = 1), v₀ = 1:
    /// p(t) = 1 − e^{−ζω₀t}[cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t].
    static func progress(_ t: Double) -> Double {
        let w0 = Double(SpringBallDemo.stiffness).squareRoot(), zeta = 0.1, v0 = 1.0
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
    }

    @Test func theBallMovesOnTheSeedsSpring() throws {
        // From (400,50) (seed 000's top-middle start) to a click at (400,450), 400 points.
        let ts = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 3]
        let run = try DemoRun("spring-ball", ["--click", "1:400,450"], layers: ["ball"], at: [0.5] + ts.map { 1 + $0 } + [6.5])

        #expect(DemoFixture.close(try run.position("ball", 0), [400, 50]))
        for (i, t) in ts.enumerated() {
            #expect(DemoFixture.close(try run.position("ball", i + 1), [400, 50 + 400 * Self.progress(t)], 1e-6), "t = \(t)")
        }
        // The model is the click from the start; after the seed's 5 s the ball rests there.
        #expect(DemoFixture.close(try run.position("ball", ts.count + 1), [400, 450]))
    }

    @Test func dampingPointOneOvershootsByMoreThanHalfTheDistance() throws {
        // E12: ζ = 0.1 overshoots by 73 % of the distance without initial velocity, more with it.
        let times = DemoFixture.times(from: 1, to: 2, step: 0.005)
        let run = try DemoRun("spring-ball", ["--click", "1:400,250"], layers: ["ball"], at: times)
        let ys = try times.indices.map { try run.position("ball", $0)[1] }

        #expect(ys.max()! > 250 + 0.7 * 200)
    }

    @Test func aClickInFlightStartsFromWhereTheBallIs() throws {
        let run = try DemoRun("spring-ball", ["--click", "1:400,450", "--click", "1.3:100,100"], layers: ["ball"],
                              at: [1.3 - 1e-4, 1.3, 9])

        #expect(DemoFixture.distance(try run.position("ball", 0), try run.position("ball", 1)) < 1)
        #expect(DemoFixture.close(try run.position("ball", 2), [100, 100]))
    }
}
