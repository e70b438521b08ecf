import Foundation
import StrataCore
import StrataGL
import StrataGraphics

/// Records a layer tree's animation to PNG frames, an animated GIF, an MP4 (H.264) or a WebM
/// (VP9) file, headless, on a virtual clock of its own: no waiting, and every run writes the
/// same frames.
///
/// Times are **seconds since the recorder was made**. Making it commits the tree's pending
/// changes on the recorder's clock at its time 0, so animations added while building the tree
/// begin then, as they would at the first frame on screen:
///
/// ```swift
/// let root = CALayer()            // build the tree, add animations…
/// root.add(fade, forKey: "fade")
/// try Recorder(layer: root, size: CGSize(width: 320, height: 240))
///     .record(from: 0, to: 2, fps: 30, to: URL(fileURLWithPath: "fade.mp4"))
/// // the frame at 0.5 s shows the fade 0.5 s in.
/// ```
///
/// The tree's uncommitted work moves to the recorder's clock (`MediaClock.adoptUncommittedWork`),
/// so build it without committing: animations a `CATransaction.commit()` or `flush()` already
/// committed on another clock keep that clock's begin times. Code that runs later on the
/// recorder's clock (animation delegates, display links added with the clock bound, changes
/// made in `whileRecording`) sees `CACurrentMediaTime()` as the recorder's time.
public final class Recorder {
    /// The tree recorded.
    public let layer: CALayer
    /// The recorder's clock: its `now` is seconds since the recorder was made. Bind it
    /// (`clock.run`) to change the tree between frames on the recorder's time line.
    public let clock: MediaClock
    /// Pixels per point.
    public let scale: CGFloat
    /// What shows through where the tree draws nothing (default transparent; black in a video).
    public var background: RGBA
    private let renderer: OffscreenRenderer

    /// A recorder of `layer`'s tree in a `size`-point frame (its top-left corner at the root
    /// layer's origin) at `scale` pixels per point. Throws when headless OpenGL is unavailable or
    /// the size is empty or over 16384 pixels a side.
    public init(layer: CALayer, size: CGSize, scale: CGFloat = 1, background: RGBA = .clear) throws {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, scale > 0, width >= 1, height >= 1, width <= 16_384, height <= 16_384 else {
            throw VideoError("a recording must be 1…16384 pixels on each side, got \(size.width)x\(size.height) points at scale \(scale)")
        }
        self.layer = layer
        self.scale = scale
        self.background = background
        renderer = try OffscreenRenderer(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale)
        clock = .virtual(startingAt: 0)
        clock.adoptUncommittedWork(of: MediaClock.current, under: layer)
        clock.advance(to: 0)
    }

    /// The image width and height in pixels.
    public var pixelWidth: Int { renderer.pixelWidth }
    /// The height of the frames, in pixels (the size in points times `scale`).
    public var pixelHeight: Int { renderer.pixelHeight }

    /// The tree at `time` seconds since the recorder was made: the clock moves there (running
    /// a frame: commit, display links, animation callbacks) and the presentation tree renders.
    /// Time only moves forward: an earlier time than the last throws.
    public func image(at time: CFTimeInterval) throws -> CGImage {
        guard time.isFinite, time >= 0 else { throw VideoError("a recording time is seconds ≥ 0, got \(time)") }
        guard time >= clock.now else {
            throw VideoError("the recorder is at \(clock.now) s and cannot go back to \(time) s (make a new one)")
        }
        clock.advance(to: time)
        return try clock.run { try renderer.renderFrame(layer, at: clock.now, background: background) }
    }

    /// Records frames at `start`, `start + 1/fps`, … up to and including `end` (seconds since
    /// the recorder was made) to `url`: a `.mp4` (H.264) or `.webm` (VP9) video at `fps`
    /// frames per second (CRF `quality`, or `bitRate` bits per second), a `.gif`, or else a
    /// folder of `frame-0000.png`, … Returns the number of frames written. Throws a
    /// `VideoError` in one sentence for bad arguments or a file that cannot be written.
    @discardableResult
    public func record(from start: CFTimeInterval, to end: CFTimeInterval, fps: Double, to url: URL,
                       quality: Int? = nil, bitRate: Int? = nil) throws -> Int {
        guard start.isFinite, end.isFinite, start >= 0, end >= start, fps.isFinite, fps > 0, fps <= 1000 else {
            throw VideoError("record(from:to:fps:) expects 0 ≤ start ≤ end and 0 < fps ≤ 1000, got \(start), \(end), \(fps)")
        }
        let count = Int(saturating: ((end - start) * fps + 1e-9).rounded(.down), in: 0...Int.max - 1) + 1
        guard count <= 216_000 else { throw VideoError("\(count) frames is more than a recording's limit of 216000") }
        let sink: FrameSink
        if let format = VideoFormat(path: url.path) {
            sink = try VideoEncoder(url: url, width: pixelWidth, height: pixelHeight,
                                    settings: VideoSettings(format: format, framesPerSecond: fps, quality: quality, bitRate: bitRate))
        } else if url.pathExtension.lowercased() == "gif" {
            sink = try GIFSink(url: url, width: pixelWidth, height: pixelHeight, framesPerSecond: fps)
        } else {
            sink = try PNGFolderSink(folder: url)
        }
        for index in 0..<count {
            try sink.append(try image(at: start + Double(index) / fps))
        }
        try sink.finish()
        return count
    }
}
