import Foundation
import Strata

/// Plays a scene forward and renders it at the requested times, writing PNGs or a GIF.
struct SceneFrames {
    let player: ScenePlayer
    let renderer: OffscreenRenderer

    /// The frame at scene time `time` (events up to `time` applied, animations evaluated then).
    /// The clock only moves forward, so callers visit times in increasing order.
    func frame(at time: Double) throws -> CGImage {
        player.advance(to: time)
        return try player.inspect {
            try renderer.renderFrame(player.scene.rootLayer, at: player.clock.now)
        }
    }

    /// Renders each time (visited in increasing order, as `eval` does) to its path, creating
    /// folders as needed, and prints each path written, in that order.
    ///
    /// PNG compression costs several times the rendering, so frames are encoded and written
    /// on other threads (a few at a time) while the next ones render; the paths are printed as
    /// the writes complete, in order. The first failure stops the run once the writes in
    /// flight have finished (their paths printed).
    func writePNGs(at times: [Double], to paths: [String]) throws {
        let order = times.indices.sorted { times[$0] < times[$1] }
        let writes = PNGWrites(maximumInFlight: max(2, ProcessInfo.processInfo.activeProcessorCount + 1))
        var last: (time: Double, image: CGImage)?
        let progress = RenderProgress.forStandardError(total: times.count)
        defer { progress?.end() }
        // A path printed on a terminal would land after the progress line: erase it first
        // (the next frame draws it again).
        writes.beforePrint = { progress?.end() }
        do {
            for index in order {
                let image: CGImage
                if let last, last.time == times[index] { image = last.image } else { image = try frame(at: times[index]) }
                last = (times[index], image)
                try writes.add(image, to: paths[index])
                progress?.frameDone()
            }
            try writes.finish()
        } catch {
            writes.finishAfterFailure()
            throw error
        }
    }

    /// Renders the times (already increasing) into one animated GIF.
    func writeGIF(at times: [Double], frameDelay: Double, to path: String, width: Int, height: Int) throws {
        let encoder = try AnimatedGIFEncoder(width: width, height: height)
        let progress = RenderProgress.forStandardError(total: times.count)
        for time in times {
            try encoder.addFrame(try frame(at: time), delay: frameDelay)
            progress?.frameDone()
        }
        progress?.end()
        try Self.write(try encoder.encode(), to: path)
        print(path)
    }

    /// Renders the times (already increasing) into one video; the encoder converts and
    /// encodes each frame on its own thread while the next one renders.
    func writeVideo(at times: [Double], settings: VideoSettings, to path: String, width: Int, height: Int) throws {
        let encoder = try VideoEncoder(url: URL(fileURLWithPath: path), width: width, height: height, settings: settings)
        let progress = RenderProgress.forStandardError(total: times.count)
        defer { progress?.end() }
        for time in times {
            try encoder.append(try frame(at: time))
            progress?.frameDone()
        }
        try encoder.finish()
        progress?.end()
        print(path)
    }

    fileprivate static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw CLIError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// PNG files being encoded and written on other threads, oldest first.
private final class PNGWrites {
    /// One file: its result once written.
    private final class Write: @unchecked Sendable {
        let path: String
        var result: Result<Void, Error>?
        let done = DispatchSemaphore(value: 0)
        init(path: String) { self.path = path }
    }

    private var pending: [Write] = []
    private let maximumInFlight: Int
    /// The encoding threads: Strata's own, so that a thread the system refuses (a tight
    /// `ulimit`) means encoding on this thread, not a wait for a write that never starts.
    private let writers: WorkerPool
    /// Runs before each path is printed.
    var beforePrint: () -> Void = {}

    init(maximumInFlight: Int) {
        self.maximumInFlight = maximumInFlight
        writers = WorkerPool(name: "strata.png", threads: maximumInFlight - 1, stackSize: 1 << 20)
    }

    deinit { writers.close() }

    /// Starts encoding `image` into `path`; first waits for the oldest write if enough are in flight.
    func add(_ image: CGImage, to path: String) throws {
        let write = Write(path: path)
        pending.append(write)
        writers.submit {
            write.result = Result { try SceneFrames.write(try image.pngData(), to: path) }
            write.done.signal()
        }
        if pending.count >= maximumInFlight { try completeOldest() }
    }

    /// Waits for every write, printing each path in order.
    func finish() throws {
        while !pending.isEmpty { try completeOldest() }
    }

    /// After a failure (which the caller reports): waits for the writes in flight and prints
    /// the paths of those that succeeded, as a run without threads would have.
    func finishAfterFailure() {
        for write in pending {
            write.done.wait()
            if case .success = write.result { beforePrint(); print(write.path) }
        }
        pending.removeAll()
    }

    private func completeOldest() throws {
        let write = pending.removeFirst()
        write.done.wait()
        try write.result?.get()
        beforePrint()
        print(write.path)
    }
}
