import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The anchorPoint playground (seed 002 L101–159, digest E23; seed 003 L55–58, digest Part 2).
@Suite struct AnchorPointDemoTests {
    /// frame.origin = position − anchorPoint × size (seed 003 L47–51).
    private func origin(_ run: DemoRun, _ i: Int) throws -> [Double] {
        let p = try run.position("square", i), a = try run.numbers("square", "anchorPoint", i)
        return [p[0] - a[0] * 150, p[1] - a[1] * 150]
    }

    @Test func theSquareSpinsOnceEveryTwoSeconds() throws {
        // E23: angle(t) = (t mod 2)/2 × 6.283185005: 0.5 → π/2, 1 → π, 1.5 → 3π/2 (≡ −π/2).
        let run = try DemoRun("anchor-point", layers: ["square"], at: [0.5, 1.5, 2.5])

        #expect(abs(try run.angle("square", 0) - .pi / 2) < 1e-6)
        #expect(abs(try run.angle("square", 1) + .pi / 2) < 1e-6)
        #expect(abs(try run.angle("square", 2) - .pi / 2) < 1e-6)
    }

    @Test func anArrowMovesTheAnchorAndKeepsTheFrame() throws {
        // → at 1 s: anchorPoint (0.6, 0.5), position + 0.1 × 150 = (415, 300) (seed 003 L55–58);
        // the frame's origin stays (325, 225), also half-way through the implicit animations.
        let run = try DemoRun("anchor-point", ["--key", "1:right", "--key", "2:down"], layers: ["square", "anchor"],
                              at: [0.9, 1.1, 1.5, 2.5])

        for i in 0..<4 { #expect(DemoFixture.close(try origin(run, i), [325, 225], 1e-6), "t = \(run.times[i])") }
        #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", 2), [0.6, 0.5], 1e-9))
        #expect(DemoFixture.close(try run.position("square", 2), [415, 300], 1e-9))
        #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", 3), [0.6, 0.6], 1e-9))
        // The dot marks the pivot: the layer's position.
        #expect(DemoFixture.close(try run.position("anchor", 3), [415, 315], 1e-9))
    }

    @Test func theSquareTurnsAboutItsAnchorPoint() throws {
        // The point of the bounds at anchorPoint × size maps to position, whatever the angle:
        // tl + ax·(tr − tl) + ay·(bl − tl) from the eval quad.
        let run = try DemoRun("anchor-point", ["--key", "1:left", "--key", "1:left", "--key", "1:up"], layers: ["square"],
                              at: [1.3, 1.7, 2.2])
        for i in 0..<3 {
            guard case .array(let quad)? = try run.value("square", "quad", i) else { Issue.record("no quad"); return }
            let tl = CLIFixture.numbers(quad[0]), tr = CLIFixture.numbers(quad[1]), bl = CLIFixture.numbers(quad[3])
            let a = try run.numbers("square", "anchorPoint", i)
            let pivot = [tl[0] + a[0] * (tr[0] - tl[0]) + a[1] * (bl[0] - tl[0]), tl[1] + a[0] * (tr[1] - tl[1]) + a[1] * (bl[1] - tl[1])]
            #expect(DemoFixture.close(pivot, try run.position("square", i), 1e-6))
            #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", i), [0.3, 0.4], 1e-9))
        }
    }

    @Test func anchorsOutsideZeroToOneAreRefused() throws {
        // Seed 002 L138–142 refuses values outside 0…1; six ← from 0.5 stop at 0.
        let keys = (0..<6).flatMap { ["--key", "\(1 + Double($0) * 0.05):left"] }
        let run = try DemoRun("anchor-point", keys + ["--key", "3:r"], layers: ["square"], at: [2, 3.5])

        #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", 0), [0, 0.5], 1e-9))
        #expect(DemoFixture.close(try run.position("square", 0), [325, 300], 1e-9))
        #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", 1), [0.5, 0.5], 1e-9))
        #expect(DemoFixture.close(try run.position("square", 1), [400, 300], 1e-9))
    }
}
