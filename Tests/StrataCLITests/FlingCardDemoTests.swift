import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The drag-and-fling card, driven by `--drag` through `eval` (the scene's EventRouter, as live
/// input): it follows the drag, and on release springs to the slot the flick points at with the
/// release velocity as the springs' initialVelocity — no jump, no kink (C¹). Apple,
/// CASpringAnimation.initialVelocity: "a value of 1.0 corresponds to the total animation
/// distance traversed in one second".
@Suite struct FlingCardDemoTests {
    /// A drag from slot 1 (150,300) to (450,310) over 0.25 s: 1200 points per second in x.
    static let drag = ["--drag", "0.5:150,300:450,310:0.25"]

    @Test func theCardFollowsTheDragThenSpringsToTheSlotTheFlickPointsAt() throws {
        let frame = 1.0 / 60
        let run = try DemoRun("fling-card", Self.drag, layers: ["card"], at: [0.625, 0.75, 0.75 + frame, 0.75 + 2 * frame, 4])

        let midway = try run.position("card", 0)
        let released = try run.position("card", 1)
        let next = try run.position("card", 2)
        let after = try run.position("card", 3)
        let rest = try run.position("card", 4)
        // At 0.625 s the last 60 Hz sample is the 7th of 15: x = 150 + 300 · 7/15 = 290.
        #expect(abs(midway[0] - 290) < 0.5, "half-way through the drag: \(midway)")
        #expect(abs(released[0] - 450) < 0.5 && abs(released[1] - 310) < 0.5, "at the release: \(released)")
        // The flick projects to x ≈ 450 + 1200 · 0.499 ≈ 1049: the nearest slot is the third.
        #expect(abs(rest[0] - 650) < 0.5 && abs(rest[1] - 300) < 0.5, "at rest: \(rest)")
        // C¹: the spring leaves at the release speed, 1200 points per second (20 per frame),
        // and the speed changes smoothly (no kink) from there.
        let v1 = (next[0] - released[0]) / frame, v2 = (after[0] - next[0]) / frame
        #expect(abs(v1 - 1200) < 60, "first frame after the release: \(v1) points/s")
        #expect(abs(v2 - v1) < 120, "second frame: \(v2) points/s")
    }

    @Test func aPressMidFlightCatchesTheCardWhereItIsDrawn() throws {
        let flying = try DemoRun("fling-card", Self.drag, layers: ["card"], at: [0.9])
        let shown = try flying.position("card", 0)

        // A click on the card at 0.9 s, where it is drawn then (not where its model already is).
        let click = ["--click", "0.9:\(shown[0]),\(shown[1])"]
        let caught = try DemoRun("fling-card", Self.drag + click, layers: ["card"], at: [0.9])

        let held = try caught.position("card", 0)
        #expect(abs(held[0] - shown[0]) < 0.5 && abs(held[1] - shown[1]) < 0.5, "caught at \(held), drawn at \(shown)")
    }
}
