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

    @Test func catalogListsTheDesignDemosFirst() {
        #expect(Array(DemoCatalog.names.prefix(4)) == ["petal", "icon-shake", "orbit", "cube"])
        #expect(Set(DemoCatalog.names).count == DemoCatalog.names.count)
        #expect(DemoCatalog.all.allSatisfy { !$0.summary.isEmpty && !$0.title.isEmpty })
        #expect(DemoCatalog.all.allSatisfy { $0.size.width > 0 && $0.size.height > 0 })
    }

    @Test func demosDeclareTheKeysTheyTake() {
        // The viewer gives these to the demo before its own ←/→ bindings (issue 6 "Keys").
        #expect(CubeDemo().handlesKey("right") && CubeDemo().handlesKey("left") && CubeDemo().handlesKey("t"))
        #expect(!PetalDemo().handlesKey("right"))
        #expect(PetalDemo.controls.allSatisfy { !$0.line.isEmpty })
    }

    @Test func satelliteOrbitsThePlanet() throws {
        // Digest E48: offsets (150,0) at 0 s, (0,150) at 1 s, (−150,0) at 2 s around the planet at (400,300).
        let p = try position("orbit", "satellite", [], at: [0, 1, 2])

        #expect(close(p[0], [550, 300], 0.1))
        #expect(close(p[1], [400, 450], 0.1))
        #expect(close(p[2], [250, 300], 0.1))
    }
}
