import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The petal demo (issue 6 design demo 1) driven through `eval --demo petal --click`. The
/// clicks at 0 s replace the opening fall before it has moved, so those flights start at the
/// seed's (50,150). Positions are the seeds' coordinates (the petal's own); the stage shows
/// them enlarged (issue 17), so each click is given at the stage point of a seed point.
@Suite struct PetalDemoTests {
    private func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool { DemoFixture.close(a, b, tolerance) }

    /// `--click` at time `t` on the stage point showing seed point (x, y): the fall's box
    /// (x 45…80, y 150…400, 20 points around) scaled by min(720/75, 520/290) about the
    /// 800×600 stage's centre (DemoStage.seedScreen).
    static func click(_ t: Double, _ x: Double, _ y: Double) -> [String] {
        let s = 520.0 / 290
        return ["--click", "\(t):\(400 + s * (x - 62.5)),\(300 + s * (y - 275))"]
    }

    /// Seed 000 L486–524 (digest E06, default keyTimes): the keyframe petal's route
    /// (50,150) → (80,220) → (45,300) → (55,400) over 8 s, linear, a third of the time a leg.
    static func fall(_ t: Double) -> [Double] {
        let keys: [[Double]] = [[50, 150], [80, 220], [45, 300], [55, 400]]
        let u = min(max(t / 8, 0), 1) * 3, leg = min(Int(u), 2), f = u - Double(leg)
        return [keys[leg][0] + (keys[leg + 1][0] - keys[leg][0]) * f, keys[leg][1] + (keys[leg + 1][1] - keys[leg][1]) * f]
    }

