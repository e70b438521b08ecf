import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import Strata
import StrataDemos

/// Issue 17: the keyframe, Bézier and group petals fell down a strip at the stage's left edge
/// (the seeds' 320-point iPhone coordinates). They keep the seeds' coordinates (the demos'
/// own tests check those) inside a layer that enlarges the route to fill the 800×600 stage.
@Suite struct PathPetalLayoutTests {
    /// The petal's position in stage (root) points at the start and at the end of its fall.
    static func route<D: ReplayingPetalDemo>(_ type: D.Type) throws -> (start: CGPoint, end: CGPoint) {
        let (player, demo) = try DemoFixture.player(type)
        func seen() -> CGPoint {
            player.inspect {
                let petal = demo.petal
                let position = petal.presentation()?.position ?? petal.position
                return petal.superlayer?.convert(position, to: petal.superlayer?.superlayer) ?? position
            }
        }
        player.advance(to: 1)
        let start = seen()
        player.advance(to: 11)
        return (start, seen())
    }

    @Test func eachRouteSpansMostOfTheStageHeightAroundItsMiddle() throws {
        let routes = [try Self.route(KeyframePetalDemo.self), try Self.route(BezierPetalDemo.self), try Self.route(PetalGroupDemo.self)]
        for (name, r) in zip(["keyframe-petal", "bezier-petal", "petal-group"], routes) {
            // Seed y 150 → 400 (550 for the group) becomes at least 60 % of the 600-point stage.
            #expect(r.end.y - r.start.y >= 360, "\(name): \(r.start) → \(r.end)")
            for p in [r.start, r.end] {
                #expect(p.x > 150 && p.x < 650 && p.y >= 40 && p.y <= 560, "\(name): \(p) inside the stage, away from the left edge")
            }
        }
        // The keyframe route's box (x 45…80, y 150…400, with 20 points around it for the
        // petal) scaled by min(720/75, 520/290) = 1.7931 about the stage's centre.
        let s = 520.0 / 290
        #expect(abs(Double(routes[0].start.x) - (400 + s * (50 - 62.5))) < 1e-6)
        #expect(abs(Double(routes[0].start.y) - (300 + s * (150 - 275))) < 1e-6)
        #expect(abs(Double(routes[0].end.y) - (300 + s * (400 - 275))) < 1e-6)
    }

    @Test func theEnlargedPetalIsDrawnWhereTheLayoutPutsIt() throws {
        // Before the fall (1 s) the keyframe petal hangs at the mapped start (377.59, 75.86),
        // drawn 1.79 times its 10×20 points: pink pixels around there, many more than a 1x
        // petal's ≈ 130.
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("strata-path-petal-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIProcessTests.run(["render", "--demo", "keyframe-petal", "--at", "1", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: out)

        var pink: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let c = image.color(atX: x, y: y), c.red > 0.8, c.green < 0.85, c.blue > 0.5 else { continue }
                pink.append((x, y))
            }
        }
        #expect(pink.count > 300, "\(pink.count) petal pixels")
        #expect(pink.allSatisfy { abs(Double($0.0) - 377.6) < 25 && abs(Double($0.1) - 75.9) < 35 })
    }
}
