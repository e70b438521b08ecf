import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataDemos

/// The built-in demos run headless under `eval --demo`.
@Suite struct DemoTests {
    private func position(_ demo: String, _ layer: String, _ extra: [String], at times: [Double]) throws -> [[Double]] {
        let lines = try CLIFixture.eval(["--demo", demo, "--layer", layer] + extra + times.flatMap { ["--at", "\($0)"] })
        return try lines.map { CLIFixture.numbers(try CLIFixture.layer($0, layer)["position"]) }
    }

    private func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func catalogListsPetalAndOrbit() {
        #expect(DemoCatalog.names == ["petal", "orbit"])
        #expect(DemoCatalog.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func petalArrivesAtTheClickPointAndStays() throws {
        // Seed 002 (digest E29): a click 50 points away takes 1 s at 50 pt/s.
        let p = try position("petal", "petal", ["--click", "0.5:80,190"], at: [0.4, 1, 1.5, 3, 10])

        #expect(close(p[0], [50, 150]))
        #expect(close(p[1], [65, 170]))
        #expect(close(p[2], [80, 190]))
        #expect(close(p[3], [80, 190]))
        #expect(close(p[4], [80, 190]))
    }

    @Test func petalIgnoresClicksWhileMovingAndSwings() throws {
        let p = try position("petal", "petal", ["--click", "0:80,190", "--click", "0.5:500,500"], at: [2])
        #expect(close(p[0], [80, 190]))

        let line = try #require(try CLIFixture.eval(["--demo", "petal", "--at", "3", "--layer", "petal"]).first)
        let m = CLIFixture.numbers(try CLIFixture.layer(line, "petal")["transform"])
        // Half-way to 3π/2 at 3 s: rotation 3π/4 about z.
        #expect(m.count == 16 && abs(m[0] - cos(3 * Double.pi / 4)) < 1e-5 && abs(m[1] - sin(3 * Double.pi / 4)) < 1e-5)
    }

    @Test func satelliteOrbitsThePlanet() throws {
        // Digest E48: offsets (150,0) at 0 s, (0,150) at 1 s, (−150,0) at 2 s around the planet at (400,300).
        let p = try position("orbit", "satellite", [], at: [0, 1, 2])

        #expect(close(p[0], [550, 300], 0.1))
        #expect(close(p[1], [400, 450], 0.1))
        #expect(close(p[2], [250, 300], 0.1))
    }
}
