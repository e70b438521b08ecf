import ArgumentParser
import Foundation
import Strata
import StrataGraphics

/// What `strata render` writes: the scene times to render and where each frame goes (SCENE.md,
/// "CLI"). Worked out before anything is rendered, so a bad combination of options costs
/// nothing.
struct RenderPlan: Equatable {
    enum Output: Equatable {
        /// One PNG per frame, at these paths (same order as `times`).
        case pngs([String])
        /// One animated GIF; each frame is shown for `frameDelay` seconds.
        case gif(path: String, frameDelay: Double)
        /// One video (`.mp4`: H.264, `.webm`: VP9) at `framesPerSecond`, constant.
        case video(path: String, format: VideoFormat, framesPerSecond: Double)
    }

    var times: [Double]
    var output: Output

    /// The largest number of frames one command renders (an hour at 60 fps), so a typo such as
    /// `0:1e9:60` is an error rather than a disk filled with PNGs.
    static let maximumFrames = 216_000

    /// - `--at T …` with `--out FILE.png`: one PNG, or with several times `FILE-0.png`,
    ///   `FILE-1.png`, … in the order the times were given. An `--out` containing `%d` (or
    ///   `%0Nd`) names the files itself.
    /// - `--frames START:END:FPS` with `--out FILE.gif` (an animated GIF), `--out FILE.mp4` /
    ///   `FILE.webm` (H.264 / VP9 video at FPS frames per second), or `--out DIR` (a
    ///   folder of `frame-0000.png`, … created if missing) or a `%d` pattern. Frames are at
    ///   START, START + 1/FPS, … up to and including END.
    static func make(times: [Double], frames: String?, out: String?) throws -> RenderPlan {
        guard let out, !out.isEmpty else { throw ValidationError("give --out FILE.png (with --at) or --out FILE.gif|DIR (with --frames)") }
        switch (times.isEmpty, frames) {
        case (true, nil): throw ValidationError("give --at T (repeatable) or --frames START:END:FPS")
        case (false, .some): throw ValidationError("give either --at or --frames, not both")
        case (false, nil):
            if let bad = times.first(where: { !$0.isFinite || $0 < 0 }) {
                throw ValidationError("--at expects a time in seconds ≥ 0, got \(bad)")
            }
            if isPattern(out) { return RenderPlan(times: times, output: .pngs(times.indices.map { expand(out, $0) })) }
            if VideoFormat(path: out) != nil || out.lowercased().hasSuffix(".gif") {
                throw ValidationError("a .gif, .mp4 or .webm is an animation: give --frames START:END:FPS instead of --at, got '\(out)'")
            }
            guard out.lowercased().hasSuffix(".png") else {
                throw ValidationError("--at renders PNG files: --out must end in .png (or hold a %d pattern), got '\(out)'")
            }
            if times.count == 1 { return RenderPlan(times: times, output: .pngs([out])) }
            let stem = String(out.dropLast(4))
            return RenderPlan(times: times, output: .pngs(times.indices.map { "\(stem)-\($0).png" }))
        case (true, .some(let range)):
            let (start, end, fps) = try parseFrames(range)
            // In Double first: (END − START) × FPS can overflow Int, even to +∞ (END near 1e308).
            let count = Int(saturating: ((end - start) * fps + 1e-9).rounded(.down), in: 0...Int.max - 1) + 1
            guard count <= maximumFrames else {
                throw ValidationError("--frames \(range) asks for \(count) frames; the limit is \(maximumFrames)")
            }
            let frameTimes = (0..<count).map { start + Double($0) / fps }
            if out.lowercased().hasSuffix(".gif") {
                return RenderPlan(times: frameTimes, output: .gif(path: out, frameDelay: 1 / fps))
            }
            if let format = VideoFormat(path: out) {
                return RenderPlan(times: frameTimes, output: .video(path: out, format: format, framesPerSecond: fps))
            }
            if isPattern(out) { return RenderPlan(times: frameTimes, output: .pngs(frameTimes.indices.map { expand(out, $0) })) }
            let ext = (out as NSString).pathExtension.lowercased()
            if unsupportedExtensions.contains(ext) {
                throw ValidationError("strata render writes .png frames, .gif, .mp4 (H.264) or .webm (VP9), not .\(ext): '\(out)'")
            }
            if out.lowercased().hasSuffix(".png") {
                throw ValidationError("--frames writes a folder, a .gif, .mp4 or .webm: give --out DIR, --out FILE.gif|FILE.mp4|FILE.webm or --out 'frame-%04d.png', got '\(out)'")
            }
            let folder = URL(fileURLWithPath: out)
            return RenderPlan(times: frameTimes, output: .pngs(frameTimes.indices.map {
                folder.appendingPathComponent(String(format: "frame-%04ld.png", $0)).path
            }))
        }
    }

    /// Image and video extensions `render` does not write: an `--out` ending in one is a
    /// mistake, not a folder to fill with PNGs.
    static let unsupportedExtensions: Set<String> = [
        "mov", "mkv", "avi", "m4v", "mpg", "mpeg", "ogv", "flv", "wmv", "apng", "webp", "jpg", "jpeg", "tif", "tiff", "bmp", "heic",
    ]

    static func parseFrames(_ text: String) throws -> (start: Double, end: Double, fps: Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 3, let start = parts[0], let end = parts[1], let fps = parts[2],
              start.isFinite, end.isFinite, fps.isFinite, start >= 0, end >= start, fps > 0, fps <= 1000 else {
            throw ValidationError("--frames expects START:END:FPS with 0 ≤ START ≤ END and 0 < FPS ≤ 1000 (e.g. 0:2:30), got '\(text)'")
        }
        return (start, end, fps)
    }

    /// Whether `path` carries a printf-style frame number: `%d` or `%0Nd`.
    static func isPattern(_ path: String) -> Bool {
        path.range(of: #"%0?[0-9]*d"#, options: .regularExpression) != nil
    }

    /// `path` with its first `%d`/`%0Nd` replaced by `index`.
    static func expand(_ path: String, _ index: Int) -> String {
        guard let range = path.range(of: #"%0?[0-9]*d"#, options: .regularExpression) else { return path }
        // %ld: the index is a 64-bit Int.
        let spec = String(path[range].dropLast()) + "ld"
        return path.replacingCharacters(in: range, with: String(format: spec, index))
    }
}
