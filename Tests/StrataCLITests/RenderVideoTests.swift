import Foundation
import Testing
@testable import StrataCLI
import Strata
import StrataVideo

/// `strata render … --out FILE.mp4|FILE.webm` (SCENE.md, "CLI"): the binary writes the video;
/// the tests decode it with libavformat/libavcodec and check frames, size, timing and colour.
@Suite struct RenderVideoTests {
    /// RenderCommandTests' moving box at a quarter of the size: a red 15×10 box whose centre
    /// moves linearly from x 12.5 to 37.5 over 2 s, on a #202020 64×48 scene.
    static let smallBox = #"""
    {"format": "strata-scene/1", "size": [64, 48], "background": "#202020",
     "layers": [{"name": "box", "bounds": [0, 0, 16, 12], "position": [12, 24], "backgroundColor": "#ff0000",
                 "animations": [{"type": "basic", "keyPath": "position.x", "from": 12, "to": 52, "duration": 1,
                                 "timingFunction": "linear"}]}]}
    """#

    func near(_ c: RGBA?, _ r: Double, _ g: Double, _ b: Double) -> Bool {
        guard let c else { return false }
        return abs(c.red - r) < 10.0 / 255 && abs(c.green - g) < 10.0 / 255 && abs(c.blue - b) < 10.0 / 255
    }

    @Test(arguments: ["mp4", "webm"])
    func framesBecomeAVideo(_ ext: String) throws {
        let scene = try CLIFixture.writeTemporary(Self.smallBox)
        let out = scene.deletingLastPathComponent().appendingPathComponent("out/box.\(ext)").path

        let result = try CLIProcessTests.run(["render", scene.path, "--frames", "0:0.9:10", "--out", out])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == out + "\n")
        // stderr is a pipe here, not a terminal: no progress line, no encoder chatter.
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let video = try VideoFileReader(path: out)
        #expect(video.frames.count == 10)               // 0, 0.1, …, 0.9 s
        #expect(video.width == 64 && video.height == 48)
        #expect(abs(video.framesPerSecond - 10) < 1e-9)
        #expect(abs(video.duration - 1) < 0.002)
        // Frame 5 is t = 0.5 s: the box centre at x 32, spanning 24…40, y 18…30.
        let frame = video.frames[5]
        #expect(near(frame.color(atX: 32, y: 24), 1, 0, 0), "\(String(describing: frame.color(atX: 32, y: 24)))")
        #expect(near(frame.color(atX: 10, y: 24), 0x20 / 255.0, 0x20 / 255.0, 0x20 / 255.0))
        // Frame 0: the box spans 4…20, so x 10 is red there.
        #expect(near(video.frames[0].color(atX: 10, y: 24), 1, 0, 0))
    }

    @Test func qualityAndBitrateReachTheEncoder() throws {
        let scene = try CLIFixture.writeTemporary(Self.smallBox)
        let folder = scene.deletingLastPathComponent()

        let good = try CLIProcessTests.run(["render", scene.path, "--frames", "0:0.5:10", "--quality", "5", "--out", folder.appendingPathComponent("q5.mp4").path])
        let poor = try CLIProcessTests.run(["render", scene.path, "--frames", "0:0.5:10", "--quality", "45", "--out", folder.appendingPathComponent("q45.mp4").path])
        let rate = try CLIProcessTests.run(["render", scene.path, "--frames", "0:0.5:10", "--bitrate", "300k", "--out", folder.appendingPathComponent("r.webm").path])

        #expect(good.status == 0 && poor.status == 0 && rate.status == 0, "\(good.stderr)\(poor.stderr)\(rate.stderr)")
        let goodSize = try Data(contentsOf: folder.appendingPathComponent("q5.mp4")).count
        let poorSize = try Data(contentsOf: folder.appendingPathComponent("q45.mp4")).count
        #expect(goodSize > poorSize, "CRF 5: \(goodSize) bytes, CRF 45: \(poorSize) bytes")
        #expect(try VideoFileReader(path: folder.appendingPathComponent("r.webm").path).frames.count == 6)
    }

    /// Bad video options and unwritable paths: one line on stderr, a non-zero status, no crash.
    @Test(arguments: [
        (["--frames", "0:1:10", "--quality", "70"], "mp4", "quality"),
        (["--frames", "0:1:10", "--bitrate", "fast"], "webm", "--bitrate"),
        (["--frames", "0:1:10", "--quality", "20", "--bitrate", "1M"], "mp4", "not both"),
        (["--frames", "0:1:10", "--quality", "20"], "gif", "video output only"),
        (["--at", "1"], "mp4", "--frames"),
    ])
    func badVideoOptionsAreOneLine(_ options: [String], _ ext: String, _ phrase: String) throws {
        let scene = try CLIFixture.writeTemporary(Self.smallBox)
        let out = scene.deletingLastPathComponent().appendingPathComponent("bad.\(ext)").path

        let result = try CLIProcessTests.run(["render", scene.path] + options + ["--out", out])

        #expect(result.status != 0)
        #expect(result.stderr.contains(phrase), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnwritablePathIsOneLine() throws {
        let scene = try CLIFixture.writeTemporary(Self.smallBox)

        let result = try CLIProcessTests.run(["render", scene.path, "--frames", "0:1:10", "--out", "/proc/strata-no/box.mp4"])

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("strata: error: cannot write /proc/strata-no/box.mp4"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

/// The progress line of long renders: its wording, its pacing, and silence off a terminal.
@Suite struct RenderProgressTests {
    @Test func theLineSaysFramesRateAndTimeLeft() {
        #expect(RenderProgress.line(done: 120, total: 300, elapsed: 3) == "frame 120/300 · 40.0 fps · 5 s left")
        #expect(RenderProgress.line(done: 10, total: 10000, elapsed: 2) == "frame 10/10000 · 5.0 fps · 33 min 18 s left")
        #expect(RenderProgress.line(done: 1, total: 216000, elapsed: 1) == "frame 1/216000 · 1.0 fps · 59 h 59 min left")
        #expect(RenderProgress.line(done: 0, total: 5, elapsed: 0) == "frame 0/5")
    }

    @Test func nothingWhenStandardErrorIsNotATerminal() {
        #expect(RenderProgress.forStandardError(total: 100, isTerminal: false) == nil)
        #expect(RenderProgress.forStandardError(total: 100, isTerminal: true) != nil)
    }

    /// Drawn once half a second has passed, at most ten times a second, erased at the end.
    @Test func drawsAfterHalfASecondAndErasesAtTheEnd() {
        var now = 0.0
        var written: [String] = []
        let progress = RenderProgress(total: 4, clock: { now }, write: { written.append($0) })

        now = 0.2; progress.frameDone()      // too early: nothing
        now = 0.6; progress.frameDone()
        now = 0.65; progress.frameDone()     // within 0.1 s of the last: nothing
        now = 0.7; progress.frameDone()      // the last frame always shows
        progress.end()

        #expect(written == ["\rframe 2/4 · 3.3 fps · 1 s left\u{1B}[K", "\rframe 4/4 · 5.7 fps · 0 s left\u{1B}[K", "\r\u{1B}[K"])
    }
}
