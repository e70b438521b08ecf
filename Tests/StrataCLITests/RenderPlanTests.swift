import ArgumentParser
import Foundation
import Testing
@testable import StrataCLI

/// How `strata render` names its outputs (SCENE.md, "CLI": `--at … --out FILE.png`, several
/// `--at` give `FILE-%d`; `--frames START:END:FPS --out DIR|FILE.gif`).
@Suite struct RenderPlanTests {
    @Test func oneTimeIsOneFile() throws {
        let plan = try RenderPlan.make(times: [1.5], frames: nil, out: "/tmp/a.png")
        #expect(plan == RenderPlan(times: [1.5], output: .pngs(["/tmp/a.png"])))
    }

    @Test func severalTimesAreNumberedInTheOrderGiven() throws {
        let plan = try RenderPlan.make(times: [2, 0.5, 1], frames: nil, out: "out/shot.png")
        #expect(plan.times == [2, 0.5, 1])
        #expect(plan.output == .pngs(["out/shot-0.png", "out/shot-1.png", "out/shot-2.png"]))
    }

    @Test func aPatternNamesTheFiles() throws {
        let plan = try RenderPlan.make(times: [0, 1], frames: nil, out: "f%03d.png")
        #expect(plan.output == .pngs(["f000.png", "f001.png"]))
    }

    @Test func framesIncludeBothEndsAtTheRate() throws {
        let plan = try RenderPlan.make(times: [], frames: "0.5:1.5:4", out: "movie.gif")
        #expect(plan.times == [0.5, 0.75, 1, 1.25, 1.5])
        #expect(plan.output == .gif(path: "movie.gif", frameDelay: 0.25))
    }

    @Test func framesIntoAFolder() throws {
        let plan = try RenderPlan.make(times: [], frames: "0:0.1:30", out: "/tmp/frames")
        #expect(plan.times.count == 4)   // 0, 1/30, 2/30, 3/30 (= 0.1 within rounding)
        #expect(plan.output == .pngs((0..<4).map { "/tmp/frames/frame-000\($0).png" }))
    }

    @Test(arguments: [
        ([Double](), nil as String?, "a.png" as String?),   // nothing to render
        ([1], "0:1:30", "a.gif"),                          // both --at and --frames
        ([1], nil, nil),                                   // no --out
        ([1], nil, "a.jpg"),                               // --at writes PNG only
        ([-1], nil, "a.png"),                              // negative time
        ([], "1:0:30", "a.gif"),                           // END before START
        ([], "0:1:0", "a.gif"),                            // zero fps
        ([], "0:1e9:60", "a.gif"),                         // absurd frame count
        ([], "0:1", "dir"),                                // malformed range
    ])
    func badCombinationsAreUsageErrors(times: [Double], frames: String?, out: String?) {
        #expect(throws: ValidationError.self) { try RenderPlan.make(times: times, frames: frames, out: out) }
    }

    @Test func aVideoNeedsFramesNotAt() {
        #expect(throws: ValidationError.self) { try RenderPlan.make(times: [1], frames: nil, out: "a.mp4") }
        #expect(throws: ValidationError.self) { try RenderPlan.make(times: [1], frames: nil, out: "a.webm") }
    }

    /// Other video and image extensions are an error, not a folder named `clip.mov/`.
    @Test func unknownMediaExtensionsAreErrors() {
        #expect(throws: ValidationError.self) { try RenderPlan.make(times: [], frames: "0:1:10", out: "clip.mov") }
        #expect(throws: ValidationError.self) { try RenderPlan.make(times: [], frames: "0:1:10", out: "clip.MKV") }
    }

    /// `.mp4` and `.webm` (any case) are videos at the range's frame rate.
    @Test func videoExtensionsMakeVideos() throws {
        let mp4 = try RenderPlan.make(times: [], frames: "0:1:24", out: "out/clip.MP4")
        #expect(mp4.times.count == 25)
        #expect(mp4.output == .video(path: "out/clip.MP4", format: .mp4, framesPerSecond: 24))
        let webm = try RenderPlan.make(times: [], frames: "0:0.5:10", out: "clip.webm")
        #expect(webm.output == .video(path: "clip.webm", format: .webm, framesPerSecond: 10))
    }
}
