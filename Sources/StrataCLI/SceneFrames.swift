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
    /// folders as needed, and prints each path written.
    func writePNGs(at times: [Double], to paths: [String]) throws {
        let order = times.indices.sorted { times[$0] < times[$1] }
        var last: (time: Double, image: CGImage)?
        for index in order {
            let image: CGImage
            if let last, last.time == times[index] { image = last.image } else { image = try frame(at: times[index]) }
            last = (times[index], image)
            try write(try image.pngData(), to: paths[index])
            print(paths[index])
        }
    }

    /// Renders the times (already increasing) into one animated GIF.
    func writeGIF(at times: [Double], frameDelay: Double, to path: String, width: Int, height: Int) throws {
        let encoder = try AnimatedGIFEncoder(width: width, height: height)
        for time in times { try encoder.addFrame(try frame(at: time), delay: frameDelay) }
        try write(try encoder.encode(), to: path)
        print(path)
    }

    private func write(_ data: Data, to path: String) throws {
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
