import Foundation
import StrataGraphics

/// Writes RGBA frames (`CGImage`s, sRGB) to an H.264 `.mp4` or VP9 `.webm` file through FFmpeg's
/// libraries, at a constant frame rate: frame `n` is shown from `n / framesPerSecond` s for one
/// frame's duration, so a video of `n` frames lasts `n / framesPerSecond` s.
///
/// Frames are converted and encoded on a queue of the encoder's own while the caller renders
/// the next one; `append(_:)` waits only when a few frames are already waiting. Transparent
/// pixels become black (videos have no alpha). A frame of odd width or height is padded to the
/// next even size by repeating its last column or row (4:2:0 video needs even sizes), so a
/// 101×75 image makes a 102×76 video.
public final class VideoEncoder: @unchecked Sendable {
    /// The size of the frames `append(_:)` takes, in pixels.
    public let width: Int
    /// The height of the frames `append(_:)` takes, in pixels.
    public let height: Int
    /// The size of the video: `width` and `height` rounded up to even numbers.
    public var encodedWidth: Int { writer.width }
    /// The video's height: `height` rounded up to an even number.
    public var encodedHeight: Int { writer.height }
    /// The settings the file is written with.
    public let settings: VideoSettings
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let writer: VideoFileWriter
    /// One thread of Strata's own (a refused thread means encoding inline, not a stuck queue).
    private let queue = WorkerPool(name: "strata.video", threads: 1)
    /// Frames waiting or being encoded: the renderer runs at most this far ahead.
    private let slots = DispatchSemaphore(value: 3)
    private let lock = NSLock()
    private var failure: Error?
    private var isFinished = false

    /// Starts the file at `url` (its folder is created if missing; an existing file is
    /// replaced) for `width`×`height` frames. Throws a `VideoError` in one sentence when the
    /// settings are invalid, the encoder is missing from this FFmpeg, or the file cannot be written.
    public init(url: URL, width: Int, height: Int, settings: VideoSettings) throws {
        let path = url.path
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw VideoError("cannot write \(path): \(error.localizedDescription)")
        }
        writer = try VideoFileWriter(path: path, width: width, height: height, settings: settings)
        self.width = width
        self.height = height
        self.settings = settings
    }

    deinit {
        // An encoder dropped unfinished waits for its queue (the writer closes the file).
        queue.drain()
        queue.close()
    }

    /// Queues `image` as the next frame. Throws if it is not `width`×`height`, after `finish()`,
    /// or when an earlier frame failed to encode (the first such error).
    public func append(_ image: CGImage) throws {
        guard image.width == width, image.height == height else {
            throw VideoError("a frame of \(image.width)x\(image.height) pixels for a \(width)x\(height) video")
        }
        if let error = currentFailure() { throw error }
        guard !isFinished else { throw VideoError("\(writer.path) is already finished") }
        slots.wait()
        let writer = writer
        queue.submit { [self] in
            defer { slots.signal() }
            guard currentFailure() == nil else { return }
            do { try writer.encode(image) } catch { record(error) }
        }
        frameCount += 1
    }

    /// Encodes the frames still queued, then writes the end of the file and closes it. Throws
    /// the first encoding or writing error. Calling it again does nothing.
    public func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        let writer = writer
        queue.drain()
        if let error = currentFailure() { throw error }
        try writer.finish()
    }

    private func currentFailure() -> Error? {
        lock.lock(); defer { lock.unlock() }
        return failure
    }

    private func record(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if failure == nil { failure = error }
    }
}
