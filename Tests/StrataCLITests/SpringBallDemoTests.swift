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

    /// The largest progress, sampled every 0.1 ms (independently of the demo's 1 ms).
    static let peak = (0...50_000).map { progress(Double($0) / 10_000) }.max()!

    @Test func theBallMovesOnTheSeedsSpring() throws {
        // From (400,50) (seed 000's top-middle start) to a click at (400,250), 200 points: the
        // overshoot (≈ 75 %) stays on the 600-point stage, so the ball goes to the click.
        let ts = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 3]
        let run = try DemoRun("spring-ball", ["--click", "1:400,250"], layers: ["ball"], at: [0.5] + ts.map { 1 + $0 } + [6.5])

        #expect(DemoFixture.close(try run.position("ball", 0), [400, 50]))
        for (i, t) in ts.enumerated() {
            #expect(DemoFixture.close(try run.position("ball", i + 1), [400, 50 + 200 * Self.progress(t)], 1e-6), "t = \(t)")
        }
        // The model is the click from the start; after the seed's 5 s the ball rests there.
        #expect(DemoFixture.close(try run.position("ball", ts.count + 1), [400, 250]))
    }

    @Test func aFarClickRestsShortSoTheOvershootStaysOnTheStage() throws {
        // Issue 17: a click at the bottom (400,590) from (400,50) would overshoot by ≈ 400
        // points. The ball (radius 30) rests where its first overshoot just touches the bottom
        // edge: 50 + p·(rest − 50) = 570 at the peak p, and follows the seed's spring there.
        let rest = 50 + (570 - 50) / Self.peak
        let times = DemoFixture.times(from: 1, to: 6.5, step: 0.005)
        let run = try DemoRun("spring-ball", ["--click", "1:400,590"], layers: ["ball"], at: times)
        let ys = try times.indices.map { try run.position("ball", $0)[1] }

        #expect(abs(ys.max()! - 570) < 0.5, "deepest \(ys.max()!)")
        #expect(ys.min()! >= 50 - 1e-6)
        #expect(abs(try run.position("ball", 60)[1] - (50 + (rest - 50) * Self.progress(0.3))) < 1e-3)
        #expect(DemoFixture.close(try run.position("ball", times.count - 1), [400, rest], 1e-3))
    }

    @Test func clicksAnywhereKeepTheWholeBallOnTheStage() throws {
        // Corners, edges and retargets in flight: sampled every 10 ms, the 60-point ball never
        // crosses the 800×600 stage's edge.
        let clicks = ["0.5:795,595", "1.2:5,5", "2:790,20", "2.4:10,590", "3:400,599", "6:0,300", "6.3:800,300"]
        let times = DemoFixture.times(from: 0, to: 12, step: 0.01)
        let run = try DemoRun("spring-ball", clicks.flatMap { ["--click", $0] }, layers: ["ball"], at: times)

        for i in times.indices {
            let p = try run.position("ball", i)
            #expect(p[0] >= 30 - 1e-6 && p[0] <= 770 + 1e-6 && p[1] >= 30 - 1e-6 && p[1] <= 570 + 1e-6, "t = \(times[i]): \(p)")
        }
    }

    @Test func dampingPointOneOvershootsByMoreThanHalfTheDistance() throws {
        // E12: ζ = 0.1 overshoots by 73 % of the distance without initial velocity, more with it.
        let times = DemoFixture.times(from: 1, to: 2, step: 0.005)
        let run = try DemoRun("spring-ball", ["--click", "1:400,250"], layers: ["ball"], at: times)
        let ys = try times.indices.map { try run.position("ball", $0)[1] }

        #expect(ys.max()! > 250 + 0.7 * 200)
    }

    @Test func aClickInFlightStartsFromWhereTheBallIs() throws {
        let run = try DemoRun("spring-ball", ["--click", "1:400,250", "--click", "1.3:300,200"], layers: ["ball"],
                              at: [1.3 - 1e-4, 1.3, 9])

        #expect(DemoFixture.distance(try run.position("ball", 0), try run.position("ball", 1)) < 1)
        #expect(DemoFixture.close(try run.position("ball", 2), [300, 200]))
    }
}