    @Test func fallsFromTheStartAlongTheSeedsKeyframesAndRests() throws {
        // Issue 17: the petal moves within the first second, on the seed's route (no 2 s
        // delay), lands at (55,400) at 8 s and stays, its swing paused where it landed: the
        // swing (π/4 rad/s, back from 3π/2 after 6 s) is at π at 8 s (seed 000 L408–414).
        let times = [0, 0.5, 8.0 / 3, 4, 16.0 / 3, 7.9, 8, 12]
        let run = try DemoRun("petal", [], layers: ["petal"], at: times)

        #expect(close(try run.position("petal", 0), [50, 150]))
        #expect(close(try run.position("petal", 1), [55.625, 163.125]))
        #expect(close(try run.position("petal", 2), [80, 220]))
        #expect(close(try run.position("petal", 4), [45, 300]))
        for (i, t) in times.enumerated() { #expect(close(try run.position("petal", i), Self.fall(t)), "t = \(t)") }
        #expect(close(try run.position("petal", 7), [55, 400]))
        #expect(abs(abs(try run.angle("petal", 7)) - .pi) < 1e-5)
    }

    @Test func aClickRetargetsTheFallFromWhereThePetalIsSeen() throws {
        // At 0.5 s the falling petal is seen at (55.625,163.125); a click at (80,190) sends it
        // there at seed 002's 50 pt/s (L449–534, distance/50): 36.2826 points, 0.725652 s.
        let d = ((80 - 55.625) * (80 - 55.625) + (190 - 163.125) * (190 - 163.125)).squareRoot() / 50
        let run = try DemoRun("petal", Self.click(0.5, 80, 190), layers: ["petal"],
                              at: [0.4, 0.5, 0.5 + d / 2, 0.5 + d, 1.5, 3, 10])

        #expect(close(try run.position("petal", 0), Self.fall(0.4)))
        #expect(close(try run.position("petal", 1), [55.625, 163.125]))
        #expect(close(try run.position("petal", 2), [(55.625 + 80) / 2, (163.125 + 190) / 2]))
        // Arrived: no snap back and no return to the fall (seed 000 L192–208).
        for i in 3..<7 { #expect(close(try run.position("petal", i), [80, 190])) }
    }

    @Test func aClickInFlightRetargetsFromWhereThePetalIsSeen() throws {
        // 500 points to the right at 50 pt/s (seed 002): at 2 s the petal is seen at (150,150).
        // The click at 2 s sends it 300 points down from there: 6 s more.
        let run = try DemoRun("petal", Self.click(0, 550, 150) + Self.click(2, 150, 450), layers: ["petal"],
                              at: [1.999, 2, 2.001, 5, 8, 12])

        let before = try run.position("petal", 0), at = try run.position("petal", 1), after = try run.position("petal", 2)
        // Issue 6: continuous at the click within half a point.
        #expect(DemoFixture.distance(before, at) < 0.5)
        #expect(DemoFixture.distance(at, after) < 0.5)
        #expect(close(at, [150, 150], 1e-6))
        #expect(close(try run.position("petal", 3), [150, 300], 1e-6))
        #expect(close(try run.position("petal", 4), [150, 450], 1e-6))
        #expect(close(try run.position("petal", 5), [150, 450], 1e-6))
    }

    @Test func aRetargetNeverJumpsBack() throws {
        // Sampled every 10 ms across two retargets, the petal never moves more than its
        // 50 pt/s allows (0.5 point per sample): no jump to the model, no snap back.
        let times = DemoFixture.times(from: 0, to: 6, step: 0.01)
        let run = try DemoRun("petal", Self.click(0, 450, 150) + Self.click(1.5, 125, 400) + Self.click(3, 400, 400),
                              layers: ["petal"], at: times)

        var worst = 0.0
        for i in 1..<times.count {
            worst = max(worst, DemoFixture.distance(try run.position("petal", i - 1), try run.position("petal", i)))
        }
        #expect(worst <= 0.5 + 1e-6)
    }

    @Test func theSwingPausesOnArrivalAndResumesFromTheSameAngle() throws {
        // Swing (seed 002 L536–574, digest E30): to 3π/2 in 6 s, linear, so angle(t) = π/4·t.
        // Arrival at 1 s pauses it at π/4 (seed 000 L408–414); a click at 5 s resumes it from
        // there (L418–424) for a 100-point flight of 2 s.
        let run = try DemoRun("petal", Self.click(0, 80, 190) + Self.click(5, 80, 290), layers: ["petal"],
                              at: [0.5, 1, 2, 4.999, 5, 5.001, 6, 7, 9])

        #expect(abs(try run.angle("petal", 0) - .pi / 8) < 1e-6)
        for i in 1...4 { #expect(abs(try run.angle("petal", i) - .pi / 4) < 1e-6) }
        // Resumed without a jump: 1 ms later the angle has moved by π/4 rad/s × 1 ms.
        #expect(abs(try run.angle("petal", 5) - (.pi / 4 + .pi / 4 * 0.001)) < 1e-6)
        // Local time 2 s at 6 s, 3 s at the second arrival (7 s), where it pauses again.
        #expect(abs(try run.angle("petal", 6) - .pi / 2) < 1e-6)
        #expect(abs(try run.angle("petal", 7) - 3 * .pi / 4) < 1e-6)
        #expect(abs(try run.angle("petal", 8) - 3 * .pi / 4) < 1e-6)
        #expect(close(try run.position("petal", 8), [80, 290]))
    }

    @Test func swingsHalfWayAtThreeSeconds() throws {
        // Digest E30: t = 3 s → 3π/4 (2.356194), the petal's anchorPoint (0.5,0.6) (seed 000 L235).
        let run = try DemoRun("petal", [], layers: ["petal"], at: [3])

        #expect(abs(try run.angle("petal", 0) - 3 * .pi / 4) < 1e-5)
        #expect(close(try run.numbers("petal", "anchorPoint", 0), [0.5, 0.6]))
        #expect(close(try run.numbers("petal", "bounds", 0), [0, 0, 10, 20]))
    }

    @Test func ignoresClicksThatNeedNoFlightOrAnInfiniteOne() throws {
        // A click on the petal at 0 s and one at (1e308,1e308) leave the opening fall alone.
        let run = try DemoRun("petal", Self.click(0, 50, 150) + ["--click", "0.5:1e308,1e308"], layers: ["petal"], at: [1, 2])

        #expect(close(try run.position("petal", 0), Self.fall(1)))
        #expect(close(try run.position("petal", 1), Self.fall(2)))
        // The swing runs on (it only pauses on an arrival): π/4·2 at 2 s.
        #expect(abs(try run.angle("petal", 1) - .pi / 2) < 1e-6)
    }
}
