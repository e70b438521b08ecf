import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataGraphics
import StrataDemos

/// The orbit demo (issue 6 design demo 3): seed 004's paced orbit around a planet that a click
/// moves on a velocity-keeping spring.
@Suite struct OrbitDemoTests {
    @Test func theSatellitesSpeedIsConstantAlongTheOrbit() throws {
        // Seed 004 L91 (digest E48): paced keyframes move at constant speed; radius 150 in 4 s
        // is 2π·150/4 = 235.619 pt/s. Finite differences over 20 ms steps, one full turn.
        let times = DemoFixture.times(from: 0, to: 4, step: 0.02)
        let run = try DemoRun("orbit", [], layers: ["satellite"], at: times)

        let expected = 2 * Double.pi * 150 / 4
        for i in 1..<times.count {
            let speed = DemoFixture.distance(try run.position("satellite", i - 1), try run.position("satellite", i)) / 0.02
            // A chord is shorter than its arc by θ²/24 (θ = 0.0314 rad): 4e-5; the Bézier
            // circle's radius error is 0.027 % (digest E48).
            #expect(abs(speed - expected) / expected < 1e-3, "speed \(speed) at t = \(times[i])")
        }
    }

    @Test func theOrbitsCentreFollowsThePlanet() throws {
        // After the spring settles (the planet rests at the click), the satellite is 150
        // points from the planet's centre at every phase of the orbit (E48: radius 150).
        let run = try DemoRun("orbit", ["--click", "0:600,200"], layers: ["planet", "satellite"], at: [6, 6.5, 7, 7.5])

        for i in 0..<4 {
            let planet = try run.position("planet", i)
            #expect(DemoFixture.close(planet, [600, 200], 0.01))
            #expect(abs(DemoFixture.distance(try run.position("satellite", i), planet) - 150) < 0.05)
        }
        // At 7 s the orbit is at phase 3 s: offset (0,−150) (E48).
        #expect(DemoFixture.close(try run.position("satellite", 2), [600, 50], 0.05))
    }

    @Test func theSpringKeepsItsVelocityWhenRetargeted() throws {
        // The planet flies to (600,300); at 0.4 s, mid-overshoot, a click sends it to (400,500).
        // Velocity before and after the click by finite differences 10 µs apart: the spring
        // starts from the presentation velocity, so both agree (within what the acceleration
        // changes over 15 µs and the demo's own 1 ms central difference allow).
        let h = 1e-5, t = 0.4
        let run = try DemoRun("orbit", ["--click", "0:600,300", "--click", "\(t):400,500"], layers: ["planet"],
                              at: [t - 2 * h, t - h, t, t + h, t + 2 * h])
        let p = try (0..<5).map { try run.position("planet", $0) }
        let before = [(p[1][0] - p[0][0]) / h, (p[1][1] - p[0][1]) / h]
        let after = [(p[4][0] - p[3][0]) / h, (p[4][1] - p[3][1]) / h]
        let speed = (before[0] * before[0] + before[1] * before[1]).squareRoot()

        #expect(speed > 100)  // really moving, so keeping the velocity means something
        #expect(DemoFixture.distance(before, after) < 0.01 * speed + 1, "before \(before), after \(after)")
        // And no jump in position.
        #expect(DemoFixture.distance(p[1], p[2]) < speed * h * 1.1)
    }

    @Test func thePlanetSettlesAtTheLastClick() throws {
        let run = try DemoRun("orbit", ["--click", "0:600,300", "--click", "0.3:200,100"], layers: ["planet"], at: [0.1, 8])

        // It left the centre toward the first click…
        #expect(try run.position("planet", 0)[0] > 400)
        // …and rests at the second.
        #expect(DemoFixture.close(try run.position("planet", 1), [200, 100], 0.01))
    }

    @Test func theVelocityIsKeptInSlowMotionToo() throws {
        // The viewer's slow motion slows the root's clock (speed 0.1): the velocity the spring
        // keeps is measured in the layer's own time, so the retarget is still seamless.
        let (player, demo) = try DemoFixture.player(OrbitDemo.self, ["--click", "0:600,300", "--click", "4:400,500"])
        player.inspect { player.scene.rootLayer.speed = 0.1 }
        let h = 1e-4
        var p: [CGPoint] = []
        for t in [4 - 2 * h, 4 - h, 4, 4 + h, 4 + 2 * h] {
            player.advance(to: t)
            p.append(player.inspect { demo.planet.presentation()!.position })
        }
        let before = CGVector(dx: (p[1].x - p[0].x) / h, dy: (p[1].y - p[0].y) / h)
        let after = CGVector(dx: (p[4].x - p[3].x) / h, dy: (p[4].y - p[3].y) / h)
        let speed = (before.dx * before.dx + before.dy * before.dy).squareRoot()

        #expect(speed > 10)
        #expect(abs(before.dx - after.dx) + abs(before.dy - after.dy) < 0.02 * speed + 0.5, "before \(before), after \(after)")
    }
}
