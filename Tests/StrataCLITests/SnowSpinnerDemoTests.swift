import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The replicator-and-emitter demo: a twelve-dot spinner (CAReplicatorLayer) under snow
/// (CAEmitterLayer); a click sets the emitter's birthRate to 0 or back to 1.
@Suite struct SnowSpinnerDemoTests {
    @Test func theSpinnerIsTwelveDotsATwelfthApart() throws {
        let run = try DemoRun("snow-spinner", layers: ["spinner", "snow"], at: [0])

        #expect(try run.number("spinner", "instanceCount", 0) == 12)
        #expect(abs((try run.number("spinner", "instanceDelay", 0) ?? 0) - 1.0 / 12) < 1e-9)
        #expect(try run.number("snow", "birthRate", 0) == 1)
    }

    @Test func aClickStopsTheSnowAndAnotherStartsIt() throws {
        let run = try DemoRun("snow-spinner", ["--click", "1:400,300", "--click", "2:400,300"],
                              layers: ["snow"], at: [0.5, 1.5, 2.5])

        #expect(try run.number("snow", "birthRate", 0) == 1)
        #expect(try run.number("snow", "birthRate", 1) == 0, "stopped by the first click")
        #expect(try run.number("snow", "birthRate", 2) == 1, "started by the second")
        // 30 flakes a second while it snows: 15 by 0.5 s; none born between 1 and 2 s.
        #expect(try run.number("snow", "particles", 0) == 16, "born at 0, 1/30, … 0.5 s")
        #expect(try run.number("snow", "particles", 1) == 31, "born at 0 … 1 s, still falling at 1.5 s")
        #expect(try run.number("snow", "particles", 2) == 46, "31, and 15 more since the second click")
    }
}
