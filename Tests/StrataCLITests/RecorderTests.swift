import Foundation
import Testing
@testable import StrataCLI
import Strata
import StrataVideo

/// `Recorder`: a layer tree built in code records on a virtual clock of its own, from the
/// moment the recorder is made, to the same frames `strata render` draws for the same scene.
@Suite struct RecorderTests {
    /// RenderVideoTests.smallBox built in code, the natural way: no clock bound, nothing
    /// committed (the layers and the animation wait in the thread's implicit transaction).
    static func smallBoxTree() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 48)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(red: 0x20 / 255.0, green: 0x20 / 255.0, blue: 0x20 / 255.0, alpha: 1)
        let box = CALayer()
        box.bounds = CGRect(x: 0, y: 0, width: 16, height: 12)
        box.position = CGPoint(x: 12, y: 24)
        box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 12
        slide.toValue = 52
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(slide, forKey: "slide")
        root.addSublayer(box)
        return root
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strata-recorder-\(UUID().uuidString)")
    }

    func isRed(_ c: RGBA?) -> Bool { (c?.red ?? 0) > 0.95 && (c?.green ?? 1) < 0.05 }

    /// The first question: a tree built and recorded "at 0.5 s" shows the animation
    /// 0.5 s in, not its first frame (OffscreenRenderer.renderFrame takes absolute media time).
    @Test func timeIsSecondsSinceTheRecorderWasMade() throws {
        let root = Self.smallBoxTree()
        let recorder = try Recorder(layer: root, size: CGSize(width: 64, height: 48))

        let half = try recorder.image(at: 0.5)

        // At 0.5 s the box centre is at x 32 (spanning 24…40); at 0 s it spanned 4…20.
        #expect(isRed(half.color(atX: 32, y: 24)))
        #expect(!isRed(half.color(atX: 10, y: 24)))
        #expect(recorder.clock.now == 0.5)
    }

    /// The same frames `strata render` writes for the same scene file and times.
    @Test func framesMatchStrataRender() throws {
        let scene = try CLIFixture.writeTemporary(RenderVideoTests.smallBox)
        let rendered = scene.deletingLastPathComponent().appendingPathComponent("cli")
        let cli = try CLIProcessTests.run(["render", scene.path, "--frames", "0:0.9:10", "--out", rendered.path])
        #expect(cli.status == 0, "\(cli.stderr)")
        let recorded = Self.folder()

        let count = try Recorder(layer: Self.smallBoxTree(), size: CGSize(width: 64, height: 48))
            .record(from: 0, to: 0.9, fps: 10, to: recorded)

        #expect(count == 10)
        for index in [0, 3, 5, 9] {
            let name = String(format: "frame-%04d.png", index)
            let ours = try CGImage.load(contentsOf: recorded.appendingPathComponent(name))
            let theirs = try CGImage.load(contentsOf: rendered.appendingPathComponent(name))
            #expect(ours.width == theirs.width && ours.height == theirs.height)
            let same = ours.pixelData == theirs.pixelData
            #expect(same, "frame \(index) differs")
        }
    }

    /// MP4 through the Recorder: decoded, 10 frames of 64×48 lasting 1 s, frame 5 at 0.5 s.
    @Test func recordsAVideo() throws {
        let url = Self.folder().appendingPathComponent("box.mp4")

        try Recorder(layer: Self.smallBoxTree(), size: CGSize(width: 64, height: 48))
            .record(from: 0, to: 0.9, fps: 10, to: url, quality: 10)

        let video = try VideoFileReader(path: url.path)
        #expect(video.frames.count == 10 && video.width == 64 && video.height == 48)
        #expect(abs(video.duration - 1) < 0.002)
        let probe = try #require(video.frames[5].color(atX: 32, y: 24))
        #expect(probe.red > 0.9 && probe.green < 0.1 && probe.blue < 0.1, "\(probe)")
    }

    /// A virtual clock: two runs write byte-identical GIFs, however long rendering takes.
    @Test func everyRunWritesTheSameFrames() throws {
        let first = Self.folder().appendingPathComponent("a.gif")
        let second = Self.folder().appendingPathComponent("b.gif")

        try Recorder(layer: Self.smallBoxTree(), size: CGSize(width: 64, height: 48)).record(from: 0, to: 1, fps: 20, to: first)
        try Recorder(layer: Self.smallBoxTree(), size: CGSize(width: 64, height: 48)).record(from: 0, to: 1, fps: 20, to: second)

        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test func badRequestsThrowOneSentence() throws {
        let recorder = try Recorder(layer: Self.smallBoxTree(), size: CGSize(width: 64, height: 48))
        _ = try recorder.image(at: 1)

        #expect(throws: VideoError.self) { try recorder.image(at: 0.5) }           // time runs forward
        #expect(throws: VideoError.self) { try recorder.record(from: 2, to: 1, fps: 10, to: Self.folder()) }
        #expect(throws: VideoError.self) { try recorder.record(from: 1, to: 2, fps: 10, to: Self.folder().appendingPathComponent("one.png")) }
        #expect(throws: VideoError.self) { try Recorder(layer: CALayer(), size: .zero) }
        // A span whose frame count overflows Int (it trapped converting +∞): over the limit.
        #expect(throws: VideoError.self) { try recorder.record(from: 1, to: 1e308, fps: 1000, to: Self.folder()) }
    }
}
