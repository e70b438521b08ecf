import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataGraphics
import StrataDemos

/// The star path with its trail (seed 001 L139–245; digest E18).
@Suite struct StarDemoTests {
    @Test func theDotRunsTheStarTwoSecondsALeg() throws {
        // E18 (linear, 5 legs of 2 s; positions in the seed's y-up stage coordinates).
        let expected: [(Double, [Double])] = [
            (0, [240, 280]), (1, [210.5, 189.5]), (2, [181, 99]), (3, [258, 154.5]), (4, [335, 210]), (5, [239.5, 210]),
            (6, [144, 210]), (7, [221, 154.5]), (8, [298, 99]), (9, [269, 189.5]), (10.5, [240, 280]),
        ]
        let run = try DemoRun("star", layers: ["dot"], at: expected.map(\.0))

        for (i, (t, point)) in expected.enumerated() {
            #expect(DemoFixture.close(try run.position("dot", i), point, 1e-6), "t = \(t)")
        }
    }

    @Test func theStarStandsUprightInTheMiddleOfTheWindow() throws {
        // The stage flips y (the seed's Mac coordinates are y-up): stage (x, y) is window
        // (x + 160, 490 − y), so the top vertex (240, 280) is at (400, 210), above the others.
        let run = try DemoRun("star", layers: ["dot"], at: [0, 2])
        for (i, expected) in [[400.0, 210.0], [341.0, 391.0]].enumerated() {
            guard case .array(let quad)? = try run.value("dot", "quad", i) else { Issue.record("no quad"); return }
            let corners = quad.map { CLIFixture.numbers($0) }
            let centre = [corners.map { $0[0] }.reduce(0, +) / 4, corners.map { $0[1] }.reduce(0, +) / 4]
            #expect(DemoFixture.close(centre, expected, 1e-6))
        }
    }

    @Test func theTrailGrowsLegByLegEveryTwoSeconds() throws {
        // Listing 4-5: legOne … legFour add a line to the next vertex at 2, 4, 6, 8 s; legFive
        // closes the path at 10 s.
        let (player, demo) = try DemoFixture.player(StarDemo.self)
        for (t, legs) in [(1.0, 0), (2.5, 1), (4.5, 2), (6.1, 3), (9.9, 4), (10.2, 5), (30, 5)] {
            player.advance(to: t)
            #expect(demo.legs == legs, "t = \(t)")
            let elements = player.inspect { demo.trail.path?.elements ?? [] }
            #expect(elements.count == 1 + min(legs, 4) + (legs == 5 ? 1 : 0), "t = \(t)")
            if legs >= 1, legs <= 4, case .line(let p) = elements[legs] {
                #expect(p == StarDemo.vertices[legs])
            }
        }
        // White, 3 wide (Listing 4-6).
        player.inspect {
            #expect(demo.trail.lineWidth == 3)
            #expect(demo.trail.strokeColor.map(RGBA.init) == .white)
            #expect(demo.trail.fillColor == nil)
        }
    }

    @Test func aClickStartsAgainWithAnEmptyTrail() throws {
        let (player, demo) = try DemoFixture.player(StarDemo.self, ["--click", "12:10,10"])
        player.advance(to: 12.5)

        #expect(demo.legs == 0)
        player.advance(to: 14.1)
        #expect(demo.legs == 1)
    }
}
