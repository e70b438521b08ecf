import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The rocket easing gallery (seed 004 L13–37, L97–127; digest E43–E50 and Part 4 item 12).
@Suite struct RocketEasingDemoTests {
    /// Progress at time fractions 0.25, 0.5, 0.75 (digest Part 4 table; linear is the identity).
    static let progress: [(String, [Double])] = [
        ("linear", [0.25, 0.5, 0.75]),
        ("easeIn", [0.093465, 0.315357, 0.621862]),
        ("easeOut", [0.378138, 0.684643, 0.906535]),
        ("easeInEaseOut", [0.129162, 0.5, 0.870838]),
        ("default", [0.408511, 0.802403, 0.960459]),
        ("custom", [0.057390, 0.228283, 0.520132]),
    ]

    @Test func eachRocketFollowsItsTimingFunction() throws {
        let names = Self.progress.map { "rocket-\($0.0)" }
        let run = try DemoRun("rockets", layers: names, at: [0.25, 0.5, 0.75, 1.5])

        for (lane, (name, values)) in Self.progress.enumerated() {
            let y = 61 + Double(lane) * 80
            for (i, p) in values.enumerated() {
                // x = 77 + 378·p (E43: Δx = 378).
                #expect(DemoFixture.close(try run.position("rocket-\(name)", i), [77 + 378 * p, y], 1e-3), "\(name) at \(run.times[i])")
            }
            // E44: the model was set to 455, so the rocket stays at the finish.
            #expect(DemoFixture.close(try run.position("rocket-\(name)", 3), [455, y]))
        }
    }

    @Test func aClickFliesThemAgain() throws {
        let run = try DemoRun("rockets", ["--click", "3:400,300"], layers: ["rocket-linear", "rocket-custom"], at: [3.5, 5])

        #expect(DemoFixture.close(try run.position("rocket-linear", 0), [266, 61]))
        #expect(DemoFixture.close(try run.position("rocket-custom", 0), [163.29, 461], 0.01))
        #expect(DemoFixture.close(try run.position("rocket-custom", 1), [455, 461]))
    }
}
