import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataDemos

/// The frame-by-frame fish (seed 000 L840–904; digest E10).
@Suite struct FishDemoTests {
    private func shown(_ player: ScenePlayer, _ demo: FishDemo) -> Int? {
        player.inspect {
            let contents = demo.fish.contents as AnyObject?
            return demo.frames.firstIndex { ($0 as AnyObject?) === contents }
        }
    }

    @Test func framesChangeSixTimesASecond() throws {
        // E10: after N ticks at 60 Hz (N ≥ 10) the fish shows fish[(N/10 − 1) mod 10]; at time t,
        // N = 60t, so frame (⌊6t⌋ − 1) mod 10. Sampled mid-frame.
        let (player, demo) = try DemoFixture.player(FishDemo.self)
        for (t, frame) in [(0.1, 0), (0.25, 0), (0.4, 1), (1.0 + 1 / 12, 5), (1.75, 9), (1.9, 0), (10.1, 9)] {
            player.advance(to: t)
            #expect(shown(player, demo) == frame, "t = \(t)")
            #expect(demo.frameIndex == frame, "t = \(t)")
        }
    }

    @Test func theTenFramesAreDistinctFishOfTheSeedsSize() throws {
        let frames = DemoAssets.fishFrames().compactMap { $0 }
        #expect(frames.count == 10)
        #expect(Set(frames.map { $0.pixelData.hashValue }).count == 10)
        #expect(frames.allSatisfy { $0.width == 87 && $0.height == 32 })
        let run = try DemoRun("fish", layers: ["fish"], at: [1])
        #expect(DemoFixture.close(try run.numbers("fish", "bounds", 0), [0, 0, 87, 32]))
    }

    @Test func aClickPausesAndResumesTheDisplayLink() throws {
        // Paused at 1 s (frame 5) for 2 s; resumed at 3 s, the fish has run 1.5 s at 3.5 s.
        let (player, demo) = try DemoFixture.player(FishDemo.self, ["--click", "1:400,300", "--click", "3:400,300"])

        player.advance(to: 2.9)
        #expect(demo.isPaused)
        #expect(shown(player, demo) == 5)
        player.advance(to: 3.5)
        #expect(!demo.isPaused)
        #expect(shown(player, demo) == 8)
    }

    @Test func evalNamesTheFrameShown() throws {
        let run = try DemoRun("fish", layers: ["fish"], at: [0.4, 1.75])

        #expect(try run.value("fish", "contents", 0) == .string("fish1"))
        #expect(try run.value("fish", "contents", 1) == .string("fish9"))
    }

    @Test func theViewersPauseStopsTheFishToo() throws {
        // The viewer pauses layer time (Space: the root's speed 0 at its current time, seed 000
        // L408–414): frames follow the fish layer's time, so the fish stops at frame 5 (1 s).
        let (player, demo) = try DemoFixture.player(FishDemo.self)
        player.advance(to: 1)
        player.inspect {
            let root = player.scene.rootLayer
            root.timeOffset = root.convertTime(CACurrentMediaTime(), from: nil)
            root.speed = 0
        }
        player.advance(to: 3)

        #expect(shown(player, demo) == 5)
    }
}
