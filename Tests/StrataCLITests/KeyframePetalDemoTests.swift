import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The keyframe petal (seed 000 L478–527 and L600–602; digest E06, keyTimes variant).
@Suite struct KeyframePetalDemoTests {
    @Test func fallsThroughTheKeyframesAtTheKeyTimes() throws {
        // The fall starts 2 s after the load (L520); keyTimes 0, 0.5, 0.75, 1 of 8 s (L600).
        // E06: t = 2 → (65,185); 4 → (80,220); 5 → (62.5,260); 6 → (45,300); 7 → (50,350).
        let run = try DemoRun("keyframe-petal", layers: ["petal"], at: [1, 4, 6, 7, 8, 9, 11, 20])
        let expected: [[Double]] = [[50, 150], [65, 185], [80, 220], [62.5, 260], [45, 300], [50, 350], [55, 400], [55, 400]]

        for (i, point) in expected.enumerated() {
            #expect(DemoFixture.close(try run.position("petal", i), point, 1e-6), "t = \(run.times[i])")
        }
    }

    @Test func pacedModeIgnoresTheKeyTimes() throws {
        // Two M presses: linear → discrete → paced, and the fall replays at once. E06 paced:
        // t = 2 → (75.9965,210.6585); 4 → (57.6218,271.1501); 6 → (48.4333,334.3331).
        let run = try DemoRun("keyframe-petal", ["--key", "1:m", "--key", "1:m"], layers: ["petal"], at: [3, 5, 7])

        #expect(DemoFixture.close(try run.position("petal", 0), [75.9965, 210.6585], 1e-3))
        #expect(DemoFixture.close(try run.position("petal", 1), [57.6218, 271.1501], 1e-3))
        #expect(DemoFixture.close(try run.position("petal", 2), [48.4333, 334.3331], 1e-3))
    }

    @Test func discreteModeJumpsFromKeyframeToKeyframe() throws {
        // L602: discrete shows each keyframe until its key time, with no in-between.
        let run = try DemoRun("keyframe-petal", ["--key", "1:m"], layers: ["petal"], at: [4.9, 5.1, 6.9, 7.1])

        #expect(DemoFixture.close(try run.position("petal", 0), [50, 150]))
        #expect(DemoFixture.close(try run.position("petal", 1), [80, 220]))
        #expect(DemoFixture.close(try run.position("petal", 2), [80, 220]))
        #expect(DemoFixture.close(try run.position("petal", 3), [45, 300]))
    }

    @Test func aClickReplaysTheFall() throws {
        let run = try DemoRun("keyframe-petal", ["--click", "12:400,300"], layers: ["petal"], at: [11.9, 12, 14])

        #expect(DemoFixture.close(try run.position("petal", 0), [55, 400]))
        #expect(DemoFixture.close(try run.position("petal", 1), [50, 150]))
        #expect(DemoFixture.close(try run.position("petal", 2), [65, 185]))
    }
}
