import Foundation
import StrataGraphics

/// Where a recording's frames go, chosen by the output URL: `.mp4`/`.webm` a video, `.gif` an
/// animated GIF, anything else a folder of `frame-0000.png`, `frame-0001.png`, ….
protocol FrameSink: AnyObject {
    func append(_ image: CGImage) throws
    func finish() throws
}

extension VideoEncoder: FrameSink {}

/// An animated GIF: frames quantised as they come, the file written at the end.
final class GIFSink: FrameSink {
    private let encoder: AnimatedGIFEncoder
    private let url: URL
    private let delay: Double

    init(url: URL, width: Int, height: Int, framesPerSecond: Double) throws {
        encoder = try AnimatedGIFEncoder(width: width, height: height)
        self.url = url
        delay = 1 / framesPerSecond
    }

    func append(_ image: CGImage) throws { try encoder.addFrame(image, delay: delay) }

    func finish() throws { try PNGFolderSink.write(try encoder.encode(), to: url) }
}

/// A folder of numbered PNG files, compressed and written on a queue of their own while the
/// next frame renders.
final class PNGFolderSink: FrameSink, @unchecked Sendable {
    private let folder: URL
    private var index = 0
    private let queue = WorkerPool(name: "strata.frames", threads: 1)
    private let slots = DispatchSemaphore(value: 3)
    private let lock = NSLock()
    private var failure: Error?

    init(folder: URL) throws {
        if folder.pathExtension.lowercased() == "png" {
            throw VideoError("a recording writes a folder of PNG frames, a .gif, .mp4 or .webm file, not one PNG: \(folder.path)")
        }
        self.folder = folder
    }

    func append(_ image: CGImage) throws {
        if let error = currentFailure() { throw error }
        let url = folder.appendingPathComponent(String(format: "frame-%04ld.png", index))
        index += 1
        slots.wait()
        queue.submit { [self] in
            defer { slots.signal() }
            do { try Self.write(try image.pngData(), to: url) } catch { record(error) }
        }
    }

    deinit { queue.close() }

    func finish() throws {
        queue.drain()
        if let error = currentFailure() { throw error }
    }

    static func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw VideoError("cannot write \(url.path): \(error.localizedDescription)")
        }
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
