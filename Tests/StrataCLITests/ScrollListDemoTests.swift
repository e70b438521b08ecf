import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The scroll view demo through `eval` with `--scroll` and `--drag`: the wheel scrolls by its
/// delta, a flick coasts under UIScrollView's normal deceleration (0.998 per ms:
/// UIScrollView.DecelerationRate.normal), and a drag past the top stretches with resistance and
/// springs back. The list's `position.y` is minus the scroll offset.
@Suite struct ScrollListDemoTests {
    @Test func theWheelScrollsByItsDelta() throws {
        let run = try DemoRun("scroll-list", ["--scroll", "0.5:400,300:0,-120", "--scroll", "0.7:400,300:0,40"],
                              layers: ["list"], at: [0.6, 1])

        #expect(try run.position("list", 0) == [0, -120])
        #expect(try run.position("list", 1) == [0, -80])
    }

    @Test func aFlickCoastsAndComesToRest() throws {
        // Up 300 points in 0.2 s: released at 1500 points per second, it coasts about
        // 1500 · 0.499 ≈ 750 points more (fewer: the last samples are what the fit sees).
        let run = try DemoRun("scroll-list", ["--drag", "1:400,500:400,200:0.2"], layers: ["list"], at: [1.2, 1.5, 8, 9])

        let released = try run.position("list", 0)[1], coasting = try run.position("list", 1)[1]
        let rest = try run.position("list", 2)[1]
        // The display link places the list for the frame's target time, 1/60 s on: about 25
        // points past the finger's last position.
        #expect(released < -310 && released > -330, "at the release: \(released)")
        #expect(coasting < released - 100, "still moving 0.3 s later: \(coasting)")
        #expect(rest < -900 && rest > -1100, "at rest: \(rest)")
        #expect(try run.position("list", 3)[1] == rest)
    }

    @Test func pullingPastTheTopRubberBandsAndBouncesBack() throws {
        let run = try DemoRun("scroll-list", ["--drag", "1:400,200:400,500:0.3"], layers: ["list"], at: [1.29, 4])

        // At 1.29 s the finger is 17/18 of the way: 283.3 points past the top, shown as
        // (1 − 1/(283.3·0.55/520 + 1))·520 ≈ 119.9 (iOS's rubber band over the viewport).
        let stretched = try run.position("list", 0)[1]
        #expect(abs(stretched - 119.9) < 0.5, "stretched: \(stretched)")
        #expect(try run.position("list", 1) == [0, 0])
    }
}
