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

    @Test func everyDemoBuildsItsSceneAndNamesItsImages() throws {
        for demo in DemoCatalog.all {
            // The whole tree at 1 s, and the images it names are distinct.
            let lines = try CLIFixture.eval(["--demo", demo.name, "--at", "1"])
            #expect(lines.count == 1 && lines[0].hasPrefix("{\"t\":1"), "\(demo.name)")
        }
        let cube = try DemoFixture.player(CubeDemo.self).1
        #expect(Set(cube.images.map(\.name)) == ["photo-0", "photo-1", "photo-2", "photo-3", "photo-4"])
        #expect(cube.status == "transition: cube")
    }

    @Test func everyListedKeyIsTakenAndNoViewerKeyIsTakenByAccident() {
        // The viewer's own keys (issue 6): ←/→ and 1–9 switch demos, Space, S, H, Esc. A demo
        // may take ←/→ (cube) or Esc (icon-shake, in edit mode) but must list them.
        // Demos are made on a clock of the test's own (layers they create join its transaction).
        let clock = MediaClock.virtual()
        for type in DemoCatalog.all where type != IconShakeDemo.self {
            let demo = clock.run { type.init() }
            for key in type.controls.flatMap(\.keys) { #expect(demo.handlesKey(key), "\(type.name): \(key)") }
            for key in ["space", "s", "h", "escape", "1", "9"] { #expect(!demo.handlesKey(key), "\(type.name): \(key)") }
        }
        #expect(IconShakeDemo.controls.flatMap(\.keys) == ["escape"])
    }

    @Test func demosDeclareTheKeysTheyTake() {
        // The viewer gives these to the demo before its own ←/→ bindings (issue 6 "Keys").
        let (cube, petal) = MediaClock.virtual().run { (CubeDemo(), PetalDemo()) }
        #expect(cube.handlesKey("right") && cube.handlesKey("left") && cube.handlesKey("t"))
        #expect(!petal.handlesKey("right"))
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
