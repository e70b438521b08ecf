import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The Bézier petal (seed 000 L540–589; digest E07) and the petal group (seed 002 L681–770;
/// digest E33).
@Suite struct BezierPetalDemoTests {
    @Test func fallsAlongTheCubicPath() throws {
        // 2 s delay, then 8 s along B(u), u = t/8 (E07): t = 1 → (78.3105,193.9648);
        // 2 → (85.2344,229.8438); 4 → (61.875,286.25); 6 → (33.8281,337.0312). It stays at the end.
        let run = try DemoRun("bezier-petal", layers: ["petal"], at: [1.5, 3, 4, 6, 8, 10.5, 15])
        let expected: [[Double]] = [[50, 150], [78.3105, 193.9648], [85.2344, 229.8438], [61.875, 286.25],
                                    [33.8281, 337.0312], [55, 400], [55, 400]]

        for (i, point) in expected.enumerated() {
            #expect(DemoFixture.close(try run.position("petal", i), point, 1e-3), "t = \(run.times[i])")
        }
    }

    @Test func theGroupSwingsAndFallsThenKeepsItsEndState() throws {
        // E33, group time t = scene time − 2: t = 2 → 3π/8, (156.25,240.625); 4 → 3π/4,
        // (100,350); 6 → 9π/8, (43.75,459.375); after 8 the delegate's model: (100,550), 3π/2.
        let run = try DemoRun("petal-group", layers: ["petal"], at: [1, 4, 6, 8, 11])

        #expect(DemoFixture.close(try run.position("petal", 0), [100, 150]))
        #expect(try run.angle("petal", 0) == 0)
        let angles = [3 * Double.pi / 8, 3 * Double.pi / 4, 9 * Double.pi / 8 - 2 * .pi, -Double.pi / 2]
        let points: [[Double]] = [[156.25, 240.625], [100, 350], [43.75, 459.375], [100, 550]]
        for i in 0..<4 {
            #expect(DemoFixture.close(try run.position("petal", i + 1), points[i], 1e-4), "t = \(run.times[i + 1])")
            #expect(abs(try run.angle("petal", i + 1) - angles[i]) < 1e-6, "t = \(run.times[i + 1])")
        }
    }

    @Test func clicksReplay() throws {
        let bezier = try DemoRun("bezier-petal", ["--click", "12:1,1"], layers: ["petal"], at: [12, 13])
        #expect(DemoFixture.close(try bezier.position("petal", 0), [50, 150]))
        #expect(DemoFixture.close(try bezier.position("petal", 1), [78.3105, 193.9648], 1e-3))

        let group = try DemoRun("petal-group", ["--click", "12:1,1"], layers: ["petal"], at: [12, 14])
        #expect(DemoFixture.close(try group.position("petal", 0), [100, 150]))
        #expect(try group.angle("petal", 0) == 0)
        #expect(DemoFixture.close(try group.position("petal", 1), [156.25, 240.625], 1e-4))
    }
}
